import { EngineContext, type Engine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { initI18nForTests } from '../../../tests/support/i18n';
import { act } from 'react';
import { click, render } from '../../../tests/support/render';
import { downloadCsv } from '../csv';
import { everyPage, ReportTable, SignedAmount, reportFileName, useMoney, type ReportColumn, type ReportTotals } from './ReportTable';

// The download itself is the browser's: the test reads what would be downloaded.
jest.mock('../csv', () => ({ ...jest.requireActual('../csv'), downloadCsv: jest.fn() }));
const download = downloadCsv as jest.MockedFunction<typeof downloadCsv>;

beforeAll(() => initI18nForTests());
beforeEach(() => download.mockClear());

const engine = { brand: { currencySymbol: 'R$' } } as unknown as Engine;

interface Bet {
  id: number;
  username: string;
  game: string;
  stake: string;
  net: string;
}

const BETS: Bet[] = [
  { id: 1, username: 'membro1', game: 'Fortune Tiger', stake: '10.00', net: '-10.00' },
  { id: 2, username: 'membro4', game: 'Aviator', stake: '1234.50', net: '2469.00' },
  { id: 3, username: 'membro6', game: 'Roleta', stake: '5.00', net: '0.00' },
];

const TOTALS: ReportTotals[] = [
  {
    label: 'Total (3 apostas)',
    cells: {
      stake: { view: formatCurrency('1249.50', 'R$'), csv: '1249.50' },
      net: { view: <SignedAmount value="2459.00" />, csv: '2459.00' },
    },
  },
];

function Table({
  rows = BETS,
  totals = TOTALS,
  allRows,
  secondary,
}: {
  rows?: Bet[];
  totals?: ReportTotals[];
  allRows?: () => Promise<Bet[]>;
  secondary?: string[];
}) {
  const money = useMoney();
  const columns: ReportColumn<Bet>[] = [
    { key: 'member', header: 'Membro', rowHeader: true, cell: (bet) => bet.username, csv: (bet) => bet.username },
    { key: 'game', header: 'Jogo', cell: (bet) => <em>{bet.game}</em>, csv: (bet) => bet.game },
    { key: 'stake', header: 'Aposta', numeric: true, cell: (bet) => money(bet.stake), csv: (bet) => bet.stake },
    { key: 'net', header: 'Resultado', numeric: true, cell: (bet) => <SignedAmount value={bet.net} />, csv: (bet) => bet.net },
  ];
  return (
    <ReportTable
      caption="Apostas da equipe"
      columns={columns}
      rows={rows}
      rowKey={(bet) => bet.id}
      totals={totals}
      fileName={reportFileName('equipe-apostas', { from: '2026-11-19', to: '2026-11-25' })}
      summary="3 registros"
      allRows={allRows}
      secondary={secondary}
    />
  );
}

function renderTable(element: JSX.Element) {
  return render(<EngineContext.Provider value={engine}>{element}</EngineContext.Provider>);
}

/** Text as read, with the no-break space formatCurrency puts after the symbol written as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const cellTexts = (row: Element) => Array.from(row.children, (cell) => plain(cell.textContent ?? ''));
const exportButton = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('button')).find((button) => button.textContent?.includes('Exportar CSV'))!;

/** The downloaded text as lines of fields (the test's values have no ; or quotes to unquote). */
function downloaded(): { fileName: string; lines: string[][] } {
  expect(download).toHaveBeenCalledTimes(1);
  const [fileName, text] = download.mock.calls[0];
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return {
    fileName,
    lines: text
      .slice(1, -2)
      .split('\r\n')
      .map((line) => line.split(';')),
  };
}

describe('ReportTable', () => {
  it('renders the rows and the totals row in the foot, labelled over the columns without a total', () => {
    const view = renderTable(<Table />);
    const table = view.container.querySelector('table')!;
    expect(table.querySelector('caption')?.textContent).toContain('Apostas da equipe');
    expect(cellTexts(table.querySelector('thead tr')!)).toEqual(['Membro', 'Jogo', 'Aposta', 'Resultado']);
    const body = Array.from(table.querySelectorAll('tbody tr'));
    expect(body.map(cellTexts)).toEqual([
      ['membro1', 'Fortune Tiger', 'R$ 10.00', '−R$ 10.00'],
      ['membro4', 'Aviator', 'R$ 1,234.50', '+R$ 2,469.00'],
      ['membro6', 'Roleta', 'R$ 5.00', 'R$ 0.00'],
    ]);
    // The member names each row for screen readers.
    expect(body[0].firstElementChild?.tagName).toBe('TH');
    expect(body[0].firstElementChild?.getAttribute('scope')).toBe('row');

    const foot = table.querySelectorAll('tfoot tr');
    expect(foot).toHaveLength(1);
    const label = foot[0].querySelector('th')!;
    expect(label.textContent).toBe('Total (3 apostas)');
    expect(label.getAttribute('colspan')).toBe('2');
    expect(cellTexts(foot[0])).toEqual(['Total (3 apostas)', 'R$ 1,249.50', '+R$ 2,459.00']);
    view.unmount();
  });

  it('scrolls sideways in a region keyboard users can focus', () => {
    const view = renderTable(<Table />);
    const region = view.container.querySelector('[role="region"]')!;
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(view.container.querySelector('table'))).toBe(true);
    const labelledBy = region.getAttribute('aria-labelledby')!;
    expect(document.getElementById(labelledBy)?.textContent).toContain('Apostas da equipe');
    view.unmount();
  });

  it('exports a CSV whose body lines are the rows on screen, then the totals', () => {
    const view = renderTable(<Table />);
    click(exportButton(view.container));
    const { fileName, lines } = downloaded();
    expect(fileName).toBe('equipe-apostas-2026-11-19_2026-11-25.csv');

    const [header, ...rest] = lines;
    expect(header).toEqual(['Membro', 'Jogo', 'Aposta', 'Resultado']);
    const screen = Array.from(view.container.querySelectorAll('tbody tr'), cellTexts);
    const body = rest.slice(0, screen.length);
    expect(body).toHaveLength(screen.length);
    body.forEach(([member, game, stake, net], index) => {
      const [shownMember, shownGame, shownStake, shownNet] = screen[index];
      expect(member).toBe(shownMember);
      expect(game).toBe(shownGame);
      // Money goes out as the plain amount with a decimal comma (for pt-BR spreadsheets): the figure shown on screen.
      expect(stake).toMatch(/^\d+,\d{2}$/);
      expect(plain(formatCurrency(stake.replace(',', '.'), 'R$'))).toBe(shownStake);
      expect(shownNet.replace(/^[−+]/, '')).toBe(plain(formatCurrency(net.replace('-', '').replace(',', '.'), 'R$')));
      expect(shownNet.startsWith('−')).toBe(net.startsWith('-'));
    });
    expect(rest.slice(screen.length)).toEqual([['Total (3 apostas)', '', '1249,50', '2459,00']]);

    // Said to screen readers.
    expect(view.container.querySelector('[role="status"]')?.textContent).toContain('equipe-apostas-2026-11-19_2026-11-25.csv');
    view.unmount();
  });

  it('exports only the rows given (one page) and every totals row, in order', () => {
    const totals: ReportTotals[] = [
      { label: 'Entradas', cells: { net: { view: 'R$ 2,469.00', csv: '2469.00' } } },
      { label: 'Saídas', cells: { net: { view: '−R$ 10.00', csv: '-10.00' } } },
    ];
    const view = renderTable(<Table rows={BETS.slice(1)} totals={totals} />);
    expect(Array.from(view.container.querySelectorAll('tfoot tr'), cellTexts)).toEqual([
      ['Entradas', 'R$ 2,469.00'],
      ['Saídas', '−R$ 10.00'],
    ]);
    click(exportButton(view.container));
    expect(downloaded().lines).toEqual([
      ['Membro', 'Jogo', 'Aposta', 'Resultado'],
      ['membro4', 'Aviator', '1234,50', '2469,00'],
      ['membro6', 'Roleta', '5,00', '0,00'],
      ['Entradas', '', '', '2469,00'],
      ['Saídas', '', '', '-10,00'],
    ]);
    view.unmount();
  });

  it('says there is nothing to show and offers no export without rows', () => {
    const view = renderTable(<Table rows={[]} totals={[]} />);
    expect(view.container.querySelector('tbody')?.textContent).toBe('Nada a mostrar neste período.');
    expect(view.container.querySelector('tfoot')).toBeNull();
    const button = exportButton(view.container);
    expect(button.disabled).toBe(true);
    click(button);
    expect(download).not.toHaveBeenCalled();
    view.unmount();
  });

  it('exports every page of the selection when it can read them, so the file adds up to its totals', async () => {
    // Page 1 is on screen; the export reads pages of 100 until the last one.
    const asked: number[] = [];
    const load = (pageNo: number, pageSize: number) => {
      asked.push(pageNo);
      expect(pageSize).toBe(100);
      return Promise.resolve({ list: pageNo === 1 ? BETS.slice(0, 2) : BETS.slice(2), totalPages: 2 });
    };
    const view = renderTable(<Table rows={BETS.slice(0, 1)} allRows={() => everyPage(load)} />);
    click(exportButton(view.container));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([1, 2]);
    expect(downloaded().lines.map((line) => line[0])).toEqual(['Membro', 'membro1', 'membro4', 'membro6', 'Total (3 apostas)']);
    view.unmount();
  });
});

