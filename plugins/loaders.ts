/**
 * How the browser reaches the plugins: each plugin's definition (its index.ts, with what that
 * imports at once: sagas, reducers, API calls) in a chunk named after its id, loaded at start for
 * the plugins the brand lists, so a brand never downloads a plugin it does not list. The build
 * bundles a brand's plugin chunks into its first-screen file (scripts/build/stamp-brand.ts).
 * Node code (the build, scripts, tests) reads plugins/index.ts; plugins/loaders.test.ts keeps the
 * two lists the same.
 */
import type { PluginDefinition } from '../core/plugin/define-plugin';

export type PluginLoader = () => Promise<{ default: PluginDefinition }>;

export const pluginLoaders: Readonly<Record<string, PluginLoader>> = {
  home: () => import(/* webpackChunkName: "home" */ './home'),
  auth: () => import(/* webpackChunkName: "auth" */ './auth'),
  lobbies: () => import(/* webpackChunkName: "lobbies" */ './lobbies'),
  lottery: () => import(/* webpackChunkName: "lottery" */ './lottery'),
  downloads: () => import(/* webpackChunkName: "downloads" */ './downloads'),
  help: () => import(/* webpackChunkName: "help" */ './help'),
  support: () => import(/* webpackChunkName: "support" */ './support'),
  notices: () => import(/* webpackChunkName: "notices" */ './notices'),
  points: () => import(/* webpackChunkName: "points" */ './points'),
  promotions: () => import(/* webpackChunkName: "promotions" */ './promotions'),
  feedback: () => import(/* webpackChunkName: "feedback" */ './feedback'),
  'member-centre': () => import(/* webpackChunkName: "member-centre" */ './member-centre'),
  'agent-centre': () => import(/* webpackChunkName: "agent-centre" */ './agent-centre'),
};
