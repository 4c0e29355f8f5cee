/**
 * A platform that does not answer at start (issue 19, item 8). Every system/status request is held
 * without an answer (the early entry's and each retry's) while the platform is "silent": the page
 * must show the site's loading shell at once, then, within 10 s of its start, say the platform is
 * not answering with a retry that has the focus; a retry while it is still silent says it is
 * trying and comes back to the message; once the platform answers, the retry (from the keyboard)
 * starts the site.
 */
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import corePt from '../core/i18n/pt.json';
import { launchBrowser } from './support/browser';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

// Start-up is the core's, the same for every brand: the default brand (the first folder) is enough.
const [brandId] = suiteBrandIds();

describe(`a silent platform at start on ${brandId}`, () => {
  let browser: Browser;
  let served: ServedBrand;
  let context: BrowserContext;
  let page: Page;
  /** While true, system/status requests are held and never answered. */
  let silent = true;
  const held: HTTPRequest[] = [];

  beforeAll(async () => {
    [browser, served] = await Promise.all([launchBrowser(), serveBrand(brandId, readBrand(brandId).identity.merchantCode)]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });
  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/system/status' && silent) {
        held.push(request);
        return;
      }
      void request.continue();
    });
  });
  afterEach(async () => {
    await context?.close();
  });

  /** The moment (ms since the page's start) `selector` is first in the document, checked every frame. */
  async function shownAt(selector: string, timeout: number): Promise<number> {
    const handle = await page.waitForFunction(
      (selector: string) => document.querySelector(selector) && performance.now(),
      { polling: 'raf', timeout },
      selector,
    );
    return (await handle.jsonValue()) as number;
  }

  const focused = () => page.evaluate(() => document.activeElement?.className ?? '');

  it('shows the loading shell at once, "not answering" with a focused retry within 10 s, and the retry starts the site once the platform answers', async () => {
    silent = true;
    await page.goto(new URL('/', served.url).href, { waitUntil: 'load' });
    // The shell is up as soon as the app's code has run: nothing of it waits for the platform.
    await page.waitForSelector('.boot-shell', { timeout: 5_000 });
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(await page.$eval('.boot-shell [role="status"]', (note) => note.textContent)).toBe(corePt.status.connecting);
    expect(await page.$('.boot-shell .boot-shell__spinner')).not.toBeNull();
    // Only shapes paint at first: the first contentful paint stays the real first screen's.
    expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(0);

    const at = await shownAt('.status-page--not-answering', 15_000);
    expect(at).toBeLessThan(10_000);
    expect(await page.$('.boot-shell')).toBeNull();
    expect(await page.$eval('.status-page__title', (title) => title.textContent)).toBe(corePt.status.notAnsweringTitle);
    expect(await page.$eval('.status-page [role="alert"]', (message) => message.textContent)).toBe(corePt.status.notAnsweringMessage);
    expect(await focused()).toContain('status-page__retry');

    // A retry while the platform is still silent: it says it is trying, keeps the focus, and the
    // message comes back (the retry waits one whole deadline).
    const heldBefore = held.length;
    await page.keyboard.press('Enter');
    await page.waitForSelector('.status-page__retry[aria-busy="true"]');
    expect(await page.$eval('.status-page__retry', (button) => button.textContent)).toBe(corePt.status.retrying);
    expect(await focused()).toContain('status-page__retry');
    await page.waitForSelector('.status-page--not-answering .status-page__retry[aria-busy="false"]', { timeout: 15_000 });
    expect(held.length).toBe(heldBefore + 1);
    expect(await focused()).toContain('status-page__retry');

    // The platform answers again: Enter on the retry starts the site.
    silent = false;
    await page.keyboard.press('Enter');
    await page.waitForSelector('.site-header .brand-logo', { timeout: 30_000 });
    await page.waitForSelector('.main-view');
    expect(await page.$('.status-page')).toBeNull();
    for (const request of held.splice(0)) await request.abort().catch(() => undefined);
  });

  it('an answering platform goes straight from the shell to the site', async () => {
    silent = false;
    await page.goto(new URL('/', served.url).href, { waitUntil: 'load' });
    await page.waitForSelector('.site-header .brand-logo', { timeout: 30_000 });
    expect(await page.$('.boot-shell')).toBeNull();
    expect(await page.$('.status-page')).toBeNull();
  });
});
