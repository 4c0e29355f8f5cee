/**
 * How the browser reaches the plugins: each plugin's definition (its index.ts, with what that
 * imports at once: sagas, reducers, API calls) in a chunk of its own, loaded at start for the
 * plugins the brand lists, so a brand never downloads a plugin it does not list. The build puts a
 * brand's definitions and first-screen parts into its main script (scripts/build/stamp-brand.ts).
 * Node code (the build, scripts, tests) reads plugins/index.ts; plugins/loaders.test.ts keeps the
 * two lists the same.
 */
import type { PluginDefinition } from '../core/plugin/define-plugin';

export type PluginLoader = () => Promise<{ default: PluginDefinition }>;

export const pluginLoaders: Readonly<Record<string, PluginLoader>> = {
  home: () => import('./home'),
  auth: () => import('./auth'),
  lobbies: () => import('./lobbies'),
  lottery: () => import('./lottery'),
  downloads: () => import('./downloads'),
  help: () => import('./help'),
  support: () => import('./support'),
  notices: () => import('./notices'),
  points: () => import('./points'),
  promotions: () => import('./promotions'),
  feedback: () => import('./feedback'),
  'member-centre': () => import('./member-centre'),
  'agent-centre': () => import('./agent-centre'),
};
