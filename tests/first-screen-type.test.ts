/**
 * The loading frame draws, hidden, each size and weight the entry pages' first screens draw
 * (core/styles/type-scale.ts's FIRST_SCREEN_TYPE), so the browser looks those fonts up while the page
 * waits for the network rather than in the app's layouts after the first paint (issue 22: each
 * lookup is a synchronous trip to the browser process on Linux, 0.3-4 ms on these machines).
 *
 * The list must be the first screens' pairs exactly: one missing is looked up after the paint, one
 * no longer drawn is a lookup for nothing. Checked on the pages the bench measures, at a phone's, a
 * tablet's and a desktop's width, signed out and in, over every text the page has laid out once it has loaded
 * (what is skipped below the first screen, `content-visibility: auto`, has not been). And in a trace
 * of a lobby on a phone: no font lookup at all after the first contentful paint.
 */
import type { Browser, Page, Viewport } from 'puppeteer';
import { AFTER_PAINT_DONE_ATTRIBUTE } from '../core/shell/after-paint-turns';
import { FIRST_SCREEN_TYPE, TYPE_SIZES } from '../core/styles/type-scale';
import { launchBrowser } from './support/browser';
import { DEFAULT_BRAND } from './support/brands';
import { readBrand } from './support/fixtures';
import { logInThroughPage } from './support/log-in';
import { mediaSettled, nextFrames, openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(180_000);

const PAGES = ['/', '/rng', '/promotions', '/noticePage'];
const VIEWPORTS: Record<string, Viewport> = {
  phone: { width: 390, height: 844, isMobile: true, hasTouch: true },
  tablet: { width: 820, height: 1180, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800 },
};

const brand = readBrand(DEFAULT_BRAND);
let browser: Browser;
let served: ServedBrand;

/** A pair as the list names it, from its computed size (the scale is in rem of a 16 px root). */
const SIZE_BY_PX = new Map(Object.entries(TYPE_SIZES).map(([name, rem]) => [`${rem * 16}px`, name]));

/**
 * Once every part below the fold has mounted (core/shell/after-paint-turns.ts) and been drawn,
 * every section has its content (no skeleton or busy box left) and the images in view are in.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector(`html[${AFTER_PAINT_DONE_ATTRIBUTE}]`);
  await nextFrames(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton, .mc-skeleton, .game-card--skeleton'));
  await mediaSettled(page);
}

/** The size and weight of every text the page has laid out, as the type scale names them. */
async function drawnPairs(page: Page): Promise<string[]> {
  const drawn = await page.evaluate(() => {
    const pairs = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      // Skipped boxes below the first screen have not been laid out, so no font was looked up for them.
      if (!node.textContent?.trim() || !element?.checkVisibility({ contentVisibilityAuto: true })) continue;
      const style = getComputedStyle(element);
      pairs.add(`${style.fontSize} ${style.fontWeight}`);
    }
    return { pairs: [...pairs], rootSize: getComputedStyle(document.documentElement).fontSize };
  });
  expect(drawn.rootSize).toBe('16px');
  return drawn.pairs.map((pair) => {
    const [px, weight] = pair.split(' ');
    return `${SIZE_BY_PX.get(px) ?? `${px} (off the scale)`} ${weight}`;
  });
}

/** What each first screen draws, by "<viewport> <page>", signed out, and signed in for `/`. */
const drawnBy = new Map<string, string[]>();
const SIGNED_IN = '/ (signed in)';

beforeAll(async () => {
  [browser, served] = await Promise.all([launchBrowser(), serveBrand(DEFAULT_BRAND, brand.identity.merchantCode)]);
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    for (const path of [...PAGES, SIGNED_IN]) {
      const page = await browser.newPage();
      try {
        await page.setViewport(size);
        if (path === SIGNED_IN) await logInThroughPage(page, served.url, 'jogador');
        await openLoaded(page, new URL(path === SIGNED_IN ? '/' : path, served.url).href);
        await settled(page);
        drawnBy.set(`${viewport} ${path}`, await drawnPairs(page));
      } finally {
        await page.close();
      }
    }
  }
});
afterAll(() => Promise.all([browser?.close(), served?.stop()]));

const listed = FIRST_SCREEN_TYPE.map(([size, weight]) => `${size} ${weight}`);

describe("the first screens' type", () => {
  const cases = Object.keys(VIEWPORTS).flatMap((viewport) => [...PAGES, SIGNED_IN].map((path) => `${viewport} ${path}`));

  it.each(cases)('%s draws only the pairs the loading frame drew', (key) => {
    expect(drawnBy.get(key)!.filter((pair) => !listed.includes(pair))).toEqual([]);
  });

  it('lists no pair that none of them draws', () => {
    const everyDrawn = new Set([...drawnBy.values()].flat());
    expect(drawnBy.size).toBe(cases.length);
    expect(listed.filter((pair) => !everyDrawn.has(pair))).toEqual([]);
  });
});

interface TraceEvent {
  name: string;
  cat: string;
  pid: number;
  ts: number;
}

it('a lobby on a phone looks no font up after its first contentful paint', async () => {
  const page = await browser.newPage();
  try {
    await page.setViewport(VIEWPORTS.phone);
    await page.tracing.start({ categories: ['fonts', 'loading'] });
    await openLoaded(page, new URL('/rng', served.url).href);
    await settled(page);
    const trace = JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] };
    const paint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint');
    expect(paint).toBeDefined();
    // One per size, weight and family the renderer has not drawn before (Chromium on Linux).
    const lookups = trace.traceEvents.filter(
      (event) => event.pid === paint!.pid && event.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
    );
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.filter((event) => event.ts >= paint!.ts).length).toBe(0);
  } finally {
    await page.close();
  }
});
