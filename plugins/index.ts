/**
 * Every plugin the engine knows, listed explicitly (no registration by import side effect).
 * A brand picks and orders the ones it uses in its brand.json `plugins`.
 */
import type { PluginDefinition } from '../core/plugin/define-plugin';
import auth from './auth';
import downloads from './downloads';
import home from './home';

export const allPlugins: readonly PluginDefinition[] = [home, auth, downloads];
