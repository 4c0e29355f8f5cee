/**
 * Lazy images are not asked for while the page starts (core/shell/start-up-settled.ts): on a
 * lobby opened on a phone or a desktop, the only images requested before the start-up has settled
 * are the eager ones (the banner's first slide); the vendor logos, the banner's next slide and the
 * game cards (below the banner on both) come after it, and they do load.
 */
import type { Browser } from 'puppeteer';
import { START_UP_SETTLED_ATTRIBUTE } from '../core/shell/start-up-settled';
import { launchBrowser } from './support/browser';
import { DEFAULT_BRAND } from './support/brands';
import { readBrand } from './support/fixtures';
import { openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

const brand = readBrand(DEFAULT_BRAND);
let browser: Browser;
let served: ServedBrand;

beforeAll(async () => {
  [browser, served] = await Promise.all([launchBrowser(), serveBrand(DEFAULT_BRAND, brand.identity.merchantCode)]);
});
afterAll(() => Promise.all([browser?.close(), served?.stop()]));

interface ImageTimeline {
  settledAt: number | null;
  /** Image addresses from the CDN, with when each was asked for (page time, ms). */
  requested: Array<{ path: string; at: number }>;
  /** What the page's eager images and the early entry's preload point at. */
  eager: string[];
}

const cdnPath = (address: string) => new URL(address).pathname.replace(/^\/cdn\/[ab]\//, '');

it.each([
  ['a phone', { width: 390, height: 844, isMobile: true, hasTouch: true }],
  ['a desktop', { width: 1280, height: 800 }],
])('on %s, /rng asks for no lazy image before the start-up settles, and for them after', async (_name, viewport) => {
  const page = await browser.newPage();
  try {
    await page.setViewport(viewport);
    await openLoaded(page, `${served.url}rng`);
    await page.waitForSelector(`html[${START_UP_SETTLED_ATTRIBUTE}]`);
    // The vendor logos in view, and the first cards just under the fold, load once they have their address.
    await page.waitForFunction(() =>
      ['.vendor-tabs__logo', '.game-card__image'].every((selector) => {
        const image = document.querySelector<HTMLImageElement>(selector);
        return Boolean(image?.complete && image.naturalWidth > 0);
      }),
    );
    const timeline: ImageTimeline = await page.evaluate(() => ({
      settledAt: performance.getEntriesByName('app:start-up-settled')[0]?.startTime ?? null,
      requested: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.startsWith('/cdn/'))
        .map((entry) => ({ path: entry.name, at: entry.startTime })),
      eager: [
        ...[...document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')].map((image) => image.currentSrc),
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.href),
      ].filter(Boolean),
    }));
    expect(timeline.settledAt).not.toBeNull();
    const settledAt = timeline.settledAt ?? 0;
    const eager = new Set(timeline.eager.map(cdnPath));
    const before = timeline.requested.filter((request) => request.at < settledAt).map((request) => cdnPath(request.path));
    const after = timeline.requested.filter((request) => request.at >= settledAt).map((request) => cdnPath(request.path));
    // Something was asked for before (the banner) and the check has lazy images to see.
    expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/^banners\//)]));
    expect(before.filter((path) => !eager.has(path))).toEqual([]);
    // On a lobby that is the banner alone: its grid starts below it, and its cards are lazy.
    expect(before.filter((path) => !path.startsWith('banners/'))).toEqual([]);
    expect(after).toEqual(expect.arrayContaining([expect.stringMatching(/^vendors\//), expect.stringMatching(/^games\//)]));
  } finally {
    await page.close();
  }
});

it('on a lobby whose grid is on screen (/inhouse: no banner, no vendor tabs), a phone asks for its cards at once', async () => {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await openLoaded(page, `${served.url}inhouse`);
    await page.waitForSelector(`html[${START_UP_SETTLED_ATTRIBUTE}]`);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.game-card__image');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    const { settledAt, cards } = await page.evaluate(() => ({
      settledAt: performance.getEntriesByName('app:start-up-settled')[0]?.startTime ?? Infinity,
      cards: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /^\/cdn\/[ab]\/games\//.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(cards.filter((at) => at < settledAt).length).toBeGreaterThan(0);
  } finally {
    await page.close();
  }
});
