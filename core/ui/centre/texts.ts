import { addPluginTexts } from '../../i18n/i18n';
import texts from './pt.json';

/**
 * The centre kit's texts (range presets, retry, copy, show/hide password). Only the member and
 * agent centres use them, and both load after login, so they travel with the kit's chunks rather
 * than in the first screen's core texts. Called at module level by each component that reads them.
 */
export function addCentreTexts(): void {
  addPluginTexts('centre', texts);
}
