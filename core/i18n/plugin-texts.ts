import type { Language } from '../brand/brand-types';
import { textsLanguageOf, type PluginDefinition, type TextsPart } from '../plugin/define-plugin';
import { addTexts } from './i18n';

/**
 * The one way a plugin's texts reach the site's texts (PluginDefinition.texts): core loads the `first-screen`
 * parts of every listed plugin at start, and a plugin's other parts before the first of its views
 * renders (LazyView, inside the plugin's scope) or its later saga starts. Each bundle is merged into
 * the plugin's namespace, so `t('<plugin-id>:key')` finds it.
 */

let language: Language = 'pt';
let i18nReady: Promise<void> = Promise.resolve();
const laterParts = new Map<string, readonly TextsPart[]>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

async function loadPart(pluginId: string, part: TextsPart, ready: Promise<void>): Promise<void> {
  const loader = part[textsLanguageOf(part, language)];
  if (!loader) return;
  const bundle = await loader();
  await ready;
  addTexts(language, part.namespace ?? pluginId, bundle.default);
}

/**
 * Tells core the listed plugins' texts, the brand's language and when the texts are ready; first,
 * before anything asks for texts.
 */
export function registerPluginTexts(
  plugins: readonly PluginDefinition[],
  brandLanguage: Language,
  ready: Promise<void> = Promise.resolve(),
): void {
  language = brandLanguage;
  i18nReady = ready;
  for (const plugin of plugins)
    laterParts.set(
      plugin.id,
      (plugin.texts ?? []).filter((part) => part.when !== 'first-screen'),
    );
}

/**
 * Loads the listed plugins' first-screen texts at once. A bundle that does not load is logged and
 * skipped: that plugin shows its keys, the rest of the site still works.
 */
export async function loadFirstScreenTexts(plugins: readonly PluginDefinition[], ready: Promise<void>): Promise<void> {
  const results = await Promise.allSettled(
    plugins.map((plugin) =>
      Promise.all((plugin.texts ?? []).filter((part) => part.when === 'first-screen').map((part) => loadPart(plugin.id, part, ready))),
    ),
  );
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.error(`Texts of plugin "${plugins[index].id}" did not load`, result.reason);
  });
}

/** Whether a plugin's later texts are in (or it has none): a view already loaded may then render at once. */
export function pluginTextsReady(pluginId: string): boolean {
  return loaded.has(pluginId) || !laterParts.get(pluginId)?.length;
}

/**
 * Loads a plugin's later texts once. A failure rejects (the view shows its retry) and is forgotten,
 * so the retry asks again.
 */
export function ensurePluginTexts(pluginId: string): Promise<void> {
  if (pluginTextsReady(pluginId)) return Promise.resolve();
  let promise = loading.get(pluginId);
  if (!promise) {
    promise = Promise.all(laterParts.get(pluginId)!.map((part) => loadPart(pluginId, part, i18nReady))).then(
      () => {
        loaded.add(pluginId);
      },
      (error: unknown) => {
        loading.delete(pluginId);
        throw error;
      },
    );
    loading.set(pluginId, promise);
  }
  return promise;
}
