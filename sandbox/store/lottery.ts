import type { Queryable } from '../db/db';
import { nextDrawAt, type DrawGame } from '../lib/lottery-draws';
import { cardSwitchedOn } from './whitelabel';

/** What /lgw/games/popular and lottery_menus take: Elott is the ELOTT prize mode, the rest LOTT mode. */
export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

export type LotteryVendor = 'TCG_SEA' | 'TCG_LOTTO_VN' | 'LOTT' | 'ELOTT';

/** A lottery game as the API answers it (games-common.json#/definitions/lotteryGame). */
export interface LotteryGame {
  gameCode: string;
  gameName: string;
  gameGroupCode: string;
  vassalage: LotteryVendor;
  gameType: 'LOTT' | 'ELOTT';
  image: string;
  drawIntervalMinutes: number;
  nextDrawAt: string;
}

interface LotteryRow {
  game_code: string;
  name: string;
  slug: string;
  game_group_code: string;
  vendor_code: LotteryVendor;
  game_type: 'LOTT' | 'ELOTT';
  draw_interval_minutes: number;
  is_hot: boolean;
}

const COLUMNS = `g.game_code, g.name, g.slug, g.game_group_code, g.vendor_code, g.game_type, g.draw_interval_minutes, g.is_hot`;

/** The merchant carries a vendor when some card of its menus names it, in a category switched on. */
const CARRIED = `EXISTS (SELECT 1 FROM merchant_vendor_cards card
                  WHERE card.merchant_code = $1 AND card.vendor_code = g.vendor_code AND ${cardSwitchedOn('card')})`;

const LOTTERY = `g.game_type IN ('LOTT', 'ELOTT') AND g.game_group_code IS NOT NULL AND g.draw_interval_minutes IS NOT NULL`;

export const VN_VENDOR: LotteryVendor = 'TCG_LOTTO_VN';

function toLotteryGame(row: LotteryRow, now: Date): LotteryGame {
  return {
    gameCode: row.game_code,
    gameName: row.name,
    gameGroupCode: row.game_group_code,
    vassalage: row.vendor_code,
    gameType: row.game_type,
    image: `games/${row.slug}.jpg`,
    drawIntervalMinutes: row.draw_interval_minutes,
    nextDrawAt: nextDrawAt({ drawIntervalMinutes: row.draw_interval_minutes }, now).toISOString(),
  };
}

export function drawGameOf(game: Pick<LotteryGame, 'gameCode' | 'gameName' | 'gameGroupCode' | 'drawIntervalMinutes'>): DrawGame {
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameGroupCode: game.gameGroupCode,
    drawIntervalMinutes: game.drawIntervalMinutes,
  };
}

/** The vendors of the LOTT prize mode (Lott, SEA, ZY). */
const LOTT_MODE_VENDORS = ['TCG_SEA', 'LOTT'];

/**
 * The vendors whose games a prize mode shows, in the menu's order (never the VN lottery, which
 * has its own lobby): ELOTT mode the vendors carded under the ELOTT category (ELOTT, and LOTT
 * where the menu puts a LOTT card there); LOTT mode TCG_SEA and LOTT, as the LOTT category
 * orders them. Only vendors the merchant carries.
 */
async function prizeModeVendors(db: Queryable, merchantCode: string, prizeMode: PrizeMode): Promise<string[]> {
  const { rows } =
    prizeMode === 'Elott'
      ? await db.query<{ vendor_code: string }>(
          `SELECT vendor_code FROM merchant_vendor_cards card
            WHERE merchant_code = $1 AND game_type = 'ELOTT' AND vendor_code <> $2 AND ${cardSwitchedOn('card')}
            ORDER BY sort_order, node_id`,
          [merchantCode, VN_VENDOR],
        )
      : await db.query<{ vendor_code: string }>(
          `SELECT vendor_code FROM merchant_vendor_cards card
            WHERE merchant_code = $1 AND vendor_code = ANY($2::text[]) AND ${cardSwitchedOn('card')}
            ORDER BY (game_type = 'LOTT') DESC, sort_order, node_id`,
          [merchantCode, LOTT_MODE_VENDORS],
        );
  return [...new Set(rows.map((row) => row.vendor_code))];
}

/** The lotteries of a prize mode the merchant carries, in menu order (vendor card, then game). */
export async function readPrizeModeLotteries(db: Queryable, merchantCode: string, prizeMode: PrizeMode, now: Date): Promise<LotteryGame[]> {
  const vendors = await prizeModeVendors(db, merchantCode, prizeMode);
  if (vendors.length === 0) return [];
  const { rows } = await db.query<LotteryRow>(
    `SELECT ${COLUMNS} FROM games g
      WHERE ${LOTTERY} AND g.vendor_code = ANY($1::text[])
      ORDER BY array_position($1::text[], g.vendor_code), g.sort_order, g.game_id`,
    [vendors],
  );
  return rows.map((row) => toLotteryGame(row, now));
}

