/**
 * The browser the tests drive loads nothing but the pages they open: a window's own WebUI pages
 * (the address bar's suggestion popup) cost about 0.5 core-s per browser context, and a Chromium
 * that renames the feature the harness switches off would bring them back without a word.
 */
import type { Browser } from 'puppeteer';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every target of the browser, browser UI included (Target.getTargets hides those by default). */
async function allTargetUrls(): Promise<string[]> {
  const session = await browser.target().createCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  await session.detach();
  return targetInfos.map((target) => `${target.type} ${target.url}`);
}

it('opens no browser-window WebUI, at launch or with a new context', async () => {
  const context = await browser.createBrowserContext();
  await context.newPage();
  const urls = await allTargetUrls();
  // The new context's page is there: the list is the real one, not an empty answer.
  expect(urls.filter((url) => url === 'page about:blank').length).toBeGreaterThanOrEqual(2);
  expect(urls.filter((url) => url.includes('chrome://') || url.startsWith('browser_ui'))).toEqual([]);
  await context.close();
});
