import type { Queryable } from '../db/db';

/** One vendor card of a merchant's menus, with its switch, for the back office. */
export interface VendorSwitch {
  gameType: string;
  vendorCode: string;
  name: string;
  enabled: boolean;
}

interface VendorSwitchRow {
  game_type: string;
  vendor_code: string;
  name: string;
  switched_on: boolean;
}

/** The merchant's vendor cards, category by category in menu order. */
export async function readVendorSwitches(db: Queryable, merchantCode: string): Promise<VendorSwitch[]> {
  const { rows } = await db.query<VendorSwitchRow>(
    `SELECT card.game_type, card.vendor_code, vendor.name, card.switched_on
       FROM merchant_vendor_cards card JOIN game_vendors vendor USING (vendor_code)
      WHERE card.merchant_code = $1
      ORDER BY card.game_type, card.sort_order, card.vendor_code`,
    [merchantCode],
  );
  return rows.map((row) => ({ gameType: row.game_type, vendorCode: row.vendor_code, name: row.name, enabled: row.switched_on }));
}

/**
 * The merchant's switched-off cards as `<gameType>/<vendorCode>` (a GAME banner's link starts so):
 * the few rows a hot read (system/banners) needs, not the whole list.
 */
export async function readSwitchedOffVendorCards(db: Queryable, merchantCode: string): Promise<Set<string>> {
  const { rows } = await db.query<{ card: string }>(
    `SELECT game_type || '/' || vendor_code AS card FROM merchant_vendor_cards WHERE merchant_code = $1 AND NOT switched_on`,
    [merchantCode],
  );
  return new Set(rows.map((row) => row.card));
}

/**
 * Sets one card's switch; answers its switch before the change, or undefined when the merchant has
 * no such card (nothing is changed then). The row is locked until the caller's transaction ends,
 * so two operators switching the same card record their changes one after the other.
 */
export async function writeVendorSwitch(
  tx: Queryable,
  merchantCode: string,
  card: { gameType: string; vendorCode: string },
  enabled: boolean,
): Promise<boolean | undefined> {
  const { rows } = await tx.query<{ switched_on: boolean }>(
    `SELECT switched_on FROM merchant_vendor_cards
      WHERE merchant_code = $1 AND game_type = $2 AND vendor_code = $3 FOR UPDATE`,
    [merchantCode, card.gameType, card.vendorCode],
  );
  if (rows.length === 0) return undefined;
  await tx.query('UPDATE merchant_vendor_cards SET switched_on = $4 WHERE merchant_code = $1 AND game_type = $2 AND vendor_code = $3', [
    merchantCode,
    card.gameType,
    card.vendorCode,
    enabled,
  ]);
  return rows[0].switched_on;
}

/** Every card of the merchant back on (the test controls' reset). */
export async function restoreVendorSwitches(db: Queryable, merchantCode: string): Promise<void> {
  await db.query('UPDATE merchant_vendor_cards SET switched_on = true WHERE merchant_code = $1 AND NOT switched_on', [merchantCode]);
}

/**
 * Whether the merchant switched the vendor off in every one of `categories` it carries it in
 * (a lottery vendor may be carded under both lottery categories). A vendor it does not card is not
 * switched off: the caller's own lookup answers for it.
 */
export async function vendorSwitchedOff(
  db: Queryable,
  merchantCode: string,
  categories: readonly string[],
  vendorCode: string,
): Promise<boolean> {
  const { rows } = await db.query<{ switched_on: boolean }>(
    `SELECT switched_on FROM merchant_vendor_cards
      WHERE merchant_code = $1 AND game_type = ANY($2::text[]) AND vendor_code = $3`,
    [merchantCode, categories, vendorCode],
  );
  return rows.length > 0 && rows.every((row) => !row.switched_on);
}
