/**
 * What the start-up keeps from competing with itself for a phone's cores (issue 22), on the home
 * page opened with full motion:
 * - the skeletons hold still (core/styles/base.css): they are on screen from the first paint, but
 *   none starts its shimmer before the start-up has settled; one still shown after the settle (its
 *   call held back here) does shimmer;
 * - webpack inserts each chunk's script in a task of its own (core/router/chunk-scripts.ts), never
 *   two in one.
 */
import type { Browser, Page } from 'puppeteer';
import { START_UP_SETTLED_ATTRIBUTE } from '../core/shell/start-up-settled';
import { GAMES_PATHS } from '../plugins/lobbies/api';
import { launchBrowser } from './support/browser';
import { suiteBrandIds } from './support/brands';
import { servedDuringBlock } from './support/served-block';

jest.setTimeout(120_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ motion: 'full' });
});
afterAll(() => browser?.close());

interface MotionTimeline {
  /** When a skeleton was first in the page (page time, ms). */
  skeletonSeenAt: number | null;
  /** When each skeleton's shimmer started. */
  shimmerStarts: number[];
  settledAt: number | null;
}

/** Records, from before the app's first script, when skeletons appear and when their shimmer starts. */
function recordSkeletonMotion(page: Page): Promise<unknown> {
  return page.evaluateOnNewDocument(() => {
    const record = { skeletonSeenAt: null as number | null, shimmerStarts: [] as number[] };
    Object.assign(window, { skeletonMotion: record });
    // Registered before the app's own window listener (which stops these events there), so it hears every one.
    addEventListener(
      'animationstart',
      (event) => {
        const target = event.target as Element;
        if (event.animationName === 'shimmer' && target.classList.contains('skeleton')) record.shimmerStarts.push(performance.now());
      },
      { capture: true },
    );
    const look = () => {
      if (document.querySelector('.skeleton')) record.skeletonSeenAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

describe.each(suiteBrandIds())('the start-up on %s', (brandId) => {
  const served = servedDuringBlock(brandId);

  it('on the home page no skeleton shimmers before the start-up settles, and one still shown after it does', async () => {
    const page = await browser.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
      await recordSkeletonMotion(page);
      // The featured games' call waits until the settle has been seen: its skeleton cards stay.
      page.on('request', (request) => {
        if (!request.url().includes(GAMES_PATHS.hotGames)) return void request.continue();
        void held.then(() => request.continue());
      });
      await page.setRequestInterception(true);
      await page.goto(served().url);
      await page.waitForSelector(`html[${START_UP_SETTLED_ATTRIBUTE}]`);
      await page.waitForFunction(() => (window as unknown as { skeletonMotion: MotionTimeline }).skeletonMotion.shimmerStarts.length > 0);
      const timeline = await page.evaluate(() => ({
        ...(window as unknown as { skeletonMotion: MotionTimeline }).skeletonMotion,
        settledAt: performance.getEntriesByName('app:start-up-settled')[0]?.startTime ?? null,
      }));
      expect(timeline.settledAt).not.toBeNull();
      const settledAt = timeline.settledAt ?? 0;
      // Skeletons were there to shimmer while the page started…
      expect(timeline.skeletonSeenAt).not.toBeNull();
      expect(timeline.skeletonSeenAt ?? Infinity).toBeLessThan(settledAt);
      // …and none did until the settle.
      expect(timeline.shimmerStarts.filter((at) => at < settledAt)).toEqual([]);
      expect(timeline.shimmerStarts.length).toBeGreaterThan(0);
    } finally {
      release();
      await page.close();
    }
  });

  it('on the home page each chunk script goes in in a task of its own', async () => {
    const page = await browser.newPage();
    try {
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
      // Each script webpack inserts, and whether another went in earlier in the same run of script
      // (before the microtasks that follow it have run).
      await page.evaluateOnNewDocument(() => {
        const inserted: Array<{ src: string; sameRun: boolean }> = [];
        Object.assign(window, { chunkScripts: inserted });
        let running = false;
        const appendChild = Node.prototype.appendChild;
        Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
          if (child instanceof HTMLScriptElement && child.hasAttribute('data-webpack')) {
            inserted.push({ src: child.src, sameRun: running });
            running = true;
            queueMicrotask(() => {
              running = false;
            });
          }
          return appendChild.call(this, child) as T;
        };
      });
      await page.goto(served().url);
      await page.waitForSelector(`html[${START_UP_SETTLED_ATTRIBUTE}]`);
      const inserted = await page.evaluate(
        () => (window as unknown as { chunkScripts: Array<{ src: string; sameRun: boolean }> }).chunkScripts,
      );
      // The home page's start-up loads a dozen chunks after its first paint, some imports needing several.
      expect(inserted.length).toBeGreaterThanOrEqual(8);
      expect(inserted.filter((script) => script.sameRun).map((script) => new URL(script.src).pathname)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
