const pad = (value: number) => String(value).padStart(2, '0');

/** The date an ISO string names, or null when it names none. */
function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayOf = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/**
 * dd/mm/yyyy in the player's local time (Brazilian order); '' for an unreadable date. Written by
 * hand, as formatDateTime, rather than with Intl.DateTimeFormat: building that formatter loads ICU's
 * locale data, 12 ms of main thread on these machines (a 50-75 ms task at 4×) in the task that
 * evaluated /promotions' first screen, where one was built when its module loaded (issue 22).
 */
export function formatDate(iso: string): string {
  const date = dateOf(iso);
  return date ? dayOf(date) : '';
}

/** dd/mm/yyyy hh:mm in the player's local time (Brazilian order); '' for an unreadable date. */
export function formatDateTime(iso: string): string {
  const date = dateOf(iso);
  return date ? `${dayOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}