/**
 * A stand-in for the browser's layout, which jsdom has not: each column as wide as COLUMN_WIDTHS
 * says while it is in the row, the disclosure column 56 px, and a table box `available` px wide
 * that scrolls when the columns are wider. The ResizeObserver it installs reports when told to.
 */
const COLUMN_WIDTHS: Record<string, number> = { member: 110, game: 220, stake: 120, net: 140 };
function fakeLayout() {
  const layout = { available: 1000, observers: [] as (() => void)[] };
  const natural = (box: Element) =>
    box.closest('.ac-report--stacked')
      ? layout.available
      : Array.from(box.querySelectorAll<HTMLElement>('thead [data-column]:not(.ac-report__folded)')).reduce(
          (total, cell) => total + COLUMN_WIDTHS[cell.dataset.column ?? ''],
          box.querySelector('thead .ac-report__more') ? 56 : 0,
        );
  const restore = [
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ac-report__scroll') ? layout.available : 0;
    }),
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ac-report__scroll') ? Math.max(layout.available, natural(this)) : 0;
    }),
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const key = (this as HTMLElement).dataset?.column;
      const width = this.classList.contains('ac-report__folded')
        ? 0
        : key
          ? COLUMN_WIDTHS[key]
          : this.classList.contains('ac-report__more')
            ? 56
            : 0;
      return { width, height: 20, top: 0, left: 0, right: width, bottom: 20, x: 0, y: 0, toJSON: () => ({}) };
    }),
  ];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(private readonly report: () => void) {}
    observe() {
      layout.observers.push(this.report);
    }
    disconnect() {
      layout.observers = layout.observers.filter((report) => report !== this.report);
    }
  };
  return {
    layout,
    /** The table's box is now `available` px wide: the observers report, as the browser's would. */
    resize(available: number) {
      layout.available = available;
      act(() => layout.observers.forEach((report) => report()));
    },
    restore() {
      restore.forEach((spy) => spy.mockRestore());
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    },
  };
}

