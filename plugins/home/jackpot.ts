/** Spec sections 4 and 9: the jackpot rises by 165.11 every 3000 ms while shown; digits are 78 px tall. */
export const JACKPOT_TICK_MS = 3000;
export const JACKPOT_STEP_CENTS = 16_511;
export const JACKPOT_DIGIT_HEIGHT_PX = 78;

/** The pool the day starts from; the counter then climbs one step per tick since midnight UTC. */
const JACKPOT_DAY_BASE_CENTS = 1_000_000_000; // 10,000,000.00

/**
 * The value to start from, derived from the time (spec section 4): everyone opening the page at
 * the same moment sees the same figure, and a reload never shows it lower than before, that day.
 * In whole cents, so the steps add up exactly.
 */
export function jackpotStartCents(now: number): number {
  const sinceMidnightUtc = now - Math.floor(now / 86_400_000) * 86_400_000;
  return JACKPOT_DAY_BASE_CENTS + Math.floor(sinceMidnightUtc / JACKPOT_TICK_MS) * JACKPOT_STEP_CENTS;
}

/** The amount a number of cents stands for (for the money formatter). */
export const centsToAmount = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
