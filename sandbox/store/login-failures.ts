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
    keys.merchantCode,
    keys.usernameKey,
    keys.address,
    now,
  ]);
}

export interface LoginFailureCounts {
  /** For the username, from any address: raises the captcha, never locks. */
  username: number;
  /** For the username from this address: the per account and address limit. */
  usernameAtAddress: number;
  /** From this address, any username: the password-spraying limit. */
  address: number;
}

/** Failures within the window, counted the three ways the login rules read them. */
export async function countLoginFailures(db: Queryable, keys: FailureKeys, now: Date): Promise<LoginFailureCounts> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const { rows } = await db.query<LoginFailureCounts>(
    `SELECT count(*) FILTER (WHERE username_key = $2)::int AS username,
            count(*) FILTER (WHERE username_key = $2 AND address = $3)::int AS "usernameAtAddress",
            count(*) FILTER (WHERE address = $3)::int AS address
       FROM login_failures
      WHERE merchant_code = $1 AND (username_key = $2 OR address = $3) AND failed_at > $4 AND failed_at <= $5`,
    [keys.merchantCode, keys.usernameKey, keys.address, since, now],
  );
  return rows[0] ?? { username: 0, usernameAtAddress: 0, address: 0 };
}

/**
 * A successful login forgets the failures of that username from that address. Failures from
 * other addresses stay counted: someone guessing elsewhere is not let off by the owner's login.
 */
export async function clearLoginFailures(db: Queryable, keys: FailureKeys): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND username_key = $2 AND address = $3', [
    keys.merchantCode,
    keys.usernameKey,
    keys.address,
  ]);
}

export async function deleteLoginFailures(db: Queryable, merchantCode: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE merchant_code = $1', [merchantCode]);
}
