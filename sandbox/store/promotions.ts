import type { Db, Queryable } from '../db/db';

export type PromotionCategory = 'DEPOSIT' | 'CASHBACK' | 'SLOTS' | 'SPORTS' | 'LIVE' | 'RAFFLE' | 'VIP' | 'REFERRAL';
export type PromotionMode = 'JOIN' | 'APPLY' | 'RAFFLE';
export type MessagingApp = 'WHATSAPP' | 'TELEGRAM';
/** What promotion_entries holds. */
export type EntryStatus = 'SIGNED' | 'IN_PROCESS' | 'APPLYING' | 'REJECTED' | 'CLAIM' | 'CLAIMED' | 'ISSUED';
/** What a member sees (spec section 4, activity statuses). */
export type PromotionStatus = EntryStatus | 'JOIN' | 'CLOSED' | 'COMING_SOON';

export interface PromotionRecord {
  promotionId: number;
  merchantCode: string;
  slug: string;
  category: PromotionCategory;
  title: string;
  summary: string;
  rulesHtml: string;
  motif: string;
  callToAction: string;
  mode: PromotionMode;
  bonusAmount: number;
  messagingApp: MessagingApp | null;
  moduleId: string | null;
  startsAt: Date;
  endsAt: Date;
}

export interface EntryRecord {
  status: EntryStatus;
  remark: string | null;
  rejectReason: string | null;
  imageCount: number;
}

export interface StoredImage {
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
}

interface PromotionRow {
  promotion_id: number;
  merchant_code: string;
  slug: string;
  category: PromotionCategory;
  title: string;
  summary: string;
  rules_html: string;
  motif: string;
  call_to_action: string;
  mode: PromotionMode;
  bonus_amount: string | number;
  messaging_app: MessagingApp | null;
  module_id: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
}

const toPromotion = (row: PromotionRow): PromotionRecord => ({
  promotionId: row.promotion_id,
  merchantCode: row.merchant_code,
  slug: row.slug,
  category: row.category,
  title: row.title,
  summary: row.summary,
  rulesHtml: row.rules_html,
  motif: row.motif,
  callToAction: row.call_to_action,
  mode: row.mode,
  bonusAmount: Number(row.bonus_amount),
  messagingApp: row.messaging_app,
  moduleId: row.module_id,
  startsAt: new Date(row.starts_at),
  endsAt: new Date(row.ends_at),
});

/**
 * The status a member sees: a bonus won or paid and an application under review stay after the end; otherwise the period
 * decides (not started, over), then the member's own entry, else JOIN.
 */
export function visibleStatus(
  promotion: Pick<PromotionRecord, 'startsAt' | 'endsAt'>,
  entry: EntryStatus | null,
  now: Date,
): PromotionStatus {
  // A bonus won or paid, and an application under review, outlive the promotion's period: the
  // member can still claim what they won and follow what they sent.
  if (entry === 'CLAIMED' || entry === 'ISSUED' || entry === 'CLAIM' || entry === 'APPLYING') return entry;
  if (now < promotion.startsAt) return 'COMING_SOON';
  if (now >= promotion.endsAt) return 'CLOSED';
  return entry ?? 'JOIN';
}

/** The merchant's promotions in display order, leaving out those whose module (REFERRAL) is off. */
export async function listPromotions(
  db: Queryable,
  merchantCode: string,
  modulesOn: (modId: string) => boolean,
): Promise<PromotionRecord[]> {
  const { rows } = await db.query<PromotionRow>('SELECT * FROM promotions WHERE merchant_code = $1 ORDER BY sort_order, promotion_id', [
    merchantCode,
  ]);
  return rows.map(toPromotion).filter((promotion) => promotion.moduleId === null || modulesOn(promotion.moduleId));
}

export async function findPromotion(db: Queryable, merchantCode: string, slug: string): Promise<PromotionRecord | undefined> {
  const { rows } = await db.query<PromotionRow>('SELECT * FROM promotions WHERE merchant_code = $1 AND slug = $2', [merchantCode, slug]);
  return rows[0] && toPromotion(rows[0]);
}

/** One member's entries, by promotion id. Only ever read for the caller's own account. */
export async function readEntries(db: Queryable, accountId: number): Promise<Map<number, EntryRecord>> {
  const { rows } = await db.query<{
    promotion_id: number;
    status: EntryStatus;
    remark: string | null;
    reject_reason: string | null;
    image_count: number;
  }>(
    `SELECT e.promotion_id, e.status, e.remark, e.reject_reason,
            (SELECT count(*)::int FROM promotion_entry_images i WHERE i.promotion_id = e.promotion_id AND i.account_id = e.account_id) AS image_count
       FROM promotion_entries e WHERE e.account_id = $1`,
    [accountId],
  );
  return new Map(
    rows.map((row) => [
      row.promotion_id,
      { status: row.status, remark: row.remark, rejectReason: row.reject_reason, imageCount: row.image_count },
    ]),
  );
}

