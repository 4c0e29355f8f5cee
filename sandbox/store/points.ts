import type { Db, Queryable } from '../db/db';
import { creditMemberWallet, readBalance } from './wallets';

/**
 * The points mall: a per-member ledger of signed point entries (append-only; the balance is their
 * sum and never goes below zero), the merchant's rewards catalogue and settings, redemptions
 * (IN_PROCESS, then APPROVED or REJECTED with a refund) and conversions into wallet money.
 *
 * Every spend runs in one transaction that first locks the member's `point_holders` row, so two
 * concurrent spends of one member are serialised and the second sees the first one's debit.
 */

export type RewardCategory = 'FREE_SPINS' | 'BONUS' | 'MERCHANDISE';
export type RedemptionStatus = 'IN_PROCESS' | 'REJECTED' | 'APPROVED';
export type EarnSource = 'BET' | 'DEPOSIT' | 'MISSION' | 'CHECKIN' | 'REFERRAL';
export type MovementKind = EarnSource | 'REDEEM' | 'REFUND' | 'CONVERT';

/** Spends in any 24 hours count against the daily limits. */
export const DAILY_WINDOW_MS = 24 * 60 * 60_000;

export interface PointSettings {
  pointsPerUnit: number;
  minConvertPoints: number;
  convertStep: number;
  dailyConvertLimit: number;
  dailyRedeemLimit: number;
  validityDays: number;
}

export interface EarnRule {
  source: EarnSource;
  points: number;
  perAmount: string | null;
  title: string;
  description: string;
}

export interface Reward {
  rewardId: number;
  category: RewardCategory;
  name: string;
  description: string;
  pointCost: number;
  stock: number | null;
  imagePath: string;
}

export interface Redemption {
  redeemId: number;
  rewardId: number;
  rewardName: string;
  points: number;
  status: RedemptionStatus;
  remark: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface Movement {
  entryId: number;
  kind: MovementKind;
  points: number;
  balanceAfter: number;
  description: string;
  moneyAmount: string | null;
  createdAt: string;
}

export interface Page<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
}

/** Why a spend was refused; the route turns it into the API's failure. Nothing moved. */
export type SpendRefusal =
  | 'REQUEST_ID_REUSED'
  | 'REWARD_NOT_FOUND'
  | 'OUT_OF_STOCK'
  | 'INSUFFICIENT_POINTS'
  | 'DAILY_LIMIT'
  | 'INVALID_CONVERT_AMOUNT'
  | 'SETTINGS_MISSING';

/**
 * A request key names one spend: sent again with the other kind of spend it is refused (the
 * ledger's key is unique per member), rather than answered with something it never did.
 */
async function refuseKeyOfOtherSpend(tx: Queryable, accountId: number, requestKey: string): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM point_ledger WHERE account_id = $1 AND request_key = $2', [accountId, requestKey]);
  if (rows.length) throw new PointsRefusal('REQUEST_ID_REUSED');
}

export class PointsRefusal extends Error {
  constructor(readonly reason: SpendRefusal) {
    super(reason);
    this.name = 'PointsRefusal';
  }
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export const rewardImagePath = (rewardId: number) => `rewards/${rewardId}.svg`;

export async function readPointSettings(db: Queryable, merchantCode: string): Promise<PointSettings | undefined> {
  const { rows } = await db.query<PointSettings>(
    `SELECT points_per_unit AS "pointsPerUnit", min_convert_points AS "minConvertPoints", convert_step_points AS "convertStep",
            daily_convert_limit AS "dailyConvertLimit", daily_redeem_limit AS "dailyRedeemLimit", validity_days AS "validityDays"
       FROM point_settings WHERE merchant_code = $1`,
    [merchantCode],
  );
  return rows[0];
}

export async function listEarnRules(db: Queryable, merchantCode: string): Promise<EarnRule[]> {
  const { rows } = await db.query<EarnRule>(
    `SELECT source, points, per_amount::text AS "perAmount", title, description
       FROM point_earn_rules WHERE merchant_code = $1 ORDER BY sort_order, source`,
    [merchantCode],
  );
  return rows;
}

type RewardRow = Omit<Reward, 'imagePath'>;
const REWARD_COLUMNS = `reward_id AS "rewardId", category, name, description, point_cost AS "pointCost", stock`;
const toReward = (row: RewardRow): Reward => ({ ...row, imagePath: rewardImagePath(row.rewardId) });

/** The active catalogue in display order. */
export async function listRewards(db: Queryable, merchantCode: string, category?: RewardCategory): Promise<Reward[]> {
  const { rows } = await db.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM point_rewards
      WHERE merchant_code = $1 AND active AND ($2::text IS NULL OR category = $2)
      ORDER BY sort_order, reward_id`,
    [merchantCode, category ?? null],
  );
  return rows.map(toReward);
}

/** A reward's artwork facts, whatever its merchant (the CDN answers any id it knows). */
export async function findRewardArt(
  db: Queryable,
  rewardId: number,
): Promise<{ merchantCode: string; name: string; motif: string; category: RewardCategory } | undefined> {
  const { rows } = await db.query<{ merchantCode: string; name: string; motif: string; category: RewardCategory }>(
    `SELECT merchant_code AS "merchantCode", name, motif, category FROM point_rewards WHERE reward_id = $1`,
    [rewardId],
  );
  return rows[0];
}

/** The balance: the sum of the member's ledger. */
export async function pointBalance(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    'SELECT coalesce(sum(points), 0)::int AS balance FROM point_ledger WHERE account_id = $1',
    [accountId],
  );
  return rows[0]?.balance ?? 0;
}

export async function countRedemptionsInProcess(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM point_redemptions WHERE account_id = $1 AND status = 'IN_PROCESS'`,
    [accountId],
  );
  return rows[0]?.count ?? 0;
}

