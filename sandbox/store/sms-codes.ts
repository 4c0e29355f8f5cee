import type { Db, Queryable } from '../db/db';

/** login: SMS login; reset: password reset by phone; register: SMS verification of a registration. */
export type SmsPurpose = 'login' | 'register' | 'reset';

/** A verification code is valid 5 minutes and dies after 5 wrong tries. */
export const SMS_CODE_TTL_MINUTES = 5 as const;
export const SMS_CODE_MAX_ATTEMPTS = 5;

export interface SmsTarget {
  merchantCode: string;
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
}

export interface SmsMessage {
  code: string;
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  createdAt: string;
  expiresAt: string;
}

/** Puts a code in the outbox (what the SMS gateway would send). */
export async function insertSmsCode(db: Queryable, target: SmsTarget, code: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO sms_outbox (merchant_code, country_dialing_code, mobile_num, purpose, code, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      target.merchantCode,
      target.countryDialingCode,
      target.mobileNum,
      target.purpose,
      code,
      now,
      new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
    ],
  );
}

export type SmsCheck = 'ok' | 'invalid' | 'expired';

/**
 * Checks and, when right, consumes a code. Only the newest code sent to the number for this
 * purpose counts: an older one is invalid even if unused. A wrong code counts an attempt; the
 * fifth wrong attempt kills the code.
 */
export async function consumeSmsCode(db: Db, target: SmsTarget, code: string, now: Date): Promise<SmsCheck> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ sms_id: number; code: string; expires_at: Date; used_at: Date | null; attempts: number }>(
      `SELECT sms_id, code, expires_at, used_at, attempts FROM sms_outbox
        WHERE merchant_code = $1 AND country_dialing_code = $2 AND mobile_num = $3 AND purpose = $4
        ORDER BY sms_id DESC LIMIT 1 FOR UPDATE`,
      [target.merchantCode, target.countryDialingCode, target.mobileNum, target.purpose],
    );
    const row = rows[0];
    if (!row || row.used_at !== null || row.attempts >= SMS_CODE_MAX_ATTEMPTS) return 'invalid';
    if (new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
    if (row.code !== code) {
      await tx.query('UPDATE sms_outbox SET attempts = attempts + 1 WHERE sms_id = $1', [row.sms_id]);
      return 'invalid';
    }
    await tx.query('UPDATE sms_outbox SET used_at = $2 WHERE sms_id = $1', [row.sms_id, now]);
    return 'ok';
  });
}

export async function listSmsOutbox(db: Queryable, merchantCode: string, mobileNum: string): Promise<SmsMessage[]> {
  const { rows } = await db.query<{
    code: string;
    purpose: SmsPurpose;
    country_dialing_code: string;
    mobile_num: string;
    created_at: Date;
    expires_at: Date;
  }>(
    `SELECT code, purpose, country_dialing_code, mobile_num, created_at, expires_at FROM sms_outbox
      WHERE merchant_code = $1 AND mobile_num = $2 ORDER BY sms_id DESC`,
    [merchantCode, mobileNum],
  );
  return rows.map((row) => ({
    code: row.code,
    purpose: row.purpose,
    countryDialingCode: row.country_dialing_code,
    mobileNum: row.mobile_num,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }));
}
