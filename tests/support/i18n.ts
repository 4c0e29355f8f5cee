import { addTexts, initI18n } from '../../core/i18n/i18n';
import { allPlugins } from '../../plugins';

let started = false;

/**
 * Starts the site's texts as core does, and adds every plugin's texts (each part of
 * PluginDefinition.texts, as core would have loaded them by the time the view renders).
 */
export async function initI18nForTests(): Promise<void> {
  if (started) return;
  started = true;
  await initI18n('pt');
  for (const plugin of allPlugins) {
    for (const part of plugin.texts ?? []) {
      const bundle = await part.pt?.();
      if (bundle) addTexts('pt', part.namespace ?? plugin.id, bundle.default);
    }
  }
}
