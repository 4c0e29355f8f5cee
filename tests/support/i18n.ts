import { i18n } from '../../core/i18n/i18n';
import corePt from '../../core/i18n/pt.json';

/** Starts the real i18n instance with the PT bundle, without the DOM `initI18n` also touches. */
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
}
