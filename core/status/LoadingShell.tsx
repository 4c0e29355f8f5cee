import type { Brand } from '../brand/brand-types';
import { useT } from '../i18n/i18n';
import './start-up.css';

/** Placeholders of the navigation bar's links (the widths vary, as the labels do). */
const NAV_LINKS = 9;

/**
 * What the page shows from the moment the app's code runs until system/status answers: the site's
 * frame in the brand's palette (top strip, header, navigation, banner, first cards) with a
 * spinner, instead of an empty dark page. Only shapes and gradients paint at first, which the
 * browser does not count as a contentful paint: the first contentful paint stays the real first
 * screen, which the after-paint work waits for (first-screen-painted.ts, the early entry's
 * afterLoad calls) and `npm run bench` measures. The logo and the line saying what is happening
 * fade in after a moment, for a platform that takes its time; assistive technology reads the line
 * at once.
 */
export function LoadingShell({ brand }: { brand: Brand }) {
  const t = useT();
  return (
    <div className="boot-shell" aria-busy="true">
      <div className="boot-shell__top">
        <div className="container boot-shell__row">
          <span className="boot-shell__block boot-shell__block--switch" />
          <span className="boot-shell__block boot-shell__block--line" />
        </div>
      </div>
      <div className="boot-shell__bar">
        <div className="container boot-shell__row">
          <img className="boot-shell__logo boot-shell__later" src={brand.theme.logo} alt="" width={168} height={44} />
          <span className="boot-shell__block boot-shell__block--menu" />
          <span className="boot-shell__account">
            <span className="boot-shell__block boot-shell__block--field" />
            <span className="boot-shell__block boot-shell__block--field" />
            <span className="boot-shell__block boot-shell__block--button" />
            <span className="boot-shell__block boot-shell__block--button boot-shell__block--primary" />
          </span>
        </div>
      </div>
      <div className="boot-shell__nav">
        <div className="container boot-shell__row">
          {Array.from({ length: NAV_LINKS }, (_, index) => (
            <span key={index} className="boot-shell__block boot-shell__block--link" />
          ))}
        </div>
      </div>
      <main className="boot-shell__main">
        <div className="boot-shell__banner">
          <div className="boot-shell__progress">
            <span className="boot-shell__spinner" aria-hidden="true" />
            <p className="boot-shell__note boot-shell__later" role="status">
              {t('status.connecting')}
            </p>
          </div>
        </div>
        <div className="container boot-shell__cards">
          <span className="boot-shell__block boot-shell__block--card" />
          <span className="boot-shell__block boot-shell__block--card" />
        </div>
      </main>
    </div>
  );
}
