import type { Queryable } from '../db/db';
import { creditMemberWallet } from './wallets';

/**
 * The member's rewards (migration 014). A reward's status follows from the clock: UPCOMING before
 * it opens, AVAILABLE while it can be claimed, EXPIRED after, CLAIMED once paid. Every read and
 * claim is keyed by the account.
 */

export type RewardKind = 'DAILY' | 'CASHBACK' | 'VIP' | 'BIRTHDAY' | 'COMPENSATION';
export type RewardStatus = 'UPCOMING' | 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';

export interface Reward {
  id: number;
  kind: RewardKind;
  title: string;
  description: string;
  amount: string;
  status: RewardStatus;
  availableFrom: string;
  expiresAt: string;
  claimedAt: string | null;
}

interface RewardRow {
  reward_id: number;
  kind: RewardKind;
  title: string;
  description: string;
  amount: string;
  available_from: Date;
  expires_at: Date;
  claimed_at: Date | null;
}

const COLUMNS = 'reward_id, kind, title, description, amount::text AS amount, available_from, expires_at, claimed_at';

export function rewardStatus(row: Pick<RewardRow, 'available_from' | 'expires_at' | 'claimed_at'>, now: Date): RewardStatus {
  if (row.claimed_at) return 'CLAIMED';
  if (now < new Date(row.available_from)) return 'UPCOMING';
  if (now >= new Date(row.expires_at)) return 'EXPIRED';
  return 'AVAILABLE';
}

const toReward = (row: RewardRow, now: Date): Reward => ({
  id: row.reward_id,
  kind: row.kind,
  title: row.title,
  description: row.description,
  amount: row.amount,
  status: rewardStatus(row, now),
  availableFrom: new Date(row.available_from).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
  claimedAt: row.claimed_at ? new Date(row.claimed_at).toISOString() : null,
});

export async function grantReward(
  db: Queryable,
  accountId: number,
  reward: { kind: RewardKind; title: string; description: string; amount: string; availableFrom: Date; expiresAt: Date },
): Promise<number> {
  const { rows } = await db.query<{ reward_id: number }>(
    `INSERT INTO member_rewards (account_id, kind, title, description, amount, available_from, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING reward_id`,
    [accountId, reward.kind, reward.title, reward.description, reward.amount, reward.availableFrom, reward.expiresAt],
  );
  return rows[0].reward_id;
}

/** The member's rewards: available first (soonest to expire), then upcoming, then the last 30 days' claimed and expired. */
export async function listRewards(db: Queryable, accountId: number, now: Date): Promise<Reward[]> {
  const { rows } = await db.query<RewardRow>(
    `SELECT ${COLUMNS} FROM member_rewards
      WHERE account_id = $1 AND coalesce(claimed_at, expires_at) > $2::timestamptz - interval '30 days'
      ORDER BY expires_at, reward_id`,
    [accountId, now],
  );
  const order: Record<RewardStatus, number> = { AVAILABLE: 0, UPCOMING: 1, CLAIMED: 2, EXPIRED: 3 };
  return rows
    .map((row) => toReward(row, now))
    .sort(
      (a, b) =>
        order[a.status] - order[b.status] ||
        (a.status === 'AVAILABLE' || a.status === 'UPCOMING' ? 0 : Date.parse(b.expiresAt) - Date.parse(a.expiresAt)),
    );
}

export async function countAvailableRewards(db: Queryable, accountId: number, now: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM member_rewards WHERE account_id = $1 AND claimed_at IS NULL AND available_from <= $2 AND expires_at > $2`,
    [accountId, now],
  );
  return rows[0].count;
}

/**
 * Claims the member's reward and pays it into MAIN, in the caller's transaction. Answers the paid
 * reward, 'NOT_FOUND' when it is not theirs, or its status when that is not AVAILABLE (a second
 * claim finds it CLAIMED: the row lock makes concurrent claims wait, then see it).
 */
export async function claimReward(
  tx: Queryable,
  member: { merchantCode: string; accountId: number },
  rewardId: number,
  now: Date,
): Promise<Reward | 'NOT_FOUND' | Exclude<RewardStatus, 'AVAILABLE'>> {
  const { rows } = await tx.query<RewardRow>(`SELECT ${COLUMNS} FROM member_rewards WHERE reward_id = $1 AND account_id = $2 FOR UPDATE`, [
    rewardId,
    member.accountId,
  ]);
  const row = rows[0];
  if (!row) return 'NOT_FOUND';
  const status = rewardStatus(row, now);
  if (status !== 'AVAILABLE') return status;
  const { moveId } = await creditMemberWallet(tx, {
    merchantCode: member.merchantCode,
    accountId: member.accountId,
    amount: row.amount,
    kind: 'REWARD',
    description: `Recompensa: ${row.title}`,
    reference: `RW${rewardId}`,
    now,
  });
  await tx.query('UPDATE member_rewards SET claimed_at = $3, move_id = $4 WHERE reward_id = $1 AND account_id = $2', [
    rewardId,
    member.accountId,
    now,
    moveId,
  ]);
  return toReward({ ...row, claimed_at: now }, now);
}
