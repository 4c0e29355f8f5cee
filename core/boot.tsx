/**
 * Start-up, one way (ARCHITECTURE.md): brand (validated and stamped into the page) → system/status → features →
 * plugins → store, router and slots → render. Status 1 or 2 renders the full-page screens instead.
 */
import './styles/base.css';
import './styles/shell.css';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { pluginLoaders } from '../plugins/loaders';
import { App } from './App';
import { createApiClient, type ApiClient } from './api/client';
import type { SystemStatus } from './api/contract';
import { STATUS_PATH } from './api/early-shared';
import { isApiError } from './api/errors';
import { brand } from './brand/current-brand';
import { resolveFeatures } from './features/resolve-features';
import { initI18n, loadTextEngine } from './i18n/i18n';
import { ensurePluginTexts, loadFirstScreenTexts, registerPluginTexts } from './i18n/plugin-texts';
import { loadListedPlugins, type PluginDefinition, type RouteContribution } from './plugin/define-plugin';
import { resolvePlugins, routeAt, routePaths, type ResolvedPlugins } from './plugin/resolve-plugins';
import { preloadComponent } from './router/LazyView';
import { spreadChunkScripts } from './router/chunk-scripts';
import { session } from './session/storage-keys';
import { takeTurn } from './shell/after-paint-turns';
import { whenFirstScreenPainted } from './shell/first-screen-painted';
import { preloadSignedInSlots } from './slots/signed-in-slots';
import { quietAnimationEvents } from './ui/quiet-animation-events';
import { whenPageLoaded } from './ui/use-page-loaded';
import { yieldToBrowser } from './ui/yield-to-browser';
import { StartFailedPage, type StartFailure } from './status/StartFailedPage';
import { coreSaga } from './store/core-saga';
import { createAppStore } from './store/create-store';
import { applyTheme, initialTheme } from './theme/theme';

function routeMatches(route: RouteContribution, pathname: string): boolean {
  return routePaths(route).some((path) => matchPath({ path, caseSensitive: false }, pathname));
}

/**
 * While system/status is in flight: load the page being opened and the slot items declared
 * `first-screen` (or the placeholders of `after-paint` ones), so the first render shows the real
 * page at once (no skeleton swap, no layout shift). Their data is already on its way: the early
 * entry started it (core/api/early-requests.ts).
 */
function prepareFirstScreen(listedPlugins: readonly PluginDefinition[], pathname: string): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const plugin of listedPlugins) {
    for (const route of plugin.routes ?? []) {
      if (!routeMatches(route, pathname)) continue;
      // The early entry, inline, has already preloaded the page's files (its code and the
      // plugin's later texts): this takes those downloads over rather than starting others.
      loads.push(preloadComponent(route.load as never));
      if (route.when !== 'first-screen') loads.push(ensurePluginTexts(plugin.id).catch(() => undefined));
      // Workflows that fill this page start with the store (laterSaga's atOnce): their code
      // downloads alongside system/status, not after it. The first render does not wait for it.
      // Features are not known yet: a merchant who switched the plugin off pays one chunk on its
      // own page's address (which then shows the not-found page), never on any other.
      if (route.startsWorkflows && plugin.saga && typeof plugin.saga !== 'function') plugin.saga.load().catch(() => undefined);
    }
    for (const items of Object.values(plugin.slots ?? {})) {
      for (const item of items) {
        const firstShown = item.when === 'first-screen' ? item.component : item.when === 'after-paint' ? item.placeholder : undefined;
        if (firstShown) loads.push(preloadComponent(firstShown as never));
      }
    }
  }
  return Promise.all(loads);
}

/** How long the first render waits for first-screen chunks; past it, views show their skeletons. */
const FIRST_SCREEN_WAIT_MS = 3000;

function waitAtMost(work: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);
}

/**
 * How long start-up waits for system/status, counted from the page's start (performance.now()):
 * a silent platform gets its "not answering" message with a retry within 10 s (the last second
 * is left for drawing it), while every other call keeps the brand's time limit (30 s).
 */
const STATUS_DEADLINE_MS = 9_000;
/** A page whose code ran late (a slow line) still gives the call this long before giving up. */
const STATUS_MIN_WAIT_MS = 2_000;

/** The status call's time limit: what is left of the deadline at first, a whole one per retry. */
function statusTimeoutMs(attempt: number): number {
  return attempt === 0 ? Math.max(STATUS_DEADLINE_MS - performance.now(), STATUS_MIN_WAIT_MS) : STATUS_DEADLINE_MS;
}

function startFailure(error: unknown): StartFailure {
  if (isApiError(error) && error.kind === 'timeout') return { kind: 'notAnswering' };
  return { kind: 'failed', messageKey: isApiError(error) ? error.messageKey : 'core:errors.unknown' };
}

/** What start-up waits on besides system/status: the brand's plugins, their first screen and texts. */
interface Preparation {
  plugins: Promise<readonly PluginDefinition[]>;
  firstScreen: Promise<unknown>;
  texts: Promise<void>;
}

/** The plugin whose later workflows fill the page being opened (RouteContribution.startsWorkflows), if any. */
function workflowsOfOpenedPage(resolved: ResolvedPlugins): string | undefined {
  const opened = routeAt(resolved.routes, window.location.pathname);
  return opened?.startsWorkflows ? opened.pluginId : undefined;
}

