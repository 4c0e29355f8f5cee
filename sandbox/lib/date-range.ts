import { apiErrors } from './errors';

const DAY_MS = 86_400_000;

/**
 * A from-to pair of calendar days (YYYY-MM-DD, both included) in UTC-3 (Brasília), the players'
 * day, as the instants [from, to). At most `maxDays` long; a reversed or impossible range is 400.
 */
export function calendarRange(fromDay: string, toDay: string, maxDays: number): { from: Date; to: Date } {
  const from = new Date(`${fromDay}T00:00:00-03:00`);
  const to = new Date(new Date(`${toDay}T00:00:00-03:00`).getTime() + DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw apiErrors.invalidRequest('Data inválida.');
  if (to <= from) throw apiErrors.invalidRequest('A data inicial deve ser anterior ou igual à data final.');
  if (to.getTime() - from.getTime() > maxDays * DAY_MS) throw apiErrors.invalidRequest(`O período pode ter no máximo ${maxDays} dias.`);
  return { from, to };
}
