import type { Queryable } from '../db/db';
import { fromCents, moveMoney, toCents } from './wallets';

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

const BET_FILTER = `b.account_id = ANY ($1::int[]) AND b.placed_at >= $2 AND b.placed_at < $3 AND ($4::text IS NULL OR g.vendor_code = $4) AND ($5::text IS NULL OR b.status = $5)`;
const BET_FROM = `bets b JOIN games g USING (game_id) JOIN game_vendors v ON v.vendor_code = g.vendor_code`;

/** The member's bets placed in [from, to), newest first, with the totals of the whole selection. */
export async function listBets(
  db: Queryable,
  accountId: number,
  query: BetQuery,
): Promise<{ list: Bet[]; totalCount: number; totalPages: number; totals: BetTotals }> {
  const page = await listBetsOf(db, [accountId], query);
  return { ...page, list: page.list.map(({ username: _whose, ...bet }) => bet) };
}

/**
 * The bets of several accounts (an agent's team) placed in [from, to), newest first, each with
 * whose it is, and the totals of the whole selection: the same rows and sums as each member's own
 * betting record, so an agent's report agrees with its downlines' records.
 */
export async function listBetsOf(
  db: Queryable,
  accountIds: readonly number[],
  query: BetQuery,
): Promise<{ list: (Bet & { username: string })[]; totalCount: number; totalPages: number; totals: BetTotals }> {
  const params = [accountIds, query.from, query.to, query.vendor ?? null, query.status ?? null];
  const { rows: sums } = await db.query<{ count: number; stake: string; payout: string; settled_stake: string }>(
    `SELECT count(*)::int AS count, coalesce(sum(b.stake), 0)::numeric(14, 2)::text AS stake,
            coalesce(sum(b.payout), 0)::numeric(14, 2)::text AS payout,
            coalesce(sum(b.stake) FILTER (WHERE b.status <> 'PENDING'), 0)::numeric(14, 2)::text AS settled_stake
       FROM ${BET_FROM} WHERE ${BET_FILTER}`,
    params,
  );
  const { rows } = await db.query<{
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
  }>(
    `SELECT a.username, b.round_ref, g.vendor_code AS vendor, v.name AS vendor_name, g.name AS game_name, g.game_type,
            b.stake::text AS stake, b.payout::text AS payout, b.status, b.placed_at, b.settled_at
       FROM ${BET_FROM} JOIN accounts a ON a.account_id = b.account_id WHERE ${BET_FILTER}
      ORDER BY b.placed_at DESC, b.bet_id DESC LIMIT $6 OFFSET $7`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const sum = sums[0];
  return {
    list: rows.map((row) => ({
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
    })),
    totalCount: sum.count,
    totalPages: Math.ceil(sum.count / query.pageSize),
    // The net counts settled bets only: an open bet has no result yet.
    totals: { count: sum.count, stake: sum.stake, payout: sum.payout, net: fromCents(toCents(sum.payout) - toCents(sum.settled_stake)) },
  };
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
  const params = [accountId, range.from, range.to];
  const settled = `b.account_id = $1 AND b.status <> 'PENDING' AND b.settled_at >= $2 AND b.settled_at < $3`;
  const select = `count(*)::int AS bets, sum(b.stake)::numeric(14, 2)::text AS stake, sum(b.payout)::numeric(14, 2)::text AS payout`;
  const { rows: days } = await db.query<{ key: string; bets: number; stake: string; payout: string }>(
    // UTC-3 as a fixed interval: a zone string like '-03:00' is POSIX-style, where the sign is reversed.
    `SELECT to_char(b.settled_at AT TIME ZONE 'UTC' - interval '3 hours', 'YYYY-MM-DD') AS key, ${select}
       FROM bets b WHERE ${settled} GROUP BY 1 ORDER BY 1 DESC`,
    params,
  );
  const { rows: vendors } = await db.query<{ key: string; name: string; bets: number; stake: string; payout: string }>(
    `SELECT g.vendor_code AS key, v.name, ${select}
       FROM ${BET_FROM} WHERE ${settled} GROUP BY 1, 2 ORDER BY sum(b.payout) - sum(b.stake) DESC, 1`,
    params,
  );
  const { rows: money } = await db.query<{ kind: string; amount: string }>(
    `SELECT m.kind, sum(p.amount)::numeric(14, 2)::text AS amount
       FROM wallet_postings p JOIN wallets w USING (wallet_id) JOIN wallet_moves m USING (move_id)
      WHERE w.account_id = $1 AND m.created_at >= $2 AND m.created_at < $3
        AND m.kind IN ('DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURNED', 'BONUS', 'REWARD', 'REFERRAL', 'MISSION', 'POINTS')
      GROUP BY m.kind`,
    params,
  );
  const moneyOf = (...kinds: string[]) =>
    money.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + toCents(row.amount), 0);
  const withNet = <T extends { stake: string; payout: string }>(row: T) => ({
    ...row,
    net: fromCents(toCents(row.payout) - toCents(row.stake)),
  });
  const total = days.reduce(
    (sum, row) => ({ bets: sum.bets + row.bets, stake: sum.stake + toCents(row.stake), payout: sum.payout + toCents(row.payout) }),
    { bets: 0, stake: 0, payout: 0 },
  );
  return {
    days: days.map((row) => withNet({ ...row, name: row.key })),
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
