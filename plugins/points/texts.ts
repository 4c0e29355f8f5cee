import { addPluginTexts } from '../../core/i18n/i18n';
import page from './i18n/page.pt.json';

/**
 * Adds the mall's texts, which travel with the page's chunk: the bundle every page preloads holds
 * only the menu label. Called at module level by the page (package.json marks only CSS as a side
 * effect, so a bare `import './texts'` would be dropped).
 */
export function addPointsTexts(): void {
  addPluginTexts('points', page);
}
