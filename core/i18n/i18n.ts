import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import type { Language } from '../brand/brand-types';
import type { PluginDefinition } from '../plugin/define-plugin';
import corePt from './pt.json';

export const i18n: I18n = i18next.createInstance();

/** Starts i18next with the core texts; plugin bundles are added as their chunks arrive. */
export async function initI18n(language: Language): Promise<void> {
  await i18n.init({
    lng: language,
    fallbackLng: 'pt',
    ns: ['core'],
    defaultNS: 'core',
    resources: { pt: { core: corePt } },
    interpolation: { escapeValue: false }, // React escapes; untrusted HTML goes through the sanitiser
    returnNull: false,
  });
  document.documentElement.lang = language === 'pt' ? 'pt' : language;
}

/**
 * Fetches the plugins' bundles at once and adds them when i18next is `ready`. A bundle that does
 * not load is logged and skipped: that plugin shows its keys, the rest of the site still works.
 */
export async function loadPluginTexts(plugins: readonly PluginDefinition[], language: Language, ready: Promise<void>): Promise<void> {
  const results = await Promise.allSettled(
    plugins.map(async (plugin) => {
      const loader = plugin.i18n?.[language] ?? plugin.i18n?.pt;
      if (!loader) return;
      const bundle = await loader();
      await ready;
      i18n.addResourceBundle(language, plugin.id, bundle.default, true, true);
    }),
  );
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`Texts of plugin "${plugins[index].id}" did not load`, result.reason);
  });
}

/**
 * Adds a plugin's texts from the chunk that uses them: for a plugin whose texts only its own
 * pages show, so they stay out of what every page preloads.
 */
export function addPluginTexts(namespace: string, bundle: Record<string, unknown>, language: Language = 'pt'): void {
  const add = () => i18n.addResourceBundle(language, namespace, bundle, true, true);
  // A module may be imported before start-up has initialised i18next (tests do): add it then.
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

export type Translate = (key: string, options?: TOptions) => string;

export const t: Translate = (key, options) => i18n.t(key, options ?? {}) as string;

/** Texts are loaded before the app renders and only PT is served, so no re-render subscription is needed. */
export function useT(): Translate {
  return t;
}
