import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { SelectField } from '../../shared/centre/SelectField';
import { agentApi, MOVE_KINDS, type DownlineMove, type DownlineMoves } from '../api';
import {
  ReportFilters,
  ReportTable,
  SignedAmount,
  negated,
  pageSummary,
  reportFileName,
  type ReportColumn,
  type ReportTotals,
} from '../components/ReportTable';
import { agentExports } from '../exports';
import type { PageProps } from '../pages';
import '../reports.css';

const PAGE_SIZE = 15;
type Kind = (typeof MOVE_KINDS)[number];

/**
 * agentDownlineTransactionDetailsCopy, "downline transaction details": every move of a team
 * member's main wallet in the range, by member (exact username) and kind, signed from the
 * member's side (+ in, − out), 15 a page, with the selection's count, credits and debits.
 */
export default function DownlineTransactions(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const { preset, range, choose } = useDayRange('week');
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<Kind | ''>('');
  const [page, setPage] = useState(1);
  const load = (pageNo: number, pageSize: number) =>
    agentApi.transactions(api, { ...range, ...(username ? { username } : {}), ...(kind ? { kind } : {}), pageNo, pageSize });
  const list = useRemote(`agent-moves:${range.from}:${range.to}:${username}:${kind}:${page}`, () => load(page, PAGE_SIZE));
  // A kind this page has no label for (a new one on the server) shows as the server names it.
  const kindText = (value: string) => t(`agent-centre:moves.kinds.${value}`, { defaultValue: value });

  const totalsRows = (totals: DownlineMoves['totals']): ReportTotals[] => [
    {
      label: t('agent-centre:moves.credits', { count: totals.count }),
      cells: { amount: { view: <SignedAmount value={totals.credits} />, csv: totals.credits } },
    },
    {
      label: t('agent-centre:moves.debits'),
      cells: { amount: { view: <SignedAmount value={negated(totals.debits)} />, csv: negated(totals.debits) } },
    },
  ];

  const columns: ReportColumn<DownlineMove>[] = [
    {
      key: 'date',
      header: t('agent-centre:table.columns.date'),
      cell: (move) => <time dateTime={move.createdAt}>{formatDateTime(move.createdAt)}</time>,
      csv: (move) => formatDateTime(move.createdAt),
    },
    {
      key: 'member',
      header: t('agent-centre:table.columns.member'),
      rowHeader: true,
      cell: (move) => move.username,
      csv: (move) => move.username,
    },
    { key: 'kind', header: t('agent-centre:table.columns.kind'), cell: (move) => kindText(move.kind), csv: (move) => kindText(move.kind) },
    {
      key: 'description',
      header: t('agent-centre:table.columns.description'),
      wrap: true,
      cell: (move) => move.description,
      csv: (move) => move.description,
    },
    {
      key: 'amount',
      header: t('agent-centre:table.columns.amount'),
      numeric: true,
      cell: (move) => <SignedAmount value={move.amount} />,
      csv: (move) => move.amount,
    },
  ];

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:moves.title')} lead={t('agent-centre:moves.lead')} />
      <ReportFilters
        preset={preset}
        onRange={(next, nextRange) => {
          choose(next, nextRange);
          setPage(1);
        }}
        username={username}
        onUsername={(next) => {
          setUsername(next);
          setPage(1);
        }}
      >
        <SelectField
          label={t('agent-centre:moves.kind')}
          value={kind}
          blankLabel={t('agent-centre:moves.allKinds')}
          options={MOVE_KINDS.map((option) => ({ value: option, label: kindText(option) }))}
          onChange={(next) => {
            setKind(next);
            setPage(1);
          }}
        />
      </ReportFilters>
      <RemoteView remote={list} isEmpty={(value) => value.list.length === 0} empty={t('agent-centre:moves.empty')}>
        {(value) => (
          <ReportTable
            exportAll={async () => {
              const file = await agentExports.transactions(api, { ...range, ...(username ? { username } : {}), ...(kind ? { kind } : {}) });
              return { rows: file.rows, totals: totalsRows(file.totals) };
            }}
            caption={t('agent-centre:moves.caption')}
            secondary={['description']}
            columns={columns}
            rows={value.list}
            rowKey={(move) => `${move.moveId}:${move.username}`}
            fileName={reportFileName(t('agent-centre:moves.file'), range)}
            summary={pageSummary(t, value.totalCount, page, value.totalPages)}
            totals={totalsRows(value.totals)}
          >
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('agent-centre:moves.pages')} />
          </ReportTable>
        )}
      </RemoteView>
    </div>
  );
}
