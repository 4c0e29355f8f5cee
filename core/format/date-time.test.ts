/**
 * The hand-written dates read exactly as Intl's Brazilian ones would (the formatter they replace
 * costs ICU's locale data on a page's first screen), in the runner's local time as the browser's.
 */
import { formatDate, formatDateTime } from './date-time';

const intlDate = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const intlTime = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const samples = [
  '2026-01-01T00:00:00Z',
  '2026-02-28T23:59:59-03:00',
  '2024-02-29T12:00:00Z',
  '2026-11-22T03:05:00.000Z',
  '1999-12-31T23:59:00+14:00',
  '2030-07-04T09:07:00Z',
];

it.each(samples)('%s reads as Intl pt-BR does', (iso) => {
  const date = new Date(iso);
  expect(formatDate(iso)).toBe(intlDate.format(date));
  expect(formatDateTime(iso)).toBe(`${intlDate.format(date)} ${intlTime.format(date)}`);
});

it('answers nothing for a date it cannot read', () => {
  expect(formatDate('not a date')).toBe('');
  expect(formatDate('')).toBe('');
  expect(formatDateTime('2026-13-45')).toBe('');
});
