/**
 * Start-up, one way (ARCHITECTURE.md): brand (validated at build) → system/status → features →
 * plugins → store, router and slots → render. Status 1 or 2 renders the full-page screens instead.
 */
import './styles/base.css';
import './styles/shell.css';
import { createRoot, type Root } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { allPlugins } from '../plugins';
import { App } from './App';
import { createApiClient, type ApiClient } from './api/client';
import type { SystemStatus } from './api/contract';
import { isApiError } from './api/errors';
import { brand } from './brand/current-brand';
import { resolveFeatures } from './features/resolve-features';
import { initI18n, loadPluginTexts } from './i18n/i18n';
import { resolvePlugins } from './plugin/resolve-plugins';
import { session } from './session/storage-keys';
import { BlockedPage, MaintenancePage, StartFailedPage } from './status/StatusPage';
import { coreSaga } from './store/core-saga';
import { createAppStore } from './store/create-store';
import { applyTheme, initialTheme } from './theme/theme';

/** Starts loading the chunk of the page being opened while system/status is in flight. */
function preloadCurrentRoute(pathname: string): void {
  for (const plugin of allPlugins) {
    if (!brand.plugins.includes(plugin.id)) continue;
    for (const route of plugin.routes ?? []) {
      const paths = typeof route.path === 'string' ? [route.path] : route.path;
      if (paths.some((path) => matchPath({ path, caseSensitive: false }, pathname))) void route.load().catch(() => undefined);
    }
  }
}

async function start(root: Root, api: ApiClient): Promise<void> {
  let status: SystemStatus;
  try {
    status = await api.get<SystemStatus>('system/status', { params: { url: window.location.host } });
  } catch (error) {
    const messageKey = isApiError(error) ? error.messageKey : 'core:errors.unknown';
    root.render(<StartFailedPage brand={brand} messageKey={messageKey} onRetry={() => void start(root, api)} />);
    return;
  }
  const features = resolveFeatures(status);
  api.setEncryptionKey(status.encryption);
  if (features.mode === 1) {
    root.render(<MaintenancePage brand={brand} features={features} />);
    return;
  }
  if (features.mode === 2) {
    root.render(<BlockedPage brand={brand} features={features} />);
    return;
  }
  const resolved = resolvePlugins(allPlugins, brand, features);
  await loadPluginTexts(resolved.plugins, brand.languages.default);
  const theme = initialTheme(brand.theme.default);
  const store = createAppStore({
    plugins: resolved.plugins,
    coreInitial: { token: session.token(), member: null, country: null, theme, modals: [] },
    coreSaga,
    context: { api, brand, features, modalIds: new Set(Object.keys(resolved.modals)) },
  });
  root.render(<App engine={{ brand, features, resolved, api }} store={store} />);
}

async function main(): Promise<void> {
  applyTheme(initialTheme(brand.theme.default), false);
  preloadCurrentRoute(window.location.pathname);
  const api = createApiClient({
    baseURL: brand.api.base,
    merchantCode: brand.identity.merchantCode,
    timeoutMs: brand.api.timeoutMs,
    getToken: () => session.token(),
    encryptionEnabled: brand.payloadEncryption.enabled,
  });
  await initI18n(brand.languages.default);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  await start(createRoot(container), api);
}

void main();
