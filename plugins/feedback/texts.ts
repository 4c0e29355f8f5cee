import { addPluginTexts } from '../../core/i18n/i18n';
import pt from './i18n/pt.json';

/** Adds the texts with the footer section and the modal (not preloaded by every page); called at module level. */
export function addFeedbackTexts(): void {
  addPluginTexts('feedback', pt);
}
