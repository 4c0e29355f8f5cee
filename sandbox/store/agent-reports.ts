import type { Queryable } from '../db/db';
import { betTotals, everyBetOf, listBetsOf, type BetQuery } from './bets';
import { wholeDaysOf, type DayBounds } from './daily-totals';
import { brasiliaDay } from './missions';
import { fromCents, toCents, type MoveKind } from './wallets';

/**
 * The agent centre's reports (docs/agent-centre-api.md, "Team" and "Reports"), always over the
 * agent's team only. Every figure is summed the way the members' own records sum it
 * (v2/records/bets and v2/records/profit), so an agent's report of a downline agrees with that
 * downline's own pages. They read the team tables of migration 023 (the team as rows, its daily
 * totals, its active days, its bets in time order), kept by triggers as the ledger and the bets
 * are written: a report's totals add up one row per day, a page reads its own rows, and neither
 * grows with the team (`npm run bench:scale`).
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

/** The UTC-3 calendar day of an instant. */
export const calendarDayOf = (instant: Date | number): string => brasiliaDay(new Date(instant)).day;

/** Every calendar day of a range, oldest first. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let at = range.from.getTime(); at < range.to.getTime(); at += DAY_MS) days.push(calendarDayOf(at));
  return days;
}

/** The range as whole players' days: every report's range is (lib/date-range.ts). */
function reportDays(range: DateRange): DayBounds {
  const days = wholeDaysOf(range);
  if (!days) throw new Error("the agent reports take whole players' days");
  return days;
}

/** Figures of a member or a team over some days, in cents. */
interface Activity {
  deposits: number;
  withdrawals: number;
  bonuses: number;
  /** Bets placed (count and stakes). */
  betCount: number;
  bets: number;
  /** Bets settled: what came back and what they had staked. */
  payout: number;
  settledStake: number;
}

const NO_ACTIVITY: Activity = { deposits: 0, withdrawals: 0, bonuses: 0, betCount: 0, bets: 0, payout: 0, settledStake: 0 };

function addActivity(a: Activity, b: Partial<Activity>): Activity {
  const sum = { ...a };
  for (const key of Object.keys(NO_ACTIVITY) as (keyof Activity)[]) sum[key] += b[key] ?? 0;
  return sum;
}

/** A member's result: payout − stake of the bets settled (negative when the member lost). */
const netOf = (activity: Activity) => activity.payout - activity.settledStake;

/**
 * Whose totals a sum reads: some members' own (ledger_daily_totals, bet_daily_totals) or an
 * agent's team's (team_ledger_daily, team_bet_daily).
 */
type Totals = { members: readonly number[] } | { teamOf: number };

/**
 * Activity over the days, from the daily totals, per `by`: per account (members only) or per day.
 * Cashier money and bonuses count by the moves' day, stakes by the bets' placing, returns by their
 * settling. Only keys that had something are answered.
 */
async function activityOf(db: Queryable, whose: Totals, days: DayBounds, by: 'account' | 'day'): Promise<Map<string, Activity>> {
  const [ledger, bets, owner, value] =
    'members' in whose
      ? ['ledger_daily_totals', 'bet_daily_totals', 'account_id = ANY ($1::int[])', whose.members]
      : ['team_ledger_daily', 'team_bet_daily', 'agent_id = $1', whose.teamOf];
  const key = by === 'day' ? `to_char(day, 'YYYY-MM-DD')` : 'account_id::text';
  const range = `day >= $2::date AND day < $3::date`;
  const [money, play] = await Promise.all([
    db.query<{ key: string; deposits: string; withdrawals: string; bonuses: string }>(
      `SELECT ${key} AS key,
              coalesce(sum(credits - debits) FILTER (WHERE kind = 'DEPOSIT'), 0)::numeric(14, 2)::text AS deposits,
              coalesce(sum(credits - debits) FILTER (WHERE kind = ANY ($4::text[])), 0)::numeric(14, 2)::text AS withdrawals,
              coalesce(sum(credits - debits) FILTER (WHERE kind = ANY ($5::text[])), 0)::numeric(14, 2)::text AS bonuses
         FROM ${ledger} WHERE ${owner} AND ${range} AND report_kind(kind) AND postings <> 0
        GROUP BY 1`,
      [value, days.fromDay, days.toDay, WITHDRAWAL_KINDS, BONUS_KINDS],
    ),
    db.query<{ key: string; bet_count: number; bets: string; payout: string; settled_stake: string }>(
      `SELECT ${key} AS key, sum(placed)::int AS bet_count, sum(placed_stake)::numeric(14, 2)::text AS bets,
              sum(settled_payout)::numeric(14, 2)::text AS payout, sum(settled_stake)::numeric(14, 2)::text AS settled_stake
         FROM ${bets} WHERE ${owner} AND ${range} AND (placed <> 0 OR settled <> 0)
        GROUP BY 1`,
      [value, days.fromDay, days.toDay],
    ),
  ]);
  const activity = new Map<string, Activity>();
  const add = (at: string, figures: Partial<Activity>) => activity.set(at, addActivity(activity.get(at) ?? NO_ACTIVITY, figures));
  for (const row of money.rows) {
    add(row.key, { deposits: toCents(row.deposits), withdrawals: -toCents(row.withdrawals), bonuses: toCents(row.bonuses) });
  }
  for (const row of play.rows) {
    add(row.key, {
      betCount: row.bet_count,
      bets: toCents(row.bets),
      payout: toCents(row.payout),
      settledStake: toCents(row.settled_stake),
    });
  }
  return activity;
}

