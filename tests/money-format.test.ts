/**
 * Money reads one way on every page (spec section 9: two decimals, comma thousands, the brand's
 * symbol; issue 25). A member, then an agent, walks every page and dialog that shows amounts (home
 * jackpot and winners, promotions and one promotion's rules, the points mall's tabs, notices, help,
 * every member-centre page with a message opened and an amount refused on the deposit form, every
 * agent-centre entry), at 1280x800 and at 390x844, and the test reads the text a player reads
 * there (what screen readers get too, placeholders and field values; not the rolling jackpot
 * strips, which are aria-hidden decoration) for any number that breaks the brand's format ("50,00",
 * "P 5.000", "1250.00", "R$ 50.00" on the peso brand, a symbol joined by a plain space instead of
 * formatCurrency's no-break space) and for any amount the layout breaks over two lines. One page
 * per account and width, so the walk stays quick.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import mcPt from '../plugins/member-centre/i18n/pt.json';
import { misformattedNumbers } from './support/amount-format';
import { allBrandIds, suiteBrandIds } from './support/brands';
import { launchBrowser } from './support/browser';
import { readBrand } from './support/fixtures';
import { logInThroughPage } from './support/log-in';
import { openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

const otherSymbols = [...new Set(allBrandIds().map((id) => readBrand(id).currencySymbol))];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Resolves once nothing on the page is loading (no busy region, no skeleton). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton, .mc-skeleton'), { timeout: 20_000 });
}

/**
 * The text a player (or a screen reader) gets from the page: the rendered text without aria-hidden
 * decoration, and what the visible form fields hold or suggest.
 */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Hidden through the CSS object model, which the page's style policy allows, and put back.
    const hidden = [...document.querySelectorAll<HTMLElement>('[aria-hidden="true"]')];
    const before = hidden.map((element) => element.style.display);
    hidden.forEach((element) => (element.style.display = 'none'));
    const text = document.body.innerText;
    hidden.forEach((element, index) => (element.style.display = before[index]));
    const fields = [...document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), textarea')]
      .filter((field) => field.getClientRects().length > 0)
      .map((field) => `${field.placeholder}\n${field.value}`);
    const labels = [...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
    return [text, ...fields, ...labels].join('\n');
  });
}

/**
 * The amounts written with `symbol` that the page breaks over two lines ("R$" at the end of one,
 * "1,250.00" on the next): an amount reads on one line wherever it is.
 */
function wrappedAmounts(page: Page, symbol: string): Promise<string[]> {
  return page.evaluate((symbol) => {
    const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const amount = new RegExp(`${escaped}[ \u00a0]\\d[\\d,]*\\.\\d{2}`, 'g');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const wrapped: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.nodeValue ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const tops = lines.map((rect) => rect.top);
        if (lines.length > 1 && Math.max(...tops) - Math.min(...tops) > Math.min(...lines.map((rect) => rect.height)) / 2) {
          wrapped.push(`over two lines: ${match[0]}`);
        }
      }
    }
    return wrapped;
  }, symbol);
}

describe('misformattedNumbers, what the walk below looks for', () => {
  const nbsp = '\u00a0';
  it.each([
    ['Aposte 50,00', 'P'],
    ['Digite o valor: 0,00', 'P'],
    ['Até P 5.000 no seu primeiro depósito', 'P'],
    [`Saldo P${nbsp}1250.00`, 'P'],
    ['Saldo P 1,250.00', 'P'],
    [`Saque mínimo P${nbsp}20`, 'P'],
    [`Resultado P${nbsp}-5.00`, 'P'],
    [`Saldo R$${nbsp}1,250.00`, 'P'],
    ['Tarifa: 2,50%', 'R$'],
  ])('flags %j on the brand of %s', (text, symbol) => {
    expect(misformattedNumbers(text, symbol, ['P', 'R$'])).not.toEqual([]);
  });

  it('passes the brand format and numbers that are not amounts', () => {
    const text = [
      `Saldo P${nbsp}1,250.00`,
      `−P${nbsp}62.50 e +P${nbsp}5.00`,
      `Até P${nbsp}5,000.00.`,
      `Mais de P${nbsp}2 milhões em prêmios`,
      'Tarifa: 1.00% · 1,500 pontos · 0.80',
      'Resultado: 03,12,25,31,40 · 28/11/2026 21:24 · +63 9171234567',
    ].join('\n');
    expect(misformattedNumbers(text, 'P', ['P', 'R$'])).toEqual([]);
  });
});

/** The widths a player reads the site at: a laptop and a phone (where an amount is likelier to wrap). */
const VIEWPORTS = [
  { name: '1280x800', width: 1280, height: 800, isMobile: false, hasTouch: false },
  { name: '390x844', width: 390, height: 844, isMobile: true, hasTouch: true },
];

