/**
 * The points mall end to end, for every brand folder: a visitor browses the catalogue and is asked
 * to log in; a member sees the balance, rewards, history and statement, a redemption with a wrong
 * payment password is refused with the server's message, the right one goes through and the
 * balance drops; the operator's POINTMALL switch takes the page and its menu entry away.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import pointsPt from '../plugins/points/i18n/page.pt.json';
import { launchBrowser } from './support/browser';
import { openLoaded } from './support/navigation';
import { logInThroughPage } from './support/log-in';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { sandboxControls } from './support/sandbox-controls';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

// The whole suite runs on the default brand; every brand gets smoke.test.ts (support/brands.ts).
const brandIds = suiteBrandIds();
/** jogador's payment password (README, demo accounts). */
const PAYMENT_PASSWORD = '246810';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Reward {
  rewardId: number;
  name: string;
  pointCost: number;
  stock: number | null;
}

describe.each(brandIds)('points mall on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  const merchantCode = brand.identity.merchantCode;
  let served: ServedBrand;
  let page: Page;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    served = await serveBrand(brandId, merchantCode);
  }, 180_000);
  afterAll(() => served?.stop());

  // trevo-azul is seeded with the mall switched off: every test starts with it on, the last one
  // switches it both ways; the reset after each test restores the seeded switches.
  beforeEach(async () => {
    await sandboxControls(served.url, merchantCode).setToggles({ POINTMALL: true });
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    await context?.close();
    context = null;
    await served.reset();
  });

  const goto = (pathname: string) => openLoaded(page, new URL(pathname, served.url).href);
  const api = async <T>(pathname: string, token?: string): Promise<T> => {
    const headers: Record<string, string> = { 'X-Merchant-Code': merchantCode };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(new URL(`wps/${pathname}`, served.url), { headers });
    return ((await response.json()) as { value: T }).value;
  };
  const shownPoints = () => page.$eval('.balance-card__points', (element) => Number((element as HTMLElement).dataset.points));

  async function logIn(): Promise<string> {
    await logInThroughPage(page, served.url, 'jogador');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    if (!token) throw new Error('no session token stored after login');
    return token;
  }

  async function openTab(label: string): Promise<void> {
    await page.locator(`.points-tabs [role="tab"] ::-p-text(${label})`).click();
    await page.waitForSelector(`.points-tabs [role="tab"][aria-selected="true"] ::-p-text(${label})`);
  }

  it('shows a visitor the catalogue, how to earn and a login call to action; redeeming asks for a login', async () => {
    await goto('/pointMall');
    await page.waitForSelector('.reward-card:not(.reward-card--skeleton)');
    const rewards = await api<{ list: Reward[] }>('relay/MCS2_getPointReward');
    const names = await page.$$eval('.reward-card__name', (elements) => elements.map((element) => element.textContent));
    expect(names).toEqual(rewards.list.map((reward) => reward.name));
    await page.waitForSelector('.earn-card__title');
    expect(await page.$('.balance-card__points')).toBeNull();
    expect(await page.$('.points-tabs')).toBeNull();
    // The w_shop banner strip sits above the page.
    await page.waitForSelector('.shell__banner .banner-strip');
    const available = rewards.list.findIndex((reward) => reward.stock !== 0);
    const buttons = await page.$$('.reward-card__action');
    expect(await buttons[available].evaluate((element) => element.textContent)).toBe(pointsPt.rewards.loginToRedeem);
    await buttons[available].click();
    await page.waitForSelector('.auth-modal input[name="username"]');
    expect(await page.$('.points-dialog')).toBeNull();
  });

  it('shows a member the balance, rewards, history with statuses and the statement', async () => {
    const token = await logIn();
    await goto('/pointMall');
    await page.waitForSelector('.balance-card__points');
    const balance = await api<{ points: number }>('relay/MCS2_getPointBalance', token);
    expect(await shownPoints()).toBe(balance.points);
    // Unaffordable rewards and sold-out ones cannot be redeemed; affordable ones can.
    const states = await page.$$eval('.reward-card:not(.reward-card--skeleton)', (cards) =>
      cards.map((card) => ({
        id: Number((card as HTMLElement).dataset.rewardId),
        disabled: (card.querySelector('.reward-card__action') as HTMLButtonElement).disabled,
      })),
    );
    const rewards = (await api<{ list: Reward[] }>('relay/MCS2_getPointReward')).list;
    for (const reward of rewards) {
      const expected = reward.stock === 0 || reward.pointCost > balance.points;
      expect([reward.name, states.find((state) => state.id === reward.rewardId)?.disabled]).toEqual([reward.name, expected]);
    }
    await openTab(pointsPt.tabs.history);
    await page.waitForSelector('.redeem-item:not(.redeem-item--skeleton)');
    const statuses = await page.$$eval('.redeem-item .status-badge', (elements) => elements.map((element) => element.textContent));
    expect(new Set(statuses)).toEqual(new Set([pointsPt.status.IN_PROCESS, pointsPt.status.APPROVED, pointsPt.status.REJECTED]));
    await openTab(pointsPt.tabs.movements);
    await page.waitForSelector('.movement-table tbody tr');
    const firstBalance = await page.$eval('.movement-table tbody tr td:last-child', (element) => element.textContent?.trim());
    expect(firstBalance).toBe(balance.points.toLocaleString('en-US'));
    // Paging: the second page shows other movements.
    const firstPage = await page.$$eval('.movement-table tbody tr td:nth-child(2)', (cells) =>
      cells.map((cell) => cell.textContent).join('|'),
    );
    await page.locator('.pagination button[aria-label$=" 2"]').click();
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('.movement-table tbody tr td:nth-child(2)')].map((cell) => cell.textContent).join('|') !== before,
      {},
      firstPage,
    );
  });

  it.each([
    { name: 'a phone', width: 390, height: 844, isMobile: true },
    { name: 'a desktop', width: 1280, height: 800, isMobile: false },
  ])('keeps the tabs in place on $name while the balance loads', async ({ width, height, isMobile }) => {
    await page.setViewport({ width, height, isMobile, hasTouch: isMobile });
    await logIn();
    // The balance's answer is held until the loading card has been measured.
    const held: Array<() => Promise<void>> = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.url().includes('MCS2_getPointBalance')) held.push(() => request.continue());
      else void request.continue();
    });
    await goto('/pointMall');
    await page.waitForSelector('.balance-card[aria-busy="true"]');
    await page.waitForSelector('#points-tab-rewards');
    const tabsTop = () => page.$eval('.points-tabs', (tabs) => tabs.getBoundingClientRect().top + window.scrollY);
    const loading = await tabsTop();
    // Converting waits for the balance.
    expect(await page.$eval('.balance-card__convert', (button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((release) => release()));
    await page.waitForSelector('.balance-card__points');
    expect(await tabsTop()).toBe(loading);
    expect(await page.$eval('.balance-card__convert', (button) => (button as HTMLButtonElement).disabled)).toBe(false);
  });

  it('refuses a redemption with a wrong payment password, showing why, then redeems with the right one', async () => {
    const token = await logIn();
    await goto('/pointMall');
    await page.waitForSelector('.balance-card__points');
    const before = await shownPoints();
    const rewards = (await api<{ list: Reward[] }>('relay/MCS2_getPointReward')).list;
    const reward = rewards.find((candidate) => candidate.stock !== 0 && candidate.pointCost <= before)!;
    await page.locator(`.reward-card[data-reward-id="${reward.rewardId}"] .reward-card__action`).click();
    const field = await page.waitForSelector('.points-dialog input[name="paymentPassword"]');
    expect(await field!.evaluate((input) => (input as HTMLInputElement).type)).toBe('password');
    // Keyboard only: the field has the focus, Enter submits.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('paymentPassword');
    await page.keyboard.type('135790');
    await page.keyboard.press('Enter');
    const error = await page.waitForSelector('.points-dialog [role="alert"]');
    expect(await error!.evaluate((element) => element.textContent)).toMatch(/^Senha de pagamento incorreta\./);
    expect(await page.$('.points-dialog')).not.toBeNull();
    expect((await api<{ points: number }>('relay/MCS2_getPointBalance', token)).points).toBe(before);

    await page.keyboard.type(PAYMENT_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.points-dialog'));
    await page.waitForSelector(`.dialog ::-p-text(${pointsPt.redeemed.slice(0, 20)})`);
    await page.waitForFunction(
      (expected) => Number((document.querySelector('.balance-card__points') as HTMLElement | null)?.dataset.points) === expected,
      {},
      before - reward.pointCost,
    );
    expect((await api<{ points: number }>('relay/MCS2_getPointBalance', token)).points).toBe(before - reward.pointCost);
    await page.keyboard.press('Enter');
    await openTab(pointsPt.tabs.history);
    await page.waitForSelector('.redeem-item:not(.redeem-item--skeleton)');
    const newest = await page.$eval('.redeem-item', (item) => [
      item.querySelector('.redeem-item__name')?.textContent,
      item.querySelector('.status-badge')?.textContent,
    ]);
    expect(newest).toEqual([reward.name, pointsPt.status.IN_PROCESS]);
  });

  it("follows the operator's POINTMALL switch: off takes the page and its menu entry away, on brings them back", async () => {
    const controls = sandboxControls(served.url, merchantCode);
    await controls.setToggles({ POINTMALL: false });
    await goto('/pointMall');
    await page.waitForSelector('.full-message__title');
    expect(await page.$('.point-mall')).toBeNull();
    expect(await page.$('.main-nav a[href="/pointMall"]')).toBeNull();
    await controls.setToggles({ POINTMALL: true });
    await goto('/pointMall');
    await page.waitForSelector('.point-mall .reward-card:not(.reward-card--skeleton)');
    expect(await page.$('.main-nav a[href="/pointMall"]')).not.toBeNull();
  });
});
