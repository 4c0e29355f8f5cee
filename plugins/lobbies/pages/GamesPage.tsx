import '../lobbies.css';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { CdnImage } from '../../../core/media/CdnImage';
import type { VendorCard } from '../api';
import { HotBadge } from '../components/HotBadge';
import { buildGameNav, categoryForPath } from '../nav-rules';
import { lobbiesActions, selectGameMenus, selectGameMenusStatus } from '../state';

/** /sports, /esports, /cockfight and /elott: one page, the category from the path (spec section 2). */
export default function GamesPage() {
  const t = useT();
  const { pathname } = useLocation();
  const { brand } = useEngine();
  const dispatch = useDispatch();
  const menus = useSelector(selectGameMenus);
  const status = useSelector(selectGameMenusStatus);
  const type = categoryForPath(pathname) ?? 'SPORTS';
  const category = useMemo(
    () => (menus ? buildGameNav(menus, brand.constants.esportsVendors).find((item) => item.type === type) : undefined),
    [menus, brand, type],
  );
  const title = t(`lobbies:category.${type}`);
  return (
    <div className="games-page container" data-category={type}>
      <header className="lobby__header">
        <h1 className="lobby__title">{title}</h1>
        <p className="lobby__lead">{t(`lobbies:lead.${type}`)}</p>
      </header>
      {status === 'failed' ? (
        <div className="lobby-state lobby-state--error" role="alert">
          <p className="lobby-state__title">{t('lobbies:states.errorTitle')}</p>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(lobbiesActions.menusRequested())}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : !menus ? (
        <div className="vendor-grid" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="skeleton vendor-card vendor-card--skeleton" />
          ))}
        </div>
      ) : category ? (
        <ul className="vendor-grid">
          {category.cards.map((card) => (
            <li key={card.nodeId}>
              <VendorTile card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="lobby-state" role="status">
          <p className="lobby-state__title">{t('lobbies:states.noVendorsTitle')}</p>
          <p>{t('lobbies:states.noVendorsText')}</p>
        </div>
      )}
    </div>
  );
}

function VendorTile({ card }: { card: VendorCard }) {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <article className="vendor-card" data-vendor={card.vassalage}>
      <CdnImage path={`vendors/${card.vassalage}.jpg`} alt="" width={240} height={120} className="vendor-card__logo" eager />
      <div className="vendor-card__body">
        <h2 className="vendor-card__name">
          {card.name} {card.isHot === 1 ? <HotBadge /> : null}
        </h2>
        <button
          type="button"
          className="btn btn--primary vendor-card__play"
          aria-label={t('lobbies:card.play', { name: card.name })}
          onClick={() =>
            dispatch(
              lobbiesActions.launchRequested(
                { gameType: card.gameType, vassalage: card.vassalage, isGame: card.isGame, name: card.name },
                navigate,
              ),
            )
          }
        >
          {t('lobbies:card.playShort')}
        </button>
      </div>
    </article>
  );
}