describe.each(suiteBrandIds())('amounts on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  const symbol = brand.currencySymbol;
  let served: ServedBrand;
  let context: BrowserContext | null = null;
  /** Each misformatted number (with the text around it) and the first page it was seen on. */
  let problems = new Map<string, string>();
  /** Each place read, and how many well-formed amounts it showed. */
  let amountsSeen = new Map<string, number>();
  /** The places that show amounts whatever the account's history: each must have shown one. */
  const withAmounts = (places: readonly string[]) => expect(places.filter((place) => !amountsSeen.get(place))).toEqual([]);

  beforeAll(async () => {
    served = await serveBrand(brandId, brand.identity.merchantCode);
  }, 180_000);
  afterAll(() => served?.stop());
  beforeEach(() => {
    problems = new Map();
    amountsSeen = new Map();
  });
  afterEach(async () => {
    await context?.close();
    context = null;
  });

  async function newPage(viewport: (typeof VIEWPORTS)[number]): Promise<Page> {
    context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(viewport);
    return page;
  }

  async function scan(page: Page, where: string): Promise<void> {
    await settled(page);
    const text = await readableText(page);
    // How many amounts in the brand's format the page showed: a page read before its figures came
    // would have nothing misformatted in it, and pass without having been read.
    amountsSeen.set(where, text.match(new RegExp(`${symbol.replace(/[$]/g, '\\$')}\u00a0\\d{1,3}(?:,\\d{3})*\\.\\d{2}`, 'g'))?.length ?? 0);
    const found = [...misformattedNumbers(text, symbol, otherSymbols), ...(await wrappedAmounts(page, symbol))];
    for (const problem of found) {
      if (!problems.has(problem)) problems.set(problem, where);
    }
  }

  const seen = () => [...problems].map(([problem, where]) => `${where}: ${problem}`);

  /**
   * Opens a centre panel from the header: on phones its button is hidden, so it is clicked in script.
   * The agent centre's button comes once the account's type is known, after the header shows the
   * member (CI once looked before it was there), so this waits for it to be in the page.
   */
  async function openPanel(page: Page, button: string, panel: string): Promise<void> {
    const control = await page.waitForSelector(button);
    await control!.evaluate((element) => (element as HTMLElement).click());
    await page.waitForSelector(`${panel} .centre-panel__entry`);
  }

  describe.each(VIEWPORTS)('at $name', (viewport) => {
    it('a member reads every amount in the brand format, on one line: home, promotions, points, notices, help, member centre', async () => {
      const page = await newPage(viewport);
      await logInThroughPage(page, served.url, 'jogador');

      await openLoaded(page, new URL('/', served.url).href);
      await page.waitForSelector('.jackpot .visually-hidden');
      await page.waitForSelector('.winner-list__amount');
      await scan(page, '/');
      // The points mall, where the merchant has it switched on (the header links to it).
      const pointMall = (await page.$('a[href="/pointMall"]')) !== null;

      await openLoaded(page, new URL('/promotions', served.url).href);
      await page.waitForSelector('.promo-grid a[href*="promoDetail"]');
      await scan(page, '/promotions');
      const detail = await page.$eval('.promo-grid a[href*="promoDetail"]', (link) => (link as HTMLAnchorElement).href);
      await openLoaded(page, detail);
      await scan(page, detail);

      if (pointMall) {
        await openLoaded(page, new URL('/pointMall', served.url).href);
        for (const tab of ['rewards', 'convert', 'history', 'movements']) {
          await page.locator(`#points-tab-${tab}`).click();
          await page.waitForSelector(`#points-tab-${tab}[aria-selected="true"]`);
          await scan(page, `/pointMall ${tab}`);
        }
      }

      for (const pathname of ['/noticePage', '/help']) {
        await openLoaded(page, new URL(pathname, served.url).href);
        await scan(page, pathname);
      }

      // Every page of the member centre; the first message opened; a refused amount on the deposit form.
      await openPanel(page, '.header-account__avatar', '.member-centre');
      for (const key of Object.keys(mcPt.page)) {
        await page.locator(`.member-centre .member-centre__entry[data-page="${key}"]`).click();
        await page.waitForSelector(`.member-centre__entry[data-page="${key}"][aria-current="page"]`);
        await page.waitForSelector('.member-centre__content .mc-page');
        if (key === 'messageV2') {
          await page.locator('.member-centre .mc-message__head').click();
          await page.waitForSelector('.member-centre .mc-message--open');
        }
        await scan(page, `member centre ${key}`);
      }
      await page.locator('.member-centre .member-centre__entry[data-page="depositv2"]').click();
      await page.waitForSelector('.member-centre .mc-channel');
      await page.locator('.member-centre input[name="amount"]').fill('12,3,4');
      await page.locator(`.member-centre button ::-p-text(${mcPt.deposit.submit})`).click();
      await page.waitForSelector('.member-centre .mc-field__error');
      await scan(page, 'deposit, refused amount');

      expect(seen()).toEqual([]);
      withAmounts(['/', '/promotions', 'member centre transferFund', 'member centre depositv2', 'member centre withdraw']);
    });

    it('an agent reads every amount in the brand format, on one line, on every entry of the agent centre', async () => {
      const page = await newPage(viewport);
      await logInThroughPage(page, served.url, 'agente1');
      await openPanel(page, '.header-account__agent', '.agent-centre');
      const entries = await page.$$eval('.agent-centre .centre-panel__entry', (buttons) =>
        buttons.map((button) => (button as HTMLElement).dataset.entry ?? ''),
      );
      for (const entry of entries) {
        await page.locator(`.agent-centre .centre-panel__entry[data-entry="${entry}"]`).click();
        await page.waitForSelector(`.agent-centre .centre-panel__entry[data-entry="${entry}"][aria-current="page"]`);
        await page.waitForSelector('.agent-centre .centre-panel__content .mc-page');
        await scan(page, `agent centre ${entry}`);
      }
      expect(seen()).toEqual([]);
      withAmounts(['agent centre agentTeamOverview', 'agent centre palStatementsAgentCopy', 'agent centre downlineManagmentView']);
    });
  });
});
