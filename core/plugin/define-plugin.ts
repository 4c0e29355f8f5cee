import type { ComponentType } from 'react';
import type { Action, Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { EarlyRequest, FirstScreenIntro } from '../api/early-shared';
import type { TextBundle } from '../i18n/text-table';
import type { Brand, Language } from '../brand/brand-types';
import type { Features } from '../features/resolve-features';
import type { AccountCentre } from '../session/account-types';

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

/**
 * When a contribution's code loads. The build reads it from the definition as written (a literal
 * on the contribution's object) and names and places the chunks accordingly
 * (scripts/build/declared-loads.ts); core does the waiting. Plugin code never names a chunk.
 * - `first-screen`: in the brand's main script, ready before the first render (the header's parts,
 *   the banner, the home page, a slot item's `placeholder`). Every byte counts against the
 *   first-paint budget.
 * - `after-paint`: once the first screen is on screen.
 * - `after-load`: once the page has loaded (its load event) and painted.
 * - `on-demand` (the default): when it is first used (a route opened, a modal shown, a slot rendered).
 */
export type LoadWhen = 'first-screen' | 'after-paint' | 'after-load' | 'on-demand';

/** Which parts of the shell a route shows (spec section 2): `full` has the banner, side bar and footer too. */
export type RouteLayout = 'full' | 'headerOnly' | 'bare';

export interface RouteContribution {
  /** One path or several aliases, e.g. ['/games', '/jogos']. */
  path: string | readonly string[];
  load: ComponentLoader;
  layout?: RouteLayout;
  /**
   * `first-screen` puts the page in the brand's main script (the home page). Otherwise
   * (`on-demand`) it loads when opened; the early entry preloads its files when the page is opened
   * at this path, so a deep link's page code downloads alongside the framework.
   */
  when?: 'first-screen' | 'on-demand';
  /**
   * Open without a session when the brand sends visitors to log in first (`loginedToHomePage`,
   * spec section 2): the login and registration pages, the bare help centre, the download page.
   */
  public?: boolean;
  /**
   * The page those visitors are sent to (the login page): implies `public`. One per brand; with
   * none (no sign-in plugin listed) nobody is sent anywhere.
   */
  signIn?: boolean;
  /**
   * The page's first screen is what the plugin's later workflows (LaterSaga) fetch, as the notice
   * board's list: opened at this page, they start with the store, their code downloading alongside
   * system/status, instead of after the first paint or the page's load. Leave it off where the
   * page's largest paint does not need them (a lobby's banner comes before its games).
   */
  startsWorkflows?: boolean;
  /**
   * For a page of an enabled plugin that the merchant switches on its own (a game category's
   * lobby): while this answers false the route is left out, so its address shows the not-found
   * page until the next load finds it on again.
   */
  enabledWhen?: (ctx: PluginContext) => boolean;
}

export interface SlotItem {
  /** Unique within its slot. */
  key: string;
  /** Lower first; ties keep the brand's plugin order. */
  order?: number;
  /**
   * `first-screen`: loaded before the first render, shown at once. `after-paint`: rendered once the
   * first screen is on screen (its `placeholder` until then). `on-demand` (the default): loaded when
   * its host renders it.
   */
  when?: 'first-screen' | 'after-paint' | 'on-demand';
  visible?: (ctx: SlotContext) => boolean;
  /** A lazily loaded component to render. */
  component?: ComponentLoader<{ slotKey: string }>;
  /**
   * Only with `when: 'after-paint'` (resolution refuses it otherwise): stands in for `component`
   * until the first screen has painted. It is always first-screen code, so keep it small (a skeleton is a few hundred bytes), and it must take
   * the same room as `component` first renders in, so nothing moves.
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

/**
 * A plugin's workflows (and the reducer of state only they fill) loaded after the first screen.
 * Core keeps the plugin's own actions (`<id>/...`, and the `replay` types) sent before it runs,
 * mounts the reducer, starts the saga, puts `start` unless such an action was kept, then replays.
 */
export interface LaterSaga {
  when: 'after-paint' | 'after-load';
  // `any`: as for `reducer` below, the state and action shapes are the plugin's own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ saga: Saga<[]>; reducer?: Reducer<any, any> }>;
  /** Actions of other namespaces (core's) the workflows must also see when sent before they ran. */
  replay?: readonly string[];
  /** The action every page needs once the workflows run (the list the header shows). */
  start?: Action;
}

/** A plugin's texts in one language: a JSON bundle, merged into the plugin's namespace. */
export type TextsLoader = () => Promise<{ default: TextBundle }>;

/**
 * A plugin's texts, in parts. Core loads the `first-screen` part before the first render and any
 * other part before the first of the plugin's views renders or its later saga starts; nothing in
 * a plugin adds texts itself. A part names one loader per language (the brand's default, else pt).
 */
export type TextsPart = {
  when: 'first-screen' | 'on-demand';
  /** The namespace the bundle joins when it is not the plugin's own: texts of shared code (`centre`). */
  namespace?: string;
} & Partial<Record<Language, TextsLoader>>;

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
  /** A saga that runs from the start, or workflows that load later (LaterSaga). */
  saga?: Saga<[]> | LaterSaga;
  texts?: readonly TextsPart[];
  /**
   * The modal that asks a visitor to log in: core opens it for `coreActions.loginRequested()` (a
   * protected action without a session, a call refused as not logged in). One per brand.
   */
  signInModal?: string;
  /** The account centre this plugin is: core's `useOpenCentre(kind)` opens `modal` after the account checks. */
  accountCentre?: { kind: AccountCentre; modal: string };
  /**
   * GET calls (relative to the API base, no token) the first screen of a path needs, keyed by the
   * exact lower-case path, or `*` for every path (a function of the brand when the query depends
   * on it). The build bakes them into the `early` entry, which starts them while the
   * bundles download; the plugin's own calls with the same path and params then adopt the answers.
   * The function may answer a promise: `(brand) => import('./first-screen').then(...)` keeps the
   * code that builds them out of the browser's bundles, since only the build runs it.
   */
  firstScreenRequests?: FirstScreenRequests | ((brand: Brand) => FirstScreenRequests | Promise<FirstScreenRequests>);
  /**
   * Path → the keys (in the plugin's own texts) of the title and lead its page opens with, when
   * they are its largest content: the build writes them in the brand's language, `{{brand}}` filled
   * in (core/api/early-shared.ts, FirstScreenIntro), the early entry paints them before the app's
   * code arrives, and the page must render them with core's `.page-intro` classes so they land in
   * the same box.
   */
  firstScreenIntro?: Readonly<Record<string, Readonly<Record<keyof FirstScreenIntro, string>>>>;
}

/** The language a texts part loads for a brand's language: that one when the part has it, else pt. */
export function textsLanguageOf(part: TextsPart, language: Language): Language {
  return part[language] ? language : 'pt';
}

/**
 * An `enabledWhen` for what the merchant's tree may not list at all (a game category): on unless
 * every module named is there and switched off (Features.isSwitchedOff). Several modules: a page
 * that serves more than one category stays while any of them is on.
 */
export function onUnlessSwitchedOff(...modules: readonly string[]): (ctx: PluginContext) => boolean {
  return ({ features }) => !modules.every((id) => features.isSwitchedOff(id));
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
