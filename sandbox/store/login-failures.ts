import type { Queryable } from '../db/db';

/** Failed logins count for 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export interface FailureKeys {
  merchantCode: string;
  /** The username as typed, lower-cased. */
  usernameKey: string;
  address: string;
}

export async function recordLoginFailure(db: Queryable, keys: FailureKeys, now: Date): Promise<void> {
  await db.query('INSERT INTO login_failures (merchant_code, username_key, address, failed_at) VALUES ($1, $2, $3, $4)', [
    keys.merchantCode, keys.usernameKey, keys.address, now,
  ]);
}

/** Failures within the window: for the username, and from the address (any username). */
export async function countLoginFailures(db: Queryable, keys: FailureKeys, now: Date): Promise<{ username: number; address: number }> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const { rows } = await db.query<{ username: number; address: number }>(
    `SELECT count(*) FILTER (WHERE username_key = $2)::int AS username, count(*) FILTER (WHERE address = $3)::int AS address
       FROM login_failures
      WHERE merchant_code = $1 AND (username_key = $2 OR address = $3) AND failed_at > $4 AND failed_at <= $5`,
    [keys.merchantCode, keys.usernameKey, keys.address, since, now],
  );
  return rows[0] ?? { username: 0, address: 0 };
}

/** A successful login forgets the username's failures (and so the address flags they raised). */
export async function clearLoginFailures(db: Queryable, merchantCode: string, usernameKey: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND username_key = $2', [merchantCode, usernameKey]);
}

export async function deleteLoginFailures(db: Queryable, merchantCode: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE merchant_code = $1', [merchantCode]);
}
