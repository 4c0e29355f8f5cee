import { i18n } from '../../core/i18n/i18n';
import corePt from '../../core/i18n/pt.json';
import { allPlugins } from '../../plugins';

/**
 * Starts the real i18n instance with the PT bundle, without the DOM `initI18n` also touches, and
 * every plugin's texts (each part of PluginDefinition.texts, as core would have loaded them by the
 * time the view renders).
 */
export async function initI18nForTests(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({
    lng: 'pt',
    fallbackLng: 'pt',
    ns: ['core'],
    defaultNS: 'core',
    resources: { pt: { core: corePt } },
    interpolation: { escapeValue: false },
  });
  for (const plugin of allPlugins) {
    for (const part of plugin.texts ?? []) {
      const bundle = await part.pt?.();
      if (bundle) i18n.addResourceBundle('pt', part.namespace ?? plugin.id, bundle.default, true, true);
    }
  }
}
