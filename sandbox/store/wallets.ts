import type { Queryable } from '../db/db';

/**
 * A member's balance as exact decimal text ("1250.00"): money is never a float here. An account
 * without a wallet row (every account registered after the seed) has a balance of 0.
 */
export async function readBalance(db: Queryable, accountId: number): Promise<string> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT coalesce((SELECT balance FROM member_wallets WHERE account_id = $1), 0)::numeric(14, 2)::text AS balance`,
    [accountId],
  );
  return rows[0]?.balance ?? '0.00';
}

/**
 * Credits a member's wallet with exact decimal text ("15.00"): the one function that adds money
 * (points conversions, promotion bonuses). Issue 6 moves wallets to a double-entry ledger, and
 * only this function has to follow. Answers the new balance.
 */
export async function creditMemberWallet(tx: Queryable, accountId: number, amount: string): Promise<string> {
  const { rows } = await tx.query<{ balance: string }>(
    `INSERT INTO member_wallets (account_id, balance) VALUES ($1, $2::numeric)
     ON CONFLICT (account_id) DO UPDATE SET balance = member_wallets.balance + excluded.balance
     RETURNING balance::numeric(14, 2)::text AS balance`,
    [accountId, amount],
  );
  return rows[0].balance;
}
