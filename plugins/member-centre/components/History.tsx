import { formatDateTime } from '../../../core/format/date-time';
import { useRemote } from '../../../core/api/use-remote';
import { useT } from '../../../core/i18n/i18n';

import { LoadFailed } from '../../shared/centre/LoadState';

export interface HistoryRow {
  id: string;
  createdAt: string;
  title: string;
  detail?: string;
  amount: string;
  status: string;
  statusKind: 'ok' | 'wait' | 'bad';
}

/** A short recent-activity list (deposits, withdrawals): loading skeletons, empty and error states, a total line. */
export function History({
  title,
  load,
  reloadKey,
  total,
}: {
  title: string;
  load: () => Promise<HistoryRow[]>;
  reloadKey: string;
  total?: (rows: HistoryRow[]) => string | null;
}) {
  const t = useT();
  const list = useRemote(reloadKey, load);
  return (
    <section className="mc-card" aria-label={title}>
      <h3 className="mc-card__title">{title}</h3>
      {list.status === 'failed' ? (
        <LoadFailed error={list.error} retry={list.retry} />
      ) : !list.data ? (
        <ul className="mc-history" aria-busy="true" aria-label={t('member-centre:common.loadingList')}>
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="skeleton mc-history__skeleton" />
          ))}
        </ul>
      ) : list.data.length === 0 ? (
        <p className="mc-empty">{t('member-centre:common.empty')}</p>
      ) : (
        <>
          <ul className="mc-history">
            {list.data.map((row) => (
              <li key={row.id} className="mc-history__row" data-status={row.status}>
                <span className="mc-history__main">
                  <span className="mc-history__title">{row.title}</span>
                  <time className="mc-history__time" dateTime={row.createdAt}>
                    {formatDateTime(row.createdAt)}
                  </time>
                  {row.detail ? <span className="mc-history__detail">{row.detail}</span> : null}
                </span>
                <span className="mc-history__side">
                  <strong className="mc-history__amount">{row.amount}</strong>
                  <span className={`mc-status mc-status--${row.statusKind}`}>{t(`member-centre:common.status.${row.status}`)}</span>
                </span>
              </li>
            ))}
          </ul>
          {total?.(list.data) ? <p className="mc-history__total">{total(list.data)}</p> : null}
        </>
      )}
    </section>
  );
}
