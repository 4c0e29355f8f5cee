import { useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { useT } from '../../../core/i18n/i18n';
import { canOpenAgentCentre } from '../../../core/session/account-types';
import { Pagination } from '../../../core/ui/Pagination';
import { useDayRange } from '../../shared/centre/DateRangeFilter';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { agentApi, type PnlRow } from '../api';
import {
  ReportFilters,
  everyPage,
  ReportTable,
  SignedAmount,
  pageSummary,
  reportFileName,
  useMoney,
  type ReportColumn,
} from '../components/ReportTable';
import type { PageProps } from '../pages';
import '../reports.css';

const PAGE_SIZE = 20;

/**
 * palStatementsAgentCopy, "profit and loss statements": one row per team member with activity in
 * the range (deposits, withdrawals, stakes, payouts, the member's result, bonuses), 20 a page,
 * with the totals of every row and a CSV of the page.
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
            allRows={() => everyPage(load)}
            caption={t('agent-centre:pnl.caption')}
            columns={columns}
            rows={value.list}
            rowKey={(row) => row.username}
            fileName={reportFileName(t('agent-centre:pnl.file'), range)}
            summary={pageSummary(t, value.totalCount, page, value.totalPages)}
            totals={[
              {
                label: t('agent-centre:pnl.totals', { count: value.totalCount }),
                cells: {
                  deposits: { view: money(value.totals.deposits), csv: value.totals.deposits },
                  withdrawals: { view: money(value.totals.withdrawals), csv: value.totals.withdrawals },
                  betCount: { view: value.totals.betCount, csv: value.totals.betCount },
                  bets: { view: money(value.totals.bets), csv: value.totals.bets },
                  payout: { view: money(value.totals.payout), csv: value.totals.payout },
                  net: { view: <SignedAmount value={value.totals.net} />, csv: value.totals.net },
                  bonuses: { view: money(value.totals.bonuses), csv: value.totals.bonuses },
                },
              },
            ]}
          >
            <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('agent-centre:pnl.pages')} />
          </ReportTable>
        )}
      </RemoteView>
    </div>
  );
}
