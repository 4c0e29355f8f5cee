import '../promotions.css';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../../core/api/errors';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { SafeHtml } from '../../../core/html/SafeHtml';
import { useT } from '../../../core/i18n/i18n';
import { BANNER_CROPS, PHONE_BANNER_MEDIA } from '../../../core/media/banner-crops';
import { CdnImage } from '../../../core/media/CdnImage';
import { showDialog } from '../../../core/modal/dialog-service';
import { useRequireRealAccount } from '../../../core/session/require-real-account';
import { selectLoggedIn, type RootState } from '../../../core/store/core-state';
import { actionFor } from '../actions';
import { PROMOTIONS_PATHS, type PromotionDetail } from '../api';
import { PrimaryAction } from '../components/PrimaryAction';
import { ART_HEIGHT, ART_WIDTH, PeriodText } from '../components/PromotionCard';
import { StatusBadge } from '../components/StatusBadge';
import { usePromotionAction } from '../use-promotion-action';

// Formik and the picker load when the member opens the form, not with the page.
const ApplyForm = lazy(() => import('../components/ApplyForm'));

/**
 * /promoDetail?id=: the artwork, status, period and bonus, the rules (untrusted HTML, through the
 * one sanitiser), the member's own application (remark, refusal reason), the status's action, and
 * for an APPLY promotion the application form (opened by the action, or by the #solicitar link the
 * list's apply buttons use).
 */
export default function PromoDetailPage() {
  const t = useT();
  const { api, brand } = useEngine();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const id = search.get('id') ?? '';
  const loggedIn = useSelector((state: RootState) => selectLoggedIn(state));
  const requireRealAccount = useRequireRealAccount();
  const load = useRemote(id ? `promotion:${id}:${loggedIn ? 'member' : 'visitor'}` : null, () =>
    api.get<PromotionDetail>(PROMOTIONS_PATHS.detail, { auth: 'optional', params: { id } }),
  );
  const [updated, setUpdated] = useState<PromotionDetail | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const detail = updated?.promotion.id === id ? updated : load.data;
  const actions = usePromotionAction({ onUpdated: setUpdated, onApply: () => setFormOpen(true) });

  useEffect(() => setUpdated(null), [id, loggedIn]);
  // The list's apply buttons link here with #solicitar: open the form once the status allows it.
  const canApply = detail ? actionFor(detail.promotion) === 'apply' : false;
  useEffect(() => {
    if (hash === '#solicitar' && canApply && requireRealAccount()) setFormOpen(true);
    // Only when the page (or the session) changes, not on every check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, canApply, loggedIn]);

  const notFound = load.status === 'failed' && isApiError(load.error) && load.error.status === 404;

  return (
    <div className="promo-detail container">
      <Link to="/promotions" className="promo-detail__back">
        <span aria-hidden="true">←</span> {t('promotions:detail.back')}
      </Link>

      {!id || notFound ? (
        <div className="promo-state promo-state--empty" role="status">
          <p>{t('promotions:detail.notFound')}</p>
          <Link to="/promotions" className="btn btn--primary">
            {t('promotions:detail.back')}
          </Link>
        </div>
      ) : null}

      {id && (load.status === 'loading' || load.status === 'idle') && !detail ? (
        <div className="promo-detail__skeleton" aria-busy="true" aria-label={t('promotions:detail.loading')}>
          <div className="skeleton promo-detail__art-skeleton" />
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--block" />
        </div>
      ) : null}

      {load.status === 'failed' && !notFound ? (
        <div className="chunk-error chunk-error--compact promo-state" role="alert">
          <h2 className="chunk-error__title">{t('promotions:detail.failed')}</h2>
          <p className="chunk-error__text">{errorText(load.error)}</p>
          <button type="button" className="btn btn--primary" onClick={load.retry}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : null}

      {detail ? (
        <article className="promo-detail__article" data-promotion={detail.promotion.id} data-status={detail.promotion.status}>
          <div className="promo-detail__art">
            <CdnImage
              path={detail.promotion.imageUrl}
              narrow={{ path: detail.promotion.phoneImageUrl, media: PHONE_BANNER_MEDIA, ...BANNER_CROPS.phone }}
              alt=""
              width={ART_WIDTH}
              height={ART_HEIGHT}
              className="promo-detail__image"
              eager
            />
          </div>
          <header className="promo-detail__head">
            <div className="promo-card__meta">
              <StatusBadge status={detail.promotion.status} />
              <span className="promo-card__category">{t(`promotions:categories.${detail.promotion.category}`)}</span>
            </div>
            <h1 className="promo-detail__title">{detail.promotion.title}</h1>
            <p className="promo-detail__summary">{detail.promotion.summary}</p>
          </header>
          <div className="promo-detail__layout">
            <div className="promo-detail__main">
              {detail.remark || detail.rejectReason ? (
                <section
                  className={`promo-detail__application${detail.rejectReason ? ' promo-detail__application--rejected' : ''}`}
                  aria-labelledby="promo-application-title"
                >
                  <h2 id="promo-application-title" className="promo-detail__subtitle">
                    {t('promotions:detail.yourApplication')}
                  </h2>
                  {detail.remark ? (
                    <p>
                      <strong>{t('promotions:detail.yourRemark')}:</strong> {detail.remark}
                    </p>
                  ) : null}
                  {detail.imageCount > 0 ? <p>{t('promotions:detail.imagesSent', { count: detail.imageCount })}</p> : null}
                  {detail.rejectReason ? (
                    <p className="promo-detail__reject">
                      <strong>{t('promotions:detail.rejectReason')}:</strong> {detail.rejectReason}
                    </p>
                  ) : null}
                </section>
              ) : null}

              {formOpen && canApply ? (
                <Suspense fallback={<div className="skeleton skeleton--block promo-apply__skeleton" aria-busy="true" />}>
                  <ApplyForm
                    promotion={detail.promotion}
                    onCancel={() => setFormOpen(false)}
                    onSubmitted={(next) => {
                      setUpdated(next);
                      setFormOpen(false);
                      void showDialog({ kind: 'info', icon: true, text: t('promotions:done.apply') });
                    }}
                  />
                </Suspense>
              ) : null}

              <section className="promo-detail__rules" aria-labelledby="promo-rules-title">
                <h2 id="promo-rules-title" className="promo-detail__subtitle">
                  {t('promotions:detail.rules')}
                </h2>
                <SafeHtml html={detail.rulesHtml} className="promo-rules" />
              </section>
            </div>

            <aside className="promo-detail__side" aria-label={t('promotions:title')}>
              <dl className="promo-detail__facts">
                <div>
                  <dt>{t('promotions:periodLabel')}</dt>
                  <dd>
                    <PeriodText promotion={detail.promotion} />
                  </dd>
                </div>
                {detail.promotion.bonusAmount > 0 ? (
                  <div>
                    <dt>{t('promotions:bonusLabel')}</dt>
                    <dd className="promo-card__bonus">
                      {t('promotions:bonus', { amount: formatCurrency(detail.promotion.bonusAmount, brand.currencySymbol) })}
                    </dd>
                  </div>
                ) : null}
              </dl>
              {detail.promotion.messagingApp ? (
                <p className="promo-detail__note">
                  {t('promotions:detail.messagingNote', { app: t(`promotions:appNames.${detail.promotion.messagingApp}`) })}
                </p>
              ) : null}
              {formOpen && canApply ? null : (
                <PrimaryAction promotion={detail.promotion} busy={actions.busyId === detail.promotion.id} onStart={actions.start} large />
              )}
            </aside>
          </div>
        </article>
      ) : null}
      {actions.prompt}
    </div>
  );
}
