import type { Queryable } from '../db/db';
import { IN_HOUSE_VENDOR, type GameType } from '../db/seed/reference-data';
import { cardSwitchedOn } from './whitelabel';

/** A game as the API answers it (games-common.json#/definitions/game). */
export interface Game {
  nodeId: number;
  gameCode: string;
  gameName: string;
  gameType: GameType;
  vassalage: string;
  gameClassify: string | null;
  minBet: number;
  minLineNum: number;
  isHot: 0 | 1;
  isTop: 0 | 1;
  image: string;
  favorite: boolean;
}

/** What the store knows of a game beyond its wire shape. */
export interface GameRecord extends Game {
  slug: string;
  vendorName: string;
  /** The menu category that carries it: INHOUSE for in-house games, else its gameType. */
  category: GameType;
}

export interface GameRow {
  game_id: number;
  game_code: string;
  name: string;
  slug: string;
  game_type: GameType;
  vendor_code: string;
  vendor_name: string;
  game_classify: string | null;
  min_bet: number;
  min_line_num: number;
  is_hot: boolean;
  is_top: boolean;
  category: GameType;
  favorite: boolean;
}

/** Parameter placeholders for a query built in pieces: `sql.add(value)` answers `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * SQL of "the merchant shows this vendor card" for `card`: switched on, or, for a lottery card,
 * its vendor's other lottery card switched on (the two lottery categories share one switch).
 */
function cardCarried(card: string): string {
  return `(${cardSwitchedOn(card)} OR (${card}.game_type IN ('LOTT', 'ELOTT') AND EXISTS (
           SELECT 1 FROM merchant_vendor_cards lott
            WHERE lott.merchant_code = ${card}.merchant_code AND lott.vendor_code = ${card}.vendor_code
              AND lott.game_type IN ('LOTT', 'ELOTT') AND ${cardSwitchedOn('lott')})))`;
}

/**
 * FROM clause of the games a merchant carries: each game joined to the merchant's vendor card of
 * its category (games.card_type, migration 025: its game type, INHOUSE for the in-house vendor's),
 * so a vendor (or a category of it) the menus leave out, or a category the merchant switched off,
 * has no games.
 */
export function carriedGames(sql: SqlParams, merchantCode: string): string {
  return `games g
    JOIN game_vendors v ON v.vendor_code = g.vendor_code
    JOIN merchant_vendor_cards card ON card.merchant_code = ${sql.add(merchantCode)} AND card.vendor_code = g.vendor_code
     AND card.game_type = g.card_type AND ${cardCarried('card')}`;
}

/** Whether a filter asks for a category's or a vendor's whole list (nothing narrows it game by game). */
const wholeList = (filter: GameFilter) =>
  !filter.gameClassify &&
  !filter.nameSlug &&
  filter.minBet === undefined &&
  filter.minLineNum === undefined &&
  !filter.onlyTop &&
  !filter.onlyHot;

/**
 * How many of the merchant's games match `filter`. A whole list is counted from the kept counts
 * (game_counts, migration 025), one row per card it shows, instead of game by game.
 */
async function countGames(db: Queryable, merchantCode: string, filter: GameFilter): Promise<number> {
  const sql = new SqlParams();
  const query = wholeList(filter)
    ? `SELECT coalesce(sum(n.games), 0)::int AS total
         FROM merchant_vendor_cards card JOIN game_counts n ON n.card_type = card.game_type AND n.vendor_code = card.vendor_code
        WHERE card.merchant_code = ${sql.add(merchantCode)} AND ${cardCarried('card')}
          ${filter.gameType ? `AND ${categoryCondition(sql, filter.gameType, filter.vassalage)}` : ''}
          ${filter.vassalage ? `AND card.vendor_code = ${sql.add(filter.vassalage)}` : ''}`
    : `SELECT count(*)::int AS total FROM ${carriedGames(sql, merchantCode)} WHERE ${filterConditions(sql, filter).join(' AND ')}`;
  const { rows } = await db.query<{ total: number }>(query, sql.values);
  return rows[0]?.total ?? 0;
}

/** The columns of a Game; `favourite` is the SQL of its favourite flag. */
export function gameColumns(favourite: string): string {
  return `g.game_id, g.game_code, g.name, g.slug, g.game_type, g.vendor_code, v.name AS vendor_name, g.game_classify,
          g.min_bet::float8 AS min_bet, g.min_line_num, g.is_hot, g.is_top, card.game_type AS category, ${favourite} AS favorite`;
}

/** SQL of "is one of the member's favourites" (always false without a member). */
export function favouriteFlag(sql: SqlParams, accountId: number | undefined): string {
  if (accountId === undefined) return 'false';
  return `EXISTS (SELECT 1 FROM favourite_games f WHERE f.account_id = ${sql.add(accountId)} AND f.game_id = g.game_id)`;
}

