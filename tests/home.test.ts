/**
 * The home plugin end to end, for every brand folder: the banner carousel (autoplay every 5 s that
 * goes on after interaction, clickable pagination, none for a single banner), the jackpot counter
 * (+165.11 per 3 s tick while shown, 78 px digits) and the /join page.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import homePt from '../plugins/home/i18n/pt.json';
import joinPt from '../plugins/home/i18n/join.pt.json';
import { launchBrowser } from './support/browser';
import { installPageClock, type PageClock } from './support/page-clock';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';
import { compiledManifest, filesOfGroup } from './support/app-files';

jest.setTimeout(120_000);

// The whole suite runs on the default brand; every brand gets smoke.test.ts (support/brands.ts).
const brandIds = suiteBrandIds();
const STEP_CENTS = 16_511;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ motion: 'full' });
});
afterAll(() => browser?.close());

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

  /** The banner strip's active index, as rendered. */
  const activeBanner = () => page.$eval('.banner-strip', (el) => Number(el.getAttribute('data-active')));
  /**
   * The carousel's own index (the banner shown or being moved to), set in the very timer callback
   * that moves it: the interval is timed on it, since the rendered index follows a React commit
   * that runs in the browser's real time and, on a busy machine, can miss the check after the tick
   * that moved it.
   */
  const carouselIndex = () => page.$eval('.banner-carousel', (el) => Number((el as HTMLElement).dataset.index ?? -1));
  /**
   * Waits, in the browser's own time, for the slide to come to rest: the carousel's next 5 s are
   * counted from the end of a move, and no fake clock moves a smooth scroll.
   */
  const slideSettled = () => page.waitForSelector('.banner-carousel:not([data-moving])');

  /**
   * Moves the page's clock on in steps of `step` ms until `changed` holds (or `limit` ms went by),
   * and answers how much of the page's time that took: when the timer fired, to a step.
   */
  async function advanceUntil(clock: PageClock, changed: () => Promise<boolean>, { step = 100, limit = 12_000 } = {}): Promise<number> {
    const from = await clock.now();
    for (let moved = 0; moved < limit; moved += step) {
      await clock.tick(step);
      if (await changed()) return (await clock.now()) - from;
    }
    throw new Error(`nothing changed in ${limit} ms of the page's clock`);
  }

  it('autoplays the home banners every 5 s, with clickable pagination, and goes on after a click', async () => {
    const clock = await installPageClock(page);
    await page.goto(served.url);
    // The carousel has started once its pagination buttons replace the still dots.
    await page.waitForSelector('.banner-carousel');
    await page.waitForSelector('button.banner-strip__dot');
    const count = await page.$eval('.banner-strip', (el) => Number(el.getAttribute('data-banners')));
    expect(count).toBeGreaterThan(1);
    expect(await page.$$eval('button.banner-strip__dot', (dots) => dots.length)).toBe(count);
    // From here only ticks move the page's clock: a 5 s step is measured from the end of a slide
    // (which runs in real time) to the next move, and the test's own checks in between, slow on a
    // busy machine, must not count as part of it.
    await clock.freeze();

    // Two autoplay steps, each 5 s of the page's clock after the one before.
    const first = await activeBanner();
    await advanceUntil(clock, async () => (await activeBanner()) !== first);
    const second = await activeBanner();
    expect(second).toBe((first + 1) % count);
    await slideSettled();
    const interval = await advanceUntil(clock, async () => (await carouselIndex()) !== second);
    await page.waitForFunction(
      (index) => document.querySelector('.banner-strip')!.getAttribute('data-active') === String(index),
      {},
      (second + 1) % count,
    );
    expect(interval).toBeGreaterThanOrEqual(4_850);
    expect(interval).toBeLessThanOrEqual(5_300);
    expect(await activeBanner()).toBe((second + 1) % count);

    // A click on a pagination bullet shows that banner, and autoplay goes on after it, 5 s later.
    const target = (second + 3) % count;
    await page.locator(`button.banner-strip__dot:nth-child(${target + 1})`).click();
    await page.waitForFunction(
      (index) => document.querySelector('.banner-strip')!.getAttribute('data-active') === String(index),
      {},
      target,
    );
    // The banner shown is the one the dot named, in view and the only one a click can reach.
    await slideSettled();
    const reachable = await page.$$eval('.banner-carousel__slide', (slides) =>
      slides.flatMap((slide, index) => (slide.hasAttribute('inert') ? [] : [{ index, alt: slide.querySelector('img')?.alt }])),
    );
    expect(reachable).toEqual([{ index: target, alt: expect.any(String) }]);
    expect(await page.$eval('button.banner-strip__dot[aria-current="true"]', (dot) => [...dot.parentElement!.children].indexOf(dot))).toBe(
      target,
    );
    const afterClick = await advanceUntil(clock, async () => (await carouselIndex()) !== target);
    await page.waitForFunction(
      (index) => document.querySelector('.banner-strip')!.getAttribute('data-active') === String(index),
      {},
      (target + 1) % count,
    );
    expect(afterClick).toBeGreaterThanOrEqual(4_850);
    expect(afterClick).toBeLessThanOrEqual(5_300);
    expect(await activeBanner()).toBe((target + 1) % count);

    // The pause button stops it (for people who need it still), and nothing moves however long it waits.
    await slideSettled();
    await page.locator('.banner-strip__pause').click();
    expect(await page.$eval('.banner-strip__pause', (el) => el.getAttribute('aria-label'))).toBe(homePt.banner.play);
    const paused = await activeBanner();
    await clock.tick(15_000);
    expect(await activeBanner()).toBe(paused);

    // Arrow keys move it while the focus is in its controls, and only then (not from elsewhere on the page).
    await page.focus('button.banner-strip__dot');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      (index) => document.querySelector('.banner-strip')!.getAttribute('data-active') === String(index),
      {},
      (paused + 1) % count,
    );
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('ArrowRight');
    // Keys are handled as they arrive: two painted frames later a move would show.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await activeBanner()).toBe((paused + 1) % count);
  });

  it('shows a single banner still, with no pagination and no carousel', async () => {
    // /live has one banner in the sandbox's seed (group w_live): the strip decides with its data.
    await page.goto(`${served.url}live`);
    await page.waitForSelector('.banner-strip[data-group="w_live"][data-banners="1"] img');
    expect(await page.$('.banner-carousel')).toBeNull();
    expect(await page.$('.banner-strip__dot')).toBeNull();
    expect(await page.$('.banner-strip__pause')).toBeNull();
  });

  it('raises the jackpot by 165.11 each 3 s tick while shown, with 78 px digits, and holds it when scrolled away', async () => {
    const clock = await installPageClock(page);
    await page.goto(served.url);
    await page.waitForSelector('.jackpot[data-running="true"]');
    // From here only ticks move the page's clock: the time the test's reads take between a tick
    // and the next measurement must not count (on a loaded machine it made a 3 s step read 2.77 s).
    await clock.freeze();
    const digitHeight = await page.$eval('.jackpot__digit', (el) => el.getBoundingClientRect().height);
    expect(digitHeight).toBe(78);
    const read = () => page.$eval('.jackpot', (el) => Number(el.getAttribute('data-cents')));
    const start = await read();
    const firstTick = await advanceUntil(clock, async () => (await read()) !== start);
    expect(firstTick).toBeLessThanOrEqual(3_300);
    const next = await read();
    expect(next - start).toBe(STEP_CENTS);
    // The next tick comes 3 s of the page's clock later, one step up.
    const tick = await advanceUntil(clock, async () => (await read()) !== next);
    expect(tick).toBeGreaterThanOrEqual(2_850);
    expect(tick).toBeLessThanOrEqual(3_300);
    expect((await read()) - next).toBe(STEP_CENTS);
    // What a screen reader reads is the formatted amount, money style.
    expect(await page.$eval('.jackpot .visually-hidden', (el) => el.textContent)).toMatch(
      new RegExp(`^${brand.currencySymbol.replace(/[$^.*+?()[\]{}|\\]/g, '\\$&')}\u00a0\\d{1,3}(,\\d{3})+\\.\\d{2}$`),
    );

    // Scrolled out of view it stops rising, however long the clock runs.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForSelector('.jackpot[data-running="false"]');
    const held = await read();
    await clock.tick(10_000);
    expect(await read()).toBe(held);
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])('paints a same-size jackpot placeholder first and loads the counter after the page (%i px)', async (width, height) => {
    await page.setViewport({ width, height });
    // The counter's chunk is held back until the placeholder has been measured.
    const counterFiles = filesOfGroup(compiledManifest(), 'home.components.JackpotCounter');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let askedAt = 0;
    const asked = new Promise<void>((resolve) => {
      page.on('request', (request) => {
        if (!counterFiles.includes(new URL(request.url()).pathname)) return void request.continue();
        askedAt = Date.now();
        resolve();
        void held.then(() => request.continue());
      });
    });
    await page.setRequestInterception(true);
    await page.goto(served.url);
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
    // Found and measured in one frame too, for the same reason.
    const runningBox = (await (
      await page.waitForFunction(() => {
        const box = document.querySelector('.jackpot[data-running]')?.getBoundingClientRect();
        return box && box.height > 0 ? JSON.stringify(box) : false;
      })
    ).jsonValue()) as string;
    expect(await page.$('.jackpot--placeholder')).toBeNull();
    expect(runningBox).toBe(placeholderBox);
  });

  it('shows the partner programme on /join with its way to register', async () => {
    await page.goto(`${served.url}join`);
    await page.waitForSelector('.join-page h1');
    expect(await page.$eval('.join-page h1', (el) => el.textContent)).toBe(joinPt.join.title);
    expect(await page.$$eval('.join-tiers tbody tr', (rows) => rows.length)).toBe(4);
    await page.locator('.join-hero__actions a[href="/register"]').click();
    await page.waitForSelector('[role="dialog"]');
  });
});
