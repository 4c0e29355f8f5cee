import { formatDateTime } from '../../../core/format/date-time';
import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { walletApi, type LedgerKind } from '../api';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { SelectField } from '../../shared/centre/SelectField';
import type { PageProps } from '../pages';

const PAGE_SIZE = 12;
const KINDS: LedgerKind[] = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RETURNED',
  'TRANSFER',
  'BONUS',
  'POINTS',
  'REWARD',
  'BET',
  'PAYOUT',
  'SALARY',
  'DIVIDEND',
  'OPENING',
];

/**
 * transactionHistory, "account record": every movement of the member's wallets by date range and
 * kind, with the wallet, the amount and the balance after it, paged, and the range's totals. Read
 * from the ledger, so it always agrees with the balances.
 */
export default function TransactionHistory(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const { preset, range, choose } = useDayRange('month');
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useRemote(`transactions:${range.from}:${range.to}:${kind}:${page}`, () =>
    walletApi.transactions(api, { ...range, ...(kind ? { kind } : {}), pageNo: page, pageSize: PAGE_SIZE }),
  );
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  return (
    <div className="mc-page">
      <PageHeader title={t('member-centre:records.title')} lead={t('member-centre:records.lead')} />
      <div className="mc-card mc-filters">
        <DateRangeFilter
          preset={preset}
          onChange={(next, nextRange) => {
            choose(next, nextRange);
            setPage(1);
          }}
        />
        <div className="mc-filters__kind">
          <SelectField
            label={t('member-centre:records.kind')}
            value={kind}
            blankLabel={t('member-centre:records.allKinds')}
            options={KINDS.map((option) => ({ value: option, label: t(`member-centre:records.kinds.${option}`) }))}
            onChange={(next) => {
              setKind(next);
              setPage(1);
            }}
          />
        </div>
      </div>
      <RemoteView remote={list} isEmpty={(value) => value.list.length === 0} empty={t('member-centre:common.empty')}>
        {(value) => (
          <section className="mc-card" aria-label={t('member-centre:records.title')}>
            <div className="mc-table__wrap">
              <table className="mc-table">
                <caption className="visually-hidden">{t('member-centre:records.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('member-centre:common.date')}</th>
                    <th scope="col">{t('member-centre:records.kind')}</th>
                    <th scope="col">{t('member-centre:records.wallet')}</th>
                    <th scope="col" className="mc-table__number">
                      {t('member-centre:common.amount')}
                    </th>
                    <th scope="col" className="mc-table__number">
                      {t('member-centre:records.balanceAfter')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((entry) => (
                    <tr key={`${entry.moveId}:${entry.wallet}`} data-kind={entry.kind}>
                      <td className="mc-table__date">
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </td>
                      <td className="mc-table__what">
                        <span className="mc-table__kind">{t(`member-centre:records.kinds.${entry.kind}`)}</span>
                        <span className="mc-table__text">{entry.description}</span>
                      </td>
                      <td className="mc-table__wallet">{entry.walletName}</td>
                      <td className={`mc-table__number mc-table__amount mc-table__amount--${entry.amount.startsWith('-') ? 'out' : 'in'}`}>
                        {entry.amount.startsWith('-') ? '−' : '+'}
                        {money(entry.amount.replace('-', ''))}
                      </td>
                      <td className="mc-table__number mc-table__after" data-label={t('member-centre:records.balanceAfter')}>
                        {money(entry.balanceAfter)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t('member-centre:records.totals', { count: value.totalCount })}
                    </th>
                    <td className="mc-table__number" colSpan={2}>
                      <span className="mc-table__amount--in">+{money(value.credits)}</span> ·{' '}
                      <span className="mc-table__amount--out">−{money(value.debits)}</span>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('member-centre:records.pages')} />
          </section>
        )}
      </RemoteView>
    </div>
  );
}
