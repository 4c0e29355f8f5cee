import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useRemote } from '../../../core/api/use-remote';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { useT } from '../../../core/i18n/i18n';
import { Pagination } from '../../../core/ui/Pagination';
import { RemoteView } from '../../shared/centre/LoadState';
import { PageHeader } from '../../shared/centre/PageHeader';
import { isoDay } from '../../shared/centre/day-range';
import { agentApi, type RealtimeSalary as Records, type RealtimeSlot } from '../api';
import {
  everyPage,
  ContractCard,
  ReportTable,
  dayText,
  pageSummary,
  percent,
  reportFileName,
  timeText,
  useMoney,
  type ReportColumn,
} from '../components/ReportTable';
import type { PageProps } from '../pages';
import '../reports.css';

const PAGE_SIZE = 12;
/** Real-time salary is calculated and paid every 5 minutes (spec section 7). */
const SLOT_MS = 5 * 60_000;
/** How long after the slot's end the page asks again, so the server has closed it. */
const GRACE_MS = 2_000;

const isVisible = () => document.visibilityState === 'visible';

/** "04:32" of a number of milliseconds (none below zero). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * The time left to the next settlement, ticking each second; `onDue` runs once when it has passed
 * (keyed by the target, a new settlement time starts a new countdown).
 */
function Countdown({ target, onDue }: { target: string; onDue: () => void }) {
  const t = useT();
  const at = Date.parse(target);
  const [now, setNow] = useState(Date.now);
  const fired = useRef(false);
  const due = useRef(onDue);
  due.current = onDue;
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!fired.current && Number.isFinite(at) && now >= at + GRACE_MS) {
      fired.current = true;
      due.current();
    }
  }, [now, at]);
  const left = at - now;
  return (
    <>
      <dd role="timer" aria-atomic="true" data-testid="realtime-countdown">
        {left > 0 ? clock(left) : t('agent-centre:realtime.settling')}
      </dd>
      <dd className="ac-realtime__at">{t('agent-centre:realtime.nextAt', { time: timeText(target) })}</dd>
    </>
  );
}

/** The slot being counted now: its time, the team's stakes so far, the projected pay, the countdown. */
function CurrentSlot({
  records,
  busy,
  loadedAt,
  onDue,
  refresh,
}: {
  records: Records;
  busy: boolean;
  loadedAt: number | null;
  onDue: () => void;
  refresh: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const titleId = useId();
  const { current } = records;
  return (
    <section className="mc-card ac-realtime" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className="ac-realtime__head">
        <h3 className="mc-card__title" id={titleId}>
          {t('agent-centre:realtime.current')}
        </h3>
        <span className="ac-realtime__slot">
          {t('agent-centre:realtime.slot', { from: timeText(current.slotStart), to: timeText(current.slotEnd) })}
        </span>
      </div>
      <dl className="ac-realtime__figures">
        <div className="ac-realtime__figure">
          <dt>{t('agent-centre:realtime.teamBets')}</dt>
          <dd data-testid="realtime-team-bets">{money(current.teamBets)}</dd>
        </div>
        <div className="ac-realtime__figure">
          <dt>{t('agent-centre:realtime.projected')}</dt>
          <dd data-testid="realtime-projected">{money(current.projected)}</dd>
        </div>
        <div className="ac-realtime__figure ac-realtime__figure--next">
          <dt>{t('agent-centre:realtime.next')}</dt>
          <Countdown key={records.nextSettlementAt} target={records.nextSettlementAt} onDue={onDue} />
        </div>
      </dl>
      <div className="ac-realtime__foot">
        <span>
          {busy
            ? t('agent-centre:table.refreshing')
            : loadedAt !== null
              ? t('agent-centre:realtime.updatedAt', { time: formatDateTime(new Date(loadedAt).toISOString()).slice(11) })
              : ''}
        </span>
        {/* aria-disabled, not disabled: the focus stays on the button while it refreshes. */}
        <button type="button" className="btn btn--ghost" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : refresh())}>
          {t('agent-centre:realtime.update')}
        </button>
      </div>
    </section>
  );
}

