import type { Queryable } from '../db/db';

export interface Merchant {
  merchantCode: string;
  brandId: string;
  name: string;
  platform: string;
  currencySymbol: string;
  countryCode: string;
  countryDialingCode: string;
  gtagId: string | null;
  colors: { primary: string; accent: string; background: string; surface: string; chatHeader: string };
}

interface MerchantRow {
  merchant_code: string;
  brand_id: string;
  name: string;
  platform: string;
  currency_symbol: string;
  country_code: string;
  dialing_code: string;
  gtag_id: string | null;
  color_primary: string;
  color_accent: string;
  color_background: string;
  color_surface: string;
  color_chat_header: string;
}

export async function findMerchant(db: Queryable, merchantCode: string): Promise<Merchant | undefined> {
  const { rows } = await db.query<MerchantRow>(
    `SELECT m.*, c.dialing_code
       FROM merchants m JOIN countries c ON c.country_code = m.country_code
      WHERE m.merchant_code = $1`,
    [merchantCode],
  );
  return rows[0] && toMerchant(rows[0]);
}

/**
 * Locks the merchant's row until the caller's transaction ends: operators' changes to one merchant
 * (switches, status) then read their "before" and record it one after the other, never both from
 * the same state. Answers whether the merchant exists.
 */
export async function lockMerchant(tx: Queryable, merchantCode: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM merchants WHERE merchant_code = $1 FOR UPDATE', [merchantCode]);
  return rows.length > 0;
}

export async function listMerchantCodes(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ merchant_code: string }>('SELECT merchant_code FROM merchants ORDER BY merchant_code');
  return rows.map((row) => row.merchant_code);
}

function toMerchant(row: MerchantRow): Merchant {
  return {
    merchantCode: row.merchant_code,
    brandId: row.brand_id,
    name: row.name,
    platform: row.platform,
    currencySymbol: row.currency_symbol,
    countryCode: row.country_code.trim(),
    countryDialingCode: row.dialing_code,
    gtagId: row.gtag_id,
    colors: {
      primary: row.color_primary,
      accent: row.color_accent,
      background: row.color_background,
      surface: row.color_surface,
      chatHeader: row.color_chat_header,
    },
  };
}
