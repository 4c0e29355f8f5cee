import type { ComponentType } from 'react';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { EarlyRequest } from '../api/early-shared';
import type { Brand, Language } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';

export interface PluginContext {
  brand: Brand;
  features: Features;
}

/** What `visible(ctx)` of a slot item is told when its host renders. */
export interface SlotContext extends PluginContext {
  pathname: string;
  loggedIn: boolean;
}

export type ComponentLoader<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** Which parts of the shell a route shows (spec section 2). */
export type RouteLayout = 'home' | 'headerOnly' | 'bare';

export interface RouteContribution {
  /** One path or several aliases, e.g. ['/', '/home', '/index.html']. */
  path: string | readonly string[];
  load: ComponentLoader;
  layout?: RouteLayout;
  /**
   * The webpackChunkName `load` imports. The early entry preloads that chunk's files when the page
   * is opened at this path, so a deep link's page code downloads alongside the framework instead
   * of after `main` has run. The build fails when no chunk has this name.
   */
  chunk?: string;
}

export interface SlotItem {
  /** Unique within its slot. */
  key: string;
  /** Lower first; ties keep the brand's plugin order. */
  order?: number;
  visible?: (ctx: SlotContext) => boolean;
  /** A lazily loaded component to render. */
  component?: ComponentLoader<{ slotKey: string }>;
  /**
   * Below-the-fold content: this stands in for `component` until the first screen has painted,
   * then `component` loads (and its chunk with it, off the first paint's path). It must take the
   * same room as `component` first renders in, so nothing moves; put it in a chunk the first
   * screen loads anyway (a skeleton is a few hundred bytes).
   */
  placeholder?: ComponentLoader<{ slotKey: string }>;
  /** For link-like slots (navigation, menus). */
  labelKey?: string;
  to?: string;
  /**
   * Navigation links only: listed under the header's "Mais" menu on wide screens (the bar keeps
   * the spec's home, game categories and promotions), in line in the small-screen menu.
   */
  secondary?: boolean;
}

export type FirstScreenRequests = Readonly<Record<string, readonly EarlyRequest[]>>;

export interface PluginDefinition {
  /** kebab-case; also the state key, the i18n namespace and the action prefix. */
  id: string;
  requires?: readonly string[];
  enabledWhen?: (ctx: PluginContext) => boolean;
  routes?: readonly RouteContribution[];
  /** Contributions to named places the core or other plugins render (`header.nav`, `home.sections`...). */
  slots?: Readonly<Record<string, readonly SlotItem[]>>;
  modals?: Readonly<Record<string, ComponentLoader<{ modalId: string; props: Record<string, unknown>; close: () => void }>>>;
  // `any`: state and action shapes are each plugin's own business; the core only mounts the
  // reducer under the plugin id, and a plugin's reducer accepts its own action union.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  reducer?: Reducer<any, any>;
  saga?: Saga<[]>;
  i18n?: Partial<Record<Language, () => Promise<{ default: Record<string, unknown> }>>>;
  /**
   * GET calls (relative to the API base, no token) the first screen of a path needs, keyed by the
   * exact lower-case path, or `*` for every path (a function of the brand when the query depends
   * on it). The build bakes them into the `early` entry, which starts them while the
   * bundles download; the plugin's own calls with the same path and params then adopt the answers.
   * The function may answer a promise: `(brand) => import('./first-screen').then(...)` keeps the
   * code that builds them out of the browser's bundles, since only the build runs it.
   */
  firstScreenRequests?: FirstScreenRequests | ((brand: Brand) => FirstScreenRequests | Promise<FirstScreenRequests>);
}

/** Identity function: gives a plugin file full type inference and nothing else. */
export function definePlugin<const P extends PluginDefinition>(plugin: P): P {
  return plugin;
}

/** Loads the definitions of the plugins a brand lists, in the brand's order (plugins/loaders.ts). */
export function loadListedPlugins(
  loaders: Readonly<Record<string, () => Promise<{ default: PluginDefinition }>>>,
  ids: readonly string[],
): Promise<PluginDefinition[]> {
  return Promise.all(
    ids.map((id) => {
      const load = loaders[id];
      if (!load) return Promise.reject(new Error(`No plugin "${id}" in plugins/loaders.ts`));
      return load().then((module) => module.default);
    }),
  );
}
