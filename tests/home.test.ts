/**
 * The home plugin end to end, for every brand folder: the banner carousel (autoplay every 5 s that
 * goes on after interaction, clickable pagination, none for a single banner), the jackpot counter
 * (+165.11 per 3 s tick while shown, 78 px digits) and the /join page.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { listBrandIds } from '../core/brand/validate-brand';
import homePt from '../plugins/home/i18n/pt.json';
import joinPt from '../plugins/home/i18n/join.pt.json';
import { launchBrowser } from './support/browser';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

const brandIds = listBrandIds(path.resolve(__dirname, '..', 'brands'));
const STEP_CENTS = 16_511;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Records, in the page, when the banner strip's active index changes (performance.now() times). */
async function watchActiveBanner(page: Page): Promise<void> {
  await page.evaluate(() => {
    const strip = document.querySelector('.banner-strip')!;
    const w = window as unknown as { __bannerChanges: { index: number; at: number }[] };
    w.__bannerChanges = [];
    new MutationObserver(() => w.__bannerChanges.push({ index: Number(strip.getAttribute('data-active')), at: performance.now() })).observe(
      strip,
      {
        attributes: true,
        attributeFilter: ['data-active'],
      },
    );
  });
}

const bannerChanges = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bannerChanges: { index: number; at: number }[] }).__bannerChanges);

