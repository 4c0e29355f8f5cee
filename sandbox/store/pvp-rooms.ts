import type { Queryable } from '../db/db';
import { hashString } from '../lib/art/svg-kit';
import { MINUTE_MS } from '../lib/clock';
import { carriedGames, SqlParams } from './games';

export interface Room {
  roomId: string;
  roomName: string;
  gameCode: string;
  minBet: number;
  maxBet: number;
  players: number;
}

/** Each card game has the same four rooms, by stakes: bets are the game's min bet times the factor. */
const ROOM_TIERS = [
  { id: 1, name: 'Iniciante', factor: 1, seats: 180 },
  { id: 2, name: 'Intermediária', factor: 5, seats: 90 },
  { id: 3, name: 'Avançada', factor: 20, seats: 40 },
  { id: 4, name: 'VIP', factor: 100, seats: 12 },
] as const;
/** Maximum bet of a room: this many times its minimum. */
const MAX_BET_FACTOR = 200;
/** Occupancy changes this often, so a lobby refreshed a few minutes later looks alive. */
const OCCUPANCY_PERIOD_MS = 5 * MINUTE_MS;

/**
 * The rooms of the merchant's card games of one vendor (or of one of its games), derived from the
 * catalogue: no table. Player counts come from the room and the clock's 5-minute slot, so they are
 * the same for every caller at one time and tests can predict them by moving the clock.
 */
export async function listRooms(
  db: Queryable,
  merchantCode: string,
  vendorCode: string,
  gameCode: string | undefined,
  now: Date,
): Promise<Room[]> {
  const sql = new SqlParams();
  const from = carriedGames(sql, merchantCode);
  const code = sql.add(gameCode ?? null);
  const { rows } = await db.query<{ game_code: string; name: string; min_bet: number }>(
    `SELECT g.game_code, g.name, g.min_bet::float8 AS min_bet FROM ${from}
      WHERE g.game_type = 'PVP' AND g.vendor_code = ${sql.add(vendorCode)} AND (${code}::text IS NULL OR g.game_code = ${code})
      ORDER BY g.sort_order, g.game_id`,
    sql.values,
  );
  const slot = Math.floor(now.getTime() / OCCUPANCY_PERIOD_MS);
  return rows.flatMap((game) =>
    ROOM_TIERS.map((tier) => {
      const roomId = `${game.game_code}-${tier.id}`;
      const minBet = roundMoney(game.min_bet * tier.factor);
      return {
        roomId,
        roomName: `${game.name} · Sala ${tier.name}`,
        gameCode: game.game_code,
        minBet,
        maxBet: roundMoney(minBet * MAX_BET_FACTOR),
        players: hashString(`${roomId}:${slot}`) % (tier.seats + 1),
      };
    }),
  );
}

const roundMoney = (amount: number) => Math.round(amount * 100) / 100;
