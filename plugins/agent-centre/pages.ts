import type { ComponentLoader } from '../../core/plugin/define-plugin';
import type { AgentSettings } from './api';
import type { EntryKey } from './entries';

/** The props every agent-centre page gets. */
export interface PageProps {
  /** The agent's flags and salary schemes, as the panel loaded them. */
  settings: AgentSettings;
  /** Opens another entry of the panel (team management from the overview...). */
  openEntry: (entry: EntryKey) => void;
}

/** One chunk per page, loaded when its entry is opened. */
export const PAGES = {
  agentAnnouncement: () => import('./pages/Announcements'),
  agentTeamOverview: () => import('./pages/TeamOverview'),
  registerCenter: () => import('./pages/RegisterDownline'),
  downlineManagmentView: () => import('./pages/TeamManagement'),
  personalHistoryCopy: () => import('./pages/TeamBetting'),
  palStatementsAgentCopy: () => import('./pages/ProfitAndLoss'),
  agentRevenueReport: () => import('./pages/MyIncome'),
  agentDownlineTransactionDetailsCopy: () => import('./pages/DownlineTransactions'),
  agentDividendRecordCopy2: () => import('./pages/DividendRecord'),
  agentDailyWages2: () => import('./pages/DailyWages'),
  agentHourSalary: () => import('./pages/HourlySalary'),
  agentRealtimeSalary: () => import('./pages/RealtimeSalary'),
} satisfies Record<EntryKey, ComponentLoader<PageProps>>;
