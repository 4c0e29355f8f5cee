import type { Queryable } from '../db/db';
import type { DateRange, PageQuery } from './agent-reports';
import { TEAM_CTE } from './agent-team';
import { fromCents, toCents, type MoveKind } from './wallets';

/**
 * The agent centre's ledger pages (docs/agent-centre-api.md, "Reports"): the agent's own income
 * and its team members' main-wallet moves, read from wallet_moves and wallet_postings when asked.
 */

export type IncomeKind = 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY' | 'DIVIDEND';
const INCOME_KINDS: readonly IncomeKind[] = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'];

/**
 * Which scheme paid a credit: the settled period's (agent_payouts), so hourly and real-time wages
 * read as such; a SALARY credit of no settled period (an operator's) counts as daily salary.
 */
const INCOME_KIND = `CASE WHEN m.kind = 'DIVIDEND' THEN 'DIVIDEND'
  WHEN ap.scheme = 'HOURLY' THEN 'HOURLY_SALARY' WHEN ap.scheme = 'REALTIME' THEN 'REALTIME_SALARY' ELSE 'DAILY_SALARY' END`;

/** GET v2/agent/income: the agent's own SALARY and DIVIDEND credits to its MAIN wallet, newest first. */
export async function agentIncome(db: Queryable, agentId: number, range: DateRange, page: PageQuery) {
  const from = `wallets w JOIN wallet_postings p ON p.wallet_id = w.wallet_id JOIN wallet_moves m ON m.move_id = p.move_id
    LEFT JOIN agent_payouts ap ON ap.move_id = m.move_id`;
  const where = `w.account_id = $1 AND w.wallet_code = 'MAIN' AND m.kind IN ('SALARY', 'DIVIDEND') AND p.amount > 0
    AND m.created_at >= $2 AND m.created_at < $3`;
  const params = [agentId, range.from, range.to];
  const [{ rows: sums }, { rows }] = await Promise.all([
    db.query<{ kind: IncomeKind; count: number; amount: string }>(
      `SELECT ${INCOME_KIND} AS kind, count(*)::int AS count, sum(p.amount)::numeric(14, 2)::text AS amount FROM ${from} WHERE ${where} GROUP BY 1`,
      params,
    ),
    db.query<{ moveId: string; kind: IncomeKind; amount: string; description: string; createdAt: Date }>(
      `SELECT m.move_id::text AS "moveId", ${INCOME_KIND} AS kind, p.amount::text AS amount, m.description, m.created_at AS "createdAt"
         FROM ${from} WHERE ${where}
        ORDER BY m.created_at DESC, m.move_id DESC LIMIT $4 OFFSET $5`,
      [...params, page.pageSize, (page.pageNo - 1) * page.pageSize],
    ),
  ]);
  const totalCount = sums.reduce((sum, row) => sum + row.count, 0);
  const byKind = Object.fromEntries(INCOME_KINDS.map((kind) => [kind, sums.find((row) => row.kind === kind)?.amount ?? '0.00'])) as Record<
    IncomeKind,
    string
  >;
  return {
    list: rows.map((row) => ({ ...row, moveId: Number(row.moveId), createdAt: new Date(row.createdAt).toISOString() })),
    totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totals: { amount: fromCents(sums.reduce((sum, row) => sum + toCents(row.amount), 0)), byKind },
  };
}

/**
 * GET v2/agent/transactions: every move on a team member's MAIN wallet, signed as the member sees
 * it, newest first; a move on two members' wallets (an upline transfer inside the team) is a row each.
 */
export async function teamTransactions(
  db: Queryable,
  agentId: number,
  range: DateRange,
  query: PageQuery & { accountId?: number; kind?: MoveKind },
) {
  const from = `team t JOIN accounts a ON a.account_id = t.account_id
    JOIN wallets w ON w.account_id = t.account_id AND w.wallet_code = 'MAIN'
    JOIN wallet_postings p ON p.wallet_id = w.wallet_id JOIN wallet_moves m ON m.move_id = p.move_id`;
  const where = `m.created_at >= $2 AND m.created_at < $3 AND ($4::int IS NULL OR t.account_id = $4) AND ($5::text IS NULL OR m.kind = $5)`;
  const params = [agentId, range.from, range.to, query.accountId ?? null, query.kind ?? null];
  const [
    {
      rows: [totals],
    },
    { rows },
  ] = await Promise.all([
    db.query<{ count: number; credits: string; debits: string }>(
      `${TEAM_CTE}
       SELECT count(*)::int AS count,
              coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::numeric(14, 2)::text AS credits,
              coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::numeric(14, 2)::text AS debits
         FROM ${from} WHERE ${where}`,
      params,
    ),
    db.query<{ moveId: string; username: string; kind: MoveKind; amount: string; description: string; createdAt: Date }>(
      `${TEAM_CTE}
       SELECT m.move_id::text AS "moveId", a.username, m.kind, p.amount::text AS amount, m.description, m.created_at AS "createdAt"
         FROM ${from} WHERE ${where}
        ORDER BY m.created_at DESC, m.move_id DESC, lower(a.username) LIMIT $6 OFFSET $7`,
      [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
    ),
  ]);
  return {
    list: rows.map((row) => ({ ...row, moveId: Number(row.moveId), createdAt: new Date(row.createdAt).toISOString() })),
    totalCount: totals.count,
    totalPages: Math.ceil(totals.count / query.pageSize),
    totals,
  };
}
