import type { Queryable } from '../db/db';

export interface WalletName {
  code: string;
  name: string;
}

/**
 * The vendor wallets a member can hold at a merchant: one per vendor on the merchant's game menus
 * (a vendor listed under several categories, like AG, has one wallet), ordered by name.
 */
export async function listVendorWallets(db: Queryable, merchantCode: string): Promise<WalletName[]> {
  const { rows } = await db.query<WalletName>(
    `SELECT DISTINCT v.vendor_code AS code, v.name
       FROM merchant_vendor_cards c JOIN game_vendors v USING (vendor_code)
      WHERE c.merchant_code = $1
      ORDER BY v.name, v.vendor_code`,
    [merchantCode],
  );
  return rows;
}
