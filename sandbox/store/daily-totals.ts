/**
 * The ledger's and the bets' daily totals (migration 022), kept per account and players' day
 * (UTC-3) by triggers: a range made of whole days sums at most one row per day and account
 * instead of every posting or bet in it.
 */

const DAY_MS = 86_400_000;
/** Players' midnight is 03:00 UTC (UTC-3, no daylight saving). */
const PLAYERS_OFFSET_MS = 3 * 3_600_000;

/** A range as whole players' days: [fromDay, toDay) as YYYY-MM-DD, for the totals tables' `day`. */
export interface DayBounds {
  fromDay: string;
  toDay: string;
}

/**
 * The range's days when both its ends fall on a players' midnight (every range the record and
 * report pages take does: lib/date-range.ts); undefined otherwise, and the caller sums the rows.
 */
export function wholeDaysOf(range: { from: Date; to: Date }): DayBounds | undefined {
  const [from, to] = [range.from.getTime(), range.to.getTime()].map((at) => at - PLAYERS_OFFSET_MS);
  if (from % DAY_MS !== 0 || to % DAY_MS !== 0) return undefined;
  const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
  return { fromDay: dayOf(from), toDay: dayOf(to) };
}
