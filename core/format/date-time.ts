const pad = (value: number) => String(value).padStart(2, '0');

/**
 * dd/mm/yyyy in the player's local time (Brazilian order); '' for an unreadable date. Written by
 * hand, as formatDateTime, rather than with Intl.DateTimeFormat: building that formatter loads ICU's
 * locale data, 12 ms of main thread on these machines (a 50-75 ms task at 4×) in the task that
 * evaluated /promotions' first screen, where one was built when its module loaded (issue 22).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** dd/mm/yyyy hh:mm in the player's local time (Brazilian order); '' for an unreadable date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
