import type { Queryable } from '../db/db';
import { AGENT_TYPES } from './accounts';
import { compareUsernames, pageOf } from './agent-centre';
import { TEAM_CTE, teamMembers } from './agent-team';
import { listBetsOf, type BetQuery } from './bets';
import { brasiliaDay } from './missions';
import { fromCents, toCents, type MoveKind } from './wallets';

/**
 * The agent centre's reports (docs/agent-centre-api.md, "Team" and "Reports"), computed from the
 * ledger and the bets at request time, never from stored totals, and always over the agent's team
 * only. Every figure is summed the way the members' own records sum it (v2/records/bets and
 * v2/records/profit), so an agent's report of a downline agrees with that downline's own pages.
 */

export interface DateRange {
  from: Date;
  to: Date;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;

/** Withdrawals leave as negative postings; a returned one comes back (as v2/records/profit). */
const WITHDRAWAL_KINDS: readonly MoveKind[] = ['WITHDRAWAL', 'WITHDRAWAL_RETURNED'];
const BONUS_KINDS: readonly MoveKind[] = ['BONUS', 'REWARD', 'REFERRAL', 'MISSION', 'POINTS'];

/** The UTC-3 calendar day of a column, as SQL (a fixed interval: '-03:00' as a zone is POSIX, sign reversed). */
const dayOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;

/** The UTC-3 calendar day of an instant. */
export const calendarDayOf = (instant: Date | number): string => brasiliaDay(new Date(instant)).day;

/** Every calendar day of a range, oldest first. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let at = range.from.getTime(); at < range.to.getTime(); at += DAY_MS) days.push(calendarDayOf(at));
  return days;
}

/** One account's figures of one day, in cents. */
interface Activity {
  deposits: number;
  withdrawals: number;
  bonuses: number;
  /** Bets placed (count and stakes). */
  betCount: number;
  bets: number;
  /** Bets settled: what came back and what they had staked. */
  settledCount: number;
  payout: number;
  settledStake: number;
}

const NO_ACTIVITY: Activity = {
  deposits: 0,
  withdrawals: 0,
  bonuses: 0,
  betCount: 0,
  bets: 0,
  settledCount: 0,
  payout: 0,
  settledStake: 0,
};

function addActivity(a: Activity, b: Partial<Activity>): Activity {
  const sum = { ...a };
  for (const key of Object.keys(NO_ACTIVITY) as (keyof Activity)[]) sum[key] += b[key] ?? 0;
  return sum;
}

/**
 * The team's activity in the range per account and UTC-3 day: cashier money and bonuses by the
 * moves' time, stakes by the bets' placing, returns by their settling. `accountIds` narrows it
 * to some team members. Only the rows that had something are answered.
 */
async function teamActivity(
  db: Queryable,
  agentId: number,
  range: DateRange,
  accountIds?: readonly number[],
): Promise<Map<number, Map<string, Activity>>> {
  const params = [agentId, range.from, range.to, accountIds ?? null];
  const inTeam = `($4::int[] IS NULL OR t.account_id = ANY ($4::int[]))`;
  const [money, placed, settled] = await Promise.all([
    db.query<{ accountId: number; day: string; deposits: string; withdrawals: string; bonuses: string }>(
      `${TEAM_CTE}
       SELECT t.account_id AS "accountId", ${dayOf('m.created_at')} AS day,
              coalesce(sum(p.amount) FILTER (WHERE m.kind = 'DEPOSIT'), 0)::numeric(14, 2)::text AS deposits,
              coalesce(sum(p.amount) FILTER (WHERE m.kind = ANY ($5::text[])), 0)::numeric(14, 2)::text AS withdrawals,
              coalesce(sum(p.amount) FILTER (WHERE m.kind = ANY ($6::text[])), 0)::numeric(14, 2)::text AS bonuses
         FROM team t JOIN wallets w ON w.account_id = t.account_id
              JOIN wallet_postings p ON p.wallet_id = w.wallet_id JOIN wallet_moves m ON m.move_id = p.move_id
        WHERE m.created_at >= $2 AND m.created_at < $3 AND ${inTeam}
          AND (m.kind = 'DEPOSIT' OR m.kind = ANY ($5::text[]) OR m.kind = ANY ($6::text[]))
        GROUP BY 1, 2`,
      [...params, WITHDRAWAL_KINDS, BONUS_KINDS],
    ),
    db.query<{ accountId: number; day: string; count: number; stake: string }>(
      `${TEAM_CTE}
       SELECT t.account_id AS "accountId", ${dayOf('b.placed_at')} AS day, count(*)::int AS count, sum(b.stake)::numeric(14, 2)::text AS stake
         FROM team t JOIN bets b ON b.account_id = t.account_id
        WHERE b.placed_at >= $2 AND b.placed_at < $3 AND ${inTeam}
        GROUP BY 1, 2`,
      params,
    ),
    db.query<{ accountId: number; day: string; count: number; stake: string; payout: string }>(
      `${TEAM_CTE}
       SELECT t.account_id AS "accountId", ${dayOf('b.settled_at')} AS day, count(*)::int AS count,
              sum(b.stake)::numeric(14, 2)::text AS stake, sum(b.payout)::numeric(14, 2)::text AS payout
         FROM team t JOIN bets b ON b.account_id = t.account_id
        WHERE b.status <> 'PENDING' AND b.settled_at >= $2 AND b.settled_at < $3 AND ${inTeam}
        GROUP BY 1, 2`,
      params,
    ),
  ]);
  const activity = new Map<number, Map<string, Activity>>();
  const add = (accountId: number, day: string, figures: Partial<Activity>) => {
    const days = activity.get(accountId) ?? new Map<string, Activity>();
    days.set(day, addActivity(days.get(day) ?? NO_ACTIVITY, figures));
    activity.set(accountId, days);
  };
  for (const row of money.rows) {
    add(row.accountId, row.day, { deposits: toCents(row.deposits), withdrawals: -toCents(row.withdrawals), bonuses: toCents(row.bonuses) });
  }
  for (const row of placed.rows) add(row.accountId, row.day, { betCount: row.count, bets: toCents(row.stake) });
  for (const row of settled.rows)
    add(row.accountId, row.day, { settledCount: row.count, payout: toCents(row.payout), settledStake: toCents(row.stake) });
  return activity;
}

/** An account's activity over the whole range. */
const totalOf = (days: Map<string, Activity> | undefined): Activity => [...(days?.values() ?? [])].reduce(addActivity, NO_ACTIVITY);

/** A member's result: payout − stake of the bets settled (negative when the member lost). */
const netOf = (activity: Activity) => activity.payout - activity.settledStake;

/** What an account's row shows of its range: own deposits, stakes placed and net settled. */
export async function rangeFiguresOf(db: Queryable, agentId: number, range: DateRange, accountIds: readonly number[]) {
  const activity = await teamActivity(db, agentId, range, accountIds);
  return (accountId: number) => {
    const total = totalOf(activity.get(accountId));
    return { deposits: fromCents(total.deposits), bets: fromCents(total.bets), net: fromCents(netOf(total)) };
  };
}

/** GET v2/agent/overview: the team's counts now and in the range, the range's money, and each day's. */
export async function teamOverview(db: Queryable, agentId: number, range: DateRange) {
  const {
    rows: [counts],
  } = await db.query<{ members: number; agents: number; directMembers: number; newMembers: number }>(
    `${TEAM_CTE}
     SELECT count(*)::int AS members,
            count(*) FILTER (WHERE a.type = ANY ($4::int[]))::int AS agents,
            count(*) FILTER (WHERE t.level = 1)::int AS "directMembers",
            count(*) FILTER (WHERE a.created_at >= $2 AND a.created_at < $3)::int AS "newMembers"
       FROM team t JOIN accounts a ON a.account_id = t.account_id`,
    [agentId, range.from, range.to, AGENT_TYPES],
  );
  const { rows: joined } = await db.query<{ day: string; count: number }>(
    `${TEAM_CTE}
     SELECT ${dayOf('a.created_at')} AS day, count(*)::int AS count
       FROM team t JOIN accounts a ON a.account_id = t.account_id
      WHERE a.created_at >= $2 AND a.created_at < $3 GROUP BY 1`,
    [agentId, range.from, range.to],
  );
  const activity = await teamActivity(db, agentId, range);
  const byDay = new Map<string, { activity: Activity; active: number }>();
  for (const days of activity.values()) {
    for (const [day, figures] of days) {
      const sum = byDay.get(day) ?? { activity: NO_ACTIVITY, active: 0 };
      byDay.set(day, { activity: addActivity(sum.activity, figures), active: sum.active + (figures.betCount > 0 ? 1 : 0) });
    }
  }
  const total = [...byDay.values()].reduce((sum, day) => addActivity(sum, day.activity), NO_ACTIVITY);
  const activeMembers = [...activity.values()].filter((days) => totalOf(days).betCount > 0).length;
  return {
    team: { ...counts, activeMembers },
    totals: {
      deposits: fromCents(total.deposits),
      withdrawals: fromCents(total.withdrawals),
      bets: fromCents(total.bets),
      payout: fromCents(total.payout),
      net: fromCents(netOf(total)),
      bonuses: fromCents(total.bonuses),
    },
    days: daysOf(range).map((date) => {
      const day = byDay.get(date) ?? { activity: NO_ACTIVITY, active: 0 };
      return {
        date,
        newMembers: joined.find((row) => row.day === date)?.count ?? 0,
        activeMembers: day.active,
        deposits: fromCents(day.activity.deposits),
        withdrawals: fromCents(day.activity.withdrawals),
        bets: fromCents(day.activity.bets),
        net: fromCents(netOf(day.activity)),
      };
    }),
  };
}

/** A team member's identity in a report row. */
interface TeamEntry {
  accountId: number;
  username: string;
  level: number;
  accountType: number;
}

async function teamEntries(db: Queryable, agentId: number): Promise<TeamEntry[]> {
  const { rows } = await db.query<TeamEntry>(
    `${TEAM_CTE}
     SELECT t.account_id AS "accountId", a.username, t.level, a.type AS "accountType"
       FROM team t JOIN accounts a ON a.account_id = t.account_id`,
    [agentId],
  );
  return rows;
}

const pnlFigures = (activity: Activity) => ({
  deposits: fromCents(activity.deposits),
  withdrawals: fromCents(activity.withdrawals),
  betCount: activity.betCount,
  bets: fromCents(activity.bets),
  payout: fromCents(activity.payout),
  net: fromCents(netOf(activity)),
  bonuses: fromCents(activity.bonuses),
});

/**
 * GET v2/agent/pnl: one row per team member with any activity in the range, in username order,
 * and the totals of every row (not only the page's). `accountId` narrows it to one member.
 */
export async function profitAndLoss(db: Queryable, agentId: number, range: DateRange, query: PageQuery & { accountId?: number }) {
  const [activity, team] = await Promise.all([
    teamActivity(db, agentId, range, query.accountId === undefined ? undefined : [query.accountId]),
    teamEntries(db, agentId),
  ]);
  const rows = team
    .filter((member) => activity.has(member.accountId))
    .sort((a, b) => compareUsernames(a.username, b.username))
    .map((member) => ({ member, total: totalOf(activity.get(member.accountId)) }));
  const page = pageOf(rows, query);
  return {
    ...page,
    list: page.list.map(({ member, total }) => ({
      username: member.username,
      level: member.level,
      accountType: member.accountType,
      ...pnlFigures(total),
    })),
    totals: pnlFigures(rows.reduce((sum, row) => addActivity(sum, row.total), NO_ACTIVITY)),
  };
}

/** GET v2/agent/bets: the team's bets as each member's betting record lists them, with whose they are. */
export async function teamBets(db: Queryable, agentId: number, query: BetQuery & { accountId?: number }) {
  const accountIds = query.accountId === undefined ? (await teamMembers(db, agentId)).map((member) => member.accountId) : [query.accountId];
  return listBetsOf(db, accountIds, query);
}
