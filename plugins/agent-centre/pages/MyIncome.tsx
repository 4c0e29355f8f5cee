import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { DateRangeFilter, useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { agentApi, type IncomeKind, type IncomePage } from '../api';
import { everyPage, ReportTable, pageSummary, reportFileName, useMoney, type ReportColumn } from '../components/ReportTable';
import type { PageProps } from '../pages';
import '../reports.css';

const PAGE_SIZE = 20;
const KINDS: IncomeKind[] = ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'];

type Row = IncomePage['list'][number];

/**
 * agentRevenueReport, "my income": the agent's own salary and dividend credits in the range, the
 * total per kind in cards, then every credit (newest first, 20 a page) with a CSV of the page.
 */
export default function MyIncome(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const money = useMoney();
  const { preset, range, choose } = useDayRange('month');
  const [page, setPage] = useState(1);
  const load = (pageNo: number, pageSize: number) => agentApi.income(api, { ...range, pageNo, pageSize });
  const list = useRemote(`agent-income:${range.from}:${range.to}:${page}`, () => load(page, PAGE_SIZE));
  const kindText = (kind: IncomeKind) => t(`agent-centre:income.kinds.${kind}`);

  const columns: ReportColumn<Row>[] = [
    {
      key: 'date',
      header: t('agent-centre:table.columns.date'),
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
      csv: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'kind',
      header: t('agent-centre:table.columns.kind'),
      rowHeader: true,
      cell: (row) => kindText(row.kind),
      csv: (row) => kindText(row.kind),
    },
    {
      key: 'description',
      header: t('agent-centre:table.columns.description'),
      wrap: true,
      cell: (row) => row.description,
      csv: (row) => row.description,
    },
    {
      key: 'amount',
      header: t('agent-centre:table.columns.amount'),
      numeric: true,
      cell: (row) => <span className="ac-report__amount ac-report__amount--in">{money(row.amount)}</span>,
      csv: (row) => row.amount,
    },
  ];

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:income.title')} lead={t('agent-centre:income.lead')} />
      <div className="mc-card">
        <DateRangeFilter
          preset={preset}
          onChange={(next, nextRange) => {
            choose(next, nextRange);
            setPage(1);
          }}
        />
      </div>
      <RemoteView remote={list} rows={3}>
        {(value) => (
          <>
            <section className="mc-totals ac-report-income" aria-label={t('agent-centre:income.summary')}>
              <p className="mc-total mc-total--main">
                <span className="mc-total__label">{t('agent-centre:income.total')}</span>
                <strong className="mc-total__value" data-testid="income-total">
                  {money(value.totals.amount)}
                </strong>
              </p>
              {KINDS.map((kind) => (
                <p key={kind} className="mc-total" data-kind={kind}>
                  <span className="mc-total__label">{kindText(kind)}</span>
                  <strong className="mc-total__value">{money(value.totals.byKind[kind] ?? '0.00')}</strong>
                </p>
              ))}
            </section>
            {value.list.length === 0 ? (
              <p className="mc-card mc-empty">{t('agent-centre:income.empty')}</p>
            ) : (
              <ReportTable
                allRows={() => everyPage(load)}
                caption={t('agent-centre:income.caption')}
                secondary={['description']}
                columns={columns}
                rows={value.list}
                rowKey={(row) => row.moveId}
                fileName={reportFileName(t('agent-centre:income.file'), range)}
                summary={pageSummary(t, value.totalCount, page, value.totalPages)}
                totals={[
                  {
                    label: t('agent-centre:income.totals', { count: value.totalCount }),
                    cells: { amount: { view: money(value.totals.amount), csv: value.totals.amount } },
                  },
                ]}
              >
                <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('agent-centre:income.pages')} />
              </ReportTable>
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
