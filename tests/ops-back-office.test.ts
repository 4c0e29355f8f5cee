/**
 * The operators' back office in Chromium (issue 23), driven by keyboard where an operator would:
 * log in at /ops/ on the back office's own host (ops.localhost), switch LIVE off for Maré da Sorte
 * and see the site follow on its next load while Trevo Azul stays as it was, read the change in the
 * audit trail, switch it back; the same for one vendor within LIVE; then put the site in
 * maintenance with a typed title, message and end time, and back to normal.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { DEMO_OPERATOR } from '../sandbox/db/seed/operators';
import { launchBrowser } from './support/browser';
import { readBrand } from './support/fixtures';
import { openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(180_000);

const MARE = readBrand('mare-da-sorte').identity.merchantCode;
const TREVO = readBrand('trevo-azul').identity.merchantCode;

let browser: Browser;
let served: ServedBrand;
let context: BrowserContext;
let ops: Page;
let site: Page;

beforeAll(async () => {
  [browser, served] = await Promise.all([launchBrowser(), serveBrand('mare-da-sorte', MARE)]);
  context = await browser.createBrowserContext();
  [ops, site] = await Promise.all([context.newPage(), context.newPage()]);
  await ops.setViewport({ width: 1280, height: 800 });
  await site.setViewport({ width: 1280, height: 800 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await served?.reset();
  await served?.stop();
});

const navHrefs = (page: Page) => page.$$eval('.game-nav__link', (links) => links.map((link) => link.getAttribute('href')));
/** Loads a site page and says whether it is the not-found page (once the view has rendered). */
async function siteShows(base: string, pathname: string): Promise<'not-found' | 'page'> {
  await site.bringToFront();
  await openLoaded(site, new URL(pathname, base).href);
  await site.waitForSelector('.main-view > *:not(.page-skeleton)', { timeout: 20_000 });
  return (await site.$('.main-view #not-found-title')) ? 'not-found' : 'page';
}
async function siteNav(base: string): Promise<(string | null)[]> {
  await site.bringToFront();
  await openLoaded(site, base);
  await site.waitForSelector('.game-nav__link', { timeout: 20_000 });
  return navHrefs(site);
}
/** The vendor tabs of the site's live lobby. */
async function liveVendorTabs(base: string): Promise<(string | null)[]> {
  await site.bringToFront();
  await openLoaded(site, new URL('/live', base).href);
  await site.waitForSelector('.vendor-tabs__tab[data-vendor="all"]', { timeout: 20_000 });
  return site.$$eval('.vendor-tabs__tab', (tabs) => tabs.map((tab) => tab.getAttribute('data-vendor')));
}
/**
 * Presses Space on a switch (`#module-LIVE`, `#vendor-LIVE-EA`) and waits until the page shows a
 * new audit row for `subject` (`module:LIVE`, `vendor:LIVE/EA`).
 */
async function toggleByKeyboard(switchSelector: string, subject: string, rowsBefore: number): Promise<void> {
  // Keys go to the tab in front, as they would for the operator.
  await ops.bringToFront();
  await ops.focus(switchSelector);
  await ops.keyboard.press('Space');
  await ops.waitForFunction(
    (wanted, before) => document.querySelectorAll(`tr[data-subject="${wanted}"]`).length > before,
    {},
    subject,
    rowsBefore,
  );
}
const auditRows = (subject: string) => ops.$$eval(`tr[data-subject="${subject}"]`, (rows) => rows.map((row) => row.textContent ?? ''));

