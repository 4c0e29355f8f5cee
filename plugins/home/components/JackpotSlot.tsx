import { useT } from '../../../core/i18n/i18n';
import { LazyView } from '../../../core/router/LazyView';
import { usePageLoaded } from '../../../core/ui/use-page-loaded';

const loadJackpot = () => import('./JackpotCounter');

/**
 * The jackpot's frame, title and note at the counter's exact size, with a shimmer where the
 * digits roll: nothing moves when the counter takes its place.
 */
function JackpotPlaceholder() {
  const t = useT();
  return (
    <section className="jackpot jackpot--placeholder" aria-labelledby="jackpot-title" aria-busy="true">
      <h2 id="jackpot-title" className="jackpot__title">
        {t('home:jackpot.title')}
      </h2>
      <p className="jackpot__amount" aria-hidden="true">
        <span className="jackpot__skeleton skeleton" />
      </p>
      <p className="jackpot__note">{t('home:jackpot.note')}</p>
    </section>
  );
}

/**
 * The home page's jackpot (spec sections 2 and 4). The counter, its rolling digits and the money
 * formatter are not on the first screen's path: the placeholder paints with the page, and the
 * counter's chunk loads once the page (banner included) has loaded and painted. The value is
 * derived from the time, so it starts where it would have been anyway.
 */
export function JackpotSlot() {
  const loaded = usePageLoaded();
  if (!loaded) return <JackpotPlaceholder />;
  // The counter reads only first-screen texts: it need not wait for the join page's.
  return <LazyView load={loadJackpot} props={{}} fallback={<JackpotPlaceholder />} compact waitForTexts={false} />;
}
