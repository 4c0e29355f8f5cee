/**
 * The agent centre end to end: each agent type opens the panel from the header and sees the
 * entries its flags and salary scheme allow (every brand); on the default brand an agent registers
 * a downline and finds it in team management, a sub-agent accepts one contract (which ends its own
 * downline's contract at a higher rate) and rejects another, the profit-and-loss report's totals are
 * the sum of its rows and a downline's row matches that member's own profit page, and an agent asking
 * for another agent's team gets 403. The agent site's login refuses a member.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { DEFAULT_BRAND } from '../scripts/lib/defaults';
import acPt from '../plugins/agent-centre/i18n/pt.json';
import acReportsPt from '../plugins/agent-centre/i18n/reports.pt.json';
import { launchBrowser } from './support/browser';
import { accountHeaderComplete, logInThroughPage } from './support/log-in';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(150_000);

// The whole suite runs on the default brand; every brand gets smoke.test.ts (support/brands.ts).
const brandIds = suiteBrandIds();
const ALWAYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];
/** What each seeded agent may see (sandbox seed: flags per agent, one salary scheme per account type). */
const ENTRIES: Record<string, string[]> = {
  agente1: [...ALWAYS, 'agentDividendRecordCopy2', 'agentDailyWages2'],
  agente2: [...ALWAYS, 'agentDividendRecordCopy2', 'agentHourSalary'],
  agente41: [...ALWAYS, 'agentRealtimeSalary'],
  agente42: ALWAYS,
};
/** The line under each agent's name: what it is paid, never its account type's number. */
const { role, plan } = acPt.panel;
const ROLES: Record<string, string> = {
  agente1: `${role} · ${plan.daily} · ${plan.dividends}`,
  agente2: `${role} · ${plan.hourly} · ${plan.dividends}`,
  agente41: `${role} · ${plan.realtime}`,
  agente42: role,
};

/** Whether the overview's chart of the last 7 days is empty: agente2's team has no one yet. */
const CHART_EMPTY: Record<string, boolean> = { agente1: false, agente2: true };

/**
 * The key columns of each report table (by their headings, the row's name first): always in the
 * row, whatever the width. The others may fold into the row's detail. Each agent opens the tables
 * it has rows in (agente41 has no real-time salary paid yet, so its table is not drawn).
 */
const { table: columns, teamBets, pnl, dividends, hourly } = acReportsPt;
const { team } = acPt;
const REPORT_KEYS: Record<string, { entry: string; key: string[] }[]> = {
  agente1: [
    { entry: 'personalHistoryCopy', key: [columns.columns.member, teamBets.stake, teamBets.net, teamBets.status] },
    { entry: 'palStatementsAgentCopy', key: [columns.columns.member, pnl.deposits, pnl.bets, pnl.net] },
    { entry: 'agentRevenueReport', key: [columns.columns.kind, columns.columns.date, columns.columns.amount] },
    {
      entry: 'agentDownlineTransactionDetailsCopy',
      key: [columns.columns.member, columns.columns.date, columns.columns.kind, columns.columns.amount],
    },
    { entry: 'agentDividendRecordCopy2', key: [dividends.period, columns.columns.amount, columns.columns.status] },
    { entry: 'agentDailyWages2', key: [columns.columns.date, columns.columns.amount, columns.columns.status] },
    { entry: 'downlineManagmentView', key: [team.columns.user, team.columns.balance, team.columns.net, team.columns.contract] },
  ],
  subagente2: [{ entry: 'agentHourSalary', key: [hourly.hour, columns.columns.amount, columns.columns.status] }],
};

/** Two frames: the panel has been laid out at the new size and the tables have fitted themselves. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The open report table as a reader sees it: whether it scrolls sideways, and for each body row
 * each cell under its heading, whether it shows inside the table's box, and where (a blank cell, a
 * row without the column's action, may be left out of a card).
 */
function layoutOf(page: Page) {
  return page.$eval('.agent-centre .ac-report__scroll', (box) => {
    const frame = box.getBoundingClientRect();
    const headers = Array.from(box.querySelectorAll('thead th'), (cell) => cell.textContent?.trim() ?? '');
    const rows = Array.from(box.querySelectorAll('tbody > tr:not(.ac-report__detail)'), (row) => ({
      cells: Array.from(row.children)
        .slice(0, headers.length)
        .map((cell, index) => {
          const rect = cell.getBoundingClientRect();
          const visible =
            cell.checkVisibility() && rect.width > 0 && rect.height > 0 && rect.left >= frame.left - 1 && rect.right <= frame.right + 1;
          const text = cell.textContent?.trim() ?? '';
          const blank = text === '';
          return { header: headers[index], text, visible, blank, top: Math.round(rect.top), left: Math.round(rect.left) };
        }),
    }));
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, rows };
  });
}

