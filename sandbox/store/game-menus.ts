import type { Queryable } from '../db/db';
import type { GameType } from '../db/seed/reference-data';
import { cardSwitchedOn } from './whitelabel';

export interface VendorCard {
  vassalage: string;
  accountTypeId: number;
  isHot: 0 | 1;
  gameType: GameType;
  nodeId: number;
  name: string;
  isGame: 'VASSALAGE' | 'GAME' | null;
}

export interface GameCategoryMenu {
  title: string;
  gameType: GameType;
  gameClassify: string | null;
  cards: VendorCard[];
}

interface CardRow {
  game_type: GameType;
  title_pt: string;
  game_classify: string | null;
  node_id: number;
  vendor_code: string;
  vendor_name: string;
  account_type_id: number;
  is_hot: boolean;
  is_game: VendorCard['isGame'];
}

/**
 * The merchant's categories in menu order, each with its vendor cards; empty categories, and those
 * the merchant switched off, are left out (the header shows a category only while it has vendors).
 */
export async function readGameMenus(db: Queryable, merchantCode: string): Promise<GameCategoryMenu[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT c.game_type, c.title_pt, c.game_classify, card.node_id, v.vendor_code, v.name AS vendor_name,
            v.account_type_id, card.is_hot, card.is_game
       FROM merchant_vendor_cards card
       JOIN game_categories c ON c.game_type = card.game_type
       JOIN game_vendors v ON v.vendor_code = card.vendor_code
      WHERE card.merchant_code = $1 AND ${cardSwitchedOn('card')}
      ORDER BY c.sort_order, card.sort_order, card.node_id`,
    [merchantCode],
  );
  const menus = new Map<GameType, GameCategoryMenu>();
  for (const row of rows) {
    let menu = menus.get(row.game_type);
    if (!menu) {
      menu = { title: row.title_pt, gameType: row.game_type, gameClassify: row.game_classify, cards: [] };
      menus.set(row.game_type, menu);
    }
    menu.cards.push({
      vassalage: row.vendor_code,
      accountTypeId: row.account_type_id,
      isHot: row.is_hot ? 1 : 0,
      gameType: row.game_type,
      nodeId: row.node_id,
      name: row.vendor_name,
      isGame: row.is_game,
    });
  }
  return [...menus.values()];
}

export async function findVendorName(db: Queryable, vendorCode: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM game_vendors WHERE vendor_code = $1', [vendorCode]);
  return rows[0]?.name;
}
