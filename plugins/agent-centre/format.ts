/** Display helpers shared by the agent-centre pages. */
import { formatNumber } from '../../core/format/number';

/** 0.8 → "0.80": two decimals with a point, as the site writes every number (spec section 9). */
export function formatRate(rate: number): string {
  return formatNumber(rate, 2);
}

/** "2026-11-25" (a UTC-3 day) → "25/11/2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