/**
 * The first row's disclosure button, from the keyboard: Enter opens the row's detail, which holds
 * every column folded out of the row (and nothing else) under its heading; Space closes it. A table
 * that fits whole has no such button.
 */
async function checkDisclosure(page: Page, where: string): Promise<boolean> {
  const toggle = await page.$('.agent-centre .ac-report__table tbody > tr:first-child .ac-report__toggle');
  if (!toggle) return false;
  const folded = await page.$$eval('.agent-centre .ac-report__table tbody > tr:first-child > [data-column]', (cells) =>
    cells.filter((cell) => !cell.checkVisibility() && cell.textContent?.trim()).map((cell) => cell.getAttribute('data-column')),
  );
  const heading = (key: string | null) =>
    page.$eval(`.agent-centre .ac-report__table thead [data-column="${key}"]`, (cell) => cell.textContent?.trim() ?? '');
  const headings = await Promise.all(folded.map(heading));
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.agent-centre .ac-report__table tbody > tr:first-child .ac-report__toggle[aria-expanded="true"]');
  const detail = await toggle.evaluate((button) => {
    const row = document.getElementById(button.getAttribute('aria-controls') ?? '');
    return {
      shown: row?.checkVisibility() ?? false,
      terms: Array.from(row?.querySelectorAll('dt') ?? [], (term) => term.textContent?.trim() ?? ''),
    };
  });
  expect([where, detail]).toEqual([where, { shown: true, terms: headings }]);
  await page.keyboard.press('Space');
  await page.waitForSelector('.agent-centre .ac-report__table tbody > tr:first-child .ac-report__toggle[aria-expanded="false"]');
  expect([where, await toggle.evaluate((button) => document.getElementById(button.getAttribute('aria-controls') ?? '')?.hidden)]).toEqual([
    where,
    true,
  ]);
  return true;
}

