/**
 * A login shows the header's account whole: the parts a login adds to the header (the member
 * centre's wallet and inbox) are loaded alongside the login call, and the session starts once they
 * are in, so they come in the same frame as the avatar. Before, they came in their own chunks
 * after it, and the avatar moved under the pointer for about 150 ms (at 1280 px from x=935 to 405,
 * in four steps). On a phone the avatar then never moves: the balance's placeholder is as wide as
 * a four-digit balance.
 */
import type { Browser, Page } from 'puppeteer';
import { authPt } from './support/auth-texts';
import { launchBrowser } from './support/browser';
import { suiteBrandIds } from './support/brands';
import { DEMO_PASSWORD, fillAuthField } from './support/log-in';
import { servedDuringBlock } from './support/served-block';

jest.setTimeout(60_000);

interface HeaderFrame {
  avatarX: number;
  wallet: boolean;
  inbox: boolean;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(() => browser?.close());

/** Runs in the page: from the first frame with the avatar, each frame's header, until the balance and the member's data have come. */
function recordHeaderFrames(): void {
  const frames: HeaderFrame[] = [];
  Object.assign(window, { headerFrames: frames, headerFramesDone: false });
  const look = () => {
    const avatar = document.querySelector('.header-account__avatar');
    if (avatar) {
      frames.push({
        avatarX: Math.round(avatar.getBoundingClientRect().x),
        wallet: document.querySelector('.header-account .header-wallet') !== null,
        inbox: document.querySelector('.header-account .header-inbox') !== null,
      });
    }
    const balanceShown = document.querySelector('.header-wallet__amount') && !document.querySelector('.header-wallet .skeleton');
    const memberShown = document.querySelector('.header-account--member:not([aria-busy="true"])');
    if (balanceShown && memberShown) Object.assign(window, { headerFramesDone: true });
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function logInRecording(page: Page, baseUrl: string): Promise<HeaderFrame[]> {
  await page.goto(new URL('/login', baseUrl).href);
  await fillAuthField(page, 'username', 'jogador');
  await fillAuthField(page, 'password', DEMO_PASSWORD);
  await page.evaluate(recordHeaderFrames);
  await page.locator(`.auth-modal form button ::-p-text(${authPt.login.submit})`).click();
  await page.waitForFunction(() => (window as unknown as { headerFramesDone: boolean }).headerFramesDone);
  return page.evaluate(() => (window as unknown as { headerFrames: HeaderFrame[] }).headerFrames);
}

describe.each(suiteBrandIds())('the header after a login, on %s', (brandId) => {
  const served = servedDuringBlock(brandId);
  afterEach(() => served().reset());

  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', { width: 390, height: 844, isMobile: true, hasTouch: true }],
  ] as const)('on %s, the wallet and the inbox come in the same frame as the avatar', async (name, viewport) => {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport(viewport);
      const frames = await logInRecording(page, served().url);
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.filter((frame) => !frame.wallet || !frame.inbox)).toEqual([]);
      // The member's name replaces "Minha conta" in the avatar's pill, which the wide header shows:
      // one move at most there, none on a phone.
      const positions = [...new Set(frames.map((frame) => frame.avatarX))];
      expect(positions.length).toBeLessThanOrEqual(name === 'a phone' ? 1 : 2);
    } finally {
      await context.close();
    }
  });
});
