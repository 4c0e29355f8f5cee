/**
 * The agent centre's menu (spec section 2): twelve entries in this order. The first eight are
 * always there; the dividend record needs the agent's enableCt flag, and each salary page the
 * matching salary scheme of member/info/funds/consolidated.
 */
export const ENTRY_KEYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type EntryKey = (typeof ENTRY_KEYS)[number];

export const DEFAULT_ENTRY: EntryKey = 'agentTeamOverview';

/** What the entry conditions read: the agent's flags and its consolidated salary schemes. */
export interface EntryFlags {
  enableCt: boolean;
  consolidated: { dailysalreqtype: number; contracthoursalreq: number; realtimesalreqtype: number };
}

const CONDITIONS: Partial<Record<EntryKey, (flags: EntryFlags) => boolean>> = {
  agentDividendRecordCopy2: (flags) => flags.enableCt,
  agentDailyWages2: (flags) => flags.consolidated.dailysalreqtype > 0,
  agentHourSalary: (flags) => flags.consolidated.contracthoursalreq > 0,
  agentRealtimeSalary: (flags) => flags.consolidated.realtimesalreqtype > 0,
};

/** The entries this agent sees, in menu order. */
export function visibleEntries(flags: EntryFlags): EntryKey[] {
  return ENTRY_KEYS.filter((key) => CONDITIONS[key]?.(flags) ?? true);
}

export function isEntryKey(value: unknown): value is EntryKey {
  return typeof value === 'string' && (ENTRY_KEYS as readonly string[]).includes(value);
}