const total = (activity: Map<string, Activity>): Activity => [...activity.values()].reduce(addActivity, NO_ACTIVITY);

/** What an account's row of the team page shows of its range: own deposits, stakes placed and net settled. */
export async function rangeFiguresOf(db: Queryable, range: DateRange, accountIds: readonly number[]) {
  const activity = await activityOf(db, { members: accountIds }, reportDays(range), 'account');
  return (accountId: number) => {
    const figures = activity.get(String(accountId)) ?? NO_ACTIVITY;
    return { deposits: fromCents(figures.deposits), bets: fromCents(figures.bets), net: fromCents(netOf(figures)) };
  };
}

/** GET v2/agent/overview: the team's counts now and in the range, the range's money, and each day's. */
export async function teamOverview(db: Queryable, agentId: number, range: DateRange) {
  const days = reportDays(range);
  const [{ rows: counts }, { rows: joined }, { rows: active }, byDay] = await Promise.all([
    // The team's sizes as kept by triggers on its links (migration 027).
    db.query<{ members: number; agents: number; directMembers: number }>(
      `SELECT coalesce(max(members), 0)::int AS members, coalesce(max(agents), 0)::int AS agents,
              coalesce(max(direct), 0)::int AS "directMembers"
         FROM team_counts WHERE agent_id = $1`,
      [agentId],
    ),
    db.query<{ day: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, joined AS count
         FROM team_joins_daily WHERE agent_id = $1 AND day >= $2::date AND day < $3::date AND joined <> 0`,
      [agentId, days.fromDay, days.toDay],
    ),
    // Members who placed a bet: each day's, and the range's distinct ones (the row of no day), in one pass.
    db.query<{ day: string | null; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(DISTINCT account_id)::int AS count
         FROM team_active_days WHERE agent_id = $1 AND placed AND day >= $2::date AND day < $3::date
        GROUP BY GROUPING SETS ((day), ())`,
      [agentId, days.fromDay, days.toDay],
    ),
    activityOf(db, { teamOf: agentId }, days, 'day'),
  ]);
  const team = {
    ...counts[0],
    newMembers: joined.reduce((sum, row) => sum + row.count, 0),
    activeMembers: active.find((row) => row.day === null)?.count ?? 0,
  };
  const sum = total(byDay);
  return {
    team,
    totals: {
      deposits: fromCents(sum.deposits),
      withdrawals: fromCents(sum.withdrawals),
      bets: fromCents(sum.bets),
      payout: fromCents(sum.payout),
      net: fromCents(netOf(sum)),
      bonuses: fromCents(sum.bonuses),
    },
    days: daysOf(range).map((date) => {
      const day = byDay.get(date) ?? NO_ACTIVITY;
      return {
        date,
        newMembers: joined.find((row) => row.day === date)?.count ?? 0,
        activeMembers: active.find((row) => row.day === date)?.count ?? 0,
        deposits: fromCents(day.deposits),
        withdrawals: fromCents(day.withdrawals),
        bets: fromCents(day.bets),
        net: fromCents(netOf(day)),
      };
    }),
  };
}

/** A P&L row's figures as the API answers them. */
export interface PnlFigures {
  deposits: string;
  withdrawals: string;
  betCount: number;
  bets: string;
  payout: string;
  net: string;
  bonuses: string;
}

export interface PnlRow extends PnlFigures {
  username: string;
  level: number;
  accountType: number;
}

const pnlFigures = (activity: Activity): PnlFigures => ({
  deposits: fromCents(activity.deposits),
  withdrawals: fromCents(activity.withdrawals),
  betCount: activity.betCount,
  bets: fromCents(activity.bets),
  payout: fromCents(activity.payout),
  net: fromCents(netOf(activity)),
  bonuses: fromCents(activity.bonuses),
});

interface TeamMember {
  accountId: number;
  username: string;
  level: number;
  accountType: number;
}

/**
 * SQL of the team members with activity in the range ($1 agent, $2-$3 days, $4 one member or
 * null) in the agent centre's username order (code points of the lower case): the team's names
 * walked in that order (team_links_by_name), each kept if it has an active day in the range.
 */
const ACTIVE_MEMBERS = `
  SELECT l.account_id AS "accountId", a.username, l.level, l.account_type AS "accountType", l.username_key
    FROM team_links l JOIN accounts a ON a.account_id = l.account_id
   WHERE l.agent_id = $1 AND ($4::int IS NULL OR l.account_id = $4)
     AND EXISTS (SELECT 1 FROM team_active_days d
                  WHERE d.agent_id = $1 AND d.account_id = l.account_id AND d.day >= $2::date AND d.day < $3::date)`;
