/**
 * Every plugin the engine knows, listed explicitly (no registration by import side effect).
 * A brand picks and orders the ones it uses in its brand.json `plugins`.
 */
import type { PluginDefinition } from '../core/plugin/define-plugin';
import agentCentre from './agent-centre';
import auth from './auth';
import downloads from './downloads';
import feedback from './feedback';
import help from './help';
import home from './home';
import lobbies from './lobbies';
import lottery from './lottery';
import memberCentre from './member-centre';
import notices from './notices';
import points from './points';
import promotions from './promotions';
import support from './support';

export const allPlugins: readonly PluginDefinition[] = [
  home,
  auth,
  lobbies,
  lottery,
  downloads,
  help,
  support,
  notices,
  points,
  promotions,
  feedback,
  memberCentre,
  agentCentre,
];
