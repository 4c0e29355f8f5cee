/** The shape of this plugin's texts (its default-language bundles), for checking `t('lobbies:…')` keys. */
import type bundle from './pt.json';

declare module '../../../core/i18n/i18n' {
  interface TextBundles {
    lobbies: typeof bundle;
  }
}
