import { addPluginTexts } from '../../core/i18n/i18n';
import pt from './i18n/pt.json';

/**
 * Adds the help centre's texts from the chunks that show them: nothing of the help centre is on the first
 * screen, so its texts stay out of the bundle every page preloads. Called at module level by each
 * module that reads them (package.json marks only CSS as a side effect, so a bare
 * `import './texts'` would be dropped).
 */
export function addHelpTexts(): void {
  addPluginTexts('help', pt);
}
