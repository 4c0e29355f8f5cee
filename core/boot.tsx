/**
 * Start-up, one way (ARCHITECTURE.md): brand (validated at build) → system/status → features →
 * plugins → store, router and slots → render. Status 1 or 2 renders the full-page screens instead.
 */
import './styles/base.css';
import './styles/shell.css';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { allPlugins } from '../plugins';
import { App } from './App';
import { createApiClient, type ApiClient } from './api/client';
import type { SystemStatus } from './api/contract';
import { STATUS_PATH, whenEarlyEntryRan } from './api/early-shared';
import { isApiError } from './api/errors';
import { brand } from './brand/current-brand';
import { resolveFeatures } from './features/resolve-features';
import { initI18n, loadPluginTexts } from './i18n/i18n';
import { resolvePlugins, routePaths } from './plugin/resolve-plugins';
import { preloadComponent } from './router/LazyView';
import { session } from './session/storage-keys';
import { whenFirstScreenPainted } from './shell/first-screen-painted';
import { StartFailedPage } from './status/StartFailedPage';
import { coreSaga } from './store/core-saga';
import { createAppStore } from './store/create-store';
import { applyTheme, initialTheme } from './theme/theme';

/** The plugins the brand lists, in its order (before the merchant's features switch any off). */
const listedPlugins = allPlugins.filter((plugin) => brand.plugins.includes(plugin.id));

/** Slots rendered above the fold on every page; their components load before the first render. */
const FIRST_SCREEN_SLOTS = ['header.top', 'header.account', 'shell.banner'];

/**
 * While system/status is in flight: load the page being opened and the top-of-shell slot
 * components, so the first render shows the real page at once (no skeleton swap, no layout shift).
 * Their data is already on its way: the early entry started it (core/api/early-requests.ts).
 */
function prepareFirstScreen(pathname: string): Promise<unknown> {
  const loads: Promise<void>[] = [];
  for (const plugin of listedPlugins) {
    for (const route of plugin.routes ?? []) {
      if (routePaths(route).some((path) => matchPath({ path, caseSensitive: false }, pathname))) loads.push(preloadComponent(route.load as never));
    }
    for (const slot of FIRST_SCREEN_SLOTS) {
      for (const item of plugin.slots?.[slot] ?? []) if (item.component) loads.push(preloadComponent(item.component as never));
    }
  }
  return Promise.all(loads);
}

/** How long the first render waits for first-screen chunks; past it, views show their skeletons. */
const FIRST_SCREEN_WAIT_MS = 3000;

function waitAtMost(work: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms))]);
}

function loadTexts(i18nReady: Promise<void>): Promise<void> {
  return loadPluginTexts(listedPlugins, brand.languages.default, i18nReady);
}

/**
 * From system/status to the first render. Any failure on the way (status unreachable, a response
 * the features cannot be read from, plugins that do not fit together) ends on the start-failed
 * page with a retry, never on an empty page.
 */
async function start(root: Root, api: ApiClient, firstScreen: Promise<unknown>, texts: Promise<void>, attempt = 0): Promise<void> {
  try {
    const [status] = await Promise.all([
      api.get<SystemStatus>(STATUS_PATH, { params: { url: window.location.host } }),
      waitAtMost(firstScreen, FIRST_SCREEN_WAIT_MS),
    ]);
    performance.mark('boot:status-and-first-screen');
    const features = resolveFeatures(status);
    api.setEncryptionKey(status.encryption);
    if (features.mode === 1 || features.mode === 2) {
      // Rare screens: their chunk loads only when the platform asks for one. Should it fail to
      // load, the start-failed page with its retry shows instead (the catch below).
      const { BlockedPage, MaintenancePage } = await import(/* webpackChunkName: "status-pages" */ './status/StatusPage');
      root.render(features.mode === 1 ? <MaintenancePage brand={brand} features={features} /> : <BlockedPage brand={brand} features={features} />);
      return;
    }
    const resolved = resolvePlugins(allPlugins, brand, features);
    await texts;
    performance.mark('boot:texts');
    const theme = initialTheme(brand.theme.default);
    const store = createAppStore({
      plugins: resolved.plugins,
      coreInitial: { token: session.token(), member: null, country: null, theme, modals: [] },
      coreSaga,
      context: { api, brand, features, modalIds: new Set(Object.keys(resolved.modals)), firstScreenPainted: whenFirstScreenPainted },
    });
    // A transition lets React render the first screen in slices that yield to the browser, instead
    // of one long task (keeps Total Blocking Time down on slow phones).
    startTransition(() => root.render(<App engine={{ brand, features, resolved, api }} store={store} />));
    performance.mark('boot:rendered');
  } catch (error) {
    console.error('Start-up failed', error);
    const messageKey = isApiError(error) ? error.messageKey : 'core:errors.unknown';
    const retry = () => start(root, api, Promise.resolve(), loadTexts(Promise.resolve()), attempt + 1);
    root.render(<StartFailedPage key={attempt} brand={brand} messageKey={messageKey} onRetry={retry} />);
  }
}

async function main(): Promise<void> {
  // Marks show in Lighthouse's user timings and the performance panel: where start-up time goes.
  performance.mark('boot:start');
  applyTheme(initialTheme(brand.theme.default), false);
  const api = createApiClient({
    baseURL: brand.api.base,
    merchantCode: brand.identity.merchantCode,
    timeoutMs: brand.api.timeoutMs,
    getToken: () => session.token(),
    encryptionEnabled: brand.payloadEncryption.enabled,
  });
  const firstScreen = prepareFirstScreen(window.location.pathname);
  const i18nReady = initI18n(brand.languages.default);
  // Every listed plugin's texts load alongside system/status rather than after it; a plugin the
  // merchant switches off costs one small chunk.
  const texts = loadTexts(i18nReady);
  await Promise.all([i18nReady, whenEarlyEntryRan()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  await start(createRoot(container), api, firstScreen, texts);
}

void main();
