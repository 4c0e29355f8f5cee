/**
 * The member centre end to end, for every brand folder: a member logs in and sees the balance in
 * the header, hides it, opens the panel (securityCenter by default), deposits through the payment
 * page and sees the header rise, moves money to a vendor wallet and back, withdraws with a wrong
 * payment password (refused) then the right one; reading a message lowers the menu's and the
 * header's badges; claiming a reward raises the balance; a claimed mission lowers its badge; a payment password set in
 * securityCenter lets the member transfer to the upline; a deposit limit refuses a larger deposit; a
 * self-exclusion logs the member out and the next login is refused.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import mcPt from '../plugins/member-centre/i18n/pt.json';
import { launchBrowser } from './support/browser';
import { reloadLoaded } from './support/navigation';
import { accountHeaderComplete, DEMO_PASSWORD, logInThroughPage } from './support/log-in';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(150_000);

// The whole suite runs on the default brand; every brand gets smoke.test.ts (support/brands.ts).
const brandIds = suiteBrandIds();
/** jogador's payment password (README, demo accounts). */
const PAYMENT_PASSWORD = '246810';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(brandIds)('member centre on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  const merchantCode = brand.identity.merchantCode;
  const symbol = brand.currencySymbol;
  let served: ServedBrand;
  let page: Page;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    served = await serveBrand(brandId, merchantCode);
  }, 180_000);
  afterAll(() => served?.stop());

  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    await context?.close();
    context = null;
    await served.reset();
  });

  const headerBalance = () => page.$eval('[data-testid="header-balance"]', (element) => element.textContent?.trim() ?? '');
  const waitForHeaderBalance = (expected: string) =>
    page.waitForFunction(
      (text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.trim() === text,
      { timeout: 20_000 },
      expected,
    );
  const panel = (selector: string) => `.member-centre ${selector}`;

  async function logIn(username: string, password = DEMO_PASSWORD): Promise<void> {
    await logInThroughPage(page, served.url, username, { password, until: null });
  }

  async function openPage(key: string): Promise<void> {
    if (!(await page.$('.member-centre'))) {
      await accountHeaderComplete(page);
      await page.locator('.header-account__avatar').click();
      await page.waitForSelector(panel('.member-centre__entry'));
    }
    await page.locator(panel(`.member-centre__entry[data-page="${key}"]`)).click();
    await page.waitForSelector(panel(`.member-centre__entry[data-page="${key}"][aria-current="page"]`));
  }

  async function typeAmount(value: string, scope = '.member-centre'): Promise<void> {
    const input = await page.locator(`${scope} input[name="amount"]`).waitHandle();
    await input.evaluate((element) => (element as HTMLInputElement).select());
    await page.keyboard.press('Backspace');
    await input.type(value);
  }

  it('shows the balance, hides it, deposits, transfers and withdraws, the header following each move', async () => {
    await logIn('jogador');
    await waitForHeaderBalance(`${symbol}\u00a01,250.00`);

    // Hidden as *** and remembered across a reload; shown again.
    await page.locator(`.header-wallet button[aria-label="${mcPt.header.hide}"]`).click();
    await waitForHeaderBalance(`${symbol}\u00a0***`);
    await reloadLoaded(page);
    await waitForHeaderBalance(`${symbol}\u00a0***`);
    await page.locator(`.header-wallet button[aria-label="${mcPt.header.show}"]`).click();
    await waitForHeaderBalance(`${symbol}\u00a01,250.00`);

    // The panel opens on securityCenter, with the member's data.
    await accountHeaderComplete(page);
    await page.locator('.header-account__avatar').click();
    await page.waitForSelector(panel('.member-centre__entry[data-page="securityCenter"][aria-current="page"]'));
    // The entry is current at once; the page's chunk may still be on its way.
    await page.waitForSelector(panel('.mc-profile'));
    const profile = await page.$eval(panel('.mc-profile'), (element) => element.textContent ?? '');
    expect(profile).toContain('jogador');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.member-centre'));

    // Deposit from the header shortcut: an order, paid on the payment page, lands in the header.
    await page.locator(`.header-wallet ::-p-text(${mcPt.header.deposit})`).click();
    await page.waitForSelector(panel('.member-centre__entry[data-page="depositv2"][aria-current="page"]'));
    await page.waitForSelector(panel('.mc-channel'));
    await typeAmount('100');
    await page.locator(panel(`button ::-p-text(${mcPt.deposit.submit})`)).click();
    const paymentUrl = await page
      .locator(panel('[data-testid="payment-link"]'))
      .map((link) => (link as HTMLAnchorElement).href)
      .wait();
    expect(await page.$(panel('.mc-order__qr svg'))).not.toBeNull();
    const provider = await context!.newPage();
    await provider.goto(paymentUrl, { waitUntil: 'load' });
    await Promise.all([provider.waitForNavigation({ waitUntil: 'load' }), provider.locator('button.pay').click()]);
    expect(await provider.$eval('.checkout-status', (element) => element.textContent)).toContain('Pagamento recebido');
    await provider.close();
    await page.waitForSelector(panel('.mc-order__done .mc-notice--success'), { timeout: 20_000 });
    await waitForHeaderBalance(`${symbol}\u00a01,350.00`);

    // Transfer 50 to the first vendor wallet and back.
    await openPage('transferFund');
    await page.waitForSelector(panel('.mc-wallet'));
    const vendorCode = await page.$eval(panel('.mc-wallet'), (element) => (element as HTMLElement).dataset.wallet ?? '');
    await page.locator(panel(`.mc-wallet[data-wallet="${vendorCode}"]`)).click();
    await typeAmount('50');
    await page.locator(panel(`button[type="submit"] ::-p-text(${mcPt.wallet.submit})`)).click();
    await page.waitForSelector(panel('.mc-notice--success'));
    await page.waitForFunction(
      (code) =>
        document.querySelector(`.member-centre .mc-wallet[data-wallet="${code}"] .mc-wallet__balance`)?.textContent?.includes('50.00'),
      {},
      vendorCode,
    );
    expect(await page.$eval(panel('[data-testid="wallet-main"]'), (element) => element.textContent)).toBe(`${symbol}\u00a01,300.00`);
    // The header shows the sum of every wallet: moving money between them changes nothing there.
    expect(await headerBalance()).toBe(`${symbol}\u00a01,350.00`);
    await page.locator(panel(`button[aria-label="${mcPt.wallet.swap}"]`)).click();
    await page.locator(panel(`button ::-p-text(${mcPt.wallet.all})`)).click();
    await page.locator(panel(`button[type="submit"] ::-p-text(${mcPt.wallet.submit})`)).click();
    await page.waitForFunction(
      (expected) => document.querySelector('.member-centre [data-testid="wallet-main"]')?.textContent === expected,
      {},
      `${symbol}\u00a01,350.00`,
    );

    // Withdraw 100: a wrong payment password is refused, the right one goes through.
    await openPage('withdraw');
    await page.waitForSelector(panel('[data-testid="withdrawable"]'));
    await typeAmount('100');
    await page.locator(panel(`button[type="submit"] ::-p-text(${mcPt.withdraw.submit})`)).click();
    await page.waitForSelector(panel('[data-testid="withdraw-confirm"]'));
    const countdown = await page.$eval(panel('.mc-confirm__countdown'), (element) => element.textContent ?? '');
    expect(countdown).toMatch(/\d:\d\d/);
    await page.locator(panel('input[name="paymentPassword"]')).fill('000000');
    await page.locator(panel(`button ::-p-text(${mcPt.withdraw.confirm})`)).click();
    await page.waitForSelector(panel('[data-testid="withdraw-confirm"] .mc-field__error'));
    expect(await page.$eval(panel('[data-testid="withdraw-confirm"] .mc-field__error'), (element) => element.textContent)).toMatch(
      /Senha de pagamento incorreta/,
    );
    expect(await headerBalance()).toBe(`${symbol}\u00a01,350.00`);
    await page.locator(panel('input[name="paymentPassword"]')).fill(PAYMENT_PASSWORD);
    await page.locator(panel(`button ::-p-text(${mcPt.withdraw.confirm})`)).click();
    await page.waitForSelector(panel('.mc-withdraw .mc-notice--success'));
    await waitForHeaderBalance(`${symbol}\u00a01,250.00`);
    await page.waitForSelector(panel('.mc-history__row[data-status="PROCESSING"]'));

    // The account record (last 30 days by default) shows each move, newest first.
    await openPage('transactionHistory');
    await page.waitForSelector(panel('.mc-table tbody tr'));
    const kinds = await page.$$eval(panel('.mc-table tbody tr'), (rows) => rows.map((row) => row.getAttribute('data-kind')));
    expect(kinds.slice(0, 6)).toEqual(['WITHDRAWAL', 'TRANSFER', 'TRANSFER', 'TRANSFER', 'TRANSFER', 'DEPOSIT']);
    await page.select(panel('.mc-filters select'), 'DEPOSIT');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.member-centre .mc-table tbody tr')].every((row) => row.getAttribute('data-kind') === 'DEPOSIT'),
    );
  });

  it("opens every page of the panel and shows the demo member's data", async () => {
    await logIn('jogador');
    await waitForHeaderBalance(`${symbol}\u00a01,250.00`);
    const keys = Object.keys(mcPt.page);
    for (const key of keys) {
      await openPage(key);
      // Loaded: no skeleton left and no failure.
      await page.waitForFunction(
        () =>
          !document.querySelector('.member-centre__content [aria-busy="true"]') &&
          document.querySelector('.member-centre__content .mc-page'),
      );
      expect([key, await page.$(panel('.member-centre__content [role="alert"]'))]).toEqual([key, null]);
      expect(await page.$eval(panel('.member-centre__content .mc-page__title'), (element) => element.textContent)).toBeTruthy();
    }
    expect(await page.$$eval(panel('.member-centre__entry'), (entries) => entries.map((entry) => entry.getAttribute('data-page')))).toEqual(
      keys,
    );

    // The betting record lists the seeded bets with their totals; the vendor filter narrows them.
    await openPage('personalHistoryCopy');
    await page.waitForSelector(panel('.mc-table--bets tbody tr'));
    const statuses = await page.$$eval(panel('.mc-table--bets tbody tr'), (rows) => rows.map((row) => row.getAttribute('data-status')));
    expect(statuses.length).toBe(10);
    expect(statuses).toContain('WON');
    const vendorSelect = panel('.mc-filters__selects select');
    const vendorCode = await page.$eval(panel('.mc-table--bets tbody tr .mc-table__text'), (element) => element.textContent ?? '');
    const options = await page.$$eval(`${vendorSelect} option`, (items) =>
      items.map((item) => [(item as HTMLOptionElement).value, item.textContent ?? '']),
    );
    const chosen = options.find(([value, name]) => value && vendorCode.startsWith(name))!;
    await page.select(vendorSelect, chosen[0]);
    await page.waitForFunction(
      (name) => {
        const texts = [...document.querySelectorAll('.member-centre .mc-table--bets tbody tr .mc-table__text')].map(
          (element) => element.textContent ?? '',
        );
        return texts.length > 0 && texts.every((text) => text.startsWith(name));
      },
      {},
      chosen[1],
    );

    // Invite friends: the member's own link, as a QR code too, and the seeded friends.
    await openPage('referral');
    await page.waitForSelector(panel('[data-testid="referral-link"]'));
    expect(await page.$eval(panel('[data-testid="referral-link"]'), (element) => element.textContent)).toMatch(
      /\/register\?referralCode=JOGADOR10$/,
    );
    expect(await page.$(panel('.mc-invite__qr svg'))).not.toBeNull();
    expect(await page.$eval(panel('[data-testid="referral-invited"]'), (element) => Number(element.textContent))).toBeGreaterThanOrEqual(3);

    // Profit and loss: the seeded sessions' results by provider.
    await openPage('personalProfit');
    await page.waitForSelector(panel('.mc-table--profit tbody tr'));
    expect(await page.$eval(panel('[data-testid="profit-net"]'), (element) => element.textContent)).toMatch(
      new RegExp(`^[+−]?${symbol.replace('$', '\\$')}\u00a0`),
    );
    expect(await page.$$eval(panel('.mc-table--profit'), (tables) => tables.length)).toBe(2);
  });

  it('reads a message: the menu badge and the header unclaimed-items badge drop by one', async () => {
    await logIn('jogador');
    const headerCount = () => page.$eval('[data-testid="header-unclaimed"]', (element) => Number(element.textContent));
    await page.waitForSelector('[data-testid="header-unclaimed"]');
    const before = await headerCount();

    // The bell lists messages and promotions; messages open the panel's inbox.
    await page.locator('.header-inbox__button').click();
    await page.locator(`.header-inbox__menu button ::-p-text(${mcPt.inbox.messages})`).click();
    await page.waitForSelector(panel('.member-centre__entry[data-page="messageV2"][aria-current="page"]'));
    await page.waitForSelector(panel('.mc-message--unread'));
    await page.waitForSelector(panel('[data-testid="badge-messageV2"]'));
    const badge = () => page.$eval(panel('[data-testid="badge-messageV2"]'), (element) => Number.parseInt(element.textContent ?? '', 10));
    const unreadBefore = await badge();
    expect(unreadBefore).toBe(await page.$$eval(panel('.mc-message--unread'), (items) => items.length));
    expect(before).toBeGreaterThan(unreadBefore);

    const title = await page.$eval(panel('.mc-message--unread .mc-message__title'), (element) => element.lastChild?.textContent ?? '');
    await page.locator(panel('.mc-message--unread .mc-message__head')).click();
    await page.waitForSelector(panel('.mc-message--open .mc-message__body p'));
    expect(await page.$eval(panel('.mc-message--open .mc-message__title'), (element) => element.textContent)).toContain(title);
    await page.waitForFunction(
      (expected) =>
        Number.parseInt(document.querySelector('.member-centre [data-testid="badge-messageV2"]')?.textContent ?? '', 10) === expected,
      {},
      unreadBefore - 1,
    );
    await page.waitForFunction(
      (expected) => Number(document.querySelector('[data-testid="header-unclaimed"]')?.textContent) === expected,
      {},
      before - 1,
    );

    // After a reload the server agrees: one fewer unread.
    await page.keyboard.press('Escape');
    await reloadLoaded(page);
    await page.waitForSelector('[data-testid="header-unclaimed"]');
    expect(await headerCount()).toBe(before - 1);
  });

  it('claims a reward: the header balance rises by its amount and the menu badge drops', async () => {
    await logIn('jogador');
    await page.waitForSelector('[data-testid="header-balance"]');
    await openPage('rewardCenter');
    await page.waitForSelector(panel('.mc-reward[data-status="AVAILABLE"]'));
    // The counts behind the badge come with their own call.
    await page.waitForSelector(panel('[data-testid="badge-rewardCenter"]'));
    const badge = () =>
      page.$eval(panel('[data-testid="badge-rewardCenter"]'), (element) => Number.parseInt(element.textContent ?? '', 10));
    const available = await page.$$eval(panel('.mc-reward[data-status="AVAILABLE"]'), (items) => items.length);
    expect(await badge()).toBe(available);
    const balanceBefore = await headerBalance();
    const amount = await page.$eval(
      panel('.mc-reward[data-status="AVAILABLE"] .mc-reward__amount'),
      (element) => element.textContent ?? '',
    );
    await page.locator(panel(`.mc-reward[data-status="AVAILABLE"] button ::-p-text(${mcPt.rewards.claim})`)).click();
    await page.waitForSelector(panel('.mc-notice--success'));
    const toCents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
    await page.waitForFunction(
      (expected) =>
        Math.round(Number((document.querySelector('[data-testid="header-balance"]')?.textContent ?? '').replace(/[^0-9.]/g, '')) * 100) ===
        expected,
      { timeout: 20_000 },
      toCents(balanceBefore) + toCents(amount),
    );
    await page.waitForFunction(
      (expected) => {
        const element = document.querySelector('.member-centre [data-testid="badge-rewardCenter"]');
        return expected === 0 ? !element : Number.parseInt(element?.textContent ?? '', 10) === expected;
      },
      {},
      available - 1,
    );
  });

  it('sets a payment password, then transfers to the upline: refused with a wrong one, the header following the right one', async () => {
    await logIn('membro2');
    await page.waitForSelector('[data-testid="header-balance"]');
    await openPage('securityCenter');
    await page.locator(panel(`.mc-security__actions button`)).click();
    await page.locator(panel('.mc-security__form input[name="password"]')).fill(DEMO_PASSWORD);
    await page.locator(panel('.mc-security__form input[name="newPaymentPassword"]')).fill('135790');
    await page.locator(panel('.mc-security__form input[name="confirmPaymentPassword"]')).fill('135790');
    await page.locator(panel(`.mc-security__form button[type="submit"]`)).click();
    await page.waitForSelector(panel('.mc-security .mc-notice--success'));

    await openPage('transferUpline');
    await page.waitForSelector(panel('[data-testid="upline-name"]'));
    expect(await page.$eval(panel('[data-testid="upline-name"]'), (element) => element.textContent)).toContain('@agente1');
    const before = await headerBalance();
    await typeAmount('10');
    await page.locator(panel('.mc-upline input[name="paymentPassword"]')).fill('000000');
    await page.locator(panel('.mc-upline button[type="submit"]')).click();
    await page.waitForSelector(panel('.mc-upline .mc-notice--error'));
    expect(await headerBalance()).toBe(before);
    await page.locator(panel('.mc-upline input[name="paymentPassword"]')).fill('135790');
    await page.locator(panel('.mc-upline button[type="submit"]')).click();
    await page.waitForSelector(panel('.mc-upline .mc-notice--success'));
    const toCents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
    await page.waitForFunction(
      (expected) =>
        Math.round(Number((document.querySelector('[data-testid="header-balance"]')?.textContent ?? '').replace(/[^0-9.]/g, '')) * 100) ===
        expected,
      { timeout: 20_000 },
      toCents(before) - 1000,
    );
    await page.waitForSelector(panel('.mc-history__row'));
  });

  it("claims today's login mission: the menu badge drops and the member shows on the week's ranking", async () => {
    await logIn('jogador');
    await page.waitForSelector('[data-testid="header-balance"]');
    await openPage('missionLeaderboard');
    await page.waitForSelector(panel('.mc-mission[data-mission="DAILY_LOGIN"][data-status="CLAIMABLE"]'));
    // The counts behind the badge and the ranking come with calls of their own.
    await page.waitForSelector(panel('[data-testid="badge-missionLeaderboard"]'));
    await page.waitForSelector(panel('.mc-board__row--me'));
    const badge = await page.$eval(panel('[data-testid="badge-missionLeaderboard"]'), (element) =>
      Number.parseInt(element.textContent ?? '', 10),
    );
    expect(badge).toBe(await page.$$eval(panel('.mc-mission[data-status="CLAIMABLE"]'), (items) => items.length));
    expect(await page.$eval(panel('.mc-board__row--me .mc-board__player'), (element) => element.textContent)).toContain('jo***or');
    await page.locator(panel(`.mc-mission[data-mission="DAILY_LOGIN"] button ::-p-text(${mcPt.missions.claim})`)).click();
    await page.waitForSelector(panel('.mc-mission[data-mission="DAILY_LOGIN"][data-status="CLAIMED"]'));
    await page.waitForFunction(
      (expected) => {
        const element = document.querySelector('.member-centre [data-testid="badge-missionLeaderboard"]');
        return expected === 0 ? !element : Number.parseInt(element?.textContent ?? '', 10) === expected;
      },
      {},
      badge - 1,
    );
  });

  it('refuses a deposit above the limit the member set', async () => {
    await logIn('membro2');
    await page.waitForSelector('[data-testid="header-balance"]');
    await openPage('responsibleGaming');
    await page.waitForSelector(panel('.mc-limit[data-period="DAY"]'));
    const dayLimit = await page.locator(panel('.mc-limit[data-period="DAY"] input[name="limit-DAY"]')).waitHandle();
    await dayLimit.type('50');
    await page.locator(panel(`.mc-limit[data-period="DAY"] button[type="submit"]`)).click();
    await page.waitForSelector(panel('.mc-limit[data-period="DAY"] .mc-notice--success'));
    await openPage('depositv2');
    await page.waitForSelector(panel('.mc-channel'));
    await typeAmount('100');
    await page.locator(panel(`button ::-p-text(${mcPt.deposit.submit})`)).click();
    // Refused in the form before any call: the hint says what the limit still allows.
    await page.waitForSelector(panel('.mc-deposit .mc-field__error'));
    expect(await page.$eval(panel('.mc-deposit .mc-field__hint'), (element) => element.textContent)).toContain('50.00');
    expect(await page.$(panel('.mc-order'))).toBeNull();
  });

  it('self-excludes after two confirmations: logged out at once and refused at the next login', async () => {
    await logIn('membro1');
    await page.waitForSelector('[data-testid="header-balance"]');
    await openPage('responsibleGaming');
    await page.waitForSelector(panel('.mc-exclusion'));
    await page.select(panel('.mc-exclusion select'), 'DAYS_1');
    await page.locator(panel('.mc-exclusion input[type="password"]')).fill(DEMO_PASSWORD);
    await page.locator(panel(`.mc-exclusion button ::-p-text(${mcPt.gaming.exclude})`)).click();
    await page.locator(panel(`.mc-exclusion button ::-p-text(${mcPt.gaming.confirmAgain})`)).click();
    await page.waitForSelector('.header-account--guest');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.locator('.dialog button').click();

    await logIn('membro1');
    await page.waitForSelector('.auth-modal .form-status--error');
    expect(await page.$eval('.auth-modal .form-status--error', (element) => element.textContent)).toMatch(/autoexclusão até/);
    expect(await page.$('.header-account--member')).toBeNull();
  });
});
