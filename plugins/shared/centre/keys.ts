/** The shape of the centre kit's texts (the `centre` namespace both centres load), for checking `t('centre:…')` keys. */
import type bundle from './pt.json';

declare module '../../../core/i18n/i18n' {
  interface TextBundles {
    centre: typeof bundle;
  }
}
