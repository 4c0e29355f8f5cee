import type { Db, Queryable } from '../db/db';
import { HOUR_MS, MINUTE_MS } from '../lib/clock';
import { activeContract, type ContractKind } from './agent-contracts';
import { TEAM_CTE } from './agent-team';
import { brasiliaDay, weekStart } from './missions';
import { creditMemberWallet } from './wallets';

/**
 * Agent wages and dividends (migration 017, agent_payouts). Each scheme pays closed periods of the
 * agent's ACTIVE contract: a share of the team's stakes (SALARY: daily, hourly, every 5 minutes)
 * or of the team's net loss (DIVIDEND: weekly). A period is settled once, by the unique
 * (account_id, scheme, period_start), and what is due arrives in the agent's MAIN as a SALARY or
 * DIVIDEND ledger move from the house. Figures come from the bets table when settled, so they
 * agree with the members' own records.
 */

export type PayoutScheme = 'DAILY' | 'HOURLY' | 'REALTIME' | 'DIVIDEND';

export interface Period {
  start: Date;
  end: Date;
}

export interface Payout {
  periodStart: Date;
  periodEnd: Date;
  teamBets: string;
  teamNet: string;
  activeMembers: number;
  rate: number;
  amount: string;
  /** When the money was paid; null when nothing was due (the period is settled all the same). */
  paidAt: Date | null;
  settledAt: Date;
}

const DAY_MS = 24 * HOUR_MS;
export const SLOT_MS = 5 * MINUTE_MS;

export const CONTRACT_KIND: Record<PayoutScheme, ContractKind> = {
  DAILY: 'SALARY',
  HOURLY: 'SALARY',
  REALTIME: 'SALARY',
  DIVIDEND: 'DIVIDEND',
};

const floorTo = (date: Date, step: number) => new Date(Math.floor(date.getTime() / step) * step);

/** The period an instant falls in: UTC-3 days and Monday–Sunday weeks; hours and 5-minute slots are the same in any whole-hour zone. */
export function periodOf(scheme: PayoutScheme, at: Date): Period {
  switch (scheme) {
    case 'DAILY': {
      const { from, to } = brasiliaDay(at);
      return { start: from, end: to };
    }
    case 'HOURLY': {
      const start = floorTo(at, HOUR_MS);
      return { start, end: new Date(start.getTime() + HOUR_MS) };
    }
    case 'REALTIME': {
      const start = floorTo(at, SLOT_MS);
      return { start, end: new Date(start.getTime() + SLOT_MS) };
    }
    case 'DIVIDEND': {
      const start = new Date(`${weekStart(at)}T00:00:00-03:00`);
      return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
    }
  }
}

/**
 * The closed periods of a scheme from `from` (the contract's start, or the end of the last period
 * already settled) up to now: however long the agent stayed away, nothing it earned is skipped.
 */
export function closedPeriods(scheme: PayoutScheme, from: Date, now: Date): Period[] {
  const periods: Period[] = [];
  // Days and weeks have fixed lengths in UTC-3 (no daylight saving), so each period follows from the last.
  for (
    let period = periodOf(scheme, from);
    period.end <= now;
    period = { start: period.end, end: new Date(2 * period.end.getTime() - period.start.getTime()) }
  ) {
    periods.push(period);
  }
  return periods;
}

/** Where settling goes on from: the end of the scheme's last settled period, when it is after the contract's start. */
async function settledUntil(tx: Queryable, agentId: number, scheme: PayoutScheme, since: Date): Promise<Date> {
  const { rows } = await tx.query<{ until: Date | null }>(
    'SELECT max(period_end) AS until FROM agent_payouts WHERE account_id = $1 AND scheme = $2',
    [agentId, scheme],
  );
  const until = rows[0]?.until ? new Date(rows[0].until) : null;
  return until && until > since ? until : since;
}

/** Why a period pays: the team's stakes for wages, the team's net loss for dividends. */
const PAY_BASIS: Record<PayoutScheme, string> = {
  DAILY: 'team_bets',
  HOURLY: 'team_bets',
  REALTIME: 'team_bets',
  DIVIDEND: 'greatest(0, -team_net)',
};

/**
 * The team's figures per period (stakes placed, members who bet, net of bets settled: the
 * member's payout − stake) and what the rate makes of them, rounded down to the cent in numeric
 * arithmetic. Periods already settled are left out.
 */