/**
 * Which games a requested gameType means. The in-house games answer to INHOUSE, their category,
 * and to RNG, their gameType, only when the request names their vendor: RNG alone means the
 * slot vendors' lobby, where the in-house games have no place.
 */
export function categoryCondition(sql: SqlParams, gameType: GameType, vassalage: string | undefined): string {
  const type = sql.add(gameType);
  if (gameType === 'RNG' && vassalage === IN_HOUSE_VENDOR) return `card.game_type IN (${type}, 'INHOUSE')`;
  return `card.game_type = ${type}`;
}

export interface GameFilter {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  /** A slug fragment (slugOf the search text): matching the slug makes the search case- and accent-insensitive. */
  nameSlug?: string;
  minBet?: number;
  minLineNum?: number;
  onlyTop?: boolean;
  onlyHot?: boolean;
}

/** WHERE conditions of a filter (joined with AND; always at least one). */
export function filterConditions(sql: SqlParams, filter: GameFilter): string[] {
  const conditions = ['true'];
  if (filter.gameType) conditions.push(categoryCondition(sql, filter.gameType, filter.vassalage));
  if (filter.vassalage) conditions.push(`g.vendor_code = ${sql.add(filter.vassalage)}`);
  if (filter.gameClassify) conditions.push(`g.game_classify = ${sql.add(filter.gameClassify)}`);
  // LIKE rather than strpos: the trigram index (migration 026) serves it. A slug fragment holds
  // letters, digits and hyphens (slugOf); wildcards are escaped all the same.
  if (filter.nameSlug) conditions.push(`g.slug LIKE ${sql.add(`%${filter.nameSlug.replace(/[\\%_]/g, '\\$&')}%`)}`);
  if (filter.minBet !== undefined) conditions.push(`g.min_bet = ${sql.add(filter.minBet)}::numeric`);
  if (filter.minLineNum !== undefined) conditions.push(`g.min_line_num >= ${sql.add(filter.minLineNum)}`);
  if (filter.onlyTop) conditions.push('g.is_top');
  if (filter.onlyHot) conditions.push('g.is_hot');
  return conditions;
}

export function toGameRecord(row: GameRow): GameRecord {
  return {
    nodeId: row.game_id,
    gameCode: row.game_code,
    gameName: row.name,
    gameType: row.game_type,
    vassalage: row.vendor_code,
    gameClassify: row.game_classify,
    minBet: row.min_bet,
    minLineNum: row.min_line_num,
    isHot: row.is_hot ? 1 : 0,
    isTop: row.is_top ? 1 : 0,
    image: `games/${row.slug}.jpg`,
    favorite: row.favorite,
    slug: row.slug,
    vendorName: row.vendor_name,
    category: row.category,
  };
}

/** The wire shape alone (the serialiser would drop the rest, but tests compare whole objects). */
export function toGame(row: GameRow): Game {
  const { slug: _slug, vendorName: _vendorName, category: _category, ...game } = toGameRecord(row);
  return game;
}

export interface GamePage {
  games: Game[];
  totalCount: number;
}

/** One page of the merchant's games matching `filter`, in catalogue order. */
export async function listGames(
  db: Queryable,
  merchantCode: string,
  filter: GameFilter,
  page: { pageNo: number; pageSize: number },
  accountId?: number,
): Promise<GamePage> {
  const sql = new SqlParams();
  const from = carriedGames(sql, merchantCode);
  const where = filterConditions(sql, filter).join(' AND ');
  const favourite = favouriteFlag(sql, accountId);
  const [totalCount, { rows }] = await Promise.all([
    countGames(db, merchantCode, filter),
    db.query<GameRow>(
      `SELECT ${gameColumns(favourite)} FROM ${from} WHERE ${where}
        ORDER BY g.sort_order, g.game_id
        LIMIT ${sql.add(page.pageSize)} OFFSET ${sql.add((page.pageNo - 1) * page.pageSize)}`,
      sql.values,
    ),
  ]);
  return { games: rows.map(toGame), totalCount };
}

/** Every game of the merchant matching `filter`, in menu order (category, vendor card, catalogue), up to `limit`. */
export async function listGamesInMenuOrder(
  db: Queryable,
  merchantCode: string,
  filter: GameFilter,
  limit: number,
  accountId?: number,
): Promise<Game[]> {
  const sql = new SqlParams();
  const from = carriedGames(sql, merchantCode);
  const where = filterConditions(sql, filter).join(' AND ');
  const favourite = favouriteFlag(sql, accountId);
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameColumns(favourite)} FROM ${from}
       JOIN game_categories c ON c.game_type = card.game_type
      WHERE ${where}
      ORDER BY c.sort_order, card.sort_order, g.sort_order, g.game_id
      LIMIT ${sql.add(limit)}`,
    sql.values,
  );
  return rows.map(toGame);
}

/**
 * The name of the game whose tile is `slug`, as the game lists give it ("SSC Chongqing", "Dragão
 * Dourado"): a tile titled from its slug lost the case and accents ("Ssc Chongqing").
 */
export async function findGameName(db: Queryable, slug: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM games WHERE slug = $1 ORDER BY game_id LIMIT 1', [slug]);
  return rows[0]?.name;
}

/** A game the merchant carries, by id, or undefined. */
export async function findCarriedGame(db: Queryable, merchantCode: string, gameId: number): Promise<GameRecord | undefined> {
  const sql = new SqlParams();
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameColumns('false')} FROM ${carriedGames(sql, merchantCode)} WHERE g.game_id = ${sql.add(gameId)}`,
    sql.values,
  );
  return rows[0] && toGameRecord(rows[0]);
}

