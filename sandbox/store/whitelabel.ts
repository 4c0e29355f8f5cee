import type { Queryable } from '../db/db';
import { apiErrors } from '../lib/errors';
import { IN_HOUSE_VENDOR } from '../db/seed/reference-data';
import { vendorSwitchedOff } from './vendor-switches';

/** A node of the permission tree as the front end reads it. */
export interface WhitelabelModule {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelModule[];
}

interface ModuleRow {
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
}

export async function readWhitelabelTree(db: Queryable, merchantCode: string): Promise<WhitelabelModule[]> {
  const { rows } = await db.query<ModuleRow>(
    'SELECT mod_id, parent_mod_id, enabled FROM whitelabel_modules WHERE merchant_code = $1 ORDER BY sort_order, mod_id',
    [merchantCode],
  );
  return buildTree(rows);
}

/** Nests rows under their parents, keeping the rows' order among siblings. */
export function buildTree(rows: readonly ModuleRow[]): WhitelabelModule[] {
  const nodes = new Map<string, WhitelabelModule>();
  for (const row of rows) nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelModule[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id === null ? undefined : nodes.get(row.parent_mod_id);
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

/**
 * Whether each module is on for the merchant: its own switch and every parent's (switching LOGIN
 * off turns CAPTCHA3 off too). Unknown modules are absent.
 */
export async function readModuleSwitches(db: Queryable, merchantCode: string): Promise<Map<string, boolean>> {
  const { rows } = await db.query<ModuleRow>('SELECT mod_id, parent_mod_id, enabled FROM whitelabel_modules WHERE merchant_code = $1', [
    merchantCode,
  ]);
  const byId = new Map(rows.map((row) => [row.mod_id, row]));
  const effective = new Map<string, boolean>();
  const resolve = (row: ModuleRow, depth: number): boolean => {
    const known = effective.get(row.mod_id);
    if (known !== undefined) return known;
    const parent = row.parent_mod_id === null ? undefined : byId.get(row.parent_mod_id);
    const on = row.enabled && (!parent || depth > 8 || resolve(parent, depth + 1));
    effective.set(row.mod_id, on);
    return on;
  };
  for (const row of rows) resolve(row, 0);
  return effective;
}

export async function moduleEnabled(db: Queryable, merchantCode: string, modId: string): Promise<boolean> {
  return (await readModuleSwitches(db, merchantCode)).get(modId) === true;
}

/** Each module's own switch (not its parents'), by modId. */
export async function readModuleStates(db: Queryable, merchantCode: string): Promise<Record<string, boolean>> {
  const { rows } = await db.query<ModuleRow>(
    'SELECT mod_id, parent_mod_id, enabled FROM whitelabel_modules WHERE merchant_code = $1 ORDER BY sort_order, mod_id',
    [merchantCode],
  );
  return Object.fromEntries(rows.map((row) => [row.mod_id, row.enabled]));
}

/** Sets modules' own switches; answers the modIds the merchant does not have (nothing is changed then). */
export async function writeModuleStates(db: Queryable, merchantCode: string, modules: Record<string, boolean>): Promise<string[]> {
  const known = await readModuleStates(db, merchantCode);
  const unknown = Object.keys(modules).filter((modId) => !Object.hasOwn(known, modId));
  if (unknown.length) return unknown;
  for (const [modId, enabled] of Object.entries(modules)) {
    await db.query('UPDATE whitelabel_modules SET enabled = $3 WHERE merchant_code = $1 AND mod_id = $2', [merchantCode, modId, enabled]);
  }
  return [];
}

/** The permission tree's node above every game category (db/seed/whitelabel.ts). */
export const GAMES_MODULE = 'GAMES';

/**
 * SQL condition: the vendor card `card` (a merchant_vendor_cards alias) is switched on, that is
 * the card's own switch (store/vendor-switches.ts) is on and neither its category's module (modId =
 * the card's game_type: RNG, LIVE...) nor GAMES above it is switched off for the card's merchant.
 * A merchant whose tree has no such module carries the category as before. Every read of the
 * catalogue goes through it, so a category or a vendor switched off leaves the menus, lobbies,
 * lists, search, winners and launches at once.
 */
export function cardSwitchedOn(card = 'card'): string {
  return `(${card}.switched_on AND NOT EXISTS (SELECT 1 FROM whitelabel_modules sw
                        WHERE sw.merchant_code = ${card}.merchant_code AND NOT sw.enabled
                          AND sw.mod_id IN ('${GAMES_MODULE}', ${card}.game_type)))`;
}

/**
 * Whether the merchant switched a game category off (its module, or GAMES above it). A category
 * the tree has no module for is on.
 */
export async function categorySwitchedOff(db: Queryable, merchantCode: string, category: string): Promise<boolean> {
  const switches = await readModuleSwitches(db, merchantCode);
  return switches.has(category) ? switches.get(category) === false : switches.get(GAMES_MODULE) === false;
}

const LOTTERY_CATEGORIES = ['LOTT', 'ELOTT'];

/**
 * Refuses a call about a game category, or a vendor within it, that the merchant switched off with
 * FEATURE_OFF. The category is the vendor card's: in-house games are asked as RNG with vassalage
 * HOUSE (their card is INHOUSE), and a lottery may be carded under either lottery category, so it
 * is refused only when both are off (or the vendor's card is off in both).
 */
export async function requireCategoryOn(db: Queryable, merchantCode: string, gameType: string, vassalage?: string): Promise<void> {
  const category = vassalage === IN_HOUSE_VENDOR ? 'INHOUSE' : gameType;
  const candidates = LOTTERY_CATEGORIES.includes(category) ? LOTTERY_CATEGORIES : [category];
  const off = await Promise.all(candidates.map((candidate) => categorySwitchedOff(db, merchantCode, candidate)));
  if (off.every(Boolean)) throw apiErrors.featureOff();
  const onCategories = candidates.filter((_, index) => !off[index]);
  if (vassalage !== undefined && (await vendorSwitchedOff(db, merchantCode, onCategories, vassalage))) throw apiErrors.featureOff();
}

/** Refuses a call of a module the merchant switched off (or its tree lacks) with FEATURE_OFF. */
export async function requireModuleOn(db: Queryable, merchantCode: string, modId: string): Promise<void> {
  if (!(await moduleEnabled(db, merchantCode, modId))) throw apiErrors.featureOff();
}
