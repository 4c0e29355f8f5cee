import { useEffect, useRef, useState } from 'react';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency, formatMoney } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { centsToAmount, JACKPOT_DIGIT_HEIGHT_PX, JACKPOT_STEP_CENTS, JACKPOT_TICK_MS, jackpotStartCents } from '../jackpot';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * Whether the counter is on screen in a visible tab: it only rises "while shown" (spec section 4),
 * so a background tab or a counter scrolled away does not spend timers and paints.
 */
function useShown(element: React.RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(true);
  const [tabVisible, setTabVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onVisibility = () => setTabVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return inView && tabVisible;
}

/** One rolling digit: a strip of 0–9 moved so the wanted digit shows through a 78 px window. */
function RollingDigit({ digit }: { digit: number }) {
  return (
    <span className="jackpot__digit">
      <span className="jackpot__strip" style={{ transform: `translateY(-${digit * JACKPOT_DIGIT_HEIGHT_PX}px)` }}>
        {DIGITS.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </span>
    </span>
  );
}

/** The home page's jackpot counter (spec sections 2 and 4); loaded after the first screen by JackpotSlot. */
export default function JackpotCounter() {
  const t = useT();
  const { brand } = useEngine();
  const root = useRef<HTMLElement>(null);
  const shown = useShown(root);
  const [cents, setCents] = useState(() => jackpotStartCents(Date.now()));
  useEffect(() => {
    if (!shown) return undefined;
    const timer = window.setInterval(() => setCents((value) => value + JACKPOT_STEP_CENTS), JACKPOT_TICK_MS);
    return () => window.clearInterval(timer);
  }, [shown]);
  const amount = centsToAmount(cents);
  const text = formatMoney(amount);
  return (
    <section ref={root} className="jackpot" aria-labelledby="jackpot-title" data-cents={cents} data-running={shown}>
      <h2 id="jackpot-title" className="jackpot__title">
        {t('home:jackpot.title')}
      </h2>
      {/* Read once as a whole amount; the rolling strips below are decoration for the eye. */}
      <p className="visually-hidden">{formatCurrency(amount, brand.currencySymbol)}</p>
      <p className="jackpot__amount" aria-hidden="true">
        <span className="jackpot__symbol">{brand.currencySymbol}</span>
        {[...text].map((char, index) =>
          // Positions count from the right, so a digit keeps its key (and its strip) as the amount grows.
          /\d/.test(char) ? (
            <RollingDigit key={text.length - index} digit={Number(char)} />
          ) : (
            <span key={text.length - index} className="jackpot__separator">
              {char}
            </span>
          ),
        )}
      </p>
      <p className="jackpot__note">{t('home:jackpot.note')}</p>
    </section>
  );
}
