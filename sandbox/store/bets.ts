import type { Queryable } from '../db/db';
import { fromCents, moveMoney, toCents } from './wallets';
import { wholeDaysOf } from './daily-totals';

/**
 * The member's bets (migration 013). Placing a bet moves the stake from the member's vendor wallet
 * to the house's GAMES wallet (BET); settling it moves the return back (PAYOUT), so the betting
 * record and the profit report always agree with the balances. Every read is keyed by the account.
 */

export type BetStatus = 'PENDING' | 'WON' | 'LOST' | 'VOID';

export interface Bet {
  roundRef: string;
  vendor: string;
  vendorName: string;
  gameName: string;
  gameType: string;
  stake: string;
  payout: string | null;
  /** payout − stake once settled; null while open. */
  net: string | null;
  status: BetStatus;
  placedAt: string;
  settledAt: string | null;
}

export interface BetTotals {
  count: number;
  stake: string;
  payout: string;
  net: string;
}

interface PlacedBet {
  merchantCode: string;
  accountId: number;
  gameId: number;
  vendorCode: string;
  gameName: string;
  stake: string;
  roundRef: string;
  now: Date;
}

/** Takes the stake from the vendor wallet and records the open bet (refused without the money). */
export async function placeBet(tx: Queryable, bet: PlacedBet): Promise<number> {
  await moveMoney(tx, {
    merchantCode: bet.merchantCode,
    accountId: bet.accountId,
    kind: 'BET',
    description: `Aposta em ${bet.gameName}`,
    reference: bet.roundRef,
    legs: [
      { wallet: { member: bet.accountId, code: bet.vendorCode }, amount: `-${bet.stake}` },
      { wallet: { house: 'GAMES' }, amount: bet.stake },
    ],
    now: bet.now,
  });
  const { rows } = await tx.query<{ bet_id: string }>(
    `INSERT INTO bets (account_id, game_id, round_ref, stake, status, placed_at) VALUES ($1, $2, $3, $4, 'PENDING', $5) RETURNING bet_id`,
    [bet.accountId, bet.gameId, bet.roundRef, bet.stake, bet.now],
  );
  return Number(rows[0].bet_id);
}

/** Settles an open bet: WON with a return, LOST without, VOID returns the stake. */
export async function settleBet(
  tx: Queryable,
  bet: { merchantCode: string; accountId: number; betId: number; vendorCode: string; gameName: string; roundRef: string },
  outcome: { status: 'WON'; payout: string } | { status: 'LOST' } | { status: 'VOID' },
  now: Date,
): Promise<void> {
  const { rows } = await tx.query<{ stake: string }>(
    `SELECT stake::text AS stake FROM bets WHERE bet_id = $1 AND account_id = $2 AND status = 'PENDING' FOR UPDATE`,
    [bet.betId, bet.accountId],
  );
  if (!rows[0]) throw new Error('no open bet to settle');
  const payout = outcome.status === 'WON' ? outcome.payout : outcome.status === 'VOID' ? rows[0].stake : '0.00';
  if (toCents(payout) > 0) {
    await moveMoney(tx, {
      merchantCode: bet.merchantCode,
      accountId: bet.accountId,
      kind: 'PAYOUT',
      description: outcome.status === 'VOID' ? `Rodada anulada em ${bet.gameName}: aposta devolvida` : `Prêmio em ${bet.gameName}`,
      reference: bet.roundRef,
      legs: [
        { wallet: { house: 'GAMES' }, amount: `-${payout}` },
        { wallet: { member: bet.accountId, code: bet.vendorCode }, amount: payout },
      ],
      now,
    });
  }
  await tx.query(`UPDATE bets SET status = $2, payout = $3, settled_at = $4 WHERE bet_id = $1`, [bet.betId, outcome.status, payout, now]);
}

export interface BetQuery {
  from: Date;
  to: Date;
  vendor?: string;
  status?: BetStatus;
  pageNo: number;
  pageSize: number;
}

/** Whose bets a list reads: one member's (its betting record) or an agent's whole team's (its report). */
export type BetOwners = { accountId: number } | { teamOf: number };

const BET_FROM = `bets b JOIN games g ON g.game_id = b.game_id JOIN game_vendors v ON v.vendor_code = g.vendor_code
  JOIN accounts a ON a.account_id = b.account_id`;

interface BetRow {
  bet_id: string;
  username: string;
  round_ref: string;
  vendor: string;
  vendor_name: string;
  game_name: string;
  game_type: string;
  stake: string;
  payout: string | null;
  status: BetStatus;
  placed_at: Date;
  settled_at: Date | null;
  /** placed_at exactly (microseconds), to continue a walk from. */
  placed_key: string;
}

/**
 * SQL of bets in newest-first order (placed, then id) from $1's rows: a member's walk its own
 * (account, placed) index, a team's the team's bet list (team_bets, migration 023), so either
 * reads the rows it answers and no others. $2-$3 the range, $4 vendor, $5 status, `after` a
 * position to continue from ($6 placed, $7 id).
 */
