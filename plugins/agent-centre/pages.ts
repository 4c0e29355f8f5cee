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
  agentAnnouncement: () => import(/* webpackChunkName: "agent-centre-announcements" */ './pages/Announcements'),
  agentTeamOverview: () => import(/* webpackChunkName: "agent-centre-overview" */ './pages/TeamOverview'),
  registerCenter: () => import(/* webpackChunkName: "agent-centre-register" */ './pages/RegisterDownline'),
  downlineManagmentView: () => import(/* webpackChunkName: "agent-centre-team" */ './pages/TeamManagement'),
  personalHistoryCopy: () => import(/* webpackChunkName: "agent-centre-bets" */ './pages/TeamBetting'),
  palStatementsAgentCopy: () => import(/* webpackChunkName: "agent-centre-pnl" */ './pages/ProfitAndLoss'),
  agentRevenueReport: () => import(/* webpackChunkName: "agent-centre-income" */ './pages/MyIncome'),
  agentDownlineTransactionDetailsCopy: () => import(/* webpackChunkName: "agent-centre-moves" */ './pages/DownlineTransactions'),
  agentDividendRecordCopy2: () => import(/* webpackChunkName: "agent-centre-dividends" */ './pages/DividendRecord'),
  agentDailyWages2: () => import(/* webpackChunkName: "agent-centre-daily" */ './pages/DailyWages'),
  agentHourSalary: () => import(/* webpackChunkName: "agent-centre-hourly" */ './pages/HourlySalary'),
  agentRealtimeSalary: () => import(/* webpackChunkName: "agent-centre-realtime" */ './pages/RealtimeSalary'),
} satisfies Record<EntryKey, ComponentLoader<PageProps>>;
