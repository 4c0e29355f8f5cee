import '../reports.css';
import { Fragment, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '../../../core/api/present-error';
import { useEngine } from '../../../core/engine-context';
import { formatDateTime } from '../../../core/format/date-time';
import { formatCurrency } from '../../../core/format/money';
import { useT } from '../../../core/i18n/i18n';
import { DateRangeFilter, type DayRange, type RangePreset } from '../../shared/centre/DateRangeFilter';
import type { SalaryContract } from '../api';
import { downloadCsv, toCsv, type CsvColumn } from '../csv';
import { formatDay, formatRate } from '../format';
import { useColumnFit } from './column-fit';

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

const cellClass = (column: { numeric?: boolean; wrap?: boolean }, folded = false) =>
  [column.numeric ? 'ac-report__num' : '', column.wrap ? 'ac-report__wrap' : '', folded ? 'ac-report__folded' : '']
    .filter(Boolean)
    .join(' ') || undefined;

/** A cell that shows nothing (a row without the action of its column): a card leaves it out. */
const isBlank = (content: ReactNode) => content === null || content === undefined || content === false || content === '';

/** The chevron of a row's disclosure button (turned by CSS while the detail is open). */
function Chevron() {
  return (
    <svg className="ac-report__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The button that opens a row's detail (the columns folded out of it). */
function DisclosureButton({
  name,
  open,
  controls,
  onToggle,
  stacked,
}: {
  name: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
  /** On a card the button says "Detalhes"; in a table it is the chevron alone (its name says which row). */
  stacked: boolean;
}) {
  const t = useT();
  const label = t('agent-centre:table.detailsOf', { name });
  return (
    <button
      type="button"
      className="ac-report__toggle"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <span className={stacked ? undefined : 'visually-hidden'}>{t('agent-centre:table.details')}</span>
      <Chevron />
    </button>
  );
}

/** The folded columns of a row, as label and value pairs (blank values left out). */
function Facts({ facts }: { facts: { key: string; header: string; numeric?: boolean; wrap?: boolean; view: ReactNode }[] }) {
  return (
    <dl className="ac-report__facts">
      {facts
        .filter((fact) => !isBlank(fact.view))
        .map((fact) => (
          <div key={fact.key} className={fact.wrap ? 'ac-report__fact ac-report__fact--long' : 'ac-report__fact'}>
            <dt>{fact.header}</dt>
            <dd className={fact.numeric ? 'ac-report__num' : undefined}>{fact.view}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * A report table of the agent centre: a caption for screen readers, the rows, the totals in the
 * foot, and an "Exportar CSV" button that downloads the rows plus the totals. `children` go under
 * the table (the pagination).
 *
 * The table does not scroll sideways. Its key columns are always in the row; the `secondary` ones,
 * when the card is too narrow for every column, fold (first listed first) into a detail under the
 * row that a button per row opens. On a phone each row is a card: its name, then its key figures,
 * then that button. The folded cells stay in the row, hidden, so the row keeps one cell per column.
 */
export function ReportTable<Row>({
  caption,
  columns,
  secondary = [],
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
  /**
   * The keys of the columns that may fold into the row detail, the first to fold first; every
   * other column is a key column, always in the row. A row-header column never folds.
   */
  secondary?: readonly string[];
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
  const detailId = useId();
  const [exported, setExported] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const foldable = secondary.filter((key) => columns.some((column) => column.key === key && !column.rowHeader));
  const { scrollRef, tableRef, fit } = useColumnFit(
    columns.map((column) => column.key),
    foldable,
  );
  const folded = new Set(fit.stacked ? foldable : foldable.slice(0, fit.folded));
  const foldedColumns = columns.filter((column) => folded.has(column.key));
  const hasDetail = foldedColumns.length > 0;
  /** Cells laid out in a row: the columns left in it, and the disclosure column. */
  const span = columns.length - folded.size + (hasDetail ? 1 : 0);
  const rowHeader = columns.find((column) => column.rowHeader);

  useEffect(() => {
    if (exported === null) return undefined;
    const timer = window.setTimeout(() => setExported(null), 5000);
    return () => window.clearTimeout(timer);
  }, [exported]);

  function toggle(id: string) {
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

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

  /** A cell of a row; on a card, its column's label first (the header row is hidden there). */
  function bodyCell(column: ReportColumn<Row>, row: Row) {
    const content = column.cell(row);
    const blank = isBlank(content);
    const props = { className: cellClass(column, folded.has(column.key)), 'data-column': column.key, 'data-blank': blank || undefined };
    if (column.rowHeader)
      return (
        <th key={column.key} scope="row" {...props}>
          {content}
        </th>
      );
    return (
      <td key={column.key} {...props}>
        {fit.stacked && !blank && !folded.has(column.key) ? (
          <span className="ac-report__label" aria-hidden="true">
            {column.header}
          </span>
        ) : null}
        {content}
      </td>
    );
  }

  /**
   * The disclosure cell of a row and the detail row it opens (nothing while nothing is folded).
   * `id` keeps the row open across pages and refreshes while it is on screen; `slot` names its element.
   */
  function detail(id: string, slot: string, name: string, facts: Parameters<typeof Facts>[0]['facts']) {
    if (!hasDetail) return { button: null, row: null, open: false };
    const isOpen = open.has(id);
    const controls = `${detailId}${slot}`;
    const shown = facts.some((fact) => !isBlank(fact.view));
    return {
      button: (
        <td className="ac-report__more">
          {shown ? (
            <DisclosureButton name={name} open={isOpen} controls={controls} onToggle={() => toggle(id)} stacked={fit.stacked} />
          ) : null}
        </td>
      ),
      row: shown ? (
        <tr className="ac-report__detail" id={controls} hidden={!isOpen}>
          <td colSpan={span}>{isOpen ? <Facts facts={facts} /> : null}</td>
        </tr>
      ) : null,
      open: shown && isOpen,
    };
  }

  return (
    <div className={`mc-card ac-report${fit.stacked ? ' ac-report--stacked' : ''}`} aria-busy={busy || undefined}>
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
      <div className="ac-report__scroll" role="region" aria-labelledby={captionId} tabIndex={0} ref={scrollRef}>
        <table className="ac-report__table" ref={tableRef}>
          <caption id={captionId} className="visually-hidden">
            {t(hasDetail ? 'agent-centre:table.regionFolded' : 'agent-centre:table.region', { caption })}
          </caption>
          {/* On cards each figure carries its own label; the header row stays for screen readers. */}
          <thead className={fit.stacked ? 'visually-hidden' : undefined}>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column, folded.has(column.key))} data-column={column.key}>
                  {column.header}
                </th>
              ))}
              {hasDetail ? <td className="ac-report__more" /> : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className="ac-report__empty" colSpan={span}>
                  {empty ?? t('agent-centre:table.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => {
                const key = String(rowKey(row));
                const more = detail(
                  `row:${key}`,
                  `r${index}`,
                  rowHeader ? String(rowHeader.csv(row) ?? key) : key,
                  foldedColumns.map((column) => ({
                    key: column.key,
                    header: column.header,
                    numeric: column.numeric,
                    wrap: column.wrap,
                    view: column.cell(row),
                  })),
                );
                return (
                  <Fragment key={key}>
                    <tr className={`ac-report__row${more.open ? ' ac-report__row--open' : ''}`}>
                      {columns.map((column) => bodyCell(column, row))}
                      {more.button}
                    </tr>
                    {more.row}
                  </Fragment>
                );
              })
            )}
          </tbody>
          {totals.length > 0 ? (
            <tfoot>
              {totals.map((line, index) => {
                const spanned = labelSpan(columns, line);
                const more = detail(
                  `totals:${line.label}`,
                  `t${index}`,
                  line.label,
                  foldedColumns.map((column) => ({
                    key: column.key,
                    header: column.header,
                    numeric: column.numeric,
                    wrap: column.wrap,
                    view: line.cells[column.key]?.view ?? null,
                  })),
                );
                // The label covers the leading columns without a total that are in the row; a folded
                // one keeps its hidden cell, so the row still has a cell per column.
                const labelled = columns.slice(0, spanned);
                return (
                  <Fragment key={line.label}>
                    <tr className={`ac-report__row${more.open ? ' ac-report__row--open' : ''}`}>
                      <th scope="row" colSpan={Math.max(1, labelled.filter((column) => !folded.has(column.key)).length)}>
                        {line.label}
                      </th>
                      {labelled
                        .slice(1)
                        .map((column) =>
                          folded.has(column.key) ? <td key={column.key} className="ac-report__folded" data-column={column.key} /> : null,
                        )}
                      {columns.slice(spanned).map((column) => {
                        const view = line.cells[column.key]?.view ?? null;
                        return (
                          <td
                            key={column.key}
                            className={cellClass(column, folded.has(column.key))}
                            data-column={column.key}
                            data-blank={isBlank(view) || undefined}
                          >
                            {fit.stacked && !isBlank(view) && !folded.has(column.key) ? (
                              <span className="ac-report__label" aria-hidden="true">
                                {column.header}
                              </span>
                            ) : null}
                            {view}
                          </td>
                        );
                      })}
                      {more.button}
                    </tr>
                    {more.row}
                  </Fragment>
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