/** Popular first: the hot lotteries of the prize mode, then the others, each in menu order; at most `count`. */
export async function readPopularLotteries(
  db: Queryable,
  merchantCode: string,
  prizeMode: PrizeMode,
  count: number,
  now: Date,
): Promise<LotteryGame[]> {
  const vendors = await prizeModeVendors(db, merchantCode, prizeMode);
  if (vendors.length === 0) return [];
  const { rows } = await db.query<LotteryRow>(
    `SELECT ${COLUMNS} FROM games g
      WHERE ${LOTTERY} AND g.vendor_code = ANY($1::text[])
      ORDER BY g.is_hot DESC, array_position($1::text[], g.vendor_code), g.sort_order, g.game_id
      LIMIT $2`,
    [vendors, count],
  );
  return rows.map((row) => toLotteryGame(row, now));
}

/** The merchant's Vietnamese lotteries (TCG_LOTTO_VN), in menu order; one game when gameCode is given. */
export async function readVnLotteries(db: Queryable, merchantCode: string, now: Date, gameCode?: string): Promise<LotteryGame[]> {
  const { rows } = await db.query<LotteryRow>(
    `SELECT ${COLUMNS} FROM games g
      WHERE ${LOTTERY} AND ${CARRIED} AND g.vendor_code = $2 AND ($3::text IS NULL OR g.game_code = $3)
      ORDER BY g.sort_order, g.game_id`,
    [merchantCode, VN_VENDOR, gameCode ?? null],
  );
  return rows.map((row) => toLotteryGame(row, now));
}

/** How many recent VN launches the lobby shows. */
export const RECENT_VN_LIMIT = 20;

/** The member's recently launched VN lotteries, latest launch first. */
export async function readRecentVnLotteries(db: Queryable, merchantCode: string, accountId: number, now: Date): Promise<LotteryGame[]> {
  const { rows } = await db.query<LotteryRow>(
    `SELECT ${COLUMNS} FROM recent_games r
       JOIN games g ON g.game_id = r.game_id
      WHERE r.account_id = $2 AND g.vendor_code = $3 AND ${LOTTERY} AND ${CARRIED}
      ORDER BY r.played_at DESC, g.game_id
      LIMIT $4`,
    [merchantCode, accountId, VN_VENDOR, RECENT_VN_LIMIT],
  );
  return rows.map((row) => toLotteryGame(row, now));
}

/**
 * A lottery game the merchant carries, by code (any lottery vendor). Game codes are unique per
 * vendor only; should two lottery vendors share one, the first in menu order wins.
 */
export async function findLottery(db: Queryable, merchantCode: string, gameCode: string, now: Date): Promise<LotteryGame | undefined> {
  const { rows } = await db.query<LotteryRow>(
    `SELECT ${COLUMNS} FROM games g
      WHERE ${LOTTERY} AND ${CARRIED} AND g.game_code = $2
      ORDER BY g.sort_order, g.game_id
      LIMIT 1`,
    [merchantCode, gameCode],
  );
  return rows[0] && toLotteryGame(rows[0], now);
}

export interface LotteryGroup {
  gameGroupCode: string;
  title: string;
  games: LotteryGame[];
}

/** Portuguese names of the lottery families, as the lobbies title them. */
export const LOTTERY_GROUP_TITLES: Record<string, string> = {
  SSC: 'Sorteio Expresso (SSC)',
  PK10: 'Corrida PK10',
  '11X5': '11 Escolha 5',
  K3: 'Dados K3',
  LHC: 'Marca Seis (LHC)',
  LF: 'Loterias Diárias',
  VN_NORTH: 'Norte',
  VN_CENTRAL: 'Centro',
  VN_SOUTH: 'Sul',
};

/**
 * Games grouped by family. With `order`, the groups come in that order; otherwise in the order
 * their first game appears (menu order). Empty groups are left out.
 */
export function groupLotteries(games: readonly LotteryGame[], order?: readonly string[]): LotteryGroup[] {
  const groups = new Map<string, LotteryGroup>();
  for (const code of order ?? []) groups.set(code, { gameGroupCode: code, title: LOTTERY_GROUP_TITLES[code] ?? code, games: [] });
  for (const game of games) {
    let group = groups.get(game.gameGroupCode);
    if (!group) {
      group = { gameGroupCode: game.gameGroupCode, title: LOTTERY_GROUP_TITLES[game.gameGroupCode] ?? game.gameGroupCode, games: [] };
      groups.set(game.gameGroupCode, group);
    }
    group.games.push(game);
  }
  return [...groups.values()].filter((group) => group.games.length > 0);
}
