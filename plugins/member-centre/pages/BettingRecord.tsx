import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { walletApi, type BetStatus } from '../api';
import { useBalance } from '../balance-store';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { SelectField } from '../../shared/centre/SelectField';
import type { PageProps } from '../pages';

const PAGE_SIZE = 10;
const STATUSES: BetStatus[] = ['WON', 'LOST', 'PENDING', 'VOID'];
const STATUS_TONE: Record<BetStatus, string> = { WON: 'ok', LOST: 'bad', PENDING: 'wait', VOID: 'neutral' };

/** A signed amount with its sign spelled out and coloured (− for a loss). */
export function SignedMoney({ value }: { value: string }) {
  const { brand } = useEngine();
  const negative = value.startsWith('-');
  const zero = /^-?0+\.00$/.test(value);
  return (
    <span className={zero ? undefined : `mc-table__amount--${negative ? 'out' : 'in'}`}>
      {zero ? '' : negative ? '−' : '+'}
      {formatCurrency(value.replace('-', ''), brand.currencySymbol)}
    </span>
  );
}

/**
 * personalHistoryCopy, "betting record": the member's bets by date range, vendor and status, newest
 * first, paged, with the stake, the return and the result of each and the totals of the selection.
 */
export default function BettingRecord(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const { balances } = useBalance();
  const vendors = balances?.wallets.filter((wallet) => wallet.code !== 'MAIN') ?? [];
  const { preset, range, choose } = useDayRange('week');
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useRemote(`bets:${range.from}:${range.to}:${vendor}:${status}:${page}`, () =>
    walletApi.bets(api, { ...range, ...(vendor ? { vendor } : {}), ...(status ? { status } : {}), pageNo: page, pageSize: PAGE_SIZE }),
  );
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  return (
    <div className="mc-page">
      <PageHeader title={t('member-centre:bets.title')} lead={t('member-centre:bets.lead')} />
      <div className="mc-card mc-filters mc-filters--two">
        <DateRangeFilter
          preset={preset}
          onChange={(next, nextRange) => {
            choose(next, nextRange);
            setPage(1);
          }}
        />
        <div className="mc-filters__selects">
          <SelectField
            label={t('member-centre:bets.vendor')}
            value={vendor}
            blankLabel={t('member-centre:bets.allVendors')}
            options={vendors.map((wallet) => ({ value: wallet.code, label: wallet.name }))}
            onChange={(next) => {
              setVendor(next);
              setPage(1);
            }}
          />
          <SelectField
            label={t('member-centre:bets.status')}
            value={status}
            blankLabel={t('member-centre:bets.allStatuses')}
            options={STATUSES.map((option) => ({ value: option, label: t(`member-centre:bets.statuses.${option}`) }))}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        </div>
      </div>
      <RemoteView remote={list} isEmpty={(value) => value.list.length === 0} empty={t('member-centre:bets.empty')}>
        {(value) => (
          <section className="mc-card" aria-label={t('member-centre:bets.title')}>
            <div className="mc-table__wrap">
              <table className="mc-table mc-table--bets">
                <caption className="visually-hidden">{t('member-centre:bets.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('member-centre:common.date')}</th>
                    <th scope="col">{t('member-centre:bets.game')}</th>
                    <th scope="col">{t('member-centre:bets.status')}</th>
                    <th scope="col" className="mc-table__number">
                      {t('member-centre:bets.stake')}
                    </th>
                    <th scope="col" className="mc-table__number">
                      {t('member-centre:bets.payout')}
                    </th>
                    <th scope="col" className="mc-table__number">
                      {t('member-centre:bets.net')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((bet) => (
                    <tr key={bet.roundRef} data-status={bet.status}>
                      <td className="mc-table__date">
                        <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt)}</time>
                      </td>
                      <td className="mc-table__what">
                        <span className="mc-table__kind">{bet.gameName}</span>
                        <span className="mc-table__text">
                          {bet.vendorName} · {bet.roundRef}
                        </span>
                      </td>
                      <td className="mc-table__wallet">
                        <span className={`mc-status mc-status--${STATUS_TONE[bet.status]}`}>
                          {t(`member-centre:bets.statuses.${bet.status}`)}
                        </span>
                      </td>
                      <td className="mc-table__number mc-table__after" data-label={t('member-centre:bets.stake')}>
                        {money(bet.stake)}
                      </td>
                      <td className="mc-table__number mc-table__secondary">{bet.payout === null ? '—' : money(bet.payout)}</td>
                      <td className="mc-table__number mc-table__amount">{bet.net === null ? '—' : <SignedMoney value={bet.net} />}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t('member-centre:bets.totals', { count: value.totals.count })}
                    </th>
                    <td className="mc-table__number">{money(value.totals.stake)}</td>
                    <td className="mc-table__number mc-table__secondary">{money(value.totals.payout)}</td>
                    <td className="mc-table__number" data-testid="bets-net">
                      <SignedMoney value={value.totals.net} />
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('member-centre:bets.pages')} />
          </section>
        )}
      </RemoteView>
    </div>
  );
}
