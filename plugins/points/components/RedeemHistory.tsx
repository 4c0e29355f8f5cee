import { formatDateTime } from '../../../core/format/date-time';
import { useState } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { pointsApi, REDEMPTION_STATUSES, type RedemptionStatus } from '../api';

import { formatPoints } from '../rules';

const PAGE_SIZE = 8;

/** The member's redemptions, newest first, with a status filter and paging. `revision` reloads after a spend. */
export function RedeemHistory({ revision, onSessionEnded }: { revision: number; onSessionEnded: (error: unknown) => boolean }) {
  const t = useT();
  const { api } = useEngine();
  const [status, setStatus] = useState<RedemptionStatus | 'ALL'>('ALL');
  const [page, setPage] = useState(1);
  const list = useRemote(`history:${status}:${page}:${revision}`, () =>
    pointsApi
      .redeemList(api, { pageNo: page, pageSize: PAGE_SIZE, status: status === 'ALL' ? undefined : status })
      .catch((error: unknown) => {
        onSessionEnded(error);
        throw error;
      }),
  );
  const value = list.data;
  return (
    <section className="points-section" aria-labelledby="points-history-title">
      <div className="points-section__head">
        <h2 id="points-history-title" className="points-section__title">
          {t('points:history.title')}
        </h2>
        <div className="points-chips" role="group" aria-label={t('points:history.filter')}>
          {(['ALL', ...REDEMPTION_STATUSES] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`points-chip${status === option ? ' points-chip--active' : ''}`}
              aria-pressed={status === option}
              onClick={() => {
                setStatus(option);
                setPage(1);
              }}
            >
              {option === 'ALL' ? t('points:history.all') : t(`points:status.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {list.status === 'failed' ? (
        <div className="chunk-error chunk-error--compact" role="alert">
          <h3 className="chunk-error__title">{t('points:history.failed')}</h3>
          <p className="chunk-error__text">{errorText(list.error)}</p>
          <button type="button" className="btn btn--primary" onClick={list.retry}>
            {t('core:app.retry')}
          </button>
        </div>
      ) : !value ? (
        <ul className="redeem-list" aria-busy="true" aria-label={t('points:history.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index} className="redeem-item redeem-item--skeleton">
              <div className="skeleton skeleton--title" />
            </li>
          ))}
        </ul>
      ) : value.list.length === 0 ? (
        <p className="points-empty">{status === 'ALL' ? t('points:history.empty') : t('points:history.emptyFiltered')}</p>
      ) : (
        <>
          <ul className="redeem-list">
            {value.list.map((redemption) => (
              <li key={redemption.redeemId} className="redeem-item" data-status={redemption.status}>
                <div className="redeem-item__main">
                  <h3 className="redeem-item__name">{redemption.rewardName}</h3>
                  <p className="redeem-item__date">
                    <time dateTime={redemption.createdAt}>{formatDateTime(redemption.createdAt)}</time>
                    {redemption.decidedAt ? ` · ${t('points:history.decidedAt', { date: formatDateTime(redemption.decidedAt) })}` : null}
                  </p>
                  {redemption.remark ? <p className="redeem-item__remark">{redemption.remark}</p> : null}
                </div>
                <div className="redeem-item__side">
                  <span className="redeem-item__points">{t('points:spent', { points: formatPoints(redemption.points) })}</span>
                  <span className={`status-badge status-badge--${redemption.status.toLowerCase().replace('_', '-')}`}>
                    {t(`points:status.${redemption.status}`)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pagination pageCount={value.totalPages} page={page} onChange={setPage} label={t('points:history.pages')} />
        </>
      )}
    </section>
  );
}
