import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { walletApi, type ProfitReport } from '../api';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import type { PageProps } from '../pages';
import { SignedMoney } from './BettingRecord';

type Row = ProfitReport['days'][number];

/** A calendar day (YYYY-MM-DD) as the player reads it: 25/11/2026. */
const dayLabel = (key: string) => key.split('-').reverse().join('/');

function ProfitTable({
  rows,
  caption,
  firstColumn,
  label,
}: {
  rows: Row[];
  caption: string;
  firstColumn: string;
  label: (row: Row) => string;
}) {
  const t = useT();
  const { brand } = useEngine();
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);
  return (
    <div className="mc-table__wrap">
      <table className="mc-table mc-table--profit">
        <caption className="mc-section-title mc-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col" className="mc-table__number">
              {t('member-centre:profit.bets')}
            </th>
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
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row" className="mc-table__what">
                {label(row)}
              </th>
              <td className="mc-table__number mc-table__secondary">{row.bets}</td>
              <td className="mc-table__number mc-table__after" data-label={t('member-centre:bets.stake')}>
                {money(row.stake)}
              </td>
              <td className="mc-table__number mc-table__secondary">{money(row.payout)}</td>
              <td className="mc-table__number mc-table__amount">
                <SignedMoney value={row.net} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * personalProfit, "personal profit and loss": the result of the member's settled bets in a date
 * range (stake, return, net), per day and per provider, beside the money that came in and went out
 * through the cashier and the bonuses received.
 */
export default function PersonalProfit(_: PageProps) {
  const t = useT();
  const { api, brand } = useEngine();
  const { preset, range, choose } = useDayRange('month');
  const report = useRemote(`profit:${range.from}:${range.to}`, () => walletApi.profit(api, range));
  const money = (value: string) => formatCurrency(value, brand.currencySymbol);

  return (
    <div className="mc-page">
      <PageHeader title={t('member-centre:profit.title')} lead={t('member-centre:profit.lead')} />
      <div className="mc-card">
        <DateRangeFilter preset={preset} onChange={choose} />
      </div>
      <RemoteView remote={report} rows={3}>
        {(value) => (
          <>
            <dl className="mc-summary" aria-label={t('member-centre:profit.summary')}>
              <div className="mc-summary__item mc-summary__item--main">
                <dt>{t('member-centre:profit.net')}</dt>
                <dd data-testid="profit-net">
                  <SignedMoney value={value.totals.net} />
                </dd>
              </div>
              {(
                [
                  ['staked', value.totals.stake],
                  ['returned', value.totals.payout],
                  ['deposits', value.cashier.deposits],
                  ['withdrawals', value.cashier.withdrawals],
                  ['bonuses', value.cashier.bonuses],
                ] as const
              ).map(([key, amount]) => (
                <div key={key} className="mc-summary__item">
                  <dt>{t(`member-centre:profit.${key}`)}</dt>
                  <dd>{money(amount)}</dd>
                </div>
              ))}
            </dl>
            {value.days.length === 0 ? (
              <p className="mc-card mc-empty">{t('member-centre:profit.empty')}</p>
            ) : (
              <section className="mc-card mc-profit" aria-label={t('member-centre:profit.breakdown')}>
                <ProfitTable
                  rows={value.vendors}
                  caption={t('member-centre:profit.byVendor')}
                  firstColumn={t('member-centre:bets.vendor')}
                  label={(row) => row.name}
                />
                <ProfitTable
                  rows={value.days}
                  caption={t('member-centre:profit.byDay')}
                  firstColumn={t('member-centre:common.date')}
                  label={(row) => dayLabel(row.key)}
                />
              </section>
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
