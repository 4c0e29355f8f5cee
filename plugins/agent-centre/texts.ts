import { addPluginTexts } from '../../core/i18n/i18n';
import reports from './i18n/reports.pt.json';
import texts from './i18n/pt.json';

/**
 * Adds the agent centre's texts (panel and team pages, then the report pages). Like the member
 * centre, the plugin has no i18n loader: its texts belong to chunks that load only when an agent
 * opens the panel. Called at module level by each module that reads them.
 */
export function addAgentCentreTexts(): void {
  addPluginTexts('agent-centre', { ...texts, ...reports });
}
