import { MINUTE_MS } from './clock';
import {
  currentIssueNumber,
  drawNumbers,
  drawOf,
  issueLabel,
  nextDrawAt,
  recentDraws,
  recentDrawsOfGames,
  type DrawGame,
} from './lottery-draws';

const NOW = new Date('2026-11-21T07:36:25.123Z');
const ssc: DrawGame = { gameCode: 'CQSSC', gameName: 'SSC Chongqing', gameGroupCode: 'SSC', drawIntervalMinutes: 10 };
const daily: DrawGame = { gameCode: 'VNHANOI', gameName: 'Loteria de Hanói', gameGroupCode: 'VN_NORTH', drawIntervalMinutes: 1440 };
const fast: DrawGame = { gameCode: 'VNNORTH1', gameName: 'Norte Expresso 1 Minuto', gameGroupCode: 'VN_NORTH', drawIntervalMinutes: 1 };

const sorted = (values: string[]) => [...values].sort();
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(2, '0'));

describe('lottery draws', () => {
  it('numbers issues by interval on the clock and labels them by UTC day and place in the day', () => {
    expect(currentIssueNumber(ssc, NOW)).toBe(Math.floor(NOW.getTime() / (10 * MINUTE_MS)));
    expect(drawOf(ssc, currentIssueNumber(ssc, NOW))).toMatchObject({ issue: '20261121-0046', openedAt: '2026-11-21T07:30:00.000Z' });
    expect(issueLabel(daily, currentIssueNumber(daily, NOW))).toBe('20261121-0001');
    expect(issueLabel(fast, currentIssueNumber(fast, NOW))).toBe('20261121-0457');
    expect(nextDrawAt(ssc, NOW).toISOString()).toBe('2026-11-21T07:40:00.000Z');
    expect(nextDrawAt(daily, NOW).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    // A draw opens exactly on its boundary.
    expect(currentIssueNumber(ssc, new Date('2026-11-21T07:40:00.000Z'))).toBe(currentIssueNumber(ssc, NOW) + 1);
  });

  it('draws the same numbers for the same game and issue, others for the next issue or another game', () => {
    const issue = currentIssueNumber(ssc, NOW);
    expect(drawNumbers('SSC', 'CQSSC', issue)).toEqual(drawNumbers('SSC', 'CQSSC', issue));
    const sequence = Array.from({ length: 20 }, (_, index) => drawNumbers('SSC', 'CQSSC', issue + index).join(''));
    expect(new Set(sequence).size).toBeGreaterThan(18);
    const otherGame = Array.from({ length: 20 }, (_, index) => drawNumbers('SSC', 'TJSSC', issue + index).join(''));
    expect(otherGame).not.toEqual(sequence);
  });

  it('shapes the numbers per lottery family', () => {
    for (let issue = 1000; issue < 1200; issue += 1) {
      for (const group of ['SSC', 'VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH']) {
        expect(drawNumbers(group, 'G', issue).join(' ')).toMatch(/^\d \d \d \d \d$/);
      }
      expect(sorted(drawNumbers('PK10', 'G', issue))).toEqual(range(1, 10));
      const elevenFive = drawNumbers('11X5', 'G', issue);
      expect(elevenFive).toHaveLength(5);
      expect(new Set(elevenFive).size).toBe(5);
      expect(elevenFive.every((number) => range(1, 11).includes(number))).toBe(true);
      const dice = drawNumbers('K3', 'G', issue);
      expect(dice.join(' ')).toMatch(/^[1-6] [1-6] [1-6]$/);
      expect(dice).toEqual([...dice].sort());
      const markSix = drawNumbers('LHC', 'G', issue);
      expect(markSix).toHaveLength(7);
      expect(new Set(markSix).size).toBe(7);
      expect(markSix.every((number) => range(1, 49).includes(number))).toBe(true);
      expect(drawNumbers('LF', 'G', issue).join(' ')).toMatch(/^\d \d \d$/);
    }
    // Every digit and die face turns up: no bias that a board would show.
    const digits = new Set(Array.from({ length: 100 }, (_, issue) => drawNumbers('SSC', 'G', issue)).flat());
    expect(digits.size).toBe(10);
    const faces = new Set(Array.from({ length: 100 }, (_, issue) => drawNumbers('K3', 'G', issue)).flat());
    expect(faces.size).toBe(6);
  });

  it('lists the last draws newest first, one interval apart, and merges several games', () => {
    const draws = recentDraws(ssc, NOW, 5);
    expect(draws.map((draw) => draw.openedAt)).toEqual([
      '2026-11-21T07:30:00.000Z',
      '2026-11-21T07:20:00.000Z',
      '2026-11-21T07:10:00.000Z',
      '2026-11-21T07:00:00.000Z',
      '2026-11-21T06:50:00.000Z',
    ]);
    // 500 one-minute draws reach back past midnight, where the daily game drew once.
    const merged = recentDrawsOfGames([daily, fast], NOW, 500);
    expect(merged).toHaveLength(500);
    expect(merged.filter((draw) => draw.gameCode === 'VNHANOI').map((draw) => draw.issue)).toEqual(['20261121-0001']);
    const times = merged.map((draw) => draw.openedAt);
    expect(times).toEqual([...times].sort().reverse());
    // Moving the clock one interval on: a new issue on top, the old one second.
    const later = recentDraws(ssc, new Date(NOW.getTime() + 10 * MINUTE_MS), 2);
    expect(later[1]).toEqual(draws[0]);
    expect(later[0].issue).toBe('20261121-0047');
  });
});
