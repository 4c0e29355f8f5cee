import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';

/** A back-office session lasts a working day, then the operator logs in again. */
export const OPERATOR_SESSION_TTL_MS = 8 * 60 * 60_000;
/** Failed operator logins count for 15 minutes, as players' do (store/login-failures.ts). */
export const OPERATOR_FAILURE_WINDOW_MS = 15 * 60_000;

export interface Operator {
  id: number;
  username: string;
  displayName: string;
}

export interface OperatorSession {
  operator: Operator;
  csrfToken: string;
  expiresAt: Date;
}

/** A token as the browser holds it in its cookie: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

interface OperatorRow {
  operator_id: number;
  username: string;
  display_name: string;
  password_hash: string;
}

const toOperator = (row: OperatorRow): Operator => ({ id: row.operator_id, username: row.username, displayName: row.display_name });

/** The operator and the stored hash, by username (case aside), or undefined. */
export async function findOperatorForLogin(
  db: Queryable,
  username: string,
): Promise<{ operator: Operator; passwordHash: string } | undefined> {
  const { rows } = await db.query<OperatorRow>('SELECT * FROM operators WHERE lower(username) = lower($1)', [username]);
  return rows[0] && { operator: toOperator(rows[0]), passwordHash: rows[0].password_hash };
}

/** Opens a session: answers the cookie's token (only its SHA-256 is stored) and the CSRF token. */
export async function createOperatorSession(db: Queryable, operatorId: number, now: Date): Promise<{ token: string; csrfToken: string }> {
  const token = newToken();
  const csrfToken = newToken();
  await db.query(
    'INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [hashToken(token), operatorId, csrfToken, now, new Date(now.getTime() + OPERATOR_SESSION_TTL_MS)],
  );
  return { token, csrfToken };
}

/** The live session of a cookie token, or undefined (malformed, unknown, ended or expired). */
export async function findOperatorSession(db: Queryable, token: string, now: Date): Promise<OperatorSession | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const { rows } = await db.query<OperatorRow & { csrf_token: string; expires_at: Date }>(
    `SELECT o.*, s.csrf_token, s.expires_at
       FROM operator_sessions s JOIN operators o ON o.operator_id = s.operator_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [hashToken(token), now],
  );
  const row = rows[0];
  return row && { operator: toOperator(row), csrfToken: row.csrf_token, expiresAt: new Date(row.expires_at) };
}

export async function endOperatorSession(db: Queryable, token: string): Promise<void> {
  if (TOKEN.test(token)) await db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Whether a request's CSRF header is the session's token (compared in constant time). */
export function csrfMatches(session: OperatorSession, sent: unknown): boolean {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(session.csrfToken, 'utf8');
  const given = Buffer.from(sent, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface OperatorFailureKeys {
  /** The username as typed, lower-cased. */
  usernameKey: string;
  address: string;
}

export async function recordOperatorLoginFailure(db: Queryable, keys: OperatorFailureKeys, now: Date): Promise<void> {
  await db.query('INSERT INTO operator_login_failures (username_key, address, failed_at) VALUES ($1, $2, $3)', [
    keys.usernameKey,
    keys.address,
    now,
  ]);
}

/** Failures within the window: for the username from this address, and from this address at all. */
export async function countOperatorLoginFailures(
  db: Queryable,
  keys: OperatorFailureKeys,
  now: Date,
): Promise<{ usernameAtAddress: number; address: number }> {
  const since = new Date(now.getTime() - OPERATOR_FAILURE_WINDOW_MS);
  const { rows } = await db.query<{ usernameAtAddress: number; address: number }>(
    `SELECT count(*) FILTER (WHERE username_key = $1)::int AS "usernameAtAddress", count(*)::int AS address
       FROM operator_login_failures
      WHERE address = $2 AND failed_at > $3 AND failed_at <= $4`,
    [keys.usernameKey, keys.address, since, now],
  );
  return rows[0] ?? { usernameAtAddress: 0, address: 0 };
}

/** A successful login forgets that username's failures from that address (as for players). */
export async function clearOperatorLoginFailures(db: Queryable, keys: OperatorFailureKeys): Promise<void> {
  await db.query('DELETE FROM operator_login_failures WHERE username_key = $1 AND address = $2', [keys.usernameKey, keys.address]);
}
