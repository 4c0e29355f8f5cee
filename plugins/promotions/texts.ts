import { addPluginTexts } from '../../core/i18n/i18n';
import pages from './i18n/pages.pt.json';

/**
 * Adds the pages' texts, which travel with the pages' chunks: the bundle every page preloads holds
 * only the nav label. Called at module level by each page (package.json marks only CSS as a side
 * effect, so a bare `import './texts'` would be dropped).
 */
export function addPromotionTexts(): void {
  addPluginTexts('promotions', pages);
}
