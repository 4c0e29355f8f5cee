import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';

/** A captcha is answerable for 5 minutes, once. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

const hashId = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

export async function insertCaptcha(db: Queryable, merchantCode: string, id: string, answer: string, now: Date): Promise<void> {
  await db.query('INSERT INTO captchas (captcha_id_hash, merchant_code, answer, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    hashId(id),
    merchantCode,
    answer,
    now,
    new Date(now.getTime() + CAPTCHA_TTL_MS),
  ]);
}

/**
 * Uses up the captcha `id` (the cookie's value) whatever the guess, and answers whether the guess
 * was its text (case-insensitive). Unknown, used, expired or another merchant's: false.
 */
export async function consumeCaptcha(db: Queryable, merchantCode: string, id: string, guess: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ answer: string }>(
    `UPDATE captchas SET used_at = $3
      WHERE captcha_id_hash = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING answer`,
    [hashId(id), merchantCode, now],
  );
  if (!rows[0]) return false;
  const expected = Buffer.from(rows[0].answer.toUpperCase(), 'utf8');
  const given = Buffer.from(guess.toUpperCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The text of the newest captcha issued for the merchant (test control). */
export async function latestCaptchaAnswer(db: Queryable, merchantCode: string): Promise<string | undefined> {
  const { rows } = await db.query<{ answer: string }>(
    'SELECT answer FROM captchas WHERE merchant_code = $1 ORDER BY issued_seq DESC LIMIT 1',
    [merchantCode],
  );
  return rows[0]?.answer;
}

export async function deleteCaptchas(db: Queryable, merchantCode: string): Promise<void> {
  await db.query('DELETE FROM captchas WHERE merchant_code = $1', [merchantCode]);
}
