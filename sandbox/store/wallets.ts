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