async function dueFigures(tx: Queryable, agentId: number, scheme: PayoutScheme, periods: readonly Period[], rate: string) {
  const { rows } = await tx.query<{
    period_start: Date;
    period_end: Date;
    team_bets: string;
    team_net: string;
    active_members: number;
    amount: string;
  }>(
    `${TEAM_CTE},
     periods AS (
       SELECT p.period_start, p.period_end FROM unnest($2::timestamptz[], $3::timestamptz[]) AS p (period_start, period_end)
        WHERE NOT EXISTS (SELECT 1 FROM agent_payouts s WHERE s.account_id = $1 AND s.scheme = $4::text AND s.period_start = p.period_start)
     ),
     figures AS (
       SELECT p.period_start, p.period_end,
              coalesce(sum(b.stake) FILTER (WHERE b.placed_at >= p.period_start AND b.placed_at < p.period_end), 0) AS team_bets,
              count(DISTINCT b.account_id) FILTER (WHERE b.placed_at >= p.period_start AND b.placed_at < p.period_end) AS active_members,
              coalesce(sum(b.payout - b.stake) FILTER (WHERE b.status <> 'PENDING' AND b.settled_at >= p.period_start AND b.settled_at < p.period_end), 0) AS team_net
         FROM periods p
         LEFT JOIN bets b ON b.account_id IN (SELECT account_id FROM team)
          AND ((b.placed_at >= p.period_start AND b.placed_at < p.period_end) OR (b.settled_at >= p.period_start AND b.settled_at < p.period_end))
        GROUP BY p.period_start, p.period_end
     )
     SELECT period_start, period_end, team_bets::numeric(14, 2)::text AS team_bets, team_net::numeric(14, 2)::text AS team_net,
            active_members::int AS active_members, (floor(${PAY_BASIS[scheme]} * $5::numeric) / 100)::numeric(14, 2)::text AS amount
       FROM figures ORDER BY period_start`,
    [agentId, periods.map((period) => period.start), periods.map((period) => period.end), scheme, rate],
  );
  return rows;
}

const brasilia = (date: Date) => new Date(date.getTime() - 3 * HOUR_MS).toISOString();
const dayText = (date: Date) => {
  const local = brasilia(date);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;
};
const timeText = (date: Date) => brasilia(date).slice(11, 16);

/** The ledger description of a period's pay (Portuguese, UTC-3 times, as the member centre shows them). */
function describe(scheme: PayoutScheme, period: Period): string {
  switch (scheme) {
    case 'DAILY':
      return `Salário diário de ${dayText(period.start)}`;
    case 'HOURLY':
      return `Salário por hora de ${dayText(period.start)} ${timeText(period.start)}`;
    case 'REALTIME':
      return `Salário em tempo real de ${dayText(period.start)} ${timeText(period.start)}–${timeText(period.end)}`;
    case 'DIVIDEND':
      return `Dividendo da semana de ${dayText(period.start)} a ${dayText(new Date(period.end.getTime() - DAY_MS))}`;
  }
}

/**
 * Settles every closed period of the scheme that is due under the agent's ACTIVE contract and pays
 * it, in one transaction. The agent's row is locked first, so two calls at once settle one after
 * the other and the second finds the periods settled: each period is paid once. Real-time slots
 * without team stakes are not recorded (there are 288 a day). Answers the contract it settled
 * under, or null when the agent has none.
 */
export async function settlePayouts(
  db: Db,
  agent: { id: number; merchantCode: string },
  scheme: PayoutScheme,
  now: Date,
): Promise<{ rate: string; since: Date } | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT account_id FROM accounts WHERE account_id = $1 FOR NO KEY UPDATE', [agent.id]);
    const contract = await activeContract(tx, agent.id, CONTRACT_KIND[scheme]);
    if (!contract) return null;
    const periods = closedPeriods(scheme, await settledUntil(tx, agent.id, scheme, contract.since), now);
    if (periods.length === 0) return contract;
    const due = (await dueFigures(tx, agent.id, scheme, periods, contract.rate)).filter(
      (row) => scheme !== 'REALTIME' || row.team_bets !== '0.00',
    );
    const moveIds: (number | null)[] = [];
    for (const row of due) {
      const period = { start: new Date(row.period_start), end: new Date(row.period_end) };
      if (row.amount === '0.00') {
        moveIds.push(null);
        continue;
      }
      const { moveId } = await creditMemberWallet(tx, {
        merchantCode: agent.merchantCode,
        accountId: agent.id,
        amount: row.amount,
        kind: scheme === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY',
        description: describe(scheme, period),
        reference: `${scheme}-${period.start.toISOString()}`,
        now,
      });
      moveIds.push(moveId);
    }
    if (due.length > 0) {
      await tx.query(
        `INSERT INTO agent_payouts (account_id, scheme, period_start, period_end, team_bets, team_net, active_members, rate, amount, move_id, settled_at)
         SELECT $1::int, $2::text, p.period_start, p.period_end, p.team_bets, p.team_net, p.active_members, $3::numeric, p.amount, p.move_id, $4::timestamptz
           FROM unnest($5::timestamptz[], $6::timestamptz[], $7::numeric[], $8::numeric[], $9::int[], $10::numeric[], $11::bigint[])
           AS p (period_start, period_end, team_bets, team_net, active_members, amount, move_id)`,
        [
          agent.id,
          scheme,
          contract.rate,
          now,
          due.map((row) => row.period_start),
          due.map((row) => row.period_end),
          due.map((row) => row.team_bets),
          due.map((row) => row.team_net),
          due.map((row) => row.active_members),
          due.map((row) => row.amount),
          moveIds,
        ],
      );
    }
    return contract;
  });
}

