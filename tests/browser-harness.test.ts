/**
 * The browsers the tests and the bench drive load nothing but the pages they open: a window's own
 * WebUI pages (the address bar's suggestion popup) cost about 0.5 core-s per browser context, and
 * 0.4-1.1 core-s during each page load the bench measures; a Chromium that renames the feature
 * switched off, or flags that lose it, would bring them back without a word.
 */
import { execFileSync } from 'node:child_process';
import puppeteer, { type Browser } from 'puppeteer';
import { CHROMIUM_PATH, chromeFlagsForLighthouse } from '../scripts/lib/chromium';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every target of the browser, browser UI included (Target.getTargets hides those by default). */
async function allTargetUrls(browser: Browser): Promise<string[]> {
  const session = await browser.target().createCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  await session.detach();
  return targetInfos.map((target) => `${target.type} ${target.url}`);
}

it('opens no browser-window WebUI, at launch or with a new context', async () => {
  const context = await browser.createBrowserContext();
  await context.newPage();
  const urls = await allTargetUrls(browser);
  // The new context's page is there: the list is the real one, not an empty answer.
  expect(urls.filter((url) => url === 'page about:blank').length).toBeGreaterThanOrEqual(2);
  expect(urls.filter((url) => url.includes('chrome://') || url.startsWith('browser_ui'))).toEqual([]);
  await context.close();
});

/** chrome-launcher's default flags, which the bench's Lighthouse runs start from (the package is ESM only, Jest's runtime here is not). */
function chromeLauncherDefaultFlags(): string[] {
  const script = "import { Launcher } from 'chrome-launcher'; console.log(JSON.stringify(Launcher.defaultFlags()));";
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as string[];
}

it("opens no browser-window WebUI in the bench's Lighthouse browser, its flags merged with chrome-launcher's", async () => {
  const flags = chromeFlagsForLighthouse(chromeLauncherDefaultFlags());
  // One --disable-features (Chromium reads the last only), holding chrome-launcher's and ours.
  const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
  expect(disabled).toHaveLength(1);
  expect(disabled[0]).toContain('RenderDocument');
  // Chromium with exactly these flags and chrome-launcher's starting page, as it starts it (`ignoreDefaultFlags`).
  const lighthouseBrowser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: true,
    args: [...flags, 'about:blank'],
  });
  try {
    const page = await lighthouseBrowser.newPage();
    await page.goto('about:blank');
    const urls = await allTargetUrls(lighthouseBrowser);
    expect(urls).toContain('page about:blank');
    expect(urls.filter((url) => url.includes('chrome://') || url.startsWith('browser_ui'))).toEqual([]);
  } finally {
    await lighthouseBrowser.close();
  }
});
