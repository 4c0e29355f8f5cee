import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../../core/i18n/i18n';
import { CdnImage } from '../../../core/media/CdnImage';
import { session } from '../../../core/session/storage-keys';
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
  const [edges, setEdges] = useState({ start: true, end: false });
  const withArrows = (lanes?.length ?? 0) > TAB_ARROWS_ABOVE;

  useEffect(() => {
    const list = strip.current;
    if (!list || !withArrows) return undefined;
    const update = () => setEdges({ start: list.scrollLeft <= 2, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 2 });
    update();
    list.addEventListener('scroll', update, { passive: true });
    return () => list.removeEventListener('scroll', update);
  }, [withArrows, lanes]);

  // Keep the chosen tab in view (a vendor opened from the header may sit past the fold).
  useEffect(() => {
    // "All" is the first tab, always in view: no layout to force for it.
    if (!selected) return;
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
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
