import type { Queryable } from '../db/db';

export interface Maintenance {
  title: string;
  message: string;
  /** ISO 8601, or null when the end is not known. */
  endTime: string | null;
}

/** The whole-app mode inputs of a merchant: maintenance wins over region restriction. */
export interface MerchantStatus {
  maintenance: Maintenance | null;
  regionRestriction: boolean;
  /** The operator's message for the block page while regionRestriction is on; null: the site's own text. */
  regionMessage: string | null;
}

/** A status as callers set it: without a region message the block page shows the site's own text. */
export type MerchantStatusInput = Omit<MerchantStatus, 'regionMessage'> & { regionMessage?: string | null };

/** What every merchant is seeded with, and what a reset restores: the normal app. */
export const SEEDED_STATUS: MerchantStatus = { maintenance: null, regionRestriction: false, regionMessage: null };

interface StatusRow {
  maintenance_title: string | null;
  maintenance_message: string | null;
  maintenance_end_time: Date | null;
  region_restriction: boolean;
  region_message: string | null;
}

export async function readStatus(db: Queryable, merchantCode: string): Promise<MerchantStatus> {
  const { rows } = await db.query<StatusRow>('SELECT * FROM sandbox_status WHERE merchant_code = $1', [merchantCode]);
  const row = rows[0];
  if (!row) return SEEDED_STATUS;
  const maintenance =
    row.maintenance_title !== null && row.maintenance_message !== null
      ? {
          title: row.maintenance_title,
          message: row.maintenance_message,
          endTime: row.maintenance_end_time ? new Date(row.maintenance_end_time).toISOString() : null,
        }
      : null;
  return { maintenance, regionRestriction: row.region_restriction, regionMessage: row.region_restriction ? row.region_message : null };
}

export async function writeStatus(db: Queryable, merchantCode: string, status: MerchantStatusInput): Promise<void> {
  const { maintenance } = status;
  // A message is kept only with the block it is for, and a blank one is no message.
  const regionMessage = status.regionRestriction ? status.regionMessage?.trim() || null : null;
  await db.query(
    `INSERT INTO sandbox_status (merchant_code, maintenance_title, maintenance_message, maintenance_end_time, region_restriction, region_message, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (merchant_code) DO UPDATE
       SET maintenance_title = $2, maintenance_message = $3, maintenance_end_time = $4, region_restriction = $5, region_message = $6, updated_at = now()`,
    [
      merchantCode,
      maintenance?.title ?? null,
      maintenance?.message ?? null,
      maintenance?.endTime ?? null,
      status.regionRestriction,
      regionMessage,
    ],
  );
}