interface PayoutRow {
  period_start: Date;
  period_end: Date;
  team_bets: string;
  team_net: string;
  active_members: number;
  rate: string;
  amount: string;
  paid: boolean;
  settled_at: Date;
}

/**
 * The agent's settled periods of a scheme overlapping [from, to), newest first, paged, with the
 * totals of the whole selection. `activeOnly` leaves out periods the team did not bet in: an hour
 * or a 5-minute slot without stakes is settled (so it is not asked again) but says nothing.
 */
export async function listPayouts(
  db: Queryable,
  agentId: number,
  scheme: PayoutScheme,
  query: { from: Date; to: Date; pageNo: number; pageSize: number; activeOnly?: boolean },
): Promise<{ list: Payout[]; totalCount: number; totalPages: number; totals: { teamBets: string; teamNet: string; amount: string } }> {
  const where = `account_id = $1 AND scheme = $2 AND period_start < $4 AND period_end > $3${query.activeOnly ? ' AND team_bets > 0' : ''}`;
  const params = [agentId, scheme, query.from, query.to];
  const { rows: sums } = await db.query<{ count: number; team_bets: string; team_net: string; amount: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(team_bets), 0)::numeric(14, 2)::text AS team_bets,
            coalesce(sum(team_net), 0)::numeric(14, 2)::text AS team_net, coalesce(sum(amount), 0)::numeric(14, 2)::text AS amount
       FROM agent_payouts WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<PayoutRow>(
    `SELECT period_start, period_end, team_bets::text AS team_bets, team_net::text AS team_net, active_members, rate::text AS rate,
            amount::text AS amount, move_id IS NOT NULL AS paid, settled_at
       FROM agent_payouts WHERE ${where}
      ORDER BY period_start DESC LIMIT $5 OFFSET $6`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const sum = sums[0];
  return {
    list: rows.map((row) => ({
      periodStart: new Date(row.period_start),
      periodEnd: new Date(row.period_end),
      teamBets: row.team_bets,
      teamNet: row.team_net,
      activeMembers: row.active_members,
      rate: Number(row.rate),
      amount: row.amount,
      paidAt: row.paid ? new Date(row.settled_at) : null,
      settledAt: new Date(row.settled_at),
    })),
    totalCount: sum.count,
    totalPages: Math.ceil(sum.count / query.pageSize),
    totals: { teamBets: sum.team_bets, teamNet: sum.team_net, amount: sum.amount },
  };
}

/** The stakes the agent's team placed in [from, to): the running slot of real-time wages. */
export async function teamStakes(db: Queryable, agentId: number, period: Period): Promise<string> {
  const { rows } = await db.query<{ stake: string }>(
    `${TEAM_CTE} SELECT coalesce(sum(b.stake), 0)::numeric(14, 2)::text AS stake
       FROM bets b WHERE b.account_id IN (SELECT account_id FROM team) AND b.placed_at >= $2 AND b.placed_at < $3`,
    [agentId, period.start, period.end],
  );
  return rows[0].stake;
}

/** What `rate` percent of `base` pays, rounded down to the cent (exact numeric arithmetic). */
export async function shareOf(db: Queryable, base: string, rate: string): Promise<string> {
  const { rows } = await db.query<{ amount: string }>('SELECT (floor($1::numeric * $2::numeric) / 100)::numeric(14, 2)::text AS amount', [
    base,
    rate,
  ]);
  return rows[0].amount;
}
