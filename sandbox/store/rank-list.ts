import type { Queryable } from '../db/db';
import type { RankGame } from '../lib/rank-list';
import { IN_HOUSE_VENDOR } from '../db/seed/reference-data';
import { cardSwitchedOn } from './whitelabel';

interface RankGameRow {
  name: string;
  slug: string;
  vendor_code: string;
  game_type: string;
  game_classify: string | null;
  min_bet: string | number;
  is_hot: boolean;
}

/**
 * The games the winner board may name: those of vendors the merchant's menus carry in the game's
 * category (in-house games under INHOUSE; a lottery vendor in any lottery category, since a menu
 * may put the LOTT card under ELOTT). `gameType` narrows it: INHOUSE means the in-house (HOUSE)
 * games, RNG the other slots. Catalogue order (game_id), so picks are stable.
 */
export async function readRankGames(db: Queryable, merchantCode: string, gameType?: string): Promise<RankGame[]> {
  const { rows } = await db.query<RankGameRow>(
    `SELECT g.name, g.slug, g.vendor_code, g.game_type, g.game_classify, g.min_bet, g.is_hot
       FROM games g
      WHERE EXISTS (
              SELECT 1 FROM merchant_vendor_cards card
               WHERE card.merchant_code = $1 AND card.vendor_code = g.vendor_code
                 AND (card.game_type = CASE WHEN g.vendor_code = '${IN_HOUSE_VENDOR}' THEN 'INHOUSE' ELSE g.game_type END
                      OR (g.game_type IN ('LOTT', 'ELOTT') AND card.game_type IN ('LOTT', 'ELOTT')))
                 AND ${cardSwitchedOn('card')})
        AND CASE
              WHEN $2::text IS NULL THEN true
              WHEN $2::text = 'INHOUSE' THEN g.vendor_code = '${IN_HOUSE_VENDOR}'
              WHEN $2::text = 'RNG' THEN g.game_type = 'RNG' AND g.vendor_code <> '${IN_HOUSE_VENDOR}'
              ELSE g.game_type = $2::text
            END
      ORDER BY g.game_id`,
    [merchantCode, gameType ?? null],
  );
  return rows.map((row) => ({
    name: row.name,
    slug: row.slug,
    vendorCode: row.vendor_code,
    gameType: row.game_type,
    gameClassify: row.game_classify,
    minBet: Number(row.min_bet),
    isHot: row.is_hot,
  }));
}