/**
 * The plugins the brand lists, in its order (before the merchant's features switch any off): their
 * definitions come in the brand's first-screen file, and their first screen and texts right after.
 */
function prepare(i18nReady: Promise<void>): Preparation {
  const plugins = loadListedPlugins(pluginLoaders, brand.plugins).then((listed) => {
    registerPluginTexts(listed, brand.languages.default, i18nReady);
    return listed;
  });
  // Settled here, seen by start(): an unhandled rejection would also be reported on its own.
  plugins.catch(() => undefined);
  const firstScreen = plugins.then((listed) => prepareFirstScreen(listed, window.location.pathname));
  const texts = plugins.then((listed) => loadFirstScreenTexts(listed, i18nReady));
  firstScreen.catch(() => undefined);
  texts.catch(() => undefined);
  return { plugins, firstScreen, texts };
}

/**
 * From system/status to the first render. Any failure on the way (status unreachable, a response
 * the features cannot be read from, plugins that do not fit together) ends on the start-failed
 * page with a retry, never on an empty page.
 */
async function start(root: Root, api: ApiClient, prepared: Preparation, attempt = 0): Promise<void> {
  try {
    const [status, listed] = await Promise.all([
      api.get<SystemStatus>(STATUS_PATH, { params: { url: window.location.host }, timeoutMs: statusTimeoutMs(attempt) }),
      prepared.plugins,
      waitAtMost(prepared.firstScreen, FIRST_SCREEN_WAIT_MS),
    ]);
    performance.mark('boot:status-and-first-screen');
    // Everything above may have been ready at once, its continuations all in one task.
    await yieldToBrowser();
    const features = resolveFeatures(status);
    api.setEncryptionKey(status.encryption);
    if (features.mode === 1 || features.mode === 2) {
      // Rare screens: their chunk loads only when the platform asks for one. Should it fail to
      // load, the start-failed page with its retry shows instead (the catch below).
      const { BlockedPage, MaintenancePage } = await import(/* webpackChunkName: "status-pages" */ './status/StatusPage');
      root.render(
        features.mode === 1 ? <MaintenancePage brand={brand} features={features} /> : <BlockedPage brand={brand} features={features} />,
      );
      return;
    }
    const resolved = resolvePlugins(listed, brand, features);
    await prepared.texts;
    performance.mark('boot:texts');
    // The store starts every plugin's workflows, then React starts rendering: each in a task of its own.
    await yieldToBrowser();
    const theme = initialTheme(brand.theme.default);
    const store = createAppStore({
      plugins: resolved.plugins,
      coreInitial: { token: session.token(), member: null, country: null, theme, modals: [] },
      coreSaga,
      workflowsAtOnce: workflowsOfOpenedPage(resolved),
      context: {
        api,
        brand,
        features,
        modalIds: new Set(Object.keys(resolved.modals)),
        signInModal: resolved.signInModal,
        firstScreenPainted: whenFirstScreenPainted,
        pageLoaded: whenPageLoaded,
        prepareSignedIn: () => preloadSignedInSlots(resolved, brand, features, window.location.pathname),
      },
    });
    await yieldToBrowser();
    // A transition lets React render the first screen in slices that yield to the browser, instead
    // of one long task (keeps Total Blocking Time down on slow phones).
    startTransition(() => root.render(<App engine={{ brand, features, resolved, api }} store={store} />));
    performance.mark('boot:rendered');
    // i18next takes the texts over once the page has loaded, in an idle period of its own after
    // the parts below the fold; until then (and should it fail to load) core's table answers them
    // from the same bundles (core/i18n/i18n.ts).
    void whenPageLoaded().then(() =>
      takeTurn(() =>
        loadTextEngine().catch((error: unknown) => console.error('The text engine did not load; texts stay with the table', error)),
      ),
    );
  } catch (error) {
    console.error('Start-up failed', error);
    const retry = () => start(root, api, prepare(Promise.resolve()), attempt + 1);
    // A new key per attempt: a failed retry mounts the page afresh, its retry focused again.
    root.render(<StartFailedPage key={attempt} brand={brand} failure={startFailure(error)} onRetry={retry} />);
  }
}

async function main(): Promise<void> {
  // Not in the task that evaluated the code (React's and the app's modules): that one is long enough.
  await yieldToBrowser();
  // Marks show in Lighthouse's user timings and the performance panel: where start-up time goes.
  performance.mark('boot:start');
  // Before the first lazy import: each chunk's script goes in in a task of its own.
  spreadChunkScripts();
  applyTheme(initialTheme(brand.theme.default), false);
  const api = createApiClient({
    baseURL: brand.api.base,
    merchantCode: brand.identity.merchantCode,
    timeoutMs: brand.api.timeoutMs,
    getToken: () => session.token(),
    encryptionEnabled: brand.payloadEncryption.enabled,
  });
  const i18nReady = initI18n(brand.languages.default);
  // Every listed plugin's first-screen texts load alongside system/status rather than after it
  // (they come in the brand's main script); a plugin the merchant switches off costs nothing more.
  const prepared = prepare(i18nReady);
  await i18nReady;
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The loading frame is already on screen (index.html, core/status/boot-shell.ts): the first
  // render replaces it.
  // Before React's root listens for every event: no animation event need reach it.
  quietAnimationEvents();
  const root = createRoot(container);
  await start(root, api, prepared);
}

void main();
