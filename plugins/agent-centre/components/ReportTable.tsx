import '../reports.css';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { DateRangeFilter, type DayRange, type RangePreset } from '../../shared/centre/DateRangeFilter';
import type { SalaryContract } from '../api';
import { downloadCsv, toCsv, type CsvColumn } from '../csv';
import { formatDay, formatRate } from '../format';

/** One column of a report: what its header says, what a cell shows and what the CSV gets. */
export interface ReportColumn<Row> {
  /** Unique in the table; the totals rows name their cells by it. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value written to the CSV: money as the API's plain string ("-12.50"), dates as shown. */
  csv: (row: Row) => string | number | null;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The cell names its row for screen readers (<th scope="row">): the member, the day... */
  rowHeader?: boolean;
  /** Long text (a description) that may wrap instead of widening the table. */
  wrap?: boolean;
}

/** A row of the table's foot: a label over the leading columns, then a value per column key. */
export interface ReportTotals {
  label: string;
  cells: Partial<Record<string, { view: ReactNode; csv: string | number | null }>>;
}

/** The name of a report's CSV: `equipe-apostas-2026-11-19_2026-11-25.csv`. */
export function reportFileName(base: string, range: DayRange): string {
  return `${base}-${range.from}_${range.to}.csv`;
}

/** How many leading columns the label of a totals row covers: those without a value (at least 1). */
function labelSpan<Row>(columns: readonly ReportColumn<Row>[], totals: ReportTotals): number {
  const first = columns.findIndex((column) => totals.cells[column.key] !== undefined);
  return first <= 0 ? 1 : first;
}

function footLine<Row>(columns: readonly ReportColumn<Row>[], totals: ReportTotals): (string | number | null)[] {
  const span = labelSpan(columns, totals);
  return columns.map((column, index) => (index === 0 ? totals.label : index < span ? '' : (totals.cells[column.key]?.csv ?? '')));
}

/** The largest page the report calls answer, and how many of them an export reads at most. */
const EXPORT_PAGE_SIZE = 100;
const EXPORT_MAX_PAGES = 50;

/** Every row of a paged report call, page after page (at most 5,000 rows), for a CSV of the whole selection. */
export async function everyPage<Row>(
  load: (pageNo: number, pageSize: number) => Promise<{ list: readonly Row[]; totalPages: number }>,
): Promise<Row[]> {
  const first = await load(1, EXPORT_PAGE_SIZE);
  const rows = [...first.list];
  for (let pageNo = 2; pageNo <= Math.min(first.totalPages, EXPORT_MAX_PAGES); pageNo += 1)
    rows.push(...(await load(pageNo, EXPORT_PAGE_SIZE)).list);
  return rows;
}

/** The CSV of a table: a header line, one line per row given, then the totals rows. */
export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[], totals: readonly ReportTotals[] = []): string {
  type Line = (string | number | null)[];
  const lines: Line[] = rows.map((row) => columns.map((column) => column.csv(row)));
  const feet: Line[] = totals.map((line) => footLine(columns, line));
  const byIndex: CsvColumn<Line>[] = columns.map((column, index) => ({ header: column.header, value: (line) => line[index] }));
  // toCsv takes one footer line: the totals rows before the last go in as lines of the body.
  return toCsv(byIndex, [...lines, ...feet.slice(0, -1)], feet.length > 0 ? feet[feet.length - 1] : undefined);
}

const cellClass = (column: { numeric?: boolean; wrap?: boolean }) =>
  [column.numeric ? 'ac-report__num' : '', column.wrap ? 'ac-report__wrap' : ''].filter(Boolean).join(' ') || undefined;