describe('ReportTable in a card too narrow for its columns', () => {
  let fake: ReturnType<typeof fakeLayout>;
  beforeEach(() => {
    fake = fakeLayout();
  });
  afterEach(() => fake.restore());

  const folded = (container: HTMLElement) =>
    Array.from(container.querySelectorAll<HTMLElement>('thead .ac-report__folded'), (cell) => cell.dataset.column);
  const toggles = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLButtonElement>('.ac-report__toggle'));

  it('keeps every column, with no disclosure button, while they fit', () => {
    const view = renderTable(<Table secondary={['game', 'stake']} />);
    fake.resize(700);
    expect(folded(view.container)).toEqual([]);
    expect(toggles(view.container)).toEqual([]);
    view.unmount();
  });

  it('folds its secondary columns, first listed first, into a row detail a button opens', () => {
    const view = renderTable(<Table secondary={['game', 'stake']} />);
    // 590 px of columns in 500: the game (220) goes, and the disclosure column (56) comes.
    fake.resize(500);
    expect(folded(view.container)).toEqual(['game']);
    expect(view.container.querySelector('.ac-report__scroll')!.scrollWidth).toBe(500);
    // Each row keeps a cell per column (the folded one hidden), then its button (the chevron, its text for screen readers).
    const first = view.container.querySelector('tbody tr')!;
    expect(cellTexts(first)).toEqual(['membro1', 'Fortune Tiger', 'R$ 10.00', '−R$ 10.00', 'Detalhes']);
    const [button] = toggles(view.container);
    expect(button.getAttribute('aria-label')).toBe('Detalhes: membro1');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const detail = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(detail.hidden).toBe(true);

    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(detail.hidden).toBe(false);
    expect(Array.from(detail.querySelectorAll('dt, dd'), (item) => item.textContent)).toEqual(['Jogo', 'Fortune Tiger']);
    // The detail spans the row's cells in view: three columns and the button's.
    expect(detail.querySelector('td')?.getAttribute('colspan')).toBe('4');
    click(button);
    expect([button.getAttribute('aria-expanded'), detail.hidden]).toEqual(['false', true]);

    // The totals row has no total of the game: nothing to open there. Its label still spans the member.
    const foot = view.container.querySelector('tfoot tr')!;
    expect(foot.querySelector('.ac-report__toggle')).toBeNull();
    expect(foot.querySelector('th')?.getAttribute('colspan')).toBe('1');
    expect(Array.from(foot.children, (cell) => cell.className)).toEqual([
      '',
      'ac-report__folded',
      'ac-report__num',
      'ac-report__num',
      'ac-report__more',
    ]);
    view.unmount();
  });

  it('unfolds again when the card grows, and the totals of a folded column open from the totals row', () => {
    const view = renderTable(<Table secondary={['stake', 'game']} />);
    fake.resize(400 + 80);
    // 480 px: the stake (120) and the game (220) both go; a table still, not cards.
    expect(folded(view.container)).toEqual(['game', 'stake']);
    expect(view.container.querySelector('.ac-report--stacked')).toBeNull();
    const totalsButton = view.container.querySelector<HTMLButtonElement>('tfoot .ac-report__toggle')!;
    expect(totalsButton.getAttribute('aria-label')).toBe('Detalhes: Total (3 apostas)');
    click(totalsButton);
    expect(
      Array.from(view.container.querySelectorAll('tfoot .ac-report__detail dt, tfoot .ac-report__detail dd'), (item) =>
        plain(item.textContent ?? ''),
      ),
    ).toEqual(['Aposta', 'R$ 1,249.50']);
    // 560 px: the columns but the stake (470) and the disclosure column fit again.
    fake.resize(560);
    expect(folded(view.container)).toEqual(['stake']);
    fake.resize(1000);
    expect(folded(view.container)).toEqual([]);
    expect(toggles(view.container)).toEqual([]);
    view.unmount();
  });

  it('shows each row as a card on a phone: its name, its key figures labelled, the rest behind the button', () => {
    const view = renderTable(<Table secondary={['game']} />);
    fake.resize(320);
    const card = view.container.querySelector('.ac-report')!;
    expect(card.classList.contains('ac-report--stacked')).toBe(true);
    expect(folded(view.container)).toEqual(['game']);
    const first = view.container.querySelector('tbody tr')!;
    // The name has no label (the card's title); the figures carry theirs, hidden from screen readers (the header says it).
    expect(
      Array.from(first.querySelectorAll('.ac-report__label'), (label) => [label.textContent, label.getAttribute('aria-hidden')]),
    ).toEqual([
      ['Aposta', 'true'],
      ['Resultado', 'true'],
    ]);
    expect(toggles(view.container)[0].textContent).toBe('Detalhes');
    view.unmount();
  });
});
