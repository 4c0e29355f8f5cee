import { EngineContext, type Engine } from '../../../core/engine-context';
import { formatCurrency } from '../../../core/format/money';
import { initI18nForTests } from '../../../tests/support/i18n';
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

function Table({ rows = BETS, totals = TOTALS, allRows }: { rows?: Bet[]; totals?: ReportTotals[]; allRows?: () => Promise<Bet[]> }) {
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
