import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { DateRangeFilter, useDayRange, type DayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import type { DailyWages } from '../api';
import {
  ContractCard,
  everyPage,
  ReportTable,
  StatusPill,
  pageSummary,
  percent,
  reportFileName,
  useMoney,
  type ReportColumn,
} from './ReportTable';
import '../reports.css';

/** What a wage row has beside its period: the fields daily and hourly wages share. */
type WageRow = Omit<DailyWages['list'][number], 'date'>;
type WageAnswer<Row> = Omit<DailyWages, 'list'> & { list: Row[] };

/**
 * The daily and hourly wage pages: the agent's salary contract (or why nothing is paid), then one
 * row per period of the range (the team's stakes, its active members, the rate, the wage or
 * nothing due), with the totals and a CSV of the page. `texts` names the page's text group; the
 * call settles the periods due before it answers.
 */
export function WageRecords<Row extends WageRow>({
  texts,
  initialPreset,
  pageSize,
  load,
  period,
}: {
  texts: 'daily' | 'hourly';
  initialPreset: 'week' | 'month';
  pageSize: number;
  load: (range: DayRange, pageNo: number, pageSize: number) => Promise<WageAnswer<Row>>;
  period: { key: string; header: string; text: (row: Row) => string; dateTime: (row: Row) => string };
}) {
  const t = useT();
  const money = useMoney();
  const { preset, range, choose } = useDayRange(initialPreset);
  const [page, setPage] = useState(1);
  const records = useRemote(`agent-wages:${texts}:${range.from}:${range.to}:${page}`, () => load(range, page, pageSize));
  const statusText = (row: Row) => t(`agent-centre:table.payStatus.${row.status}`);

  const columns: ReportColumn<Row>[] = [
    {
      key: period.key,
      header: period.header,
      rowHeader: true,
      cell: (row) => <time dateTime={period.dateTime(row)}>{period.text(row)}</time>,
      csv: period.text,
    },
    {
      key: 'teamBets',
      header: t('agent-centre:table.columns.teamBets'),
      numeric: true,
      cell: (row) => money(row.teamBets),
      csv: (row) => row.teamBets,
    },
    {
      key: 'activeMembers',
      header: t(`agent-centre:${texts}.activeMembers`),
      numeric: true,
      cell: (row) => row.activeMembers,
      csv: (row) => row.activeMembers,
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
      <PageHeader title={t(`agent-centre:${texts}.title`)} lead={t(`agent-centre:${texts}.lead`)} />
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
        {(value) => (
          <>
            <ContractCard enabled={value.enabled} contract={value.contract} texts={`agent-centre:${texts}`} />
            {value.list.length === 0 ? (
              <p className="mc-card mc-empty">{t(`agent-centre:${texts}.empty`)}</p>
            ) : (
              <ReportTable
                allRows={() => everyPage((pageNo, size) => load(range, pageNo, size))}
                caption={t(`agent-centre:${texts}.caption`)}
                secondary={['activeMembers', 'rate', 'teamBets']}
                columns={columns}
                rows={value.list}
                rowKey={period.dateTime}
                fileName={reportFileName(t(`agent-centre:${texts}.file`), range)}
                summary={pageSummary(t, value.totalCount, page, value.totalPages)}
                totals={[
                  {
                    label: t(`agent-centre:${texts}.totals`, { count: value.totalCount }),
                    cells: {
                      teamBets: { view: money(value.totals.teamBets), csv: value.totals.teamBets },
                      amount: { view: money(value.totals.amount), csv: value.totals.amount },
                    },
                  },
                ]}
              >
                <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t(`agent-centre:${texts}.pages`)} />
              </ReportTable>
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