/** "R$ 1,025.00", "−R$ 62.50", "+R$ 5.00" → 1025, -62.5, 5. */
function amountOf(text: string): number {
  const negative = /^\s*[−-]/.test(text);
  const digits = text.replace(/[^0-9.]/g, '');
  return (negative ? -1 : 1) * Number(digits);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(brandIds)('agent centre on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  let served: ServedBrand;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    served = await serveBrand(brandId, brand.identity.merchantCode);
  }, 180_000);
  afterAll(() => served?.stop());
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await served.reset();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    return page;
  }

  async function logIn(page: Page, username: string, pathname = '/login'): Promise<void> {
    await logInThroughPage(page, served.url, username, { pathname, until: null });
  }

  async function openAgentCentre(page: Page): Promise<void> {
    await accountHeaderComplete(page);
    await page.locator('.header-account__agent').click();
    await page.waitForSelector('.agent-centre .centre-panel__entry');
  }

  async function openEntry(page: Page, key: string): Promise<void> {
    await page.locator(`.agent-centre .centre-panel__entry[data-entry="${key}"]`).click();
    await page.waitForSelector(`.agent-centre .centre-panel__entry[data-entry="${key}"][aria-current="page"]`);
  }

  const entriesOf = (page: Page) =>
    page.$$eval('.agent-centre .centre-panel__entry', (buttons) => buttons.map((button) => button.getAttribute('data-entry')));

  it('shows each agent type the entries its flags and salary scheme allow, opening on team overview', async () => {
    for (const [username, expected] of Object.entries(ENTRIES)) {
      const page = await newPage();
      await logIn(page, username);
      await openAgentCentre(page);
      expect([username, await entriesOf(page)]).toEqual([username, expected]);
      expect([username, await page.$eval('.agent-centre__role', (line) => line.textContent)]).toEqual([username, ROLES[username]]);
      await page.waitForSelector('.agent-centre .centre-panel__entry[data-entry="agentTeamOverview"][aria-current="page"]');
      await page.waitForSelector('.agent-centre [data-testid="overview-members"]');
      // A period without a stake or a deposit says so rather than drawing an empty chart.
      if (username in CHART_EMPTY) {
        const chart = await page.$eval('.agent-centre .ac-chart', (figure) => ({
          empty: figure.querySelector('.ac-chart__empty strong')?.textContent ?? null,
          bars: figure.querySelectorAll('.ac-chart__day').length,
        }));
        expect([username, chart]).toEqual([
          username,
          CHART_EMPTY[username] ? { empty: acPt.overview.chartEmpty, bars: 0 } : { empty: null, bars: 7 },
        ]);
      }
      // The conditional page of this agent renders its own content.
      const last = expected[expected.length - 1];
      if (!ALWAYS.includes(last)) {
        await openEntry(page, last);
        await page.waitForFunction(
          () =>
            document.querySelector('.agent-centre .centre-panel__content .mc-page__title') !== null &&
            !document.querySelector('.agent-centre .centre-panel__content [aria-busy="true"]'),
          { timeout: 20_000 },
        );
      }
    }
  });

  it('fits every report table in the panel at 1280 px, folding secondary columns into a row detail, and shows the key figures first at 390 px', async () => {
    // The tables whose row detail was opened and closed from the keyboard (those that fold at 1280 px).
    const disclosed: string[] = [];
    for (const [username, reports] of Object.entries(REPORT_KEYS)) {
      const page = await newPage();
      await logIn(page, username);
      await openAgentCentre(page);
      for (const { entry, key } of reports) {
        await openEntry(page, entry);
        await page.waitForSelector('.agent-centre .ac-report__table tbody tr th', { timeout: 20_000 });
        for (const viewport of [
          { width: 1280, height: 800 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewport(viewport);
          await nextFrames(page);
          const seen = await layoutOf(page);
          const where = `${username} ${entry} at ${viewport.width} px`;
          // Nothing scrolls sideways.
          expect([where, seen.scrollWidth <= seen.clientWidth]).toEqual([where, true]);
          for (const row of seen.rows) {
            const keyHere = key.filter((header) => !row.cells.find((cell) => cell.header === header)?.blank);
            // Every key column is in the row, inside the table's box.
            const rowName = `${where}, row ${row.cells.find((cell) => cell.header === key[0])?.text}`;
            expect([rowName, row.cells.filter((cell) => cell.visible).map((cell) => cell.header)]).toEqual([
              rowName,
              expect.arrayContaining(keyHere),
            ]);
            if (viewport.width === 390) {
              // Read top to bottom, left to right, the row starts with its name and key figures.
              const order = row.cells
                .filter((cell) => cell.visible)
                .sort((a, b) => a.top - b.top || a.left - b.left)
                .map((cell) => cell.header);
              expect([where, order[0], order.slice(0, keyHere.length).sort()]).toEqual([where, key[0], [...keyHere].sort()]);
            }
          }
        }
        await page.setViewport({ width: 1280, height: 800 });
        await nextFrames(page);
        if (await checkDisclosure(page, `${username} ${entry}`)) disclosed.push(`${username} ${entry}`);
      }
    }
    // Profit and loss has more columns than 1280 px holds: its detail must have been checked.
    expect(disclosed).toContain('agente1 palStatementsAgentCopy');
  });

  it('refuses a member on the agent site login, and lets an agent in', async () => {
    const page = await newPage();
    await logIn(page, 'jogador', '/login?agent=1');
    await page.waitForSelector(`.auth-modal ::-p-text(Somente agentes podem entrar.)`);
    expect(await page.$('.header-account--member')).toBeNull();
    const agent = await newPage();
    await logIn(agent, 'agente2', '/login?agent=1');
    await agent.waitForSelector('.header-account__agent');
  });

  // The flows below write to the team and read its money: once, on the default brand.
  const onDefaultBrand = (name: string, test: () => Promise<void>) => {
    if (brandId === DEFAULT_BRAND) it(name, test);
  };

  onDefaultBrand('registers a downline and finds it in team management', async () => {
    const page = await newPage();
    await logIn(page, 'agente1');
    await openAgentCentre(page);
    await openEntry(page, 'registerCenter');
    const username = `novo${String(Date.now() % 100_000).padStart(5, '0')}`;
    await page.locator('.agent-centre input[name="username"]').fill(username);
    await page.locator('.agent-centre input[name="password"]').fill('Novo2026x');
    await page.locator('.agent-centre input[name="confirmPassword"]').fill('Novo2026x');
    await page.locator(`.agent-centre button[type="submit"] ::-p-text(${acPt.register.submit})`).click();
    await page.waitForSelector('.agent-centre .mc-notice--success');
    await page.locator(`.agent-centre .mc-notice--success button`).click();
    await page.waitForSelector('.agent-centre .centre-panel__entry[data-entry="downlineManagmentView"][aria-current="page"]');
    await page.waitForSelector(`.agent-centre [data-username="${username}"]`, { timeout: 20_000 });
    // Found by the search too, at level 1.
    await page.locator('.agent-centre input[name="username"]').fill(username.slice(0, 6));
    await page.locator(`.agent-centre button ::-p-text(${acPt.team.searchButton})`).click();
    await page.waitForFunction(
      (name) =>
        document.querySelector('.agent-centre .mc-card__title')?.textContent?.includes(name.slice(0, 6)) &&
        document.querySelector(`.agent-centre [data-username="${name}"]`),
      { timeout: 20_000 },
      username,
    );
  });

  onDefaultBrand('lets a sub-agent accept one contract, ending its downline contract at a higher rate, and reject another', async () => {
    const page = await newPage();
    await logIn(page, 'subagente1');
    await openAgentCentre(page);
    await openEntry(page, 'downlineManagmentView');
    await page.waitForSelector('.agent-centre .ac-contract .btn--primary');
    // The pending salary offer of 0.40 warns that subagente2's 0.50 would end.
    const warning = await page
      .locator('.agent-centre .ac-contract__warning')
      .map((element) => element.textContent ?? '')
      .wait();
    expect(warning).toContain('subagente2');
    const pending = await page.$$eval('.agent-centre .ac-contract', (rows) =>
      rows.filter((row) => row.querySelector('.btn--primary')).map((row) => row.querySelector('.ac-contract__what')?.textContent ?? ''),
    );
    expect(pending).toHaveLength(2);
    const salaryIndex = pending.findIndex((text) => text.startsWith(acPt.contracts.kind.SALARY));
    const buttons = await page.$$('.agent-centre .ac-contract .ac-contract__actions');
    await (await buttons[salaryIndex].$('.btn--primary'))!.click();
    // One grant below it ended (subagente2's 0.50); its own superseded 0.80 is not counted there.
    await page.waitForSelector(
      `.agent-centre .mc-notice--success ::-p-text(${JSON.stringify(acPt.contracts.acceptedEnded.replace('{{count}}', '1'))})`,
    );
    // The remaining pending one (dividends) is rejected.
    await page.waitForFunction(() => document.querySelectorAll('.agent-centre .ac-contract__actions').length === 1);
    await page.locator(`.agent-centre .ac-contract__actions button ::-p-text(${acPt.contracts.reject})`).click();
    await page.waitForSelector(`.agent-centre .mc-notice--success ::-p-text(${acPt.contracts.rejected})`);
    // The list reloads after each decision: the history then holds the rejected offer and the ended grant.
    await page.waitForFunction(
      (rejected, ended) => {
        const history = Array.from(
          document.querySelectorAll('.agent-centre .ac-contracts__list--history .ac-contract'),
          (row) => row.textContent ?? '',
        );
        return (
          document.querySelectorAll('.agent-centre .ac-contract__actions').length === 0 &&
          history.some((text) => text.includes(rejected)) &&
          history.some((text) => text.includes('subagente2') && text.includes(ended))
        );
      },
      { timeout: 20_000 },
      acPt.contracts.status.REJECTED,
      acPt.contracts.status.ENDED,
    );
  });

  onDefaultBrand("adds up the profit-and-loss rows to its totals, and a downline's row matches the member's own profit page", async () => {
    const page = await newPage();
    await logIn(page, 'subagente1');
    await openAgentCentre(page);
    await openEntry(page, 'palStatementsAgentCopy');
    await page.waitForSelector('.agent-centre .ac-report__table tbody tr th');
    const headers = await page.$$eval('.agent-centre .ac-report__table thead th', (cells) =>
      cells.map((cell) => cell.textContent?.trim() ?? ''),
    );
    const column = (label: string) => headers.indexOf(label);
    // A row's detail (the columns folded out of it at this width) is a row of its own: not a member's.
    const rows = await page.$$eval('.agent-centre .ac-report__table tbody > tr:not(.ac-report__detail)', (trs) =>
      trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent?.trim() ?? '')),
    );
    const foot = await page.$$eval('.agent-centre .ac-report__table tfoot > tr:not(.ac-report__detail)', (trs) =>
      trs.map((tr) =>
        Array.from(tr.children, (cell) => ({ text: cell.textContent?.trim() ?? '', span: Number(cell.getAttribute('colspan') ?? 1) })),
      ),
    );
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(['membro4', 'membro5', 'membro6']));
    // The foot's label covers the leading columns: spread it back out to line up with the header.
    const totals = foot[0].flatMap((cell) => [cell.text, ...Array<string>(cell.span - 1).fill('')]);
    for (const label of [
      acReportsPt.pnl.deposits,
      acReportsPt.pnl.bets,
      acReportsPt.pnl.payout,
      acReportsPt.pnl.net,
      acReportsPt.pnl.bonuses,
    ]) {
      const index = column(label);
      const sum = rows.reduce((total, row) => total + amountOf(row[index]), 0);
      expect([label, Math.round(sum * 100)]).toEqual([label, Math.round(amountOf(totals[index]) * 100)]);
    }
    const membro4 = rows.find((row) => row[0] === 'membro4')!;

    // "Exportar CSV": one request for every row, and the file is the table's (its columns, rows and totals).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/v2/agent/pnl')) asked.push(new URL(request.url()).pathname);
    });
    await page.evaluate(() => {
      const saved: string[] = [];
      (window as unknown as { savedFiles: string[] }).savedFiles = saved;
      const original = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        if (blob instanceof Blob) void blob.text().then((text) => saved.push(text));
        return original(blob);
      };
    });
    await page.locator(`.agent-centre .ac-report__export`).click();
    const file = await page.waitForFunction(() => (window as unknown as { savedFiles: string[] }).savedFiles[0], { timeout: 20_000 });
    const lines = ((await file.jsonValue()) as string)
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(asked).toEqual(['/wps/v2/agent/pnl/export']);
    expect(lines[0]).toBe(headers.join(';'));
    expect(lines.slice(1, -1).map((line) => line.split(';')[0])).toEqual(rows.map((row) => row[0].replace(acReportsPt.table.agentTag, '')));
    const fileTotals = lines[lines.length - 1].split(';');
    for (const label of [acReportsPt.pnl.deposits, acReportsPt.pnl.bets, acReportsPt.pnl.net]) {
      expect([label, Number(fileTotals[column(label)].replace(',', '.'))]).toEqual([label, amountOf(totals[column(label)])]);
    }

    // membro4's own profit page (same 30 days) shows the same stakes, returns, result and deposits
    // (the report counts stakes placed in the range, the profit page stakes settled in it: the seeded
    // bets settle within minutes, far from the range's ends, so both are the same bets).
    const member = await newPage();
    await logIn(member, 'membro4');
    await accountHeaderComplete(member);
    await member.locator('.header-account__avatar').click();
    await member.locator('.member-centre .member-centre__entry[data-page="personalProfit"]').click();
    await member.waitForSelector('.member-centre [data-testid="profit-net"]');
    const summary = await member.$$eval('.member-centre .mc-summary__item dd', (cells) =>
      cells.map((cell) => cell.textContent?.trim() ?? ''),
    );
    const [net, staked, returned, deposits] = summary.map(amountOf);
    expect([staked, returned, net, deposits]).toEqual(
      [acReportsPt.pnl.bets, acReportsPt.pnl.payout, acReportsPt.pnl.net, acReportsPt.pnl.deposits].map((label) =>
        amountOf(membro4[column(label)]),
      ),
    );
  });

  onDefaultBrand("answers 403 when an agent asks for another agent's team, and finds nobody of it by search", async () => {
    const page = await newPage();
    await logIn(page, 'agente2');
    await openAgentCentre(page);
    const statuses = await page.evaluate(`(async () => {
      const headers = { Authorization: 'Bearer ' + sessionStorage.getItem('token'), 'X-Merchant-Code': ${JSON.stringify(brand.identity.merchantCode)} };
      const ask = async (query) => { const reply = await fetch('/wps/v2/agent/' + query, { headers }); return [reply.status, (await reply.json()).code]; };
      return [await ask('team?parent=subagente1&from=2026-01-01&to=2026-01-31&pageNo=1&pageSize=10'), await ask('pnl?username=membro4&from=2026-01-01&to=2026-01-31&pageNo=1&pageSize=10')];
    })()`);
    expect(statuses).toEqual([
      [403, 'NOT_IN_TEAM'],
      [403, 'NOT_IN_TEAM'],
    ]);
    await openEntry(page, 'downlineManagmentView');
    await page.locator('.agent-centre input[name="username"]').fill('membro4');
    await page.locator(`.agent-centre button ::-p-text(${acPt.team.searchButton})`).click();
    await page.waitForSelector(`.agent-centre ::-p-text(${acPt.team.noMatch})`);
  });
});
