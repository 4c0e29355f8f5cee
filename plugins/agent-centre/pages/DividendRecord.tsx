import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { agentApi, type Dividend } from '../api';
import {
  everyPage,
  ContractCard,
  ReportTable,
  SignedAmount,
  StatusPill,
  dayText,
  pageSummary,
  percent,
  reportFileName,
  useMoney,
  type ReportColumn,
  type ReportTotals,
} from '../components/ReportTable';
import type { PageProps } from '../pages';
import '../reports.css';

const PAGE_SIZE = 10;

/**
 * agentDividendRecordCopy2, "bonus / dividend record": the agent's dividend contract (or why
 * nothing is paid), then one row per closed Monday–Sunday week in the range: the team's stakes,
 * the players' result, the rate and the dividend (rate × the team's net loss), paid or nothing
 * due, with the totals and a CSV of the page. The call itself settles the weeks due first.
 */
export default function DividendRecord(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const money = useMoney();
  const { preset, range, choose } = useDayRange('month');
  const [page, setPage] = useState(1);
  const load = (pageNo: number, pageSize: number) => agentApi.dividends(api, { ...range, pageNo, pageSize });
  const records = useRemote(`agent-dividends:${range.from}:${range.to}:${page}`, () => load(page, PAGE_SIZE));
  const period = (row: Dividend) => t('agent-centre:dividends.periodRange', { from: dayText(row.periodStart), to: dayText(row.periodEnd) });
  const statusText = (row: Dividend) => t(`agent-centre:table.payStatus.${row.status}`);

  const columns: ReportColumn<Dividend>[] = [
    { key: 'period', header: t('agent-centre:dividends.period'), rowHeader: true, cell: period, csv: period },
    {
      key: 'teamBets',
      header: t('agent-centre:table.columns.teamBets'),
      numeric: true,
      cell: (row) => money(row.teamBets),
      csv: (row) => row.teamBets,
    },
    {
      key: 'teamNet',
      header: t('agent-centre:dividends.teamNet'),
      numeric: true,
      cell: (row) => <SignedAmount value={row.teamNet} />,
      csv: (row) => row.teamNet,
    },
    {
      key: 'rate',
      header: t('agent-centre:table.columns.rate'),
      numeric: true,
      cell: (row) => percent(row.rate),
      csv: (row) => row.rate.toFixed(2),
    },
    {
      key: 'amount',
      header: t('agent-centre:table.columns.amount'),
      numeric: true,
      cell: (row) => <strong>{money(row.amount)}</strong>,
      csv: (row) => row.amount,
    },
    {
      key: 'status',
      header: t('agent-centre:table.columns.status'),
      cell: (row) => <StatusPill tone={row.status === 'PAID' ? 'ok' : 'neutral'}>{statusText(row)}</StatusPill>,
      csv: statusText,
    },
  ];

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:dividends.title')} lead={t('agent-centre:dividends.lead')} />
      <div className="mc-card">
        <DateRangeFilter
          preset={preset}
          onChange={(next, nextRange) => {
            choose(next, nextRange);
            setPage(1);
          }}
        />
      </div>
      <RemoteView remote={records} rows={3}>
        {(value) => {
          const totals: ReportTotals = {
            label: t('agent-centre:dividends.totals', { count: value.totalCount }),
            cells: {
              teamBets: { view: money(value.totals.teamBets), csv: value.totals.teamBets },
              ...(value.totals.teamNet !== undefined
                ? { teamNet: { view: <SignedAmount value={value.totals.teamNet} />, csv: value.totals.teamNet } }
                : {}),
              amount: { view: money(value.totals.amount), csv: value.totals.amount },
            },
          };
          return (
            <>
              <ContractCard enabled={value.enabled} contract={value.contract} texts="agent-centre:dividends" />
              {value.list.length === 0 ? (
                <p className="mc-card mc-empty">{t('agent-centre:dividends.empty')}</p>
              ) : (
                <ReportTable
                  allRows={() => everyPage(load)}
                  caption={t('agent-centre:dividends.caption')}
                  secondary={['rate', 'teamBets', 'teamNet']}
                  columns={columns}
                  rows={value.list}
                  rowKey={(row) => row.periodStart}
                  fileName={reportFileName(t('agent-centre:dividends.file'), range)}
                  summary={pageSummary(t, value.totalCount, page, value.totalPages)}
                  totals={[totals]}
                >
                  <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('agent-centre:dividends.pages')} />
                </ReportTable>
              )}
            </>
          );
        }}
      </RemoteView>
    </div>
  );
}