describe.each(brandIds)('home on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  let served: ServedBrand;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    served = await serveBrand(brandId, brand.identity.merchantCode);
  }, 180_000);
  afterAll(() => served?.stop());

  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
  });
  afterEach(() => context?.close());

  it('autoplays the home banners every 5 s, with clickable pagination, and goes on after a click', async () => {
    await page.goto(served.url, { waitUntil: 'load' });
    await page.waitForSelector('.banner-carousel .swiper-slide-active img');
    const count = await page.$eval('.banner-strip', (el) => Number(el.getAttribute('data-banners')));
    expect(count).toBeGreaterThan(1);
    expect(await page.$$eval('button.banner-strip__dot', (dots) => dots.length)).toBe(count);
    await watchActiveBanner(page);

    // Two autoplay steps about 5 s apart.
    await page.waitForFunction(() => (window as unknown as { __bannerChanges: unknown[] }).__bannerChanges.length >= 2, {
      timeout: 15_000,
    });
    const [first, second] = await bannerChanges(page);
    expect(second.index).toBe((first.index + 1) % count);
    expect(second.at - first.at).toBeGreaterThan(4500);
    expect(second.at - first.at).toBeLessThan(6000);

    // A click on a pagination bullet shows that banner, and autoplay does not stop after it.
    const target = (second.index + 2) % count;
    await page.click(`button.banner-strip__dot:nth-child(${target + 1})`);
    await page.waitForFunction(
      (index) => document.querySelector('.banner-strip')!.getAttribute('data-active') === String(index),
      {},
      target,
    );
    expect(await page.$eval('.swiper-slide-active img', (img) => img.getAttribute('alt'))).toBeTruthy();
    const clickedAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      (index) => document.querySelector('.banner-strip')!.getAttribute('data-active') !== String(index),
      { timeout: 8000 },
      target,
    );
    const after = (await bannerChanges(page)).at(-1)!;
    expect(after.at - clickedAt).toBeGreaterThan(4000);
    expect(after.index).toBe((target + 1) % count);

    // The pause button stops it (for people who need it still), and play starts it again.
    await page.click('.banner-strip__pause');
    expect(await page.$eval('.banner-strip__pause', (el) => el.getAttribute('aria-label'))).toBe(homePt.banner.play);

    // Arrow keys move it while the focus is in its controls, and only then (not from elsewhere on the page).
    const active = () => page.$eval('.banner-strip', (el) => Number(el.getAttribute('data-active')));
    const paused = await active();
    await page.focus('button.banner-strip__dot');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (index) => document.querySelector('.banner-strip')!.getAttribute('data-active') === String(index),
      {},
      (paused + 1) % count,
    );
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await active()).toBe((paused + 1) % count);
  });

  it('shows a single banner still, with no pagination and no carousel', async () => {
    // /live has one banner in the sandbox's seed (group w_live).
    await page.goto(`${served.url}live`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.banner-strip[data-group="w_live"] img');
    expect(await page.$eval('.banner-strip', (el) => el.getAttribute('data-banners'))).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await page.$('.banner-carousel')).toBeNull();
    expect(await page.$('.banner-strip__dot')).toBeNull();
    expect(await page.$('.banner-strip__pause')).toBeNull();
  });

  it('raises the jackpot by 165.11 each 3 s tick while shown, with 78 px digits, and holds it when scrolled away', async () => {
    await page.goto(served.url, { waitUntil: 'load' });
    await page.waitForSelector('.jackpot[data-running="true"]');
    const digitHeight = await page.$eval('.jackpot__digit', (el) => el.getBoundingClientRect().height);
    expect(digitHeight).toBe(78);
    const read = () => page.$eval('.jackpot', (el) => Number(el.getAttribute('data-cents')));
    const start = await read();
    await page.waitForFunction(
      (value) => Number(document.querySelector('.jackpot')!.getAttribute('data-cents')) !== value,
      { timeout: 5000 },
      start,
    );
    const t0 = Date.now();
    const next = await read();
    expect(next - start).toBe(STEP_CENTS);
    await page.waitForFunction(
      (value) => Number(document.querySelector('.jackpot')!.getAttribute('data-cents')) !== value,
      { timeout: 5000 },
      next,
    );
    expect(Date.now() - t0).toBeGreaterThan(2500);
    expect((await read()) - next).toBe(STEP_CENTS);
    // What a screen reader reads is the formatted amount, money style.
    expect(await page.$eval('.jackpot .visually-hidden', (el) => el.textContent)).toMatch(
      new RegExp(`^${brand.currencySymbol.replace(/[$^.*+?()[\]{}|\\]/g, '\\$&')} \\d{1,3}(,\\d{3})+\\.\\d{2}$`),
    );

    // Scrolled out of view it stops rising.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('.jackpot[data-running="false"]');
    const held = await read();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(await read()).toBe(held);
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])('paints a same-size jackpot placeholder first and loads the counter after the page (%i px)', async (width, height) => {
    await page.setViewport({ width, height });
    // The counter's chunk is held back until the placeholder has been measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let askedAt = 0;
    const asked = new Promise<void>((resolve) => {
      page.on('request', (request) => {
        if (!/\/js\/home-jackpot\.[0-9a-f]+\.js$/.test(request.url())) return void request.continue();
        askedAt = Date.now();
        resolve();
        void held.then(() => request.continue());
      });
    });
    await page.setRequestInterception(true);
    await page.goto(served.url, { waitUntil: 'load' });
    await page.waitForSelector('.jackpot--placeholder');
    expect(await page.$eval('.jackpot--placeholder h2', (el) => el.textContent)).toBe(homePt.jackpot.title);
    // Measured in the same frame that finds it laid out: two CI runs read a zero box in a separate
    // call just after a laid-out one (not reproduced locally at 4x CPU throttling over 11 runs
    // sampled every 10 ms), which is not the size it paints at.
    const placeholderBox = (await (
      await page.waitForFunction(() => {
        const box = document.querySelector('.jackpot--placeholder')?.getBoundingClientRect();
        return box && box.height > 0 ? JSON.stringify(box) : false;
      })
    ).jsonValue()) as string;
    // Asked for only once the page has loaded, never on the first screen's path.
    await asked;
    const loadedAt = await page.evaluate(
      () => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    expect(askedAt).toBeGreaterThanOrEqual(Math.floor(loadedAt));
    release();
    await page.waitForSelector('.jackpot[data-running]');
    expect(await page.$('.jackpot--placeholder')).toBeNull();
    expect(await page.$eval('.jackpot', (el) => JSON.stringify(el.getBoundingClientRect()))).toBe(placeholderBox);
  });

  it('shows the partner programme on /join with its way to register', async () => {
    await page.goto(`${served.url}join`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.join-page h1');
    expect(await page.$eval('.join-page h1', (el) => el.textContent)).toBe(joinPt.join.title);
    expect(await page.$$eval('.join-tiers tbody tr', (rows) => rows.length)).toBe(4);
    await page.click('.join-hero__actions a[href="/register"]');
    await page.waitForSelector('[role="dialog"]');
  });
});