/**
 * agentRealtimeSalary, "real-time salary": the salary on the team's stakes is calculated and
 * paid every 5 minutes. The current slot (stakes so far, projected pay, a live countdown to the
 * next settlement) over the slots paid in the last 24 hours, 12 a page, with their totals and a
 * CSV of the page. The page asks again when the countdown ends and 5 minutes after each answer,
 * only while it is in front (a hidden tab catches up when it comes back), and stops on leaving.
 */
export default function RealtimeSalary(_: PageProps) {
  const t = useT();
  const { api } = useEngine();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const load = (pageNo: number, pageSize: number) => agentApi.realtimeSalary(api, { pageNo, pageSize });
  const records = useRemote(`agent-realtime-salary:${page}`, () => load(page, PAGE_SIZE));
  const { retry, status, data } = records;
  const busy = status === 'loading' && data !== null;
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  // A refresh that came due while the tab was hidden, made when it comes back.
  const missed = useRef(false);

  const refresh = useCallback(() => {
    if (isVisible()) {
      missed.current = false;
      retry();
    } else {
      missed.current = true;
    }
  }, [retry]);

  // Each answer: note when, and ask again 5 minutes later.
  useEffect(() => {
    if (status !== 'loaded') return undefined;
    setLoadedAt(Date.now());
    const timer = window.setTimeout(refresh, SLOT_MS);
    return () => window.clearTimeout(timer);
  }, [data, status, refresh]);

  useEffect(() => {
    const onVisibility = () => {
      if (isVisible() && missed.current) refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refresh]);

  const slotText = (row: RealtimeSlot) =>
    `${dayText(row.slotStart)} ${t('agent-centre:realtime.slot', { from: timeText(row.slotStart), to: timeText(row.slotEnd) })}`;
  const columns: ReportColumn<RealtimeSlot>[] = [
    {
      key: 'slot',
      header: t('agent-centre:realtime.slotColumn'),
      rowHeader: true,
      cell: (row) => <time dateTime={row.slotStart}>{slotText(row)}</time>,
      csv: slotText,
    },
    {
      key: 'teamBets',
      header: t('agent-centre:table.columns.teamBets'),
      numeric: true,
      cell: (row) => money(row.teamBets),
      csv: (row) => row.teamBets,
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
      key: 'paidAt',
      header: t('agent-centre:table.columns.paidAt'),
      cell: (row) => <time dateTime={row.paidAt}>{formatDateTime(row.paidAt)}</time>,
      csv: (row) => formatDateTime(row.paidAt),
    },
  ];

  return (
    <div className="mc-page">
      <PageHeader title={t('agent-centre:realtime.title')} lead={t('agent-centre:realtime.lead')} />
      <RemoteView remote={records} rows={3}>
        {(value) => (
          <>
            <ContractCard enabled={value.enabled} contract={value.contract} texts="agent-centre:realtime" />
            <CurrentSlot records={value} busy={busy} loadedAt={loadedAt} onDue={refresh} refresh={retry} />
            {value.list.length === 0 ? (
              <p className="mc-card mc-empty">{t('agent-centre:realtime.empty')}</p>
            ) : (
              <ReportTable
                allRows={() => everyPage(load)}
                caption={t('agent-centre:realtime.caption')}
                secondary={['paidAt', 'rate', 'teamBets']}
                columns={columns}
                rows={value.list}
                rowKey={(row) => row.slotStart}
                fileName={reportFileName(t('agent-centre:realtime.file'), { from: isoDay(1), to: isoDay(0) })}
                summary={pageSummary(t, value.totalCount, page, value.totalPages)}
                busy={busy}
                totals={[
                  {
                    label: t('agent-centre:realtime.totals', { count: value.totalCount }),
                    cells: {
                      teamBets: { view: money(value.totals.teamBets), csv: value.totals.teamBets },
                      amount: { view: money(value.totals.amount), csv: value.totals.amount },
                    },
                  },
                ]}
              >
                <Pagination page={page} pageCount={value.totalPages} onChange={setPage} label={t('agent-centre:realtime.pages')} />
              </ReportTable>
            )}
          </>
        )}
      </RemoteView>
    </div>
  );
}
