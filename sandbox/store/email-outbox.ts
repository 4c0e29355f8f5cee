import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db';

export interface EmailMessage {
  subject: string;
  body: string;
  createdAt: string;
}

/** Password-reset links stay valid 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

export async function insertEmail(
  db: Queryable,
  message: { merchantCode: string; email: string; subject: string; body: string },
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO email_outbox (merchant_code, email, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
    message.merchantCode,
    message.email,
    message.subject,
    message.body,
    now,
  ]);
}

export async function listEmailOutbox(db: Queryable, merchantCode: string, email: string): Promise<EmailMessage[]> {
  const { rows } = await db.query<{ subject: string; body: string; created_at: Date }>(
    `SELECT subject, body, created_at FROM email_outbox
      WHERE merchant_code = $1 AND lower(email) = lower($2) ORDER BY email_id DESC`,
    [merchantCode, email],
  );
  return rows.map((row) => ({ subject: row.subject, body: row.body, createdAt: new Date(row.created_at).toISOString() }));
}

/** Stores a reset token's SHA-256 (never the token). */
export async function insertPasswordResetToken(db: Queryable, accountId: number, token: string, now: Date): Promise<void> {
  await db.query('INSERT INTO password_reset_tokens (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    createHash('sha256').update(token, 'utf8').digest('hex'),
    accountId,
    now,
    new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  ]);
}
