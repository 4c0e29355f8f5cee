import { amountProblem, countdown, fromCents, nextReminderAt, toCents } from './rules';

describe('member-centre money rules', () => {
  // What is read as an amount and what is refused: core/format (parseMoney, parseDecimal).
  it('refuses what is not an amount, and nothing', () => {
    for (const input of ['', 'abc', '0', '0,00', '1.250', '-5']) expect(amountProblem(input, {})).toBe('invalid');
    expect(amountProblem('1,250.50', {})).toBeNull();
  });

  it('checks the range and what is available, in cents', () => {
    expect(amountProblem('0', {})).toBe('invalid');
    expect(amountProblem('9,99', { min: '10.00', max: '50000.00' })).toBe('range');
    expect(amountProblem('50000,01', { min: '10.00', max: '50000.00' })).toBe('range');
    expect(amountProblem('100', { min: '20.00', available: '99.99' })).toBe('above');
    expect(amountProblem('1,000', { min: '20.00', available: '999.99' })).toBe('above');
    expect(amountProblem('99,99', { min: '20.00', available: '99.99' })).toBeNull();
    expect(fromCents(toCents('1234.5'))).toBe('1234.50');
  });

  it('counts down in m:ss', () => {
    expect(countdown(65_000, 0)).toBe('1:05');
    expect(countdown(0, 5_000)).toBe('0:00');
  });

  it('reminds at whole intervals since the session began', () => {
    const start = 1_000_000;
    expect(nextReminderAt(start, 30, start)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 30, start + 29 * 60_000)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 30, start + 30 * 60_000)).toBe(start + 60 * 60_000);
    expect(nextReminderAt(start, 15, start + 100 * 60_000)).toBe(start + 105 * 60_000);
  });
});
