import { addPluginTexts } from '../../core/i18n/i18n';
import texts from './i18n/pt.json';

/**
 * Adds the member centre's texts. The plugin has no i18n loader: every text belongs to chunks that
 * load only for a logged-in member (the header's wallet block, the panel), so none of it joins the
 * first screen. Called at module level by each module that reads them.
 */
export function addMemberCentreTexts(): void {
  addPluginTexts('member-centre', texts);
}
