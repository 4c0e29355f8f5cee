import { formatMoney } from '../../core/format/money';
import { centsToAmount, JACKPOT_STEP_CENTS, JACKPOT_TICK_MS, jackpotStartCents } from './jackpot';

describe('jackpot counter values', () => {
  const midnight = Date.UTC(2026, 10, 22);

  it('starts the day at the base and adds one step per elapsed tick', () => {
    expect(formatMoney(centsToAmount(jackpotStartCents(midnight)))).toBe('10,000,000.00');
    expect(jackpotStartCents(midnight + JACKPOT_TICK_MS - 1)).toBe(jackpotStartCents(midnight));
    expect(jackpotStartCents(midnight + JACKPOT_TICK_MS) - jackpotStartCents(midnight)).toBe(16_511);
    expect(formatMoney(centsToAmount(jackpotStartCents(midnight + 10 * JACKPOT_TICK_MS)))).toBe('10,001,651.10');
  });

  it('is the same for everyone at the same moment and never lower later that day', () => {
    const noon = midnight + 12 * 3_600_000;
    expect(jackpotStartCents(noon)).toBe(jackpotStartCents(noon));
    expect(jackpotStartCents(noon + 60_000)).toBeGreaterThan(jackpotStartCents(noon));
    expect(jackpotStartCents(midnight + 86_400_000 - 1)).toBeLessThan(1_000_000_000 + 28_800 * JACKPOT_STEP_CENTS);
  });

  it('adds 165.11 exactly, with no floating-point drift, over many ticks', () => {
    let cents = jackpotStartCents(midnight);
    for (let tick = 0; tick < 1000; tick += 1) cents += JACKPOT_STEP_CENTS;
    expect(formatMoney(centsToAmount(cents))).toBe('10,165,110.00');
  });
});
