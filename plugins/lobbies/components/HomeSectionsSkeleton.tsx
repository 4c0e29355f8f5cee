import '../lobbies.css';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { WINNERS_COUNT } from '../api';
import { GameCardSkeleton } from './GameCardSkeleton';

/** How many featured games the home page shows (and skeleton cards while they load: same height). */
export const FEATURED_COUNT = 10;

/**
 * The home page's two game sections with whatever they hold: the skeleton (HomeSectionsSkeleton,
 * in the first screen's chunk) and the loaded sections (HomeSections, after the first paint)
 * share this frame, so the one replaces the other without moving anything.
 */
export function HomeSectionsFrame({
  featured,
  winners,
  featuredBusy,
  winnersBusy,
}: {
  featured: ReactNode;
  winners: ReactNode;
  featuredBusy: boolean;
  winnersBusy: boolean;
}) {
  const t = useT();
  // The slots lobby is switched off with its module: no link to a page that is not there.
  const slotsOn = !useEngine().features.isSwitchedOff('RNG');
  return (
    <div className="home-games">
      <section className="home-games__featured" aria-labelledby="featured-games-title" aria-busy={featuredBusy}>
        <div className="home-games__heading">
          <h2 id="featured-games-title" className="section-title">
            {t('lobbies:home.featured')}
          </h2>
          {slotsOn ? (
            <Link to="/rng" className="home-games__all">
              {t('lobbies:home.seeAll')}
            </Link>
          ) : null}
        </div>
        {featured ?? (
          <div className="game-grid game-grid--row">
            {Array.from({ length: FEATURED_COUNT }, (_, index) => (
              <GameCardSkeleton key={index} />
            ))}
          </div>
        )}
      </section>
      <section className="home-games__winners" aria-labelledby="latest-winners-title" aria-busy={winnersBusy}>
        <h2 id="latest-winners-title" className="section-title">
          {t('lobbies:home.winners')}
        </h2>
        {winners ?? (
          <ol className="winner-list">
            {Array.from({ length: WINNERS_COUNT }, (_, index) => (
              <li key={index} className="skeleton winner-list__skeleton" aria-hidden="true" />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The sections' placeholder until the first screen has painted (the slot item's `placeholder`). */
export default function HomeSectionsSkeleton() {
  return <HomeSectionsFrame featured={null} winners={null} featuredBusy winnersBusy />;
}