/** What `points` are worth at the merchant's rate, as exact decimal text (cents rounded down). */
export function moneyValueOf(points: number, pointsPerUnit: number): string {
  const cents = Math.floor((points * 100) / pointsPerUnit);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const REDEMPTION_COLUMNS = `redeem_id AS "redeemId", reward_id AS "rewardId", reward_name AS "rewardName", points, status, remark,
                            created_at AS "createdAt", decided_at AS "decidedAt"`;
type RedemptionRow = Omit<Redemption, 'createdAt' | 'decidedAt'> & { createdAt: Date; decidedAt: Date | null };
const toRedemption = (row: RedemptionRow): Redemption => ({ ...row, createdAt: iso(row.createdAt)!, decidedAt: iso(row.decidedAt) });

/** One page of the member's own redemptions, newest first. */
export async function listRedemptions(
  db: Queryable,
  accountId: number,
  query: { status?: RedemptionStatus; pageNo: number; pageSize: number },
): Promise<Page<Redemption>> {
  const { rows } = await db.query<RedemptionRow & { total: number }>(
    `SELECT ${REDEMPTION_COLUMNS}, count(*) OVER ()::int AS total
       FROM point_redemptions
      WHERE account_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY created_at DESC, redeem_id DESC
      LIMIT $3 OFFSET $4`,
    [accountId, query.status ?? null, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const totalCount = rows[0]?.total ?? (query.pageNo > 1 ? await countRedemptions(db, accountId, query.status) : 0);
  return {
    list: rows.map(({ total: _total, ...row }) => toRedemption(row)),
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
  };
}

async function countRedemptions(db: Queryable, accountId: number, status?: RedemptionStatus): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM point_redemptions WHERE account_id = $1 AND ($2::text IS NULL OR status = $2)',
    [accountId, status ?? null],
  );
  return rows[0]?.count ?? 0;
}

/**
 * One page of the member's movements created in [from, to), newest first, each with the balance
 * right after it (a running sum over the whole ledger, not just the page or the range).
 */
export async function listMovements(
  db: Queryable,
  accountId: number,
  query: { from: Date; to: Date; kind?: MovementKind; pageNo: number; pageSize: number },
): Promise<Page<Movement>> {
  const { rows } = await db.query<Omit<Movement, 'createdAt'> & { createdAt: Date; total: number }>(
    `WITH running AS (
       SELECT entry_id, kind, points, description, money_amount, created_at,
              sum(points) OVER (ORDER BY created_at, entry_id)::int AS balance_after
         FROM point_ledger WHERE account_id = $1
     )
     SELECT entry_id::int AS "entryId", kind, points, balance_after AS "balanceAfter", description,
            money_amount::text AS "moneyAmount", created_at AS "createdAt", count(*) OVER ()::int AS total
       FROM running
      WHERE created_at >= $2 AND created_at < $3 AND ($4::text IS NULL OR kind = $4)
      ORDER BY created_at DESC, entry_id DESC
      LIMIT $5 OFFSET $6`,
    [accountId, query.from, query.to, query.kind ?? null, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.pageNo > 1) {
    const counted = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM point_ledger
        WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 AND ($4::text IS NULL OR kind = $4)`,
      [accountId, query.from, query.to, query.kind ?? null],
    );
    totalCount = counted.rows[0]?.count ?? 0;
  }
  return {
    list: rows.map(({ total: _total, createdAt, ...row }) => ({ ...row, createdAt: iso(createdAt)! })),
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
  };
}

export interface NewEntry {
  accountId: number;
  points: number;
  kind: MovementKind;
  description: string;
  createdAt: Date;
  redeemId?: number | null;
  moneyAmount?: string | null;
  requestKey?: string | null;
}

/** Appends one ledger entry (the only write the ledger ever gets). */
export async function appendEntry(db: Queryable, entry: NewEntry): Promise<void> {
  await db.query(
    `INSERT INTO point_ledger (account_id, points, kind, description, redeem_id, money_amount, request_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.accountId,
      entry.points,
      entry.kind,
      entry.description,
      entry.redeemId ?? null,
      entry.moneyAmount ?? null,
      entry.requestKey ?? null,
      entry.createdAt,
    ],
  );
}

/**
 * Locks the member's points for the rest of the transaction and answers their balance. Every
 * spend calls this first: a second spend of the same member waits here until the first commits.
 */
async function lockPoints(tx: Queryable, accountId: number): Promise<number> {
  await tx.query('INSERT INTO point_holders (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING', [accountId]);
  await tx.query('SELECT account_id FROM point_holders WHERE account_id = $1 FOR UPDATE', [accountId]);
  return pointBalance(tx, accountId);
}

export interface SpendContext {
  merchantCode: string;
  accountId: number;
  now: Date;
  requestKey?: string;
}

async function findRedemptionByRequest(tx: Queryable, accountId: number, requestKey: string): Promise<Redemption | undefined> {
  const { rows } = await tx.query<RedemptionRow>(
    `SELECT ${REDEMPTION_COLUMNS} FROM point_redemptions
      WHERE redeem_id = (SELECT redeem_id FROM point_ledger WHERE account_id = $1 AND request_key = $2 AND kind = 'REDEEM')`,
    [accountId, requestKey],
  );
  return rows[0] && toRedemption(rows[0]);
}

/**
 * Redeems one unit of a reward: checks the daily limit, the stock and the balance under the
 * member's lock and the reward's row lock, then writes the redemption (IN_PROCESS), the debit and
 * the stock in one transaction. A replayed requestKey answers the first redemption.
 */
export async function redeemReward(db: Db, spend: SpendContext, rewardId: number): Promise<{ redemption: Redemption; points: number }> {
  return db.transaction(async (tx) => {
    const balance = await lockPoints(tx, spend.accountId);
    if (spend.requestKey) {
      const earlier = await findRedemptionByRequest(tx, spend.accountId, spend.requestKey);
      if (earlier) return { redemption: earlier, points: balance };
      await refuseKeyOfOtherSpend(tx, spend.accountId, spend.requestKey);
    }
    const settings = await readPointSettings(tx, spend.merchantCode);
    if (!settings) throw new PointsRefusal('SETTINGS_MISSING');
    const { rows } = await tx.query<{ name: string; pointCost: number; stock: number | null }>(
      `SELECT name, point_cost AS "pointCost", stock FROM point_rewards
        WHERE reward_id = $1 AND merchant_code = $2 AND active FOR UPDATE`,
      [rewardId, spend.merchantCode],
    );
    const reward = rows[0];
    if (!reward) throw new PointsRefusal('REWARD_NOT_FOUND');
    if (reward.stock !== null && reward.stock < 1) throw new PointsRefusal('OUT_OF_STOCK');
    const since = new Date(spend.now.getTime() - DAILY_WINDOW_MS);
    const today = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM point_redemptions WHERE account_id = $1 AND created_at > $2 AND created_at <= $3',
      [spend.accountId, since, spend.now],
    );
    if ((today.rows[0]?.count ?? 0) >= settings.dailyRedeemLimit) throw new PointsRefusal('DAILY_LIMIT');
    if (balance < reward.pointCost) throw new PointsRefusal('INSUFFICIENT_POINTS');

    const inserted = await tx.query<RedemptionRow>(
      `INSERT INTO point_redemptions (account_id, reward_id, reward_name, points, status, created_at)
       VALUES ($1, $2, $3, $4, 'IN_PROCESS', $5) RETURNING ${REDEMPTION_COLUMNS}`,
      [spend.accountId, rewardId, reward.name, reward.pointCost, spend.now],
    );
    const redemption = toRedemption(inserted.rows[0]);
    await appendEntry(tx, {
      accountId: spend.accountId,
      points: -reward.pointCost,
      kind: 'REDEEM',
      description: `Resgate: ${reward.name}`,
      redeemId: redemption.redeemId,
      requestKey: spend.requestKey,
      createdAt: spend.now,
    });
    if (reward.stock !== null) await tx.query('UPDATE point_rewards SET stock = stock - 1 WHERE reward_id = $1', [rewardId]);
    return { redemption, points: balance - reward.pointCost };
  });
}

export interface Conversion {
  convertedPoints: number;
  moneyAmount: string;
  points: number;
  walletBalance: string;
}

/**
 * Converts points into wallet money: the debit and the wallet credit commit together or not at
 * all. The amount must be at least the minimum and a multiple of the step; the points converted
 * in the last 24 hours count against the daily limit. A replayed requestKey moves nothing again.
 */
export async function convertPoints(db: Db, spend: SpendContext, points: number): Promise<Conversion> {
  return db.transaction(async (tx) => {
    const balance = await lockPoints(tx, spend.accountId);
    if (spend.requestKey) {
      const { rows } = await tx.query<{ points: number; moneyAmount: string }>(
        `SELECT -points AS points, money_amount::text AS "moneyAmount" FROM point_ledger
          WHERE account_id = $1 AND request_key = $2 AND kind = 'CONVERT'`,
        [spend.accountId, spend.requestKey],
      );
      if (rows[0]) {
        return {
          convertedPoints: rows[0].points,
          moneyAmount: rows[0].moneyAmount,
          points: balance,
          walletBalance: await readBalance(tx, spend.accountId),
        };
      }
      await refuseKeyOfOtherSpend(tx, spend.accountId, spend.requestKey);
    }
    const settings = await readPointSettings(tx, spend.merchantCode);
    if (!settings) throw new PointsRefusal('SETTINGS_MISSING');
    if (points < settings.minConvertPoints || points % settings.convertStep !== 0) throw new PointsRefusal('INVALID_CONVERT_AMOUNT');
    const since = new Date(spend.now.getTime() - DAILY_WINDOW_MS);
    const converted = await tx.query<{ points: number }>(
      `SELECT coalesce(-sum(points), 0)::int AS points FROM point_ledger
        WHERE account_id = $1 AND kind = 'CONVERT' AND created_at > $2 AND created_at <= $3`,
      [spend.accountId, since, spend.now],
    );
    if ((converted.rows[0]?.points ?? 0) + points > settings.dailyConvertLimit) throw new PointsRefusal('DAILY_LIMIT');
    if (balance < points) throw new PointsRefusal('INSUFFICIENT_POINTS');

    const moneyAmount = moneyValueOf(points, settings.pointsPerUnit);
    await appendEntry(tx, {
      accountId: spend.accountId,
      points: -points,
      kind: 'CONVERT',
      description: 'Conversão de pontos em saldo',
      moneyAmount,
      requestKey: spend.requestKey,
      createdAt: spend.now,
    });
    const { balance: walletBalance } = await creditMemberWallet(tx, {
      merchantCode: spend.merchantCode,
      accountId: spend.accountId,
      amount: moneyAmount,
      kind: 'POINTS',
      description: 'Conversão de pontos em saldo',
      now: spend.now,
    });
    return { convertedPoints: points, moneyAmount, points: balance - points, walletBalance };
  });
}

/**
 * The operator's decision on a redemption in process (seed history, tests): approve, or reject
 * with a refund entry of its points. Answers false when it was not in process any more.
 */
export async function decideRedemption(
  db: Db,
  redeemId: number,
  decision: { status: 'APPROVED' | 'REJECTED'; remark: string | null; now: Date },
): Promise<boolean> {
  return db.transaction((tx) => decideRedemptionIn(tx, redeemId, decision));
}

export async function decideRedemptionIn(
  tx: Queryable,
  redeemId: number,
  decision: { status: 'APPROVED' | 'REJECTED'; remark: string | null; now: Date },
): Promise<boolean> {
  const { rows } = await tx.query<{ accountId: number; points: number; rewardId: number; rewardName: string }>(
    `UPDATE point_redemptions SET status = $2, remark = $3, decided_at = $4
      WHERE redeem_id = $1 AND status = 'IN_PROCESS'
      RETURNING account_id AS "accountId", points, reward_id AS "rewardId", reward_name AS "rewardName"`,
    [redeemId, decision.status, decision.remark, decision.now],
  );
  const decided = rows[0];
  if (!decided) return false;
  if (decision.status === 'REJECTED') {
    await appendEntry(tx, {
      accountId: decided.accountId,
      points: decided.points,
      kind: 'REFUND',
      description: `Estorno do resgate recusado: ${decided.rewardName}`,
      redeemId,
      createdAt: decision.now,
    });
    await tx.query('UPDATE point_rewards SET stock = stock + 1 WHERE reward_id = $1 AND stock IS NOT NULL', [decided.rewardId]);
  }
  return true;
}