function betsInOrder(owners: BetOwners, after: boolean): string {
  const continued = (placed: string, id: string) => (after ? `AND (${placed}, ${id}) < ($6::timestamptz, $7::bigint)` : '');
  const filters = `($4::text IS NULL OR g.vendor_code = $4) AND ($5::text IS NULL OR b.status = $5)`;
  const columns = `b.bet_id::text AS bet_id, a.username, b.round_ref, g.vendor_code AS vendor, v.name AS vendor_name, g.name AS game_name,
    g.game_type, b.stake::text AS stake, b.payout::text AS payout, b.status, b.placed_at, b.settled_at, b.placed_at::text AS placed_key`;
  return 'accountId' in owners
    ? `SELECT ${columns} FROM ${BET_FROM}
        WHERE b.account_id = $1 AND b.placed_at >= $2 AND b.placed_at < $3 AND ${filters} ${continued('b.placed_at', 'b.bet_id')}
        ORDER BY b.placed_at DESC, b.bet_id DESC`
    : `SELECT ${columns} FROM team_bets t JOIN ${BET_FROM} ON b.bet_id = t.bet_id
        WHERE t.agent_id = $1 AND t.placed_at >= $2 AND t.placed_at < $3 AND ${filters} ${continued('t.placed_at', 't.bet_id')}
        ORDER BY t.placed_at DESC, t.bet_id DESC`;
}

const toBet = (row: BetRow): Bet & { username: string } => ({
  username: row.username,
  roundRef: row.round_ref,
  vendor: row.vendor,
  vendorName: row.vendor_name,
  gameName: row.game_name,
  gameType: row.game_type,
  stake: row.stake,
  payout: row.payout,
  net: row.payout === null ? null : fromCents(toCents(row.payout) - toCents(row.stake)),
  status: row.status,
  placedAt: new Date(row.placed_at).toISOString(),
  settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
});

/** The totals of the bets placed in the range (count, stakes, returns; the net of the settled ones). */
export async function betTotals(db: Queryable, owners: BetOwners, query: BetQuery): Promise<BetTotals> {
  const days = wholeDaysOf(query);
  const owner = 'accountId' in owners ? owners.accountId : owners.teamOf;
  const filters = [query.vendor ?? null, query.status ?? null];
  let sql: string;
  if (days) {
    const [table, key] = 'accountId' in owners ? ['bet_daily_totals', 'account_id'] : ['team_bet_daily', 'agent_id'];
    sql = `SELECT coalesce(sum(placed), 0)::int AS count, coalesce(sum(placed_stake), 0)::numeric(14, 2)::text AS stake,
                  coalesce(sum(placed_payout), 0)::numeric(14, 2)::text AS payout,
                  coalesce(sum(placed_stake) FILTER (WHERE status <> 'PENDING'), 0)::numeric(14, 2)::text AS settled_stake
             FROM ${table} WHERE ${key} = $1 AND day >= $2::date AND day < $3::date
              AND ($4::text IS NULL OR vendor_code = $4) AND ($5::text IS NULL OR status = $5)`;
  } else {
    // A range that is not whole days (no page asks one) sums the rows themselves.
    sql = `SELECT count(*)::int AS count, coalesce(sum(b.stake), 0)::numeric(14, 2)::text AS stake,
                  coalesce(sum(b.payout), 0)::numeric(14, 2)::text AS payout,
                  coalesce(sum(b.stake) FILTER (WHERE b.status <> 'PENDING'), 0)::numeric(14, 2)::text AS settled_stake
             FROM (${betsInOrder(owners, false)}) listed JOIN bets b ON b.bet_id = listed.bet_id::bigint`;
  }
  const {
    rows: [sum],
  } = await db.query<{ count: number; stake: string; payout: string; settled_stake: string }>(
    sql,
    days ? [owner, days.fromDay, days.toDay, ...filters] : [owner, query.from, query.to, ...filters],
  );
  // The net counts settled bets only: an open bet has no result yet.
  return { count: sum.count, stake: sum.stake, payout: sum.payout, net: fromCents(toCents(sum.payout) - toCents(sum.settled_stake)) };
}

/** The member's bets placed in [from, to), newest first, with the totals of the whole selection. */
export async function listBets(
  db: Queryable,
  accountId: number,
  query: BetQuery,
): Promise<{ list: Bet[]; totalCount: number; totalPages: number; totals: BetTotals }> {
  const page = await listBetsOf(db, { accountId }, query);
  return { ...page, list: page.list.map(({ username: _whose, ...bet }) => bet) };
}

/**
 * A member's bets, or an agent's team's, placed in [from, to), newest first, each with whose it
 * is, and the totals of the whole selection: the same rows and sums as each member's own betting
 * record, so an agent's report agrees with its downlines' records.
 */