export async function readEntry(db: Queryable, promotionId: number, accountId: number): Promise<EntryRecord | null> {
  return (await readEntries(db, accountId)).get(promotionId) ?? null;
}

/** Moves the member's entry from one of `from` (null: no entry yet) to `to`; false when it was elsewhere. */
export async function moveEntry(
  tx: Queryable,
  promotionId: number,
  accountId: number,
  from: readonly (EntryStatus | null)[],
  to: EntryStatus,
  now: Date,
  fields: { remark?: string; messagingId?: string } = {},
): Promise<boolean> {
  const allowed = from.filter((status): status is EntryStatus => status !== null);
  if (from.includes(null)) {
    const inserted = await tx.query(
      `INSERT INTO promotion_entries (promotion_id, account_id, status, remark, messaging_id, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (promotion_id, account_id) DO NOTHING RETURNING 1`,
      [promotionId, accountId, to, fields.remark ?? null, fields.messagingId ?? null, now],
    );
    if (inserted.rows.length) return true;
  }
  if (!allowed.length) return false;
  const updated = await tx.query(
    `UPDATE promotion_entries
        SET status = $3, remark = COALESCE($4, remark), messaging_id = COALESCE($5, messaging_id), reject_reason = NULL, updated_at = $6
      WHERE promotion_id = $1 AND account_id = $2 AND status = ANY($7::text[])
      RETURNING 1`,
    [promotionId, accountId, to, fields.remark ?? null, fields.messagingId ?? null, now, allowed],
  );
  return updated.rows.length > 0;
}

/** Replaces an application's images (a new application after a refusal brings its own). */
export async function replaceEntryImages(
  tx: Queryable,
  promotionId: number,
  accountId: number,
  images: readonly StoredImage[],
): Promise<void> {
  await tx.query('DELETE FROM promotion_entry_images WHERE promotion_id = $1 AND account_id = $2', [promotionId, accountId]);
  for (const [position, image] of images.entries()) {
    await tx.query(
      `INSERT INTO promotion_entry_images (promotion_id, account_id, position, content_type, file_name, bytes) VALUES ($1, $2, $3, $4, $5, $6)`,
      [promotionId, accountId, position, image.contentType, image.fileName, image.bytes],
    );
  }
}

/** An application's stored images, for tests and back-office tools. */
export async function readEntryImages(db: Queryable, promotionId: number, accountId: number): Promise<StoredImage[]> {
  const { rows } = await db.query<{ file_name: string; content_type: StoredImage['contentType']; bytes: Uint8Array }>(
    'SELECT file_name, content_type, bytes FROM promotion_entry_images WHERE promotion_id = $1 AND account_id = $2 ORDER BY position',
    [promotionId, accountId],
  );
  return rows.map((row) => ({ fileName: row.file_name, contentType: row.content_type, bytes: Buffer.from(row.bytes) }));
}

export async function insertFeedback(
  db: Db,
  feedback: { merchantCode: string; accountId: number | null; remark: string; images: readonly StoredImage[]; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ feedback_id: number }>(
      'INSERT INTO feedback (merchant_code, account_id, remark, created_at) VALUES ($1, $2, $3, $4) RETURNING feedback_id',
      [feedback.merchantCode, feedback.accountId, feedback.remark, feedback.now],
    );
    const feedbackId = rows[0].feedback_id;
    for (const [position, image] of feedback.images.entries()) {
      await tx.query('INSERT INTO feedback_images (feedback_id, position, content_type, file_name, bytes) VALUES ($1, $2, $3, $4, $5)', [
        feedbackId,
        position,
        image.contentType,
        image.fileName,
        image.bytes,
      ]);
    }
    return feedbackId;
  });
}

export async function readFeedback(
  db: Queryable,
  feedbackId: number,
): Promise<{ remark: string; accountId: number | null; images: StoredImage[] } | undefined> {
  const { rows } = await db.query<{ remark: string; account_id: number | null }>(
    'SELECT remark, account_id FROM feedback WHERE feedback_id = $1',
    [feedbackId],
  );
  if (!rows[0]) return undefined;
  const images = await db.query<{ file_name: string; content_type: StoredImage['contentType']; bytes: Uint8Array }>(
    'SELECT file_name, content_type, bytes FROM feedback_images WHERE feedback_id = $1 ORDER BY position',
    [feedbackId],
  );
  return {
    remark: rows[0].remark,
    accountId: rows[0].account_id,
    images: images.rows.map((row) => ({ fileName: row.file_name, contentType: row.content_type, bytes: Buffer.from(row.bytes) })),
  };
}
