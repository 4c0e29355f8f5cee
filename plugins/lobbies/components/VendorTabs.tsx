import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n';
import { CdnImage } from '../../../core/media/CdnImage';
import { session } from '../../../core/session/storage-keys';
import { useScrollEdges } from '../../../core/ui/use-scroll-edges';
import { selectLobby, type LobbyType } from '../state';
import { HotBadge } from './HotBadge';

/** Spec section 9: arrows appear when there are more than 8 vendors. */
export const TAB_ARROWS_ABOVE = 8;

/** The lobby's vendor tabs: "all" first, then each vendor; choosing one navigates to `?page={vendor}`. */
export function VendorTabs({ lobbyType, selected }: { lobbyType: LobbyType; selected: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const lanes = useSelector(selectLobby).lanes;
  const strip = useRef<HTMLUListElement>(null);
  const withArrows = (lanes?.length ?? 0) > TAB_ARROWS_ABOVE;
  const edges = useScrollEdges(strip, withArrows, lanes);

  // Keep the chosen tab in view (a vendor opened from the header may sit past the fold). The
  // observer reports once the strip is laid out, with the tab's box and the strip's: the strip
  // scrolls by the difference, and no effect forces a layout to find it.
  useEffect(() => {
    const list = strip.current;
    // "All" is the first tab, always in view.
    const tab = selected ? list?.querySelector('[aria-current="page"]') : null;
    if (!list || !tab || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        const bounds = entry.rootBounds;
        if (!bounds || entry.intersectionRatio >= 0.999) return;
        const box = entry.boundingClientRect;
        list.scrollBy({ left: box.left < bounds.left ? box.left - bounds.left : box.right - bounds.right });
      },
      { root: list, threshold: [0, 0.999] },
    );
    observer.observe(tab);
    return () => observer.disconnect();
  }, [selected, lanes]);

  const scrollBy = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.8, behavior: 'smooth' });
  const tabs = [{ vassalage: '', name: t('lobbies:tabs.all'), isHot: 0 as const }, ...(lanes ?? [])];

  return (
    <nav
      className={`vendor-tabs${withArrows ? ' vendor-tabs--arrows' : ''}`}
      aria-label={t('lobbies:tabs.label', { category: t(`lobbies:category.${lobbyType}`) })}
    >
      {withArrows ? (
        <button
          type="button"
          className="vendor-tabs__arrow vendor-tabs__arrow--prev"
          aria-label={t('lobbies:tabs.previous')}
          disabled={edges.start}
          onClick={() => scrollBy(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      <ul className="vendor-tabs__list" ref={strip}>
        {lanes === null
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <span className="skeleton vendor-tabs__skeleton" />
              </li>
            ))
          : tabs.map((tab) => (
              <li key={tab.vassalage || 'all'}>
                <Link
                  to={tab.vassalage ? `${pathname}?page=${encodeURIComponent(tab.vassalage)}` : pathname}
                  className={`vendor-tabs__tab${tab.vassalage === selected ? ' vendor-tabs__tab--current' : ''}`}
                  aria-current={tab.vassalage === selected ? 'page' : undefined}
                  data-vendor={tab.vassalage || 'all'}
                  // The remembered slots vendor follows the player's choice, so /rng reopens on it.
                  onClick={() => lobbyType === 'RNG' && session.set('gameVendor', tab.vassalage)}
                >
                  {tab.vassalage ? (
                    <CdnImage path={`vendors/${tab.vassalage}.jpg`} alt="" width={64} height={32} className="vendor-tabs__logo" />
                  ) : (
                    <span className="vendor-tabs__all-icon" aria-hidden="true" />
                  )}
                  <span className="vendor-tabs__name">{tab.name}</span>
                  {tab.isHot === 1 ? <HotBadge /> : null}
                </Link>
              </li>
            ))}
      </ul>
      {withArrows ? (
        <button
          type="button"
          className="vendor-tabs__arrow vendor-tabs__arrow--next"
          aria-label={t('lobbies:tabs.next')}
          disabled={edges.end}
          onClick={() => scrollBy(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </nav>
  );
}
