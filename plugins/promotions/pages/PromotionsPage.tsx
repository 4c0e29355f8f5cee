import '../promotions.css';
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { selectLoggedIn, type RootState } from '../../../core/store/core-state';
import { CATEGORY_ORDER, PROMOTIONS_PATHS, type Promotion, type PromotionCategory } from '../api';
import { detailPath, PromotionCard, PromotionCardSkeleton } from '../components/PromotionCard';
import { usePromotionAction } from '../use-promotion-action';

const SKELETON_CARDS = 6;
type Tab = PromotionCategory | 'ALL';

/**
 * /promotions: category tabs (only the categories that have promotions), one card per promotion
 * with its artwork, period, bonus, status and the status's action. The list is the member's own
 * when logged in (statuses per member), and reloads when the session starts or ends.
 */
export default function PromotionsPage() {
  const t = useT();
  const { api, brand } = useEngine();
  const navigate = useNavigate();
  const loggedIn = useSelector((state: RootState) => selectLoggedIn(state));
  const [search, setSearch] = useSearchParams();
  const load = useRemote(`promotions:${loggedIn ? 'member' : 'visitor'}`, () =>
    api.get<Promotion[]>(PROMOTIONS_PATHS.list, { auth: 'optional' }),
  );
  // Answers of the actions, over the list as loaded (the list is not fetched again for each).
  const [updated, setUpdated] = useState<Record<string, Promotion>>({});
  // They were one member's: a login or logout drops them with the list they were over.
  useEffect(() => setUpdated({}), [loggedIn]);
  const promotions = useMemo(() => (load.data ?? []).map((promotion) => updated[promotion.id] ?? promotion), [load.data, updated]);
  const actions = usePromotionAction({
    onUpdated: (detail) => setUpdated((previous) => ({ ...previous, [detail.promotion.id]: detail.promotion })),
    onApply: (promotion) => navigate(`${detailPath(promotion.id)}#solicitar`),
  });

  const tabs: Tab[] = ['ALL', ...CATEGORY_ORDER.filter((category) => promotions.some((promotion) => promotion.category === category))];
  const requested = (search.get('category') ?? 'ALL').toUpperCase() as Tab;
  const tab: Tab = tabs.includes(requested) ? requested : 'ALL';
  const shown = tab === 'ALL' ? promotions : promotions.filter((promotion) => promotion.category === tab);

  function choose(next: Tab) {
    const params = new URLSearchParams(search);
    if (next === 'ALL') params.delete('category');
    else params.set('category', next.toLowerCase());
    setSearch(params, { replace: true });
  }

  return (
    <div className="promotions-page container">
      <header className="promotions-page__intro">
        <h1 className="promotions-page__title">{t('promotions:title')}</h1>
        <p className="promotions-page__lead">{t('promotions:lead', { brand: brand.name })}</p>
      </header>

      {load.status === 'loaded' && promotions.length > 0 ? (
        <div className="promo-tabs" role="group" aria-label={t('promotions:categoriesLabel')}>
          {tabs.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={`promo-tabs__tab${candidate === tab ? ' promo-tabs__tab--current' : ''}`}
              aria-pressed={candidate === tab}
              data-category={candidate}
              onClick={() => choose(candidate)}
            >
              {t(`promotions:categories.${candidate}`)}
              <span className="promo-tabs__count">
                {candidate === 'ALL' ? promotions.length : promotions.filter((promotion) => promotion.category === candidate).length}
              </span>
            </button>
          ))}
        </div>
      ) : null}

      {!loggedIn && load.status === 'loaded' && promotions.length > 0 ? (
        <p className="promotions-page__hint">{t('promotions:loginHint')}</p>
      ) : null}

      {load.status === 'loading' || load.status === 'idle' ? (
        <div className="promo-grid" aria-busy="true" aria-label={t('promotions:loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <PromotionCardSkeleton key={index} />
          ))}
        </div>
      ) : null}

      {load.status === 'failed' ? (
        <div className="chunk-error chunk-error--compact promo-state" role="alert">
          <h2 className="chunk-error__title">{t('promotions:failed')}</h2>
          <p className="chunk-error__text">{errorText(load.error)}</p>
          <button type="button" className="btn btn--primary" onClick={load.retry}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : null}

      {load.status === 'loaded' && shown.length === 0 ? (
        <p className="promo-state promo-state--empty">{promotions.length === 0 ? t('promotions:emptyAll') : t('promotions:empty')}</p>
      ) : null}

      {load.status === 'loaded' && shown.length > 0 ? (
        <div className="promo-grid" data-category={tab}>
          {shown.map((promotion, index) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              busy={actions.busyId === promotion.id}
              onStart={actions.start}
              // The first row at its widest (three cards of at least 340 px in the 1200 px container).
              eager={index < 3}
            />
          ))}
        </div>
      ) : null}
      {actions.prompt}
    </div>
  );
}
