import { Link } from 'react-router-dom';
import { useEngine } from '../../../core/engine-context';
import { formatDate } from '../../../core/format/date-time';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { BANNER_CROPS } from '../../../core/media/banner-crops';
import { CdnImage } from '../../../core/media/CdnImage';
import type { Promotion } from '../api';
import { PrimaryAction } from './PrimaryAction';
import { StatusBadge } from './StatusBadge';

/** The artwork is drawn 1920x560 and served 960 px wide: the detail page's picture from 768 px. */
export const ART_WIDTH = 960;
export const ART_HEIGHT = 280;

export function detailPath(id: string): string {
  return `/promoDetail?id=${encodeURIComponent(id)}`;
}

export function PeriodText({ promotion }: { promotion: Promotion }) {
  const t = useT();
  if (promotion.status === 'COMING_SOON') return <>{t('promotions:startsOn', { date: formatDate(promotion.startsAt) })}</>;
  if (promotion.status === 'CLOSED') return <>{t('promotions:endedOn', { date: formatDate(promotion.endsAt) })}</>;
  return <>{t('promotions:period', { from: formatDate(promotion.startsAt), to: formatDate(promotion.endsAt) })}</>;
}

export function PromotionCard({
  promotion,
  busy,
  onStart,
  eager,
}: {
  promotion: Promotion;
  busy: boolean;
  onStart: (promotion: Promotion) => void;
  eager?: boolean;
}) {
  const t = useT();
  const { brand } = useEngine();
  const over = promotion.status === 'CLOSED';
  return (
    <article
      className={`promo-card${over ? ' promo-card--over' : ''}`}
      data-promotion={promotion.id}
      data-status={promotion.status}
      aria-labelledby={`promo-${promotion.id}-title`}
    >
      <Link to={detailPath(promotion.id)} className="promo-card__art" tabIndex={-1} aria-hidden="true">
        {/* A card is at most about 400 px wide on any screen: it shows the phone crop, whose words
            are drawn for that width (the wide crop's were 5-7 px there, issue 25). */}
        <CdnImage
          path={promotion.phoneImageUrl}
          alt=""
          width={BANNER_CROPS.phone.width}
          height={BANNER_CROPS.phone.height}
          className="promo-card__image"
          eager={eager}
        />
      </Link>
      <div className="promo-card__body">
        <div className="promo-card__meta">
          <StatusBadge status={promotion.status} />
          <span className="promo-card__category">{t(`promotions:categories.${promotion.category}`)}</span>
        </div>
        <h2 id={`promo-${promotion.id}-title`} className="promo-card__title">
          <Link to={detailPath(promotion.id)}>{promotion.title}</Link>
        </h2>
        <p className="promo-card__summary">{promotion.summary}</p>
        <dl className="promo-card__facts">
          <div>
            <dt>{t('promotions:periodLabel')}</dt>
            <dd>
              <PeriodText promotion={promotion} />
            </dd>
          </div>
          {promotion.bonusAmount > 0 ? (
            <div>
              <dt>{t('promotions:bonusLabel')}</dt>
              <dd className="promo-card__bonus">
                {t('promotions:bonus', { amount: formatCurrency(promotion.bonusAmount, brand.currencySymbol) })}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="promo-card__actions">
          <PrimaryAction promotion={promotion} busy={busy} onStart={onStart} />
          <Link
            to={detailPath(promotion.id)}
            className="btn btn--ghost promo-card__details"
            aria-label={t('promotions:actions.detailsOf', { title: promotion.title })}
          >
            {t('promotions:actions.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function PromotionCardSkeleton() {
  return (
    <div className="promo-card promo-card--skeleton" aria-hidden="true">
      <div className="skeleton promo-card__art-skeleton" />
      <div className="promo-card__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton promo-card__line-skeleton" />
        <div className="skeleton promo-card__line-skeleton promo-card__line-skeleton--short" />
      </div>
    </div>
  );
}
