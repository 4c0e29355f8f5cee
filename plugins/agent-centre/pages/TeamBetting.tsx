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
import { agentApi, type TeamBet, type TeamBets } from '../api';
import {
  ReportFilters,
  ReportTable,
  SignedAmount,
  StatusPill,
  pageSummary,
  reportFileName,
  useMoney,
  type ReportColumn,
  type ReportTotals,
  type Tone,
} from '../components/ReportTable';
import { agentExports } from '../exports';
import type { PageProps } from '../pages';
import '../reports.css';

const PAGE_SIZE = 10;
const STATUSES: TeamBet['status'][] = ['WON', 'LOST', 'PENDING', 'VOID'];
const STATUS_TONE: Record<TeamBet['status'], Tone> = { WON: 'ok', LOST: 'bad', PENDING: 'wait', VOID: 'neutral' };

/**
 * personalHistoryCopy, "team betting": every bet of the team's members placed in the range, by
 * member (exact username) and status, newest first, 10 a page, with the totals of the selection
 * and a CSV of the page.
 */
export default function TeamBetting(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const money = useMoney();
  const { preset, range, choose } = useDayRange('week');
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState<TeamBet['status'] | ''>('');
  const [page, setPage] = useState(1);
  const load = (pageNo: number, pageSize: number) =>
    agentApi.bets(api, { ...range, ...(username ? { username } : {}), ...(status ? { status } : {}), pageNo, pageSize });
  const list = useRemote(`agent-bets:${range.from}:${range.to}:${username}:${status}:${page}`, () => load(page, PAGE_SIZE));
  const statusText = (value: TeamBet['status']) => t(`agent-centre:teamBets.statuses.${value}`);

  const totalsRows = (totals: TeamBets['totals']): ReportTotals[] => [
    {
      label: t('agent-centre:teamBets.totals', { count: totals.count }),
      cells: {
        stake: { view: money(totals.stake), csv: totals.stake },
        payout: { view: money(totals.payout), csv: totals.payout },
        net: { view: <SignedAmount value={totals.net} />, csv: totals.net },
      },
    },
  ];

  const columns: ReportColumn<TeamBet>[] = [
    {
      key: 'member',
      header: t('agent-centre:table.columns.member'),
      rowHeader: true,
      cell: (bet) => bet.username,
      csv: (bet) => bet.username,
    },
    {
      key: 'game',
      header: t('agent-centre:teamBets.game'),
      cell: (bet) => (
        <>
          <span className="ac-report__main">{bet.gameName}</span>
          <span className="ac-report__sub">
            {bet.vendorName} · {bet.roundRef}
          </span>
        </>
      ),
      csv: (bet) => `${bet.gameName} / ${bet.vendorName} · ${bet.roundRef}`,
    },
    {
      key: 'placedAt',
      header: t('agent-centre:teamBets.placedAt'),
      cell: (bet) => <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt)}</time>,
      csv: (bet) => formatDateTime(bet.placedAt),
    },
    { key: 'stake', header: t('agent-centre:teamBets.stake'), numeric: true, cell: (bet) => money(bet.stake), csv: (bet) => bet.stake },
    {
      key: 'payout',
      header: t('agent-centre:teamBets.payout'),
      numeric: true,
      cell: (bet) => (bet.payout === null ? t('agent-centre:table.none') : money(bet.payout)),
      csv: (bet) => bet.payout,
    },
    {
      key: 'net',
      header: t('agent-centre:teamBets.net'),
      numeric: true,
      cell: (bet) => (bet.net === null ? t('agent-centre:table.none') : <SignedAmount value={bet.net} />),
      csv: (bet) => bet.net,
    },
    {
      key: 'status',
      header: t('agent-centre:teamBets.status'),
      cell: (bet) => <StatusPill tone={STATUS_TONE[bet.status]}>{statusText(bet.status)}</StatusPill>,
      csv: (bet) => statusText(bet.status),
    },
  ];

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:teamBets.title')} lead={t('agent-centre:teamBets.lead')} />
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
          label={t('agent-centre:teamBets.status')}
          value={status}
          blankLabel={t('agent-centre:teamBets.allStatuses')}
          options={STATUSES.map((option) => ({ value: option, label: statusText(option) }))}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </ReportFilters>
      <RemoteView remote={list} isEmpty={(value) => value.list.length === 0} empty={t('agent-centre:teamBets.empty')}>
        {(value) => (
          <ReportTable
            exportAll={async () => {
              const file = await agentExports.bets(api, { ...range, ...(username ? { username } : {}), ...(status ? { status } : {}) });
              return { rows: file.rows, totals: totalsRows(file.totals) };
            }}
            caption={t('agent-centre:teamBets.caption')}
            secondary={['placedAt', 'payout', 'game']}
            columns={columns}
            rows={value.list}
            rowKey={(bet) => `${bet.username}:${bet.roundRef}`}
            fileName={reportFileName(t('agent-centre:teamBets.file'), range)}
            summary={pageSummary(t, value.totalCount, page, value.totalPages)}
            totals={totalsRows(value.totals)}
          >
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('agent-centre:teamBets.pages')} />
          </ReportTable>
        )}
      </RemoteView>
    </div>
  );
}