export async function listBetsOf(
  db: Queryable,
  owners: BetOwners,
  query: BetQuery,
): Promise<{ list: (Bet & { username: string })[]; totalCount: number; totalPages: number; totals: BetTotals }> {
  const owner = 'accountId' in owners ? owners.accountId : owners.teamOf;
  const [totals, { rows }] = await Promise.all([
    betTotals(db, owners, query),
    db.query<BetRow>(`${betsInOrder(owners, false)} LIMIT $6 OFFSET $7`, [
      owner,
      query.from,
      query.to,
      query.vendor ?? null,
      query.status ?? null,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    ]),
  ]);
  return { list: rows.map(toBet), totalCount: totals.count, totalPages: Math.ceil(totals.count / query.pageSize), totals };
}

/**
 * Every bet of a selection, newest first, a batch at a time (each batch continues where the last
 * ended, through the same index), for the CSV exports: memory stays one batch whatever the size.
 */
export async function* everyBetOf(
  db: Queryable,
  owners: BetOwners,
  query: Omit<BetQuery, 'pageNo' | 'pageSize'>,
  batchSize = 1000,
): AsyncGenerator<(Bet & { username: string })[]> {
  const owner = 'accountId' in owners ? owners.accountId : owners.teamOf;
  const filters = [owner, query.from, query.to, query.vendor ?? null, query.status ?? null];
  let last: BetRow | undefined;
  for (;;) {
    const { rows }: { rows: BetRow[] } = last
      ? await db.query<BetRow>(`${betsInOrder(owners, true)} LIMIT $8`, [...filters, last.placed_key, last.bet_id, batchSize])
      : await db.query<BetRow>(`${betsInOrder(owners, false)} LIMIT $6`, [...filters, batchSize]);
    if (rows.length === 0) return;
    yield rows.map(toBet);
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}

export interface ProfitRow {
  /** A calendar day (UTC-3) or a vendor code. */
  key: string;
  name: string;
  bets: number;
  stake: string;
  payout: string;
  net: string;
}

/**
 * Profit and loss of the member's settled bets in [from, to) (by settlement time), per calendar day
 * in UTC-3 and per vendor, with the range's money in and out of the cashier and bonuses paid.
 */
export async function profitReport(db: Queryable, accountId: number, range: { from: Date; to: Date }) {
  const days = wholeDaysOf(range);
  if (!days) throw new Error("profitReport takes whole players' days");
  const params = [accountId, days.fromDay, days.toDay];
  const settled = `t.account_id = $1 AND t.day >= $2::date AND t.day < $3::date AND t.settled > 0`;
  const select = `sum(t.settled)::int AS bets, sum(t.settled_stake)::numeric(14, 2)::text AS stake, sum(t.settled_payout)::numeric(14, 2)::text AS payout`;
  const [{ rows: dayRows }, { rows: vendors }, { rows: money }] = await Promise.all([
    db.query<{ key: string; bets: number; stake: string; payout: string }>(
      `SELECT to_char(t.day, 'YYYY-MM-DD') AS key, ${select} FROM bet_daily_totals t WHERE ${settled} GROUP BY t.day ORDER BY t.day DESC`,
      params,
    ),
    db.query<{ key: string; name: string; bets: number; stake: string; payout: string }>(
      `SELECT t.vendor_code AS key, v.name, ${select}
         FROM bet_daily_totals t JOIN game_vendors v ON v.vendor_code = t.vendor_code WHERE ${settled}
        GROUP BY 1, 2 ORDER BY sum(t.settled_payout) - sum(t.settled_stake) DESC, 1`,
      params,
    ),
    db.query<{ kind: string; amount: string }>(
      `SELECT kind, sum(credits - debits)::numeric(14, 2)::text AS amount FROM ledger_daily_totals
        WHERE account_id = $1 AND day >= $2::date AND day < $3::date
          AND kind IN ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURNED', 'BONUS', 'REWARD', 'REFERRAL', 'MISSION', 'POINTS')
        GROUP BY kind`,
      params,
    ),
  ]);
  const moneyOf = (...kinds: string[]) =>
    money.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + toCents(row.amount), 0);
  const withNet = <T extends { stake: string; payout: string }>(row: T) => ({
    ...row,
    net: fromCents(toCents(row.payout) - toCents(row.stake)),
  });
  const total = dayRows.reduce(
    (sum, row) => ({ bets: sum.bets + row.bets, stake: sum.stake + toCents(row.stake), payout: sum.payout + toCents(row.payout) }),
    { bets: 0, stake: 0, payout: 0 },
  );
  return {
    days: dayRows.map((row) => withNet({ ...row, name: row.key })),
    vendors: vendors.map(withNet),
    totals: {
      bets: total.bets,
      stake: fromCents(total.stake),
      payout: fromCents(total.payout),
      net: fromCents(total.payout - total.stake),
    },
    cashier: {
      deposits: fromCents(moneyOf('DEPOSIT')),
      // Withdrawals leave as negative postings; a returned one comes back.
      withdrawals: fromCents(-moneyOf('WITHDRAWAL', 'WITHDRAWAL_RETURNED')),
      bonuses: fromCents(moneyOf('BONUS', 'REWARD', 'REFERRAL', 'MISSION', 'POINTS')),
    },
  };
}
