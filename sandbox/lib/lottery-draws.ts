import { createHash } from 'node:crypto';
import { boundedCount } from './bounds';
import { MINUTE_MS } from './clock';

/**
 * Lottery draws without a table: every game draws at the boundaries of its interval on the
 * sandbox clock, and a draw's numbers are a pure function of the game code and the issue number.
 * So two sandboxes (or two calls) at the same instant agree, and moving the clock forward
 * (`controls.advanceClock`) opens new issues.
 *
 *   issue number n = floor(t / interval)           (t in ms since the epoch, UTC)
 *   draw n opens at  n * interval                  (the latest opened draw at `now` is floor(now / interval))
 *   the next draw at (floor(now / interval) + 1) * interval
 *   issue label      YYYYMMDD-NNNN of the opening instant in UTC, NNNN = 1 + draws earlier that day
 */

/** Lottery families (games.game_group_code). */
export type GameGroupCode = 'SSC' | 'PK10' | '11X5' | 'K3' | 'LHC' | 'LF' | 'VN_NORTH' | 'VN_CENTRAL' | 'VN_SOUTH';

/** The Vietnamese regions, in lobby order (north, centre, south). */
export const VN_GROUPS: readonly GameGroupCode[] = ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'];

export function isVnGroup(code: string): boolean {
  return (VN_GROUPS as readonly string[]).includes(code);
}

export interface DrawGame {
  gameCode: string;
  gameName: string;
  gameGroupCode: string;
  drawIntervalMinutes: number;
}

/** One opened draw, as the API answers it (games-common.json#/definitions/draw). */
export interface Draw {
  gameCode: string;
  gameName: string;
  issue: string;
  numbers: string[];
  openedAt: string;
}

const DAY_MS = 24 * 60 * MINUTE_MS;

function intervalMs(game: Pick<DrawGame, 'drawIntervalMinutes'>): number {
  return Math.max(1, Math.floor(game.drawIntervalMinutes)) * MINUTE_MS;
}

/** The number of the latest draw opened at `now` (the one whose opening instant is <= now). */
export function currentIssueNumber(game: Pick<DrawGame, 'drawIntervalMinutes'>, now: Date): number {
  return Math.floor(now.getTime() / intervalMs(game));
}

/** When the game draws next: the first interval boundary after `now`. */
export function nextDrawAt(game: Pick<DrawGame, 'drawIntervalMinutes'>, now: Date): Date {
  return new Date((currentIssueNumber(game, now) + 1) * intervalMs(game));
}

/** "20261121-0457": the UTC day of the opening, then the draw's place in that day (from 1). */
export function issueLabel(game: Pick<DrawGame, 'drawIntervalMinutes'>, issueNumber: number): string {
  const openedMs = issueNumber * intervalMs(game);
  const dayStart = Math.floor(openedMs / DAY_MS) * DAY_MS;
  const sequence = Math.floor((openedMs - dayStart) / intervalMs(game)) + 1;
  const day = new Date(dayStart).toISOString().slice(0, 10).replace(/-/g, '');
  return `${day}-${String(sequence).padStart(4, '0')}`;
}

/** A deterministic byte stream from a seed (SHA-256 in counter mode). */
function byteStream(seed: string): () => number {
  let block = Buffer.alloc(0);
  let position = 0;
  let counter = 0;
  return () => {
    if (position >= block.length) {
      block = createHash('sha256').update(`${seed}#${counter}`).digest();
      counter += 1;
      position = 0;
    }
    return block[position++];
  };
}

/** A uniform integer in [0, bound) from the stream, without modulo bias (bound <= 256). */
function uniform(next: () => number, bound: number): number {
  const limit = 256 - (256 % bound);
  for (;;) {
    const byte = next();
    if (byte < limit) return byte % bound;
  }
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** `count` distinct numbers of 1..max in draw order (a partial Fisher-Yates shuffle). */
function distinct(next: () => number, max: number, count: number): number[] {
  const pool = Array.from({ length: max }, (_, index) => index + 1);
  for (let index = 0; index < count; index += 1) {
    const pick = index + uniform(next, max - index);
    [pool[index], pool[pick]] = [pool[pick], pool[index]];
  }
  return pool.slice(0, count);
}

/**
 * The numbers of a game family's draw, as strings the way the boards show them:
 * SSC and the VN special prize 5 digits 0-9; PK10 the finishing order of cars 01-10 (all ten);
 * 11X5 five distinct of 01-11; K3 three dice 1-6 (ascending, as K3 boards show them); LHC six
 * of 01-49 plus a special seventh; LF (daily 3D) three digits 0-9.
 */
export function drawNumbers(gameGroupCode: string, gameCode: string, issueNumber: number): string[] {
  const next = byteStream(`${gameCode}:${issueNumber}`);
  const digits = (count: number) => Array.from({ length: count }, () => String(uniform(next, 10)));
  switch (gameGroupCode) {
    case 'PK10':
      return distinct(next, 10, 10).map(pad2);
    case '11X5':
      return distinct(next, 11, 5).map(pad2);
    case 'K3':
      return Array.from({ length: 3 }, () => 1 + uniform(next, 6))
        .sort((a, b) => a - b)
        .map(String);
    case 'LHC':
      return distinct(next, 49, 7).map(pad2);
    case 'LF':
      return digits(3);
    case 'SSC':
    case 'VN_NORTH':
    case 'VN_CENTRAL':
    case 'VN_SOUTH':
    default:
      return digits(5);
  }
}

export function drawOf(game: DrawGame, issueNumber: number): Draw {
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    issue: issueLabel(game, issueNumber),
    numbers: drawNumbers(game.gameGroupCode, game.gameCode, issueNumber),
    openedAt: new Date(issueNumber * intervalMs(game)).toISOString(),
  };
}

/** The most draws one call computes: well above the schemas' maximums (100), a bound whatever they say. */
export const MAX_DRAWS = 1_000;

/** The game's last `count` opened draws at `now`, newest first. */
export function recentDraws(game: DrawGame, now: Date, count: number): Draw[] {
  const latest = currentIssueNumber(game, now);
  return Array.from({ length: boundedCount(count, MAX_DRAWS) }, (_, index) => drawOf(game, latest - index));
}

/**
 * The last `count` draws over several games, newest first (ties: game code order). Each game's
 * own last `count` draws are enough to fill the merged list.
 */
export function recentDrawsOfGames(games: readonly DrawGame[], now: Date, count: number): Draw[] {
  const all = games.flatMap((game) => recentDraws(game, now, count));
  return all
    .sort((a, b) => b.openedAt.localeCompare(a.openedAt) || a.gameCode.localeCompare(b.gameCode))
    .slice(0, boundedCount(count, MAX_DRAWS));
}
