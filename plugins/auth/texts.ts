import { addPluginTexts } from '../../core/i18n/i18n';
import flows from './i18n/flows.pt.json';

/**
 * Adds the texts of the auth forms, dialogs and workflows (everything but the header's buttons,
 * which `i18n/pt.json` holds for the first screen). They travel with the chunks that show them, all
 * of which load after the first paint. Called at module level by each module that reads them
 * (package.json marks only CSS as a side effect, so a bare `import './texts'` would be dropped).
 */
export function addAuthTexts(): void {
  addPluginTexts('auth', flows);
}
