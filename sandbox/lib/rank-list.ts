import { createHash } from 'node:crypto';
import { boundedCount } from './bounds';

/**
 * The winner board (relay/GCSGAME_getRankList) without a table: time is cut into slots of
 * WINNER_SLOT_MS, each slot has exactly one big win at an instant inside it, and everything about
 * that win (the moment, the game, the player, the amount) is drawn from a hash of the slot number.
 * So the board is the same for the same clock, and moving the clock forward brings new winners
 * on top. The game is picked from the catalogue the caller passes (the merchant's games), hot
 * games more often.
 */
export const WINNER_SLOT_MS = 45_000;

export interface RankGame {
  name: string;
  slug: string;
  vendorCode: string;
  /** As answered in game lists: in-house games are RNG. */
  gameType: string;
  gameClassify: string | null;
  minBet: number;
  isHot: boolean;
}

/** One line of the board (relay-GCSGAME_getRankList.json#/definitions/winner). */
export interface Winner {
  rank: number;
  player: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  image: string;
  amount: number;
  wonAt: string;
}

/** Believable usernames (lower-case letters and digits only, at least 4 characters). */
const NAMES = [
  'joaovictor',
  'mariana',
  'lucasferreira',
  'anaclara',
  'pedrohenrique',
  'gabriela',
  'rafaelsouza',
  'juliana',
  'felipe',
  'camila',
  'thiago',
  'beatriz',
  'gustavo',
  'larissa',
  'matheus',
  'fernanda',
  'bruno',
  'leticia',
  'rodrigo',
  'patricia',
  'diego',
  'carolina',
  'vinicius',
  'amanda',
  'eduardo',
  'isabela',
  'marcos',
  'renata',
  'joshua',
  'angelica',
  'mark',
  'kristine',
  'jericho',
  'maricel',
  'paolo',
  'jasmine',
  'carlo',
  'rowena',
];
const SUFFIXES = ['', '', '', '7', '10', '22', '88', '99', '777', '2024', '2025', 'br', 'ph', 'rj', 'sp', 'vip'];

/** "jo***or": the first two and the last two characters. */
export function maskPlayer(username: string): string {
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/** A deterministic source of numbers for one slot. */
function randomOf(seed: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}#${counter++}`).digest();
    // 48 bits are plenty for a float in [0, 1).
    return digest.readUIntBE(0, 6) / 2 ** 48;
  };
}

/** Log-uniform between the bounds: small wins common, big ones rare, as on a real board. */
function logUniform(random: () => number, low: number, high: number): number {
  return Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));
}

/** The range a win of this game is drawn from, in the merchant's currency. */
function amountRange(game: RankGame): [number, number] {
  if (game.gameClassify === 'JP') return [5_000, 250_000];
  switch (game.gameType) {
    case 'LOTT':
    case 'ELOTT':
      return [150, 80_000];
    case 'LIVE':
      return [300, 40_000];
    case 'PVP':
      return [120, 15_000];
    default:
      // Slots, fish, in-house: a multiple of the minimum bet, with a floor that makes the board.
      return [Math.max(80, game.minBet * 400), Math.max(12_000, game.minBet * 40_000)];
  }
}

function winnerOfSlot(slot: number, games: readonly RankGame[], hot: readonly RankGame[]): { at: number; winner: Omit<Winner, 'rank'> } {
  const random = randomOf(`winner:${slot}`);
  const at = slot * WINNER_SLOT_MS + Math.floor((random() * WINNER_SLOT_MS) / 1000) * 1000;
  const pool = hot.length > 0 && random() < 0.4 ? hot : games;
  const game = pool[Math.floor(random() * pool.length)];
  const username = NAMES[Math.floor(random() * NAMES.length)] + SUFFIXES[Math.floor(random() * SUFFIXES.length)];
  const [low, high] = amountRange(game);
  const amount = Math.round(logUniform(random, low, high) * 100) / 100;
  return {
    at,
    winner: {
      player: maskPlayer(username),
      gameName: game.name,
      vassalage: game.vendorCode,
      gameType: game.gameType,
      image: `games/${game.slug}.jpg`,
      amount,
      wonAt: new Date(at).toISOString(),
    },
  };
}

/** The most a board lists (the schema's maximum too). */
export const MAX_WINNERS = 50;

/** The `count` latest wins at `now` over `games`, newest first (rank 1 = newest); empty without games. */
export function winnerBoard(games: readonly RankGame[], now: Date, count: number): Winner[] {
  const wanted = boundedCount(count, MAX_WINNERS);
  if (games.length === 0 || wanted === 0) return [];
  const hot = games.filter((game) => game.isHot);
  const winners: Winner[] = [];
  // The current slot's win may still be in the future; every earlier slot's is in the past.
  for (let slot = Math.floor(now.getTime() / WINNER_SLOT_MS); winners.length < wanted; slot -= 1) {
    const { at, winner } = winnerOfSlot(slot, games, hot);
    if (at <= now.getTime()) winners.push({ rank: winners.length + 1, ...winner });
  }
  return winners;
}
