/**
 * Opening a page in a browser test and waiting for a condition the page exposes, never for a time
 * or for the network to fall quiet: the app marks <html data-page-loaded> once the page has loaded,
 * its first screen has painted and its after-load work has started (core/ui/use-page-loaded.ts).
 */
import type { HTTPResponse, Page } from 'puppeteer';
import { START_UP_SETTLED_ATTRIBUTE } from '../../core/shell/start-up-settled';

const PAGE_LOADED = 'html[data-page-loaded]';

/** Opens `url` and resolves once the app says the page has loaded. */
export async function openLoaded(page: Page, url: string): Promise<HTTPResponse | null> {
  const response = await page.goto(url);
  await page.waitForSelector(PAGE_LOADED);
  return response;
}

/** Reloads the page and resolves once the app says it has loaded again. */
export async function reloadLoaded(page: Page): Promise<HTTPResponse | null> {
  const response = await page.reload();
  await page.waitForSelector(PAGE_LOADED);
  return response;
}

/**
 * Resolves once every image the page is fetching has finished (loaded or failed, so any load or
 * error handler has had its turn) and two more frames have been painted: for tests that assert that
 * nothing ran, at a point where it would have. A lazy image out of view is not fetched at all, so
 * it has no handler to run and is not waited for; lazy images in view are, once the start-up has
 * settled and they have their address (core/shell/start-up-settled.ts).
 */
export async function mediaSettled(page: Page): Promise<void> {
  await page.waitForSelector(`html[${START_UP_SETTLED_ATTRIBUTE}]`);
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const offScreen =
        (box.width === 0 && box.height === 0) || box.bottom < 0 || box.top > innerHeight || box.right < 0 || box.left > innerWidth;
      // No address yet (the settle's render is still to come, or it never needs one): an image
      // without one reports itself complete.
      if (!image.hasAttribute('src')) return offScreen;
      if (image.complete) return true;
      return image.loading === 'lazy' && offScreen;
    }),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Two painted frames: what a keypress, a layout shift or a render needs to show. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
