import type { Queryable } from '../db/db';
import { fromCents, toCents } from './wallets';

/**
 * Responsible-gaming tools (migration 011): deposit limits over rolling windows, the reality-check
 * interval and self-exclusion. The routes enforce them; this module only keeps and reads them.
 */

const HOUR_MS = 3_600_000;
/** A higher limit, or no limit, takes effect this long after it was asked for. */
export const LIMIT_RAISE_DELAY_MS = 24 * HOUR_MS;

export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
/** The rolling window each limit counts deposits over. */
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = { DAY: 24 * HOUR_MS, WEEK: 7 * 24 * HOUR_MS, MONTH: 30 * 24 * HOUR_MS };

export interface DepositLimit {
  period: LimitPeriod;
  amount: string;
  /** A raise (or, with pendingRemove, the removal) waiting for pendingFrom. */
  pendingAmount: string | null;
  pendingRemove: boolean;
  pendingFrom: Date | null;
}

/** Applies the raises and removals whose 24 hours have passed. */
async function applyDueChanges(db: Queryable, accountId: number, now: Date): Promise<void> {
  await db.query(`DELETE FROM deposit_limits WHERE account_id = $1 AND pending_remove AND pending_from <= $2`, [accountId, now]);
  await db.query(
    `UPDATE deposit_limits SET amount = pending_amount, pending_amount = NULL, pending_from = NULL, updated_at = pending_from
      WHERE account_id = $1 AND pending_amount IS NOT NULL AND pending_from <= $2`,
    [accountId, now],
  );
}

export async function readDepositLimits(db: Queryable, accountId: number, now: Date): Promise<DepositLimit[]> {
  await applyDueChanges(db, accountId, now);
  const { rows } = await db.query<DepositLimit>(
    `SELECT period, amount::text AS amount, pending_amount::text AS "pendingAmount", pending_remove AS "pendingRemove", pending_from AS "pendingFrom"
       FROM deposit_limits WHERE account_id = $1 ORDER BY array_position(ARRAY['DAY', 'WEEK', 'MONTH'], period)`,
    [accountId],
  );
  return rows;
}

/**
 * Sets or removes (amount null) one limit. Tightening (a first limit, or a lower one) applies at
 * once and drops any pending raise; loosening (higher, or none) waits LIMIT_RAISE_DELAY_MS.
 * Answers whether the change applied at once.
 */
export async function setDepositLimit(
  db: Queryable,
  accountId: number,
  period: LimitPeriod,
  amount: string | null,
  now: Date,
): Promise<'applied' | 'pending' | 'unchanged'> {
  await applyDueChanges(db, accountId, now);
  const { rows } = await db.query<{ amount: string }>(
    `SELECT amount::text AS amount FROM deposit_limits WHERE account_id = $1 AND period = $2 FOR UPDATE`,
    [accountId, period],
  );
  const current = rows[0]?.amount ?? null;
  if (current === null) {
    if (amount === null) return 'unchanged';
    await db.query(`INSERT INTO deposit_limits (account_id, period, amount, updated_at) VALUES ($1, $2, $3::numeric, $4)`, [
      accountId,
      period,
      amount,
      now,
    ]);
    return 'applied';
  }
  if (amount !== null && toCents(amount) <= toCents(current)) {
    await db.query(
      `UPDATE deposit_limits SET amount = $3::numeric, pending_amount = NULL, pending_remove = false, pending_from = NULL, updated_at = $4 WHERE account_id = $1 AND period = $2`,
      [accountId, period, amount, now],
    );
    return toCents(amount) === toCents(current) ? 'unchanged' : 'applied';
  }
  await db.query(
    `UPDATE deposit_limits SET pending_amount = $3::numeric, pending_remove = $4, pending_from = $5, updated_at = $6 WHERE account_id = $1 AND period = $2`,
    [accountId, period, amount, amount === null, new Date(now.getTime() + LIMIT_RAISE_DELAY_MS), now],
  );
  return 'pending';
}

/**
 * What the member may still deposit now: for each limit in force, the limit less what was paid or
 * is awaiting payment within its window; the tightest wins. Null when no limit is set.
 */
export async function depositRoom(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<{ period: LimitPeriod; limit: string; remaining: string } | null> {
  let tightest: { period: LimitPeriod; limit: string; remaining: string } | null = null;
  for (const limit of await readDepositLimits(db, accountId, now)) {
    const since = new Date(now.getTime() - LIMIT_WINDOW_MS[limit.period]);
    const { rows } = await db.query<{ used: string }>(
      `SELECT coalesce(sum(amount), 0)::numeric(14, 2)::text AS used FROM deposit_orders
        WHERE account_id = $1 AND ((status = 'PAID' AND paid_at > $2) OR (status = 'PENDING' AND expires_at > $3))`,
      [accountId, since, now],
    );
    const remaining = Math.max(0, toCents(limit.amount) - toCents(rows[0].used));
    if (!tightest || remaining < toCents(tightest.remaining))
      tightest = { period: limit.period, limit: limit.amount, remaining: fromCents(remaining) };
  }
  return tightest;
}

export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;

export async function readRealityCheck(db: Queryable, accountId: number): Promise<number | null> {
  const { rows } = await db.query<{ minutes: number | null }>(
    `SELECT interval_minutes AS minutes FROM reality_checks WHERE account_id = $1`,
    [accountId],
  );
  return rows[0]?.minutes ?? null;
}

export async function setRealityCheck(db: Queryable, accountId: number, minutes: number | null, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO reality_checks (account_id, interval_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET interval_minutes = excluded.interval_minutes, updated_at = excluded.updated_at`,
    [accountId, minutes, now],
  );
}

export type ExclusionPeriod = 'DAYS_1' | 'DAYS_7' | 'DAYS_30' | 'DAYS_90' | 'DAYS_180' | 'DAYS_365' | 'INDEFINITE';
const EXCLUSION_DAYS: Record<ExclusionPeriod, number | null> = {
  DAYS_1: 1,
  DAYS_7: 7,
  DAYS_30: 30,
  DAYS_90: 90,
  DAYS_180: 180,
  DAYS_365: 365,
  INDEFINITE: null,
};

/** The self-exclusion in force at `now` (endsAt null: for good), if any. */
export async function activeExclusion(
  db: Queryable,
  accountId: number,
  now: Date,
): Promise<{ startsAt: Date; endsAt: Date | null } | undefined> {
  const { rows } = await db.query<{ startsAt: Date; endsAt: Date | null }>(
    `SELECT starts_at AS "startsAt", ends_at AS "endsAt" FROM self_exclusions
      WHERE account_id = $1 AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
      ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [accountId, now],
  );
  return rows[0];
}

/** Starts a self-exclusion now; answers when it ends (null: never). */
export async function selfExclude(db: Queryable, accountId: number, period: ExclusionPeriod, now: Date): Promise<Date | null> {
  const days = EXCLUSION_DAYS[period];
  const endsAt = days === null ? null : new Date(now.getTime() + days * 24 * HOUR_MS);
  await db.query(`INSERT INTO self_exclusions (account_id, starts_at, ends_at, created_at) VALUES ($1, $2, $3, $2)`, [
    accountId,
    now,
    endsAt,
  ]);
  return endsAt;
}
