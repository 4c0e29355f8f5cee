import type { Queryable } from '../db/db';
import type { DateRange, PageQuery } from './agent-reports';
import { wholeDaysOf } from './daily-totals';
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

export interface TeamMove {
  moveId: number;
  username: string;
  kind: MoveKind;
  amount: string;
  description: string;
  createdAt: string;
}

/** Whose MAIN-wallet postings a list reads: one team member's, or the agent's whole team's (team_postings). */
type MoveOwners = { accountId: number } | { teamOf: number };

interface MoveRow {
  moveId: string;
  username: string;
  kind: MoveKind;
  amount: string;
  description: string;
  createdAt: Date;
  /** created_at exactly (microseconds), and the row's name key: where a walk continues from. */
  created_key: string;
  username_key: string;
}

/**
 * SQL of MAIN-wallet postings newest first, the two rows of one move in username order ($1 the
 * owner, $2-$3 the range, $4 a kind or null; `after`: continue after $5 instant, $6 move, $7 name):
 * a member's walk its postings' own index, a team's the team's posting list, so a page reads its
 * rows only. A move on two members' wallets (an upline transfer inside the team) is a row each.
 */
function movesInOrder(owners: MoveOwners, after: boolean): string {
  const [from, owner] = 'accountId' in owners ? ['wallet_postings t', 't.account_id = $1'] : ['team_postings t', 't.agent_id = $1'];
  const name = `lower(a.username) COLLATE "C"`;
  const continued = after
    ? `AND ((t.created_at, t.move_id) < ($5::timestamptz, $6::bigint)
            OR ((t.created_at, t.move_id) = ($5::timestamptz, $6::bigint) AND ${name} > $7))`
    : '';
  return `SELECT m.move_id::text AS "moveId", a.username, m.kind, p.amount::text AS amount, m.description, m.created_at AS "createdAt",
                 t.created_at::text AS created_key, ${name} AS username_key
            FROM ${from} JOIN wallet_postings p ON p.move_id = t.move_id AND p.wallet_id = t.wallet_id
            JOIN wallets w ON w.wallet_id = p.wallet_id JOIN wallet_moves m ON m.move_id = p.move_id
            JOIN accounts a ON a.account_id = w.account_id
           WHERE ${owner} AND t.created_at >= $2 AND t.created_at < $3 AND w.wallet_code = 'MAIN' AND ($4::text IS NULL OR m.kind = $4)
                 ${continued}
           ORDER BY t.created_at DESC, t.move_id DESC, ${name}`;
}

const toTeamMove = (row: MoveRow): TeamMove => ({
  moveId: Number(row.moveId),
  username: row.username,
  kind: row.kind,
  amount: row.amount,
  description: row.description,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The count, credits and debits of the selection's MAIN-wallet postings, from the daily totals. */
async function moveTotals(db: Queryable, owners: MoveOwners, range: DateRange, kind: MoveKind | undefined) {
  const days = wholeDaysOf(range);
  if (!days) throw new Error("the agent reports take whole players' days");
  const [table, key, owner] =
    'accountId' in owners ? ['ledger_daily_totals', 'account_id', owners.accountId] : ['team_ledger_daily', 'agent_id', owners.teamOf];
  const {
    rows: [totals],
  } = await db.query<{ count: number; credits: string; debits: string }>(
    `SELECT coalesce(sum(postings), 0)::int AS count, coalesce(sum(credits), 0)::numeric(14, 2)::text AS credits,
            coalesce(sum(debits), 0)::numeric(14, 2)::text AS debits
       FROM ${table} WHERE ${key} = $1 AND day >= $2::date AND day < $3::date AND main AND ($4::text IS NULL OR kind = $4)`,
    [owner, days.fromDay, days.toDay, kind ?? null],
  );
  return totals;
}

const ownersOf = (agentId: number, accountId: number | undefined): MoveOwners =>
  accountId === undefined ? { teamOf: agentId } : { accountId };

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
  const owners = ownersOf(agentId, query.accountId);
  const owner = 'accountId' in owners ? owners.accountId : owners.teamOf;
  const [totals, { rows }] = await Promise.all([
    moveTotals(db, owners, range, query.kind),
    db.query<MoveRow>(`${movesInOrder(owners, false)} LIMIT $5 OFFSET $6`, [
      owner,
      range.from,
      range.to,
      query.kind ?? null,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    ]),
  ]);
  return { list: rows.map(toTeamMove), totalCount: totals.count, totalPages: Math.ceil(totals.count / query.pageSize), totals };
}

/** Every move of the selection, newest first, a batch at a time, and its totals: the CSV export. */
export function everyTeamMove(db: Queryable, agentId: number, range: DateRange, query: { accountId?: number; kind?: MoveKind }) {
  const owners = ownersOf(agentId, query.accountId);
  const owner = 'accountId' in owners ? owners.accountId : owners.teamOf;
  async function* batches(batchSize = 1000): AsyncGenerator<TeamMove[]> {
    const filters = [owner, range.from, range.to, query.kind ?? null];
    let last: MoveRow | undefined;
    for (;;) {
      const { rows }: { rows: MoveRow[] } = last
        ? await db.query<MoveRow>(`${movesInOrder(owners, true)} LIMIT $8`, [
            ...filters,
            last.created_key,
            last.moveId,
            last.username_key,
            batchSize,
          ])
        : await db.query<MoveRow>(`${movesInOrder(owners, false)} LIMIT $5`, [...filters, batchSize]);
      if (rows.length === 0) return;
      yield rows.map(toTeamMove);
      if (rows.length < batchSize) return;
      last = rows[rows.length - 1];
    }
  }
  return { batches: batches(), totals: () => moveTotals(db, owners, range, query.kind) };
}
