import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';
import { findAccountById, type Account } from './accounts';

/** Sessions last 12 hours from login. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** A token as the client sends it: 32 random bytes, base64url (43 characters). */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Why a session must change its password before anything else: it logged in with the platform's
 * default password, or with an expired one while PWDEXPFORCECHANGE3 is on. null: nothing owed.
 */
export type PasswordChangeOwed = 'default' | 'expired' | null;

export interface LiveSession {
  account: Account;
  passwordChange: PasswordChangeOwed;
}

/** Opens a session and answers its token; only the token's SHA-256 is stored. */
export async function createSession(
  db: Queryable,
  account: Account,
  now: Date,
  passwordChange: PasswordChangeOwed = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO sessions (token_hash, account_id, merchant_code, created_at, expires_at, password_change) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashToken(token), account.id, account.merchantCode, now, new Date(now.getTime() + SESSION_TTL_MS), passwordChange],
  );
  return token;
}

/** A live session of this merchant (not revoked, not expired), with its account. */
export async function findSession(db: Queryable, merchantCode: string, token: string, now: Date): Promise<LiveSession | undefined> {
  if (!SESSION_TOKEN.test(token)) return undefined;
  const { rows } = await db.query<{ account_id: number; password_change: PasswordChangeOwed }>(
    `SELECT account_id, password_change FROM sessions
      WHERE token_hash = $1 AND merchant_code = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [hashToken(token), merchantCode, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  const account = await findAccountById(db, row.account_id);
  return account ? { account, passwordChange: row.password_change } : undefined;
}

/** The account of a live session of this merchant (not revoked, not expired). */
export async function findSessionAccount(db: Queryable, merchantCode: string, token: string, now: Date): Promise<Account | undefined> {
  return (await findSession(db, merchantCode, token, now))?.account;
}

/** The session has changed its password: it may do everything again. */
export async function settlePasswordChange(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE sessions SET password_change = NULL WHERE token_hash = $1', [hashToken(token)]);
}

export async function revokeSession(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [hashToken(token), now]);
}

/** Revokes every session of the account but `keepToken`'s (all of them when it is undefined). */
export async function revokeOtherSessions(db: Queryable, accountId: number, keepToken: string | undefined, now: Date): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $3 WHERE account_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR token_hash <> $2)`,
    [accountId, keepToken === undefined ? null : hashToken(keepToken), now],
  );
}

/** When the session of `token` began (its login). */
export async function findSessionStart(db: Queryable, token: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ createdAt: Date }>('SELECT created_at AS "createdAt" FROM sessions WHERE token_hash = $1', [
    hashToken(token),
  ]);
  return rows[0]?.createdAt;
}

/** When the member logged in before the login of `token` (the previous session's start), if ever. */
export async function findPreviousLogin(db: Queryable, accountId: number, token: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ createdAt: Date }>(
    `SELECT s.created_at AS "createdAt" FROM sessions s
      WHERE s.account_id = $1 AND s.created_at < (SELECT created_at FROM sessions WHERE token_hash = $2)
      ORDER BY s.created_at DESC LIMIT 1`,
    [accountId, hashToken(token)],
  );
  return rows[0]?.createdAt;
}
