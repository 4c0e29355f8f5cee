import type { ReactNode } from 'react';
import { useT } from '../../../core/i18n/i18n';
import type { LotteryArea } from '../launch';

const HERO_BALLS: Record<LotteryArea, string[]> = {
  vn: ['3', '7', '1', '9', '0'],
  sea: ['8', '2', '6', '4', '5'],
  lottery: ['1', '5', '9', '3', '7'],
};

/** The page's title block, with a decorative draw of lottery balls; compact while a game is open below it. */
export function Hero({ area, action, compact }: { area: LotteryArea; action?: ReactNode; compact?: boolean }) {
  const t = useT();
  return (
    <header className={`lottery-hero lottery-hero--${area}${compact ? ' lottery-hero--compact' : ''}`}>
      <div className="lottery-hero__text">
        <p className="lottery-hero__eyebrow">{t(`lottery:areas.${area}.eyebrow`)}</p>
        <h1 className="lottery-hero__title">{t(`lottery:areas.${area}.title`)}</h1>
        <p className="lottery-hero__lead">{t(`lottery:areas.${area}.lead`)}</p>
        <ul className="lottery-hero__facts">
          <li>{t('lottery:hero.factDraws')}</li>
          <li>{t('lottery:hero.factResults')}</li>
          <li>{t('lottery:hero.factFavourites')}</li>
        </ul>
        {action}
      </div>
      <div className="lottery-hero__balls" aria-hidden="true">
        {HERO_BALLS[area].map((number, index) => (
          <span key={index} className={`lottery-hero__ball lottery-hero__ball--${index + 1}`}>
            {number}
          </span>
        ))}
      </div>
    </header>
  );
}
