/**
 * Money typed by players and dates for the member centre's lists. Amounts are read by the site's
 * one money parser (core/format/money.ts, parseMoney), handled as whole cents and sent as decimal
 * text, as the wallet calls expect.
 */
import { parseMoney } from '../../core/format/money';

export function toCents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export type AmountProblem = 'invalid' | 'range' | 'above';

/** Why an amount cannot be sent (null: it can), checked before any call. */
export function amountProblem(input: string, limits: { min?: string; max?: string; available?: string }): AmountProblem | null {
  const amount = parseMoney(input);
  if (amount === null || toCents(amount) === 0) return 'invalid';
  const cents = toCents(amount);
  if ((limits.min && cents < toCents(limits.min)) || (limits.max && cents > toCents(limits.max))) return 'range';
  if (limits.available !== undefined && cents > toCents(limits.available)) return 'above';
  return null;
}

/** m:ss left until `deadline` (0:00 once passed). */
export function countdown(deadline: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** When the next reality-check reminder is due: the next whole interval since the session began. */
export function nextReminderAt(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  return startedAt + (Math.floor((now - startedAt) / interval) + 1) * interval;
}
