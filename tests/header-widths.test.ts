/**
 * The header's bar fits the screen at every width between a phone's and a desktop's, for a
 * visitor, a player and an agent: nothing of it runs past the right edge, and the page does not
 * scroll sideways. Between 641 and 900 px (tablets held upright) a member's row once ran up to
 * 280 px past the edge, logout out of reach; an agent's did at 960-1101 px. Phones themselves are
 * audited in phone-layout.test.ts.
 */
import type { Browser, Page } from 'puppeteer';
import { launchBrowser } from './support/browser';
import { suiteBrandIds } from './support/brands';
import { logInThroughPage } from './support/log-in';
import { nextFrames } from './support/navigation';
import { servedDuringBlock } from './support/served-block';

jest.setTimeout(90_000);

/** Where the layout changes (640, 760, 820, 900, 1023, 1100, 1180 px), either side, and common tablet and laptop widths. */
const WIDTHS = [641, 700, 760, 761, 768, 800, 820, 821, 834, 900, 901, 960, 1023, 1024, 1100, 1101, 1180, 1181, 1280, 1366];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(() => browser?.close());

/** What of the header's bar lies past the screen's right edge at this width, and by how much the page scrolls sideways. */
async function overflowAt(page: Page, width: number): Promise<string[]> {
  await page.setViewport({ width, height: 800 });
  await nextFrames(page);
  return page.evaluate(() => {
    const edge = window.innerWidth;
    const problems: string[] = [];
    const sideways = document.documentElement.scrollWidth - edge;
    if (sideways > 0) problems.push(`the page scrolls ${sideways} px sideways`);
    for (const element of document.querySelectorAll<HTMLElement>(
      '.site-header__bar button, .site-header__bar a, .site-header__bar input',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (box.right > edge + 0.5 || box.left < -0.5) {
        const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.className;
        problems.push(`"${name}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
      }
    }
    return problems;
  });
}

describe.each(suiteBrandIds())('the header bar at every width, on %s', (brandId) => {
  const served = servedDuringBlock(brandId);

  it.each([
    ['a visitor', null],
    ['a player', 'jogador'],
    ['an agent', 'agente1'],
  ] as const)('fits for %s', async (_who, username) => {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      if (username) await logInThroughPage(page, served().url, username);
      else await page.goto(served().url, { waitUntil: 'load' });
      await page.waitForSelector(username ? '.header-account--member' : '.header-account');
      const problems: string[] = [];
      for (const width of WIDTHS) problems.push(...(await overflowAt(page, width)).map((problem) => `${width} px: ${problem}`));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
