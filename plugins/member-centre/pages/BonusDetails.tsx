import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { walletApi } from '../api';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import type { PageProps } from '../pages';
import { SignedMoney } from './BettingRecord';

const PAGE_SIZE = 10;

/**
 * bonusDetails, "bonus details": every bonus, reward, referral, mission and points credit the
 * member received in a date range, newest first, with the range's total. Read from the ledger.
 */
export default function BonusDetails(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const { preset, range, choose } = useDayRange('month');
  const [page, setPage] = useState(1);
  const list = useRemote(`bonuses:${range.from}:${range.to}:${page}`, () =>
    walletApi.bonuses(api, { ...range, pageNo: page, pageSize: PAGE_SIZE }),
  );

  return (
    <div className="mc-page">
      <PageHeader title={t('member-centre:bonuses.title')} lead={t('member-centre:bonuses.lead')} />
      <div className="mc-card">
        <DateRangeFilter
          preset={preset}
          onChange={(next, nextRange) => {
            choose(next, nextRange);
            setPage(1);
          }}
        />
      </div>
      <RemoteView remote={list} isEmpty={(value) => value.list.length === 0} empty={t('member-centre:bonuses.empty')}>
        {(value) => (
          <section className="mc-card" aria-label={t('member-centre:bonuses.title')}>
            <ul className="mc-bonuses">
              {value.list.map((entry) => (
                <li key={entry.moveId} className="mc-bonus" data-kind={entry.kind}>
                  <span className={`mc-bonus__kind mc-bonus__kind--${entry.kind.toLowerCase()}`}>
                    {t(`member-centre:records.kinds.${entry.kind}`)}
                  </span>
                  <span className="mc-bonus__what">
                    <span className="mc-bonus__text">{entry.description}</span>
                    <time className="mc-bonus__date" dateTime={entry.createdAt}>
                      {formatDateTime(entry.createdAt)}
                    </time>
                  </span>
                  <span className="mc-bonus__amount">
                    <SignedMoney value={entry.amount} />
                  </span>
                </li>
              ))}
            </ul>
            <p className="mc-bonuses__total">
              <span>{t('member-centre:bonuses.total', { count: value.totalCount })}</span>
              <strong data-testid="bonuses-total">
                <SignedMoney value={value.total} />
              </strong>
            </p>
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('member-centre:bonuses.pages')} />
          </section>
        )}
      </RemoteView>
    </div>
  );
}
