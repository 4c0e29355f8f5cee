/**
 * Days for the record and report pages of the member and agent centres: the presets and the checks
 * made on a custom range before any call.
 */

/** yyyy-mm-dd of a day in the player's local calendar, `daysAgo` before today. */
export function isoDay(daysAgo = 0, now: Date = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export interface DayRange {
  from: string;
  to: string;
}

export type RangePreset = 'today' | 'yesterday' | 'week' | 'month' | 'custom';
/** The server's span limit for records. */
const MAX_DAYS = 90;

/** The days a preset covers, in the player's calendar. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date = new Date()): DayRange {
  switch (preset) {
    case 'today':
      return { from: isoDay(0, now), to: isoDay(0, now) };
    case 'yesterday':
      return { from: isoDay(1, now), to: isoDay(1, now) };
    case 'week':
      return { from: isoDay(6, now), to: isoDay(0, now) };
    case 'month':
      return { from: isoDay(29, now), to: isoDay(0, now) };
  }
}

/** Why a custom range cannot be asked for (null: it can). */
export function customRangeProblem(range: DayRange): 'missing' | 'reversed' | 'tooLong' | null {
  if (!range.from || !range.to) return 'missing';
  if (range.from > range.to) return 'reversed';
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000 + 1;
  return days > MAX_DAYS ? 'tooLong' : null;
}
