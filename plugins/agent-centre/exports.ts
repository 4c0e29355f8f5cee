import type { ApiClient } from '../../core/api/client';
import {
  MOVE_KINDS,
  type DayQuery,
  type DownlineMove,
  type DownlineMoves,
  type PnlPage,
  type PnlRow,
  type TeamBet,
  type TeamBets,
  type TeamRow,
} from './api';
import { parseExport } from './csv';

/**
 * The team reports' exports (GET v2/agent/<report>/export, docs/agent-centre-api.md "Exports"):
 * every row of the selection in one request, whatever the size of the team, read back into the
 * JSON call's own row types, so the page writes the agent's spreadsheet from them with the same
 * columns as its table.
 */

type Text = Record<string, string>;

/** The export's text of a field as the row type wants it, refused when it is not of that type (checked at the edge). */
const number = (text: string, field: string): number => {
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) throw new Error(`export field ${field}: not a number`);
  return value;
};
const nullable = (text: string): string | null => (text === '' ? null : text);
function oneOf<T extends string | number>(value: string | number, allowed: readonly T[], field: string): T {
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new Error(`export field ${field}: unexpected ${String(value)}`);
  return found;
}

const ACCOUNT_TYPES = [0, 1, 2, 4, 41, 42] as const;
const BET_STATUSES = ['PENDING', 'WON', 'LOST', 'VOID'] as const;

const accountTypeOf = (record: Text) => oneOf(number(record.accountType, 'accountType'), ACCOUNT_TYPES, 'accountType');

const pnlTotalsOf = (record: Text): PnlPage['totals'] => ({
  deposits: record.deposits,
  withdrawals: record.withdrawals,
  betCount: number(record.betCount, 'betCount'),
  bets: record.bets,
  payout: record.payout,
  net: record.net,
  bonuses: record.bonuses,
});

const pnlRowOf = (record: Text): PnlRow => ({
  username: record.username,
  level: number(record.level, 'level'),
  accountType: accountTypeOf(record),
  ...pnlTotalsOf(record),
});

const teamRowOf = (record: Text): TeamRow => ({
  username: record.username,
  nickname: record.nickname,
  accountType: accountTypeOf(record),
  isAgent: record.isAgent === 'true',
  level: number(record.level, 'level'),
  registeredAt: record.registeredAt,
  lastLoginAt: nullable(record.lastLoginAt),
  directCount: number(record.directCount, 'directCount'),
  teamSize: number(record.teamSize, 'teamSize'),
  balance: record.balance,
  deposits: record.deposits,
  bets: record.bets,
  net: record.net,
  salaryRate: record.salaryRate === '' ? null : number(record.salaryRate, 'salaryRate'),
  dividendRate: record.dividendRate === '' ? null : number(record.dividendRate, 'dividendRate'),
});

const teamBetOf = (record: Text): TeamBet => ({
  username: record.username,
  roundRef: record.roundRef,
  vendor: record.vendor,
  vendorName: record.vendorName,
  gameName: record.gameName,
  gameType: record.gameType,
  stake: record.stake,
  payout: nullable(record.payout),
  net: nullable(record.net),
  status: oneOf(record.status, BET_STATUSES, 'status'),
  placedAt: record.placedAt,
  settledAt: nullable(record.settledAt),
});

const betTotalsOf = (record: Text): TeamBets['totals'] => ({
  count: number(record.count, 'count'),
  stake: record.stake,
  payout: record.payout,
  net: record.net,
});

const downlineMoveOf = (record: Text): DownlineMove => ({
  moveId: number(record.moveId, 'moveId'),
  username: record.username,
  kind: oneOf(record.kind, MOVE_KINDS, 'kind'),
  amount: record.amount,
  description: record.description,
  createdAt: record.createdAt,
});

const moveTotalsOf = (record: Text): DownlineMoves['totals'] => ({
  count: number(record.count, 'count'),
  credits: record.credits,
  debits: record.debits,
});

/** A file with no totals line where one was due is a broken file, not a total of zero. */
function onlyTotals<T>(totals: readonly Text[], read: (record: Text) => T): T {
  if (totals.length !== 1) throw new Error('the export has no totals line');
  return read(totals[0]);
}

/** A whole team's file takes longer than a page: 10,000 members' P&L streams in under a second here, so this is room, not a target. */
const EXPORT_TIMEOUT_MS = 120_000;

async function exportOf(api: ApiClient, report: 'pnl' | 'team' | 'bets' | 'transactions', query: Record<string, string | undefined>) {
  return parseExport(
    await api.get<string>(`v2/agent/${report}/export`, { auth: true, params: query, text: true, timeoutMs: EXPORT_TIMEOUT_MS }),
  );
}

export const agentExports = {
  pnl: async (api: ApiClient, query: DayQuery & { username?: string }) => {
    const file = await exportOf(api, 'pnl', query);
    return { rows: file.rows.map(pnlRowOf), totals: onlyTotals(file.totals, pnlTotalsOf) };
  },
  team: async (api: ApiClient, query: DayQuery & { parent?: string; username?: string }) =>
    (await exportOf(api, 'team', query)).rows.map(teamRowOf),
  bets: async (api: ApiClient, query: DayQuery & { username?: string; vendor?: string; status?: TeamBet['status'] }) => {
    const file = await exportOf(api, 'bets', query);
    return { rows: file.rows.map(teamBetOf), totals: onlyTotals(file.totals, betTotalsOf) };
  },
  transactions: async (api: ApiClient, query: DayQuery & { username?: string; kind?: string }) => {
    const file = await exportOf(api, 'transactions', query);
    return { rows: file.rows.map(downlineMoveOf), totals: onlyTotals(file.totals, moveTotalsOf) };
  },
};
