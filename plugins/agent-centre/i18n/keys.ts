/** The shape of this plugin's texts (its default-language bundles), for checking `t('agent-centre:…')` keys. */
import type bundle0 from './pt.json';
import type bundle1 from './reports.pt.json';

declare module '../../../core/i18n/i18n' {
  interface TextBundles {
    'agent-centre': typeof bundle0 & typeof bundle1;
  }
}