describe('the back office at ops.localhost/ops/', () => {
  it('logs the operator in by keyboard and opens the first merchant', async () => {
    await ops.bringToFront();
    await ops.goto(served.url.replace('127.0.0.1', 'ops.localhost') + 'ops/');
    await ops.waitForSelector('#ops-username');
    // The username field has focus on load.
    await ops.keyboard.type(DEMO_OPERATOR.username);
    await ops.keyboard.press('Tab');
    await ops.keyboard.type('wrong-password');
    await ops.keyboard.press('Enter');
    await ops.waitForFunction(() => (document.querySelector('#ops-login-error')?.textContent ?? '').length > 0);
    expect(await ops.$eval('#ops-login-error', (el) => el.textContent)).toBe('Usuário ou senha incorretos.');
    await ops.keyboard.type(DEMO_OPERATOR.password);
    await ops.keyboard.press('Enter');
    await ops.waitForSelector(`.ops-merchant[aria-current="true"][data-merchant="${MARE}"]`);
    await ops.waitForSelector('#module-LIVE');
    expect(await ops.$eval('#module-LIVE', (el) => (el as HTMLInputElement).checked)).toBe(true);
  });

  it('switches LIVE off: the site loses "Ao vivo" and /live on its next load, Trevo Azul keeps them; on brings them back', async () => {
    const trevo = served.as('trevo-azul', TREVO).url;
    expect(await siteNav(served.url)).toContain('/live');

    await toggleByKeyboard('#module-LIVE', 'module:LIVE', 0);
    expect(await ops.$eval('#module-LIVE', (el) => (el as HTMLInputElement).checked)).toBe(false);
    const [row] = await auditRows('module:LIVE');
    expect(row).toContain(DEMO_OPERATOR.username);
    expect(row).toMatch(/Módulo LIVE.*Ligado.*Desligado/);

    expect(await siteNav(served.url)).not.toContain('/live');
    expect(await siteShows(served.url, '/live')).toBe('not-found');
    expect(await siteNav(trevo)).toContain('/live');
    expect(await siteShows(trevo, '/live')).toBe('page');

    await toggleByKeyboard('#module-LIVE', 'module:LIVE', 1);
    expect(await siteNav(served.url)).toContain('/live');
    expect(await siteShows(served.url, '/live')).toBe('page');
  });

  it('switches one live vendor off: its lobby tab goes for Maré da Sorte only, the other vendors stay; on brings it back', async () => {
    const trevo = served.as('trevo-azul', TREVO).url;
    const before = await liveVendorTabs(served.url);
    expect(before).toContain('EA');

    await toggleByKeyboard('#vendor-LIVE-EA', 'vendor:LIVE/EA', 0);
    expect(await ops.$eval('#vendor-LIVE-EA', (el) => (el as HTMLInputElement).checked)).toBe(false);
    // The focus is back on the switch, ready for the next key.
    expect(await ops.evaluate(() => document.activeElement?.id)).toBe('vendor-LIVE-EA');
    const [row] = await auditRows('vendor:LIVE/EA');
    expect(row).toMatch(/Fornecedor LIVE\/EA.*Ligado.*Desligado/);

    expect(await liveVendorTabs(served.url)).toEqual(before.filter((vendor) => vendor !== 'EA'));
    expect(await liveVendorTabs(trevo)).toContain('EA');

    await toggleByKeyboard('#vendor-LIVE-EA', 'vendor:LIVE/EA', 1);
    expect(await liveVendorTabs(served.url)).toEqual(before);
  });

  it('puts the site in maintenance with the typed title, message and end time, and back to normal', async () => {
    await ops.bringToFront();
    await ops.click('input[name="ops-mode"][value="maintenance"]');
    await ops.type('#ops-maintenance-title', 'Manutenção do painel');
    await ops.type('#ops-maintenance-message', 'Voltamos às 10h30 com novidades.');
    await ops.$eval('#ops-maintenance-end', (el) => ((el as HTMLInputElement).value = '2030-01-15T10:30'));
    await ops.click('.ops-card button[type="submit"]');
    await ops.waitForSelector('tr[data-subject="status"]');

    await site.bringToFront();
    // The maintenance page is the whole app: no page of the site marks itself loaded behind it.
    await site.goto(served.url);
    await site.waitForSelector('.status-page--maintenance');
    expect(await site.$eval('#status-title', (el) => el.textContent)).toBe('Manutenção do painel');
    expect(await site.$eval('.status-page__card', (el) => el.textContent)).toContain('Voltamos às 10h30 com novidades.');
    expect(await site.$eval('[data-testid="maintenance-end"]', (el) => el.textContent)).toContain('2030');

    await ops.bringToFront();
    await ops.click('input[name="ops-mode"][value="normal"]');
    await ops.click('.ops-card button[type="submit"]');
    await ops.waitForFunction(() => document.querySelectorAll('tr[data-subject="status"]').length === 2);
    expect(await siteNav(served.url)).toContain('/rng');
    expect(await site.$('.status-page')).toBeNull();
  });

  it('blocks the region with a typed message, shown on the block page with the visitor’s IP, and back to normal', async () => {
    await ops.bringToFront();
    await ops.click('input[name="ops-mode"][value="region"]');
    await ops.type('#ops-region-message', 'A Maré da Sorte não opera na sua região.');
    await ops.click('.ops-card button[type="submit"]');
    await ops.waitForFunction(() => document.querySelectorAll('tr[data-subject="status"]').length === 3);
    expect((await auditRows('status'))[0]).toContain('Bloqueio regional: A Maré da Sorte não opera na sua região.');

    await site.bringToFront();
    await site.goto(served.url);
    await site.waitForSelector('.status-page--blocked');
    expect(await site.$eval('[data-testid="blocked-message"]', (el) => el.textContent)).toBe('A Maré da Sorte não opera na sua região.');
    expect(await site.$eval('[data-testid="blocked-ip"]', (el) => el.textContent)).toContain('127.0.0.1');

    await ops.bringToFront();
    await ops.click('input[name="ops-mode"][value="normal"]');
    await ops.click('.ops-card button[type="submit"]');
    await ops.waitForFunction(() => document.querySelectorAll('tr[data-subject="status"]').length === 4);
    expect(await siteNav(served.url)).toContain('/rng');
    expect(await site.$('.status-page')).toBeNull();
  });
});

describe('the platform contract at /docs/', () => {
  it('lists every call, filters them by keyboard and opens one with its parameters', async () => {
    await ops.bringToFront();
    await ops.goto(new URL('/docs/', served.url).href);
    await ops.waitForSelector('.docs-operation');
    const total = await ops.$$eval('.docs-operation', (operations) => operations.length);
    expect(total).toBeGreaterThan(100);
    await ops.focus('#docs-filter');
    await ops.keyboard.type('get /wps/system/status');
    const shown = await ops.$$eval('.docs-operation:not([hidden]) .docs-path', (paths) => paths.map((path) => path.textContent));
    expect(shown).toEqual(['/wps/system/status']);
    await ops.focus('.docs-operation:not([hidden]) summary');
    await ops.keyboard.press('Enter');
    expect(await ops.$eval('.docs-operation:not([hidden])', (details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await ops.$eval('.docs-operation:not([hidden]) .docs-table', (table) => table.textContent)).toContain('url');
  });
});