/**
 * A report table of the agent centre: a caption for screen readers, the rows, the totals in the
 * foot, and an "Exportar CSV" button that downloads the rows on screen plus the totals. The table
 * scrolls sideways inside its card (a phone is narrower than the columns); the scrolling region
 * takes the focus, so the arrow keys scroll it. `children` go under the table (the pagination).
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totals = [],
  fileName,
  summary,
  empty,
  busy = false,
  allRows,
  exportAll,
  children,
}: {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  totals?: readonly ReportTotals[];
  /** With its .csv: see reportFileName. */
  fileName: string;
  /** A line above the table: how many records, which page. */
  summary?: string;
  /** Shown in the body when there are no rows. */
  empty?: string;
  /** A refresh is under way (the rows stay on screen). */
  busy?: boolean;
  /**
   * Every row of the selection, for the CSV: with it the file holds all pages (and so adds up to
   * the totals); without it, the rows on screen.
   */
  allRows?: () => Promise<readonly Row[]>;
  /**
   * Every row of the selection and its totals rows from the platform's export of the report (one
   * request, whatever the size): the CSV holds all of them, with the totals the export read after them.
   */
  exportAll?: () => Promise<{ rows: readonly Row[]; totals: readonly ReportTotals[] }>;
  children?: ReactNode;
}) {
  const t = useT();
  const captionId = useId();
  const [exported, setExported] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  useEffect(() => {
    if (exported === null) return undefined;
    const timer = window.setTimeout(() => setExported(null), 5000);
    return () => window.clearTimeout(timer);
  }, [exported]);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const all = exportAll ? await exportAll() : { rows: allRows ? await allRows() : rows, totals };
      downloadCsv(fileName, reportCsv(columns, all.rows, all.totals));
      setExported(t('agent-centre:table.exported', { file: fileName, count: all.rows.length }));
    } catch (error) {
      setExportError(errorText(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="mc-card ac-report" aria-busy={busy || undefined}>
      <div className="ac-report__bar">
        <p className="ac-report__summary">{summary}</p>
        <button
          type="button"
          className="btn btn--ghost ac-report__export"
          onClick={() => void exportCsv()}
          disabled={rows.length === 0 || exporting}
          aria-busy={exporting || undefined}
          title={t('agent-centre:table.exportTitle', { file: fileName })}
        >
          <svg className="ac-report__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M12 3v12m0 0-5-5m5 5 5-5M4 17v3h16v-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('agent-centre:table.export')}
        </button>
      </div>
      {exportError ? (
        <p className="mc-notice mc-notice--error" role="alert">
          {exportError}
        </p>
      ) : null}
      <div className="ac-report__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ac-report__table">
          <caption id={captionId} className="visually-hidden">
            {t('agent-centre:table.region', { caption })}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="ac-report__empty" colSpan={columns.length}>
                  {empty ?? t('agent-centre:table.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} scope="row" className={cellClass(column)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.key} className={cellClass(column)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
          {totals.length > 0 ? (
            <tfoot>
              {totals.map((line) => {
                const span = labelSpan(columns, line);
                return (
                  <tr key={line.label}>
                    <th scope="row" colSpan={span}>
                      {line.label}
                    </th>
                    {columns.slice(span).map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {line.cells[column.key]?.view ?? null}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tfoot>
          ) : null}
        </table>
      </div>
      <p className="visually-hidden" role="status">
        {exported ?? ''}
      </p>
      {children}
    </div>
  );
}

/* Small pieces the report pages share. */

/** Money from the API in the brand's currency. */
export function useMoney(): (value: string) => string {
  const { brand } = useEngine();
  return (value) => formatCurrency(value, brand.currencySymbol);
}

/** A signed amount with its sign spelled out and coloured: + green, − red, zero plain. */
export function SignedAmount({ value }: { value: string }) {
  const money = useMoney();
  const negative = value.trim().startsWith('-');
  const magnitude = value.trim().replace(/^[-+]/, '');
  if (Number(magnitude) === 0) return <span className="ac-report__amount">{money(magnitude)}</span>;
  return (
    <span className={`ac-report__amount ac-report__amount--${negative ? 'out' : 'in'}`}>
      {negative ? '−' : '+'}
      {money(magnitude)}
    </span>
  );
}

/** A debit total the API may give with or without its minus: always "-12.50" ("0.00" for none). */
export function negated(value: string): string {
  const magnitude = value.trim().replace(/^[-+]/, '');
  return Number(magnitude) === 0 ? magnitude : `-${magnitude}`;
}

/** A rate in percent as the pages show it: 1 → "1,00%". */
export const percent = (rate: number) => `${formatRate(rate)}%`;

/** A UTC-3 day ("2026-11-25") as 25/11/2026; a timestamp as its local day. */
export function dayText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : formatDateTime(value).slice(0, 10);
}

/** hh:mm of a timestamp, local time. */
export const timeText = (value: string) => formatDateTime(value).slice(11);

export type Tone = 'ok' | 'wait' | 'bad' | 'neutral';

/**
 * The filters of a team report: the date range and a member's username, plus the page's own
 * selects (`children`). Any change goes back to page 1 (`onChange`).
 */
export function ReportFilters({
  preset,
  onRange,
  username,
  onUsername,
  children,
}: {
  preset: RangePreset;
  onRange: (preset: RangePreset, range: DayRange) => void;
  username: string;
  onUsername: (username: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="mc-card ac-report-filters">
      <DateRangeFilter preset={preset} onChange={onRange} />
      <div className="ac-report-filters__row">
        <UsernameFilter value={username} onChange={onUsername} />
        {children}
      </div>
    </div>
  );
}

/** A status pill (the centre's mc-status tones). */
export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`mc-status mc-status--${tone}`}>{children}</span>;
}

/**
 * The exact-username filter of the team reports: applied on Enter or the button, cleared by the
 * clear button or by emptying the field. A name outside the team is the server's NOT_IN_TEAM.
 */
export function UsernameFilter({ value, onChange }: { value: string; onChange: (username: string) => void }) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = draft.trim();
    if (next !== value) onChange(next);
  }

  return (
    <form className="ac-report-filters__search" role="search" onSubmit={apply} noValidate>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={id}>
          {t('agent-centre:table.username')}
        </label>
        <div className="ac-report-search">
          <input
            id={id}
            type="text"
            className="mc-field__input"
            value={draft}
            maxLength={32}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={hintId}
            onChange={(event) => {
              setDraft(event.target.value);
              if (event.target.value.trim() === '' && value !== '') onChange('');
            }}
          />
          <button type="submit" className="btn btn--ghost">
            {t('agent-centre:table.search')}
          </button>
          {value ? (
            <button type="button" className="btn btn--ghost" onClick={() => onChange('')}>
              {t('agent-centre:table.clear')}
            </button>
          ) : null}
        </div>
        <p className="mc-field__hint" id={hintId}>
          {value ? t('agent-centre:table.filteredBy', { username: value }) : t('agent-centre:table.usernameHint')}
        </p>
      </div>
    </form>
  );
}

/**
 * The agent's contract on a salary or dividend page: its rate and start, or why nothing is paid
 * (no ACTIVE contract, or payment switched off for the account). `texts` is the page's key prefix
 * (`agent-centre:daily`), whose rate, since, none, disabled and contract texts it reads.
 */
export function ContractCard({ enabled, contract, texts }: { enabled: boolean; contract: SalaryContract | null; texts: string }) {
  const t = useT();
  return (
    <section className="mc-card ac-salary-terms" aria-label={t(`${texts}.contract`)}>
      {contract ? (
        <div className="ac-salary-terms__row">
          <span className="ac-salary-terms__label">{t(`${texts}.contract`)}</span>
          <strong className="ac-salary-terms__rate">{t(`${texts}.rate`, { rate: formatRate(contract.rate) })}</strong>
          <span className="ac-salary-terms__since">{t(`${texts}.since`, { date: dayText(contract.since) })}</span>
        </div>
      ) : (
        <p className="mc-notice mc-notice--info">{t(`${texts}.none`)}</p>
      )}
      {enabled ? null : (
        <p className="mc-notice mc-notice--error" role="note">
          {t(`${texts}.disabled`)}
        </p>
      )}
    </section>
  );
}

/** The line above a paged table: "34 registros · página 2 de 4". */
export function pageSummary(
  t: (key: string, options?: Record<string, unknown>) => string,
  count: number,
  page: number,
  pages: number,
): string {
  return pages > 1 ? t('agent-centre:table.pageOf', { count, page, pages }) : t('agent-centre:table.records', { count });
}
