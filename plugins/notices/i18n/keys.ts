/** The shape of this plugin's texts (its default-language bundles), for checking `t('notices:…')` keys. */
import type bundle from './pt.json';

declare module '../../../core/i18n/i18n' {
  interface TextBundles {
    notices: typeof bundle;
  }
}
