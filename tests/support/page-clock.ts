/**
 * A fake clock in the page, for the browser tests of timers (the banner carousel's 5 s autoplay,
 * the jackpot's 3 s tick, the lobby search's 500 ms debounce): the test moves time on instead of
 * waiting for it, so a 5 s step takes milliseconds and a loaded machine cannot make it late.
 *
 * It is @sinonjs/fake-timers, installed before any script of the page runs, over the page's
 * setTimeout, setInterval and Date only (animation frames, the event loop and performance.now
 * stay real, so React and the browser work as usual). Time also flows on by itself, following
 * real time, so everything that does not care about the clock behaves as without it; freeze() stops
 * that for a test in which real time must not count.
 * CSS transitions and animations run on the browser's own time: a test that ticks past one waits
 * for it to end as the page shows it.
 *
 *   const clock = await installPageClock(page);   // before page.goto
 *   await clock.tick(5_000);                      // runs every timer due in the next 5 s
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'puppeteer';

export interface PageClock {
  /** Moves the page's clock on by `ms`, running every timer that falls due (and those they start). */
  tick(ms: number): Promise<void>;
  /** The page's Date.now(). */
  now(): Promise<number>;
  /**
   * Stops the clock from following real time until thaw(): only tick() moves it. For a test where
   * real time must not count (a debounce across keys typed on a loaded machine).
   */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
}

declare global {
  interface Window {
    __testClock?: { tickAsync(ms: number): Promise<number>; now: number; frozen: boolean };
  }
}

let script: string | undefined;

/** The fake-timers source, as a script that installs a clock on the page's window. */
function clockScript(): string {
  if (script) return script;
  const source = readFileSync(require.resolve('@sinonjs/fake-timers/src/fake-timers-src.js'), 'utf8');
  // The source is CommonJS; in the page its two requires are answered here (`util` is only asked
  // for under Node).
  script = `(() => {
    const module = { exports: {} };
    const exports = module.exports;
    const require = (name) => (name === '@sinonjs/commons' ? { global: window } : undefined);
    ${source}
    const realSetInterval = window.setInterval.bind(window);
    const realNow = () => performance.now();
    const clock = module.exports.withGlobal(window).install({
      // From the real time: dates the page shows and sends stay today's.
      now: Date.now(),
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    // The clock follows real time by itself, unless frozen (sinon's shouldAdvanceTime, pausable).
    clock.frozen = false;
    let last = realNow();
    realSetInterval(() => {
      const now = realNow();
      if (!clock.frozen) clock.tick(now - last);
      last = now;
    }, 10);
    window.__testClock = clock;
  })();`;
  return script;
}

/** Installs the clock for every document the page loads from now on. */
export async function installPageClock(page: Page): Promise<PageClock> {
  await page.evaluateOnNewDocument(clockScript());
  return {
    tick: async (ms) => {
      await page.evaluate((by) => window.__testClock!.tickAsync(by).then(() => undefined), ms);
    },
    now: () => page.evaluate(() => Date.now()),
    freeze: () => page.evaluate(() => void (window.__testClock!.frozen = true)),
    thaw: () => page.evaluate(() => void (window.__testClock!.frozen = false)),
  };
}
