/** Display helpers shared by the agent-centre pages. */

/** 0.8 → "0.80": two decimals with a point, as the site writes money (spec section 3). */
export function formatRate(rate: number): string {
  return rate.toFixed(2);
}

/** "2026-11-25" (a UTC-3 day) → "25/11/2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
