/**
 * The points mall's pure rules: how points read, what a conversion yields and whether an amount
 * may be converted (the sandbox checks the same; the form says why before anything is sent).
 */
import { formatNumber, parseDecimal } from '../../core/format/number';

/** Points read with comma thousands, like money (spec section 9): 15230 → "15,230". */
export function formatPoints(points: number): string {
  return formatNumber(Math.trunc(points), 0);
}

/** What `points` are worth as exact decimal text, cents rounded down as the platform credits them. */
export function moneyForPoints(points: number, pointsPerUnit: number): string {
  if (!(points > 0) || !(pointsPerUnit > 0)) return '0.00';
  const cents = Math.floor((points * 100) / pointsPerUnit);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface ConvertLimits {
  minConvertPoints: number;
  convertStep: number;
  dailyConvertLimit: number;
}

export type ConvertProblem = 'empty' | 'notNumber' | 'belowMinimum' | 'notMultiple' | 'overBalance' | 'overDailyLimit';

/** Reads the amount field as a whole number, written as the site writes numbers ("1,500", "1500"), else null. */
export function parsePoints(text: string): number | null {
  const whole = parseDecimal(text, 0);
  return whole === null ? null : Number(whole);
}

/** The first problem with converting `text` points, or null when it may go. */
export function convertProblem(text: string, balance: number, limits: ConvertLimits): ConvertProblem | null {
  if (text.trim() === '') return 'empty';
  const points = parsePoints(text);
  if (points === null) return 'notNumber';
  if (points < limits.minConvertPoints) return 'belowMinimum';
  if (points % limits.convertStep !== 0) return 'notMultiple';
  if (points > limits.dailyConvertLimit) return 'overDailyLimit';
  if (points > balance) return 'overBalance';
  return null;
}

/** The largest amount the balance allows: whole steps, within the daily limit. */
export function maxConvertible(balance: number, limits: ConvertLimits): number {
  const cap = Math.min(balance, limits.dailyConvertLimit);
  const stepped = cap - (cap % limits.convertStep);
  return stepped >= limits.minConvertPoints ? stepped : 0;
}

/** Why a reward cannot be redeemed now, or null. */
export function redeemBlock(
  reward: { pointCost: number; stock: number | null },
  balance: number | null,
): 'soldOut' | 'shortOfPoints' | null {
  if (reward.stock !== null && reward.stock < 1) return 'soldOut';
  if (balance !== null && balance < reward.pointCost) return 'shortOfPoints';
  return null;
}

/** yyyy-mm-dd of a date in the player's local calendar. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The movements filter's default: the last 30 days, today included. */
export function defaultRange(today: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(today);
  start.setDate(start.getDate() - 29);
  return { startDate: isoDay(start), endDate: isoDay(today) };
}

export const MAX_RANGE_DAYS = 90;

export type RangeProblem = 'missing' | 'backwards' | 'tooLong';

export function rangeProblem(startDate: string, endDate: string): RangeProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return 'missing';
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  if (Number.isNaN(days)) return 'missing';
  if (days < 0) return 'backwards';
  if (days + 1 > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}
