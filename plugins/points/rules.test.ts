import {
  convertProblem,
  defaultRange,
  formatPoints,
  maxConvertible,
  moneyForPoints,
  parsePoints,
  rangeProblem,
  redeemBlock,
} from './rules';

const LIMITS = { minConvertPoints: 1000, convertStep: 100, dailyConvertLimit: 50_000 };

describe('points rules', () => {
  it('formats points with comma thousands', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(999)).toBe('999');
    expect(formatPoints(15230)).toBe('15,230');
    expect(formatPoints(-1234567)).toBe('-1,234,567');
  });

  it('values points in money with cents rounded down', () => {
    expect(moneyForPoints(1500, 100)).toBe('15.00');
    expect(moneyForPoints(1550, 100)).toBe('15.50');
    expect(moneyForPoints(333, 200)).toBe('1.66');
    expect(moneyForPoints(0, 100)).toBe('0.00');
    expect(moneyForPoints(-5, 100)).toBe('0.00');
  });

  it('reads the amount field: digits with optional separators, nothing else', () => {
    expect(parsePoints('1,500')).toBe(1500);
    expect(parsePoints(' 2 000 ')).toBe(2000);
    expect(parsePoints('12a')).toBeNull();
    expect(parsePoints('-100')).toBeNull();
    expect(parsePoints('<script>')).toBeNull();
    expect(parsePoints('9'.repeat(12))).toBeNull();
  });

  it('names the first problem of a conversion amount', () => {
    expect(convertProblem('', 5000, LIMITS)).toBe('empty');
    expect(convertProblem('abc', 5000, LIMITS)).toBe('notNumber');
    expect(convertProblem('500', 5000, LIMITS)).toBe('belowMinimum');
    expect(convertProblem('1050', 5000, LIMITS)).toBe('notMultiple');
    expect(convertProblem('6000', 5000, LIMITS)).toBe('overBalance');
    expect(convertProblem('60000', 90_000, LIMITS)).toBe('overDailyLimit');
    expect(convertProblem('1,500', 5000, LIMITS)).toBeNull();
  });

  it('offers the largest convertible amount in whole steps', () => {
    expect(maxConvertible(5_432, LIMITS)).toBe(5_400);
    expect(maxConvertible(999, LIMITS)).toBe(0);
    expect(maxConvertible(80_000, LIMITS)).toBe(50_000);
  });

  it('blocks a sold-out or unaffordable reward, and lets visitors see it as available', () => {
    expect(redeemBlock({ pointCost: 100, stock: 0 }, 1000)).toBe('soldOut');
    expect(redeemBlock({ pointCost: 1500, stock: null }, 1000)).toBe('shortOfPoints');
    expect(redeemBlock({ pointCost: 1000, stock: 3 }, 1000)).toBeNull();
    expect(redeemBlock({ pointCost: 1000, stock: 3 }, null)).toBeNull();
  });

  it('checks the movements date range', () => {
    const range = defaultRange(new Date(2026, 10, 22));
    expect(range).toEqual({ startDate: '2026-10-24', endDate: '2026-11-22' });
    expect(rangeProblem(range.startDate, range.endDate)).toBeNull();
    expect(rangeProblem('', '2026-11-22')).toBe('missing');
    expect(rangeProblem('2026-11-22', '2026-11-01')).toBe('backwards');
    expect(rangeProblem('2026-01-01', '2026-11-22')).toBe('tooLong');
  });
});
