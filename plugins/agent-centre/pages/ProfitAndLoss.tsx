import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { canOpenAgentCentre } from '../../../core/session/account-types';
import { Pagination } from '../../../core/ui/Pagination';
import { useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { agentApi, type PnlPage, type PnlRow } from '../api';
import {
  ReportFilters,
  ReportTable,
  SignedAmount,
  pageSummary,
  reportFileName,
  useMoney,
  type ReportColumn,
  type ReportTotals,
} from '../components/ReportTable';
import { agentExports } from '../exports';
import type { PageProps } from '../pages';
import '../reports.css';

const PAGE_SIZE = 20;

/**
 * palStatementsAgentCopy, "profit and loss statements": one row per team member with activity in
 * the range (deposits, withdrawals, stakes, payouts, the member's result, bonuses), 20 a page,
 * with the totals of every row and a CSV of every row (the platform's export, one request).
 */
export default function ProfitAndLoss(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const money = useMoney();
  const { preset, range, choose } = useDayRange('month');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const load = (pageNo: number, pageSize: number) => agentApi.pnl(api, { ...range, ...(username ? { username } : {}), pageNo, pageSize });
  const list = useRemote(`agent-pnl:${range.from}:${range.to}:${username}:${page}`, () => load(page, PAGE_SIZE));
  const amount = (key: 'deposits' | 'withdrawals' | 'bets' | 'payout' | 'bonuses', header: string): ReportColumn<PnlRow> => ({
    key,
    header,
    numeric: true,
    cell: (row) => money(row[key]),
    csv: (row) => row[key],
  });

  const totalsRows = (totals: PnlPage['totals'], count: number): ReportTotals[] => [
    {
      label: t('agent-centre:pnl.totals', { count }),
      cells: {
        deposits: { view: money(totals.deposits), csv: totals.deposits },
        withdrawals: { view: money(totals.withdrawals), csv: totals.withdrawals },
        betCount: { view: totals.betCount, csv: totals.betCount },
        bets: { view: money(totals.bets), csv: totals.bets },
        payout: { view: money(totals.payout), csv: totals.payout },
        net: { view: <SignedAmount value={totals.net} />, csv: totals.net },
        bonuses: { view: money(totals.bonuses), csv: totals.bonuses },
      },
    },
  ];

  const columns: ReportColumn<PnlRow>[] = [
    {
      key: 'member',
      header: t('agent-centre:table.columns.member'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.username}
          {canOpenAgentCentre(row.accountType) ? <span className="ac-report__tag">{t('agent-centre:table.agentTag')}</span> : null}
        </>
      ),
      csv: (row) => row.username,
    },
    { key: 'level', header: t('agent-centre:pnl.level'), numeric: true, cell: (row) => row.level, csv: (row) => row.level },
    amount('deposits', t('agent-centre:pnl.deposits')),
    amount('withdrawals', t('agent-centre:pnl.withdrawals')),
    { key: 'betCount', header: t('agent-centre:pnl.betCount'), numeric: true, cell: (row) => row.betCount, csv: (row) => row.betCount },
    amount('bets', t('agent-centre:pnl.bets')),
    amount('payout', t('agent-centre:pnl.payout')),
    {
      key: 'net',
      header: t('agent-centre:pnl.net'),
      numeric: true,
      cell: (row) => <SignedAmount value={row.net} />,
      csv: (row) => row.net,
    },
    amount('bonuses', t('agent-centre:pnl.bonuses')),
  ];

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:pnl.title')} lead={t('agent-centre:pnl.lead')} />
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
      />
      <RemoteView remote={list} isEmpty={(value) => value.list.length === 0} empty={t('agent-centre:pnl.empty')}>
        {(value) => (
          <ReportTable
            exportAll={async () => {
              const file = await agentExports.pnl(api, { ...range, ...(username ? { username } : {}) });
              return { rows: file.rows, totals: totalsRows(file.totals, file.rows.length) };
            }}
            caption={t('agent-centre:pnl.caption')}
            secondary={['level', 'betCount', 'withdrawals', 'bonuses', 'payout']}
            columns={columns}
            rows={value.list}
            rowKey={(row) => row.username}
            fileName={reportFileName(t('agent-centre:pnl.file'), range)}
            summary={pageSummary(t, value.totalCount, page, value.totalPages)}
            totals={totalsRows(value.totals, value.totalCount)}
          >
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('agent-centre:pnl.pages')} />
          </ReportTable>
        )}
      </RemoteView>
    </div>
  );
}
