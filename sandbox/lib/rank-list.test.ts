import { maskPlayer, winnerBoard, WINNER_SLOT_MS, type RankGame } from './rank-list';

const NOW = new Date('2026-11-21T07:36:25.123Z');
const games: RankGame[] = [
  { name: 'Tesouro Asteca', slug: 'tesouro-asteca', vendorCode: 'PNG', gameType: 'RNG', gameClassify: 'SLOT', minBet: 0.1, isHot: true },
  { name: 'Dragão Dourado', slug: 'dragao-dourado', vendorCode: 'PT', gameType: 'RNG', gameClassify: 'JP', minBet: 0.5, isHot: false },
  { name: 'Bacará Speed 1', slug: 'bacara-speed-1', vendorCode: 'EA', gameType: 'LIVE', gameClassify: 'BACCARAT', minBet: 5, isHot: false },
  { name: 'SSC Chongqing', slug: 'ssc-chongqing', vendorCode: 'TCG_SEA', gameType: 'LOTT', gameClassify: null, minBet: 1, isHot: false },
];

describe('winner board', () => {
  it('masks usernames to the first two and last two characters', () => {
    expect(maskPlayer('joaovictor')).toBe('jo***or');
  });

  it('is the same board for the same instant, newest first, ranked from 1', () => {
    const board = winnerBoard(games, NOW, 30);
    expect(winnerBoard(games, new Date(NOW), 30)).toEqual(board);
    expect(board.map((winner) => winner.rank)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    const times = board.map((winner) => Date.parse(winner.wonAt));
    expect(times.every((time, index) => time <= NOW.getTime() && (index === 0 || time < times[index - 1]))).toBe(true);
    for (const winner of board) {
      expect(winner.player).toMatch(/^[a-z0-9]{2}\*{3}[a-z0-9]{2}$/);
      expect(Math.round(winner.amount * 100) / 100).toBe(winner.amount);
      expect(winner.amount).toBeGreaterThan(0);
      expect(
        games.some(
          (game) => game.name === winner.gameName && game.vendorCode === winner.vassalage && `games/${game.slug}.jpg` === winner.image,
        ),
      ).toBe(true);
    }
    // Variety: several games and players, not one repeated line.
    expect(new Set(board.map((winner) => winner.gameName)).size).toBeGreaterThan(2);
    expect(new Set(board.map((winner) => winner.player)).size).toBeGreaterThan(10);
  });

  it('brings new winners on top as the clock moves, the older ones moving down', () => {
    const before = winnerBoard(games, NOW, 10);
    const after = winnerBoard(games, new Date(NOW.getTime() + 10 * WINNER_SLOT_MS), 30);
    const strip = ({ rank: _rank, ...winner }: (typeof before)[number]) => winner;
    expect(Date.parse(after[0].wonAt)).toBeGreaterThan(Date.parse(before[0].wonAt));
    const moved = after.findIndex((winner) => winner.wonAt === before[0].wonAt);
    expect(moved).toBeGreaterThan(0);
    expect(after.slice(moved, moved + 10).map(strip)).toEqual(before.map(strip));
  });

  it('answers nothing without games', () => {
    expect(winnerBoard([], NOW, 10)).toEqual([]);
  });
});
