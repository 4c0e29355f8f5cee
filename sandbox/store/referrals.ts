import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import { maskPlayer } from '../lib/rank-list';
import { creditMemberWallet } from './wallets';
import { readModuleSwitches } from './whitelabel';

/**
 * Invite friends (migration 016). A member's code is made on first use from their username; a
 * friend who registers with it is the member's referral; the friend's first paid deposit pays the
 * member REFERRAL_REWARD once (the referral row is updated only while unpaid, in the deposit's
 * transaction).
 */

/** What the REFERRAL promotion pays per friend ("Indique e ganhe"). */
export const REFERRAL_REWARD = '50.00';
const REFERRAL_MODULE = 'REFERRAL';

export async function referralProgrammeOn(db: Queryable, merchantCode: string): Promise<boolean> {
  return (await readModuleSwitches(db, merchantCode)).get(REFERRAL_MODULE) === true;
}

/** The member's invitation code, made once: their username's letters and digits, then random digits. */
export async function ensureReferralCode(
  db: Queryable,
  member: { merchantCode: string; accountId: number; username: string },
): Promise<string> {
  const { rows } = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE account_id = $1', [member.accountId]);
  if (rows[0]) return rows[0].code;
  const stem =
    member.username
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 7) || 'AMIGO';
  for (let attempt = 0; ; attempt += 1) {
    const code = `${stem}${String(randomInt(0, 10 ** 4)).padStart(4, '0')}`.slice(0, 12).padEnd(6, '0');
    const inserted = await db.query<{ code: string }>(
      `INSERT INTO referral_codes (account_id, merchant_code, code) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING code`,
      [member.accountId, member.merchantCode, code],
    );
    if (inserted.rows[0]) return inserted.rows[0].code;
    // Either this member got a code meanwhile (a parallel call), or the code was taken: look again.
    const again = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE account_id = $1', [member.accountId]);
    if (again.rows[0]) return again.rows[0].code;
    if (attempt > 20) throw new Error('no free referral code');
  }
}

export async function findReferrerByCode(db: Queryable, merchantCode: string, code: string): Promise<number | undefined> {
  const { rows } = await db.query<{ account_id: number }>('SELECT account_id FROM referral_codes WHERE merchant_code = $1 AND code = $2', [
    merchantCode,
    code.toUpperCase(),
  ]);
  return rows[0]?.account_id;
}

export async function recordReferral(db: Queryable, referredAccountId: number, referrerAccountId: number, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO referrals (referred_account_id, referrer_account_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [referredAccountId, referrerAccountId, now],
  );
}

/**
 * Pays the referrer of a member whose deposit was just paid, once: only an unpaid referral row is
 * claimed (UPDATE ... WHERE rewarded_at IS NULL), inside the deposit's transaction.
 */
export async function rewardReferrer(tx: Queryable, merchantCode: string, referredAccountId: number, now: Date): Promise<void> {
  const { rows } = await tx.query<{ referrer: number; username: string }>(
    `SELECT r.referrer_account_id AS referrer, a.username FROM referrals r JOIN accounts a ON a.account_id = r.referred_account_id
      WHERE r.referred_account_id = $1 AND r.rewarded_at IS NULL FOR UPDATE OF r`,
    [referredAccountId],
  );
  const pending = rows[0];
  if (!pending || !(await referralProgrammeOn(tx, merchantCode))) return;
  const { moveId } = await creditMemberWallet(tx, {
    merchantCode,
    accountId: pending.referrer,
    amount: REFERRAL_REWARD,
    kind: 'REFERRAL',
    description: `Indicação: ${maskPlayer(pending.username)} fez o primeiro depósito`,
    reference: `RF${referredAccountId}`,
    now,
  });
  await tx.query('UPDATE referrals SET rewarded_at = $2, move_id = $3 WHERE referred_account_id = $1', [referredAccountId, now, moveId]);
}

/** The member's referrals, newest first, names masked, with what each paid. */
export async function listReferrals(db: Queryable, referrerAccountId: number) {
  const { rows } = await db.query<{ username: string; created_at: Date; rewarded_at: Date | null }>(
    `SELECT a.username, r.created_at, r.rewarded_at FROM referrals r JOIN accounts a ON a.account_id = r.referred_account_id
      WHERE r.referrer_account_id = $1 ORDER BY r.created_at DESC, r.referred_account_id DESC`,
    [referrerAccountId],
  );
  return rows.map((row) => ({
    player: maskPlayer(row.username),
    joinedAt: new Date(row.created_at).toISOString(),
    status: row.rewarded_at ? ('REWARDED' as const) : ('REGISTERED' as const),
    reward: row.rewarded_at ? REFERRAL_REWARD : null,
  }));
}
