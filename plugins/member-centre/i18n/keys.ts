/** The shape of this plugin's texts (its default-language bundles), for checking `t('member-centre:…')` keys. */
import type bundle from './pt.json';

declare module '../../../core/i18n/i18n' {
  interface TextBundles {
    'member-centre': typeof bundle;
  }
}