/** A game the merchant carries, by vendor and game code, or undefined. */
export async function findCarriedGameByCode(
  db: Queryable,
  merchantCode: string,
  vendorCode: string,
  gameCode: string,
): Promise<GameRecord | undefined> {
  const sql = new SqlParams();
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameColumns('false')} FROM ${carriedGames(sql, merchantCode)}
      WHERE g.vendor_code = ${sql.add(vendorCode)} AND g.game_code = ${sql.add(gameCode)}`,
    sql.values,
  );
  return rows[0] && toGameRecord(rows[0]);
}

const LOTTERY_TYPES: ReadonlySet<GameType> = new Set(['LOTT', 'ELOTT']);

/**
 * Whether a gameType a client sends fits a game: its own gameType, its menu category (INHOUSE for
 * in-house games), or either lottery type for a lottery (a merchant may show LOTT lotteries under
 * its ELOTT menu, and the client then sends the card's category).
 */
export function gameFitsType(game: Pick<GameRecord, 'gameType' | 'category'>, gameType: GameType): boolean {
  if (gameType === game.gameType || gameType === game.category) return true;
  return LOTTERY_TYPES.has(gameType) && LOTTERY_TYPES.has(game.gameType);
}

export interface CarriedVendor {
  vendorCode: string;
  name: string;
}

/**
 * The vendor when the merchant's menus carry it in the requested category (for RNG, an in-house
 * vendor's INHOUSE card counts, as in categoryCondition), else undefined.
 */
export async function findCarriedVendor(
  db: Queryable,
  merchantCode: string,
  vendorCode: string,
  gameType: GameType,
): Promise<CarriedVendor | undefined> {
  const sql = new SqlParams();
  const { rows } = await db.query<{ vendor_code: string; name: string }>(
    `SELECT v.vendor_code, v.name
       FROM merchant_vendor_cards card JOIN game_vendors v ON v.vendor_code = card.vendor_code
      WHERE card.merchant_code = ${sql.add(merchantCode)} AND card.vendor_code = ${sql.add(vendorCode)}
        AND ${categoryCondition(sql, gameType, vendorCode)} AND ${cardSwitchedOn('card')}
      LIMIT 1`,
    sql.values,
  );
  return rows[0] && { vendorCode: rows[0].vendor_code, name: rows[0].name };
}

/** A vendor lane (games-common.json#/definitions/lane). */
export interface Lane {
  vassalage: string;
  name: string;
  gameType: GameType;
  isHot: 0 | 1;
  gameCount: number;
  logo: string;
}

/**
 * The merchant's vendor cards of one category, in menu order, with how many games each has there.
 * A lottery vendor counts all its lotteries in either lottery category (trevo-azul's LOTT card
 * under ELOTT shows the LOTT lotteries).
 */
export async function listLanes(db: Queryable, merchantCode: string, gameType: GameType): Promise<Lane[]> {
  const { rows } = await db.query<{ vendor_code: string; name: string; game_type: GameType; is_hot: boolean; game_count: number }>(
    `SELECT card.vendor_code, v.name, card.game_type, card.is_hot,
            (SELECT count(*)::int FROM games g
              WHERE g.vendor_code = card.vendor_code
                AND (g.game_type = CASE WHEN card.game_type = 'INHOUSE' THEN 'RNG' ELSE card.game_type END
                     OR (card.game_type IN ('LOTT', 'ELOTT') AND g.game_type IN ('LOTT', 'ELOTT')))) AS game_count
       FROM merchant_vendor_cards card JOIN game_vendors v ON v.vendor_code = card.vendor_code
      WHERE card.merchant_code = $1 AND card.game_type = $2 AND ${cardSwitchedOn('card')}
      ORDER BY card.sort_order, card.node_id`,
    [merchantCode, gameType],
  );
  return rows.map((row) => ({
    vassalage: row.vendor_code,
    name: row.name,
    gameType: row.game_type,
    isHot: row.is_hot ? 1 : 0,
    gameCount: row.game_count,
    logo: `vendors/${row.vendor_code}.jpg`,
  }));
}