const BY_USERNAME = `ORDER BY l.username_key COLLATE "C", l.account_id`;

/** The P&L rows of some members, in the order given. */
async function pnlRowsOf(db: Queryable, members: readonly TeamMember[], days: DayBounds): Promise<PnlRow[]> {
  if (members.length === 0) return [];
  const activity = await activityOf(db, { members: members.map((member) => member.accountId) }, days, 'account');
  return members.map(({ username, level, accountType, accountId }) => ({
    username,
    level,
    accountType,
    ...pnlFigures(activity.get(String(accountId)) ?? NO_ACTIVITY),
  }));
}

/**
 * GET v2/agent/pnl: one row per team member with any activity in the range, in username order,
 * and the totals of every row (not only the page's). `accountId` narrows it to one member. The
 * count comes from the team's active days, the totals from its daily totals, and only the page's
 * members are summed one by one.
 */
export async function profitAndLoss(db: Queryable, agentId: number, range: DateRange, query: PageQuery & { accountId?: number }) {
  const days = reportDays(range);
  const accountId = query.accountId ?? null;
  const [{ rows: counted }, { rows: members }, totals] = await Promise.all([
    db.query<{ count: number }>(
      `SELECT count(DISTINCT account_id)::int AS count FROM team_active_days
        WHERE agent_id = $1 AND day >= $2::date AND day < $3::date AND ($4::int IS NULL OR account_id = $4)`,
      [agentId, days.fromDay, days.toDay, accountId],
    ),
    db.query<TeamMember>(`${ACTIVE_MEMBERS} ${BY_USERNAME} LIMIT $5 OFFSET $6`, [
      agentId,
      days.fromDay,
      days.toDay,
      accountId,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    ]),
    totalsActivity(db, agentId, days, accountId),
  ]);
  const count = counted[0].count;
  return {
    list: await pnlRowsOf(db, members, days),
    totalCount: count,
    totalPages: Math.ceil(count / query.pageSize),
    // A member outside the range's activity has no row, and so adds nothing to the totals.
    totals: pnlFigures(count === 0 ? NO_ACTIVITY : total(totals)),
  };
}

/**
 * Every P&L row of the selection in username order, a batch at a time, then the totals: the CSV
 * export's one pass (each batch continues the walk by name where the last ended).
 */
export async function* everyPnlRow(
  db: Queryable,
  agentId: number,
  range: DateRange,
  accountId?: number,
  batchSize = 500,
): AsyncGenerator<PnlRow[]> {
  const days = reportDays(range);
  const params = [agentId, days.fromDay, days.toDay, accountId ?? null];
  let last: { username_key: string; accountId: number } | undefined;
  for (;;) {
    const { rows }: { rows: (TeamMember & { username_key: string })[] } = last
      ? await db.query(`${ACTIVE_MEMBERS} AND (l.username_key COLLATE "C", l.account_id) > ($5, $6) ${BY_USERNAME} LIMIT $7`, [
          ...params,
          last.username_key,
          last.accountId,
          batchSize,
        ])
      : await db.query(`${ACTIVE_MEMBERS} ${BY_USERNAME} LIMIT $5`, [...params, batchSize]);
    if (rows.length === 0) return;
    yield await pnlRowsOf(db, rows, days);
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

/** The activity the P&L totals add up: the team's daily totals, or one member's. */
const totalsActivity = (db: Queryable, agentId: number, days: DayBounds, accountId: number | null) =>
  accountId === null ? activityOf(db, { teamOf: agentId }, days, 'day') : activityOf(db, { members: [accountId] }, days, 'day');

/** The P&L totals alone (the export's last line): the same sums as profitAndLoss's, without a page. */
export async function profitAndLossTotals(db: Queryable, agentId: number, range: DateRange, accountId?: number): Promise<PnlFigures> {
  return pnlFigures(total(await totalsActivity(db, agentId, reportDays(range), accountId ?? null)));
}

/** GET v2/agent/bets: the team's bets as each member's betting record lists them, with whose they are. */
export async function teamBets(db: Queryable, agentId: number, query: BetQuery & { accountId?: number }) {
  return listBetsOf(db, query.accountId === undefined ? { teamOf: agentId } : { accountId: query.accountId }, query);
}

/** Every bet of the team's selection, newest first, in batches, then its totals: the CSV export. */
export function everyTeamBet(db: Queryable, agentId: number, query: Omit<BetQuery, 'pageNo' | 'pageSize'> & { accountId?: number }) {
  const owners = query.accountId === undefined ? { teamOf: agentId } : { accountId: query.accountId };
  return { batches: everyBetOf(db, owners, query), totals: () => betTotals(db, owners, { ...query, pageNo: 1, pageSize: 1 }) };
}
