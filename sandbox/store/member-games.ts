import type { Queryable } from '../db/db';
import type { GameType } from '../db/seed/reference-data';
import { carriedGames, categoryCondition, gameColumns, SqlParams, toGame, type GamePage, type GameRow } from './games';

/**
 * A member's own game lists: favourites (toggled by the member) and recently launched games
 * (written by the launches). Every query is keyed by the member's account id, so one member never
 * reads or changes another's lists.
 */

export interface MemberListQuery {
  gameType?: GameType;
  vassalage?: string;
  pageNo: number;
  pageSize: number;
}

/** Adds the game to the member's favourites, or removes it when it is one; answers whether it is one now. */
export async function toggleFavourite(db: Queryable, accountId: number, gameId: number, now: Date): Promise<boolean> {
  // One statement: a double click cannot interleave a delete and an insert of two requests.
  const { rows } = await db.query(
    `WITH removed AS (DELETE FROM favourite_games WHERE account_id = $1 AND game_id = $2 RETURNING game_id)
     INSERT INTO favourite_games (account_id, game_id, created_at)
     SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM removed)
     ON CONFLICT (account_id, game_id) DO NOTHING
     RETURNING game_id`,
    [accountId, gameId, now],
  );
  return rows.length > 0;
}

/** One page of the member's favourites the merchant carries, newest favourite first. */
export function listFavourites(db: Queryable, merchantCode: string, accountId: number, query: MemberListQuery): Promise<GamePage> {
  return listMemberGames(db, merchantCode, accountId, query, {
    table: 'favourite_games',
    when: 'created_at',
    favourite: 'true',
  });
}

/** Records a launch: the game moves to the top of the member's recent games. */
export async function recordRecentGame(db: Queryable, accountId: number, gameId: number, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO recent_games (account_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [accountId, gameId, now],
  );
}

/** One page of the games the member launched, latest launch first. */
export function listRecentGames(db: Queryable, merchantCode: string, accountId: number, query: MemberListQuery): Promise<GamePage> {
  return listMemberGames(db, merchantCode, accountId, query, {
    table: 'recent_games',
    when: 'played_at',
    favourite: 'EXISTS (SELECT 1 FROM favourite_games f WHERE f.account_id = mine.account_id AND f.game_id = g.game_id)',
  });
}

async function listMemberGames(
  db: Queryable,
  merchantCode: string,
  accountId: number,
  query: MemberListQuery,
  list: { table: 'favourite_games' | 'recent_games'; when: 'created_at' | 'played_at'; favourite: string },
): Promise<GamePage> {
  const sql = new SqlParams();
  const from = `${carriedGames(sql, merchantCode)} JOIN ${list.table} mine ON mine.game_id = g.game_id AND mine.account_id = ${sql.add(accountId)}`;
  const conditions = ['true'];
  if (query.gameType) conditions.push(categoryCondition(sql, query.gameType, query.vassalage));
  if (query.vassalage) conditions.push(`g.vendor_code = ${sql.add(query.vassalage)}`);
  const where = conditions.join(' AND ');
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, sql.values);
  const { rows } = await db.query<GameRow>(
    `SELECT ${gameColumns(list.favourite)} FROM ${from} WHERE ${where}
      ORDER BY mine.${list.when} DESC, g.game_id DESC
      LIMIT ${sql.add(query.pageSize)} OFFSET ${sql.add((query.pageNo - 1) * query.pageSize)}`,
    sql.values,
  );
  return { games: rows.map(toGame), totalCount: count.rows[0]?.total ?? 0 };
}
