/** Time texts of the lottery pages. */

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left until a draw: "04:59", or "1:04:59" past an hour. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

const LOCALES: Record<string, string> = { pt: 'pt-BR' };

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string, withDate: boolean): Intl.DateTimeFormat {
  const locale = LOCALES[language] ?? language;
  const key = `${locale}:${withDate}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      withDate ? { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' } : { hour: '2-digit', minute: '2-digit' },
    );
    formats.set(key, format);
  }
  return format;
}

/** When a draw opened, in the player's clock: "21/11, 14:35", or "14:35" without the date. */
export function formatDrawTime(iso: string, language: string, withDate = true): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateFormat(language, withDate).format(time) : '';
}
