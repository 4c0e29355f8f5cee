import { useEffect, useState } from 'react';
import { useT } from '../i18n/i18n';

function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

function clockText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** GMT offset and a live clock for the header's top bar; ticks once a second while the page is visible. */
export function LiveClock() {
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setNow(new Date());
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="live-clock">
      <span className="live-clock__gmt">{t('header.gmt', { offset: gmtOffset(now) })}</span>
      <span className="visually-hidden">{t('header.clock')}</span>
      <time className="live-clock__time" dateTime={now.toISOString()}>
        {clockText(now)}
      </time>
    </div>
  );
}
