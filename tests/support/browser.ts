import puppeteer, { type Browser, type LaunchOptions, type Page } from 'puppeteer';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium';

/**
 * How much the pages move. Browser tests run as a visitor who asks for reduced motion
 * (`prefers-reduced-motion: reduce`, a setting the site fully supports: no marquee scroll, no
 * carousel slide, no skeleton shimmer, transitions of 1 ms) unless they test motion itself. Endless
 * animations kept headless Chromium drawing 60 frames a second on every open page, which cost
 * about a quarter of the browser suite's time on these 2-core machines (124 s against 89 s for
 * the lobby, member and agent centre tests). The motion of the default site is tested with full
 * motion: the banner carousel and jackpot (home.test.ts), the marquee (notices.test.ts), the
 * vendor row's autoplay (support.test.ts) and every brand's smoke test (smoke.test.ts).
 */
export type Motion = 'reduced' | 'full';

/** Chromium's flags for a browser test with this motion. */
export function browserArgs(motion: Motion = 'reduced'): string[] {
  const args = [...CHROMIUM_ARGS];
  return motion === 'reduced' ? [...args, '--force-prefers-reduced-motion'] : args;
}

/**
 * Debian's Chromium headless shell (scripts/lib/chromium.ts says why not the full browser), with the
 * flags these machines need; one per test file. `executablePath` in the options picks another.
 */
export function launchBrowser({ motion = 'reduced', ...options }: { motion?: Motion } & LaunchOptions = {}): Promise<Browser> {
  return puppeteer.launch({
    executablePath: TEST_CHROMIUM_PATH,
    headless: true,
    ...options,
    args: [...browserArgs(motion), ...(options.args ?? [])],
  });
}

/** One page with full motion in a browser launched with reduced motion (a test of motion itself). */
export function useFullMotion(page: Page): Promise<void> {
  return page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'no-preference' }]);
}
