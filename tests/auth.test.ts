/**
 * The auth plugin end to end, for every brand folder: the built brand served by the sandbox,
 * driven in Debian's Chromium. Brands whose SMS goes through Firebase (thirdPartyAuth.smsRoute)
 * run against a real Firebase Auth emulator started here.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import corePt from '../core/i18n/pt.json';
import { authPt } from './support/auth-texts';
import { DEMO_MOBILES } from '../sandbox/db/seed/accounts';
import { launchBrowser } from './support/browser';
import { openLoaded } from './support/navigation';
import { compiledManifest, filesOfGroup } from './support/app-files';
import { accountHeaderComplete, authFieldSelector, DEMO_PASSWORD } from './support/log-in';
import { allBrandIds, suiteBrandIds } from './support/brands';
import { readEmulatorSmsCodes, startFirebaseAuthEmulator } from './support/firebase-emulator';
import { readBrand } from './support/fixtures';
import { sandboxControls } from './support/sandbox-controls';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

// The whole suite runs on the default brand (support/brands.ts); a brand that sends its SMS codes
// through Firebase also runs the tests of that route, which no other brand has.
const firebaseSmsBrands = allBrandIds().filter((id) => Boolean(readBrand(id).thirdPartyAuth?.smsRoute));
const brandIds = [...new Set([...suiteBrandIds(), ...firebaseSmsBrands])];

interface Rule {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every storage a page script can read, to prove no password is kept in the browser. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
}

function uniqueDigits(length: number): string {
  const seed = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return `9${seed.slice(-(length - 1)).padStart(length - 1, '7')}`;
}

describe.each(brandIds)('auth on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  const merchantCode = brand.identity.merchantCode;
  const firebaseSms = Boolean(brand.thirdPartyAuth?.smsRoute);
  /** A test of the whole suite: registered on the suite's brands only (the SMS tests run on every listed brand). */
  const itSuite = (name: string, test: () => Promise<void>) => {
    if (suiteBrandIds().includes(brandId)) it(name, test);
  };
  let served: ServedBrand;
  let controls: ReturnType<typeof sandboxControls>;
  let emulator: Awaited<ReturnType<typeof startFirebaseAuthEmulator>> | null = null;
  let page: Page;
  let dialingCode: string;
  // The seeded member's number, as the demo-accounts list gives it.
  const demoMobile = DEMO_MOBILES[brandId];
  let rules: Rule[];

  const wps = async <T>(route: string): Promise<T> => {
    const response = await fetch(`${served.url}wps/${route}`, { headers: { 'X-Merchant-Code': merchantCode } });
    return ((await response.json()) as { value: T }).value;
  };

  beforeAll(async () => {
    if (brand.thirdPartyAuth?.useEmulator)
      emulator = await startFirebaseAuthEmulator({ projectId: brand.thirdPartyAuth.firebase.projectId });
    served = await serveBrand(brandId, merchantCode, emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : {});
    controls = sandboxControls(served.url, merchantCode);
    dialingCode = (await wps<{ countryDialingCode: string }>('system/countryCode')).countryDialingCode;
    rules = await wps<Rule[]>('system/setting/register');
  }, 180_000);
  afterAll(async () => {
    await served?.stop();
    await emulator?.stop();
  });

  let context: BrowserContext | null = null;
  async function closeContext(): Promise<void> {
    const open = context;
    context = null;
    await open?.close();
  }
  // A fresh browser context per test: no cookie or storage of one test leaks into the next.
  async function newPage(): Promise<void> {
    await closeContext();
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    // What the page did, for the message of a wait that fails (a rare CI failure of the Firebase
    // SMS send left nothing to go on): console errors, failed requests, the auth calls' answers, and
    // the country code's answer (the dialing code put in front of the number).
    pageEvents = [];
    const started = Date.now();
    const note = (text: string) => pageEvents.push(`${Date.now() - started} ms ${text}`);
    page.on('console', (message) => message.type() === 'error' && note(`console error: ${message.text()}`));
    page.on('pageerror', (error) => note(`page error: ${String(error)}`));
    page.on('requestfailed', (request) => note(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
    page.on(
      'request',
      (request) =>
        /identitytoolkit|securetoken|verification|countryCode/.test(request.url()) && note(`asked: ${request.method()} ${request.url()}`),
    );
    page.on('response', (response) => {
      if (!/identitytoolkit|securetoken|verification|countryCode/.test(response.url())) return;
      note(`answered ${response.status()}: ${response.url()}`);
      // A refusal says why in its body (the SMS send's 400 once came with nothing else to go on).
      if (response.status() >= 400)
        void response.text().then(
          (body) => note(`body of that ${response.status()}: ${body.slice(0, 500)}`),
          () => undefined,
        );
    });
  }
  let pageEvents: string[] = [];

  /** Waits for `condition`; when it never holds, the error says what the modal showed and what the page did. */
  async function waitOrExplain(what: string, condition: () => Promise<unknown>): Promise<void> {
    try {
      await condition();
    } catch (error) {
      const modal = await page
        // Every one open: a warning dialog (a refused SMS send) shows over the auth modal.
        .evaluate(
          () =>
            [...document.querySelectorAll('.auth-modal, .dialog')].map((element) => element.textContent?.slice(0, 400)).join(' | ') ||
            'no modal',
        )
        .catch(String);
      throw new Error(`${what}: ${String(error)}\nmodal: ${modal}\npage events:\n${pageEvents.join('\n') || 'none'}`);
    }
  }
  beforeEach(newPage);
  afterEach(async () => {
    await closeContext();
    await served.reset();
  });

  /**
   * The newest SMS code sent to a number: from the platform's outbox, or the emulator on the
   * Firebase route. Read once the form shows its countdown, which starts when the send was answered.
   */
  async function latestCode(mobileNum: string, viaFirebase: boolean): Promise<string> {
    if (viaFirebase && emulator) {
      const codes = await readEmulatorSmsCodes(emulator.host, emulator.projectId);
      const mine = codes.filter((c) => c.phoneNumber === `${dialingCode}${mobileNum}`);
      if (mine.length) return mine[mine.length - 1].code;
    } else {
      const [newest] = await controls.smsOutbox(mobileNum);
      if (newest) return newest.code;
    }
    throw new Error(`no SMS code reached ${mobileNum}`);
  }

  async function open(pathname: string, modalTitle: string): Promise<void> {
    await openLoaded(page, new URL(pathname, served.url).href);
    await page.waitForSelector(`.auth-modal ::-p-text(${modalTitle})`);
  }

  /** Replaces a field's text the way a user does: select everything, delete, type. */
  async function fill(name: string, value: string): Promise<void> {
    const input = await page.locator(authFieldSelector(name)).waitHandle();
    await input.evaluate((el) => (el as HTMLInputElement).select());
    await page.keyboard.press('Backspace');
    await input.type(value);
    expect(await input.evaluate((el) => (el as HTMLInputElement).value)).toBe(value);
  }

  async function clickButton(text: string, scope = '.auth-modal'): Promise<void> {
    await page.locator(`${scope} button ::-p-text(${text})`).click();
  }

  async function typeCaptcha(): Promise<void> {
    await page.waitForSelector('.auth-modal .captcha-image img, .header-account .captcha-image img');
    await fill('captcha', await controls.captchaAnswer());
  }

  async function expectLoggedIn(options: { welcome?: boolean } = {}): Promise<void> {
    await page.waitForSelector('.header-account--member');
    await page.waitForFunction(() => location.pathname === '/');
    if (options.welcome) {
      // A new account is greeted once (first-login handling); the greeting is dismissed like a user would.
      await page.waitForSelector(`.dialog ::-p-text(${authPt.firstLogin.title})`);
      await page.locator('.dialog .btn--primary').click();
      await page.waitForSelector('.dialog', { hidden: true });
    }
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^\S{20,}$/);
  }

  async function logOut(): Promise<void> {
    await page.locator(`.header-account button[aria-label="${authPt.logout.action}"]`).click();
    await page.locator(`.dialog button ::-p-text(${authPt.logout.action})`).click();
    await page.waitForSelector('.header-account--guest');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  }

  async function getCode(mobileNum: string, viaFirebase: boolean): Promise<void> {
    await clickButton(authPt.fields.getCode);
    await waitOrExplain('no countdown after "get code"', () =>
      page.waitForFunction(
        (text) => [...document.querySelectorAll('.auth-modal .field__send')].some((b) => b.textContent?.startsWith(text)),
        {},
        authPt.fields.resendIn.split('{{')[0],
      ),
    );
    await fill('verificationCode', await latestCode(mobileNum, viaFirebase));
  }

  /** Fills whatever the server's rules put on the register form with values those rules accept. */
  async function fillRegisterForm(mode: 'username' | 'mobile', mobileNum: string): Promise<string> {
    const username = `e2e${Date.now().toString(36)}`.slice(0, 12);
    const names = await page.$$eval('.auth-modal .register-form input[name]', (inputs) => inputs.map((i) => i.getAttribute('name')!));
    const rule = (key: string) => rules.find((r) => r.key === key);
    const values: Record<string, string> = {
      username,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      mobileNum,
      payeeName: 'Maria Silva',
      email: `${username}@example.com`,
      idNumber: '12345678909'.slice(0, rule('idNumber')?.maxLength ?? 11),
      paymentPassword: '246810'.slice(0, rule('paymentPassword')?.maxLength ?? 6),
      whatsapp: uniqueDigits(rule('whatsapp')?.minLength ?? 11),
      facebook: 'maria.silva',
      line: 'mariasilva',
      wechat: 'maria_s',
      qqNum: uniqueDigits(rule('qqNum')?.minLength ?? 8),
    };
    for (const name of names) if (values[name] !== undefined) await fill(name, values[name]);
    if (names.includes('captcha')) await typeCaptcha();
    if (names.includes('verificationCode')) await getCode(mobileNum, firebaseSms);
    return mode === 'mobile' ? mobileNum : username;
  }

  itSuite('builds the header login form only where it shows: not on a phone, at once when the window widens', async () => {
    const formFiles = filesOfGroup(compiledManifest(), 'auth.components.HeaderLoginForm');
    const asked: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (formFiles.includes(file)) asked.push(file);
    });
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await openLoaded(page, served.url);
    await page.waitForSelector('html[data-after-paint-done]');
    // The login button opens the dialog here; the header's form is hidden and was never built.
    await page.waitForSelector('.header-account__login', { visible: true });
    expect(await page.$eval('.header-account__form', (form) => form.childElementCount)).toBe(0);
    expect(asked).toEqual([]);

    await page.setViewport({ width: 1280, height: 800 });
    await page.waitForSelector('.header-account__form input[name="username"]', { visible: true });
    expect([...new Set(asked)].sort()).toEqual([...formFiles].sort());
  });

  itSuite('registers by username, lands logged in on /, and logs out', async () => {
    await open('/register', authPt.register.title);
    const mobileNum = uniqueDigits(rules.find((r) => r.key === 'mobileNum')?.minLength ?? 10);
    const username = await fillRegisterForm('username', mobileNum);
    await clickButton(authPt.register.submit, '.auth-modal .register-form__actions');
    await expectLoggedIn({ welcome: true });
    await page.waitForSelector(`.header-account__name ::-p-text(${username})`);
    await logOut();
  });

  it('registers by mobile (the SMS code read from where it was sent) and lands logged in', async () => {
    await controls.setToggles({ MOBILENUMREG3: true, REGMOBVERF3: true });
    await open('/register', authPt.register.title);
    await page.locator(`.auth-modal [role="tab"] ::-p-text(${authPt.register.byMobile})`).click();
    await page.waitForSelector('.auth-modal input[name="verificationCode"]');
    const mobileNum = uniqueDigits(rules.find((r) => r.key === 'mobileNum')?.minLength ?? 10);
    await fillRegisterForm('mobile', mobileNum);
    await clickButton(authPt.register.submit, '.auth-modal .register-form__actions');
    await expectLoggedIn({ welcome: true });
  });

  itSuite('logs in by username with remember me, keeping no password anywhere in the browser', async () => {
    await open('/login', authPt.login.title);
    await fill('username', 'jogador');
    await fill('password', DEMO_PASSWORD);
    const remember = await page.$eval('.auth-modal input[type="checkbox"]', (box) => (box as HTMLInputElement).checked);
    if (!remember) await page.locator('.auth-modal input[type="checkbox"]').click();
    await clickButton(authPt.login.submit, '.auth-modal form');
    await expectLoggedIn();
    const stored = await browserStorage(page);
    expect(stored).toContain('jogador');
    expect(stored).not.toContain(DEMO_PASSWORD);
    for (const part of [DEMO_PASSWORD.slice(0, 5), DEMO_PASSWORD.slice(-4)]) expect(stored).not.toContain(part);
    // The username is offered again next time (one-day cookie), the password is not.
    await logOut();
    await open('/login', authPt.login.title);
    // Filled in once the cookies have been read, which the form does without holding the page.
    await page.waitForSelector(authFieldSelector('username'));
    expect(await page.$eval('.auth-modal input[name="username"]', (i) => (i as HTMLInputElement).value)).toBe('jogador');
    expect(await page.$eval('.auth-modal input[type="checkbox"]', (box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(await page.$eval('.auth-modal input[name="password"]', (i) => (i as HTMLInputElement).value)).toBe('');
  });

  it('logs in by SMS code', async () => {
    await controls.setToggles({ MOBILEVERCODELOGIN3: true });
    await open('/login', authPt.login.title);
    await page.locator(`.auth-modal [role="tab"] ::-p-text(${authPt.login.bySms})`).click();
    await fill('mobileNum', demoMobile);
    await getCode(demoMobile, firebaseSms);
    await clickButton(authPt.login.submit, '.auth-modal form');
    await expectLoggedIn();
    await page.waitForSelector('.header-account__name ::-p-text(Jogador Demo)');
  });

  itSuite('keeps the login form still while its banner arrives late', async () => {
    // The banner answer is held until the form has been measured: a box that appeared only with
    // it pushed the form down under a click aimed at "forgot password" (two CI flakes).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const late = request.url().includes('system/banners') && request.url().includes('w_login');
      void (late ? held.then(() => request.continue()) : request.continue());
    });
    await open('/login', authPt.login.title);
    const forgotTop = () => page.$eval('.auth-modal .login-form__row .link-button', (button) => button.getBoundingClientRect().top);
    const before = await forgotTop();
    release();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.auth-modal .dialog-banner img');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    expect(await forgotTop()).toBe(before);
  });

  itSuite('shows the captcha after a wrong password, and the next login needs it', async () => {
    await open('/login', authPt.login.title);
    expect(await page.$('.auth-modal input[name="captcha"]')).toBeNull();
    await fill('username', 'jogador');
    await fill('password', 'Errada123');
    await clickButton(authPt.login.submit, '.auth-modal form');
    await page.waitForSelector('.auth-modal .form-status--error');
    await page.waitForSelector('.auth-modal .captcha-image img');
    // Without the captcha the form refuses to send.
    await fill('password', DEMO_PASSWORD);
    await clickButton(authPt.login.submit, '.auth-modal form');
    await page.waitForSelector(`.auth-modal .field--invalid input[name="captcha"]`);
    await typeCaptcha();
    await clickButton(authPt.login.submit, '.auth-modal form');
    await expectLoggedIn();
  });

  itSuite('forces a password change after the default password, and the change works', async () => {
    await open('/login', authPt.login.title);
    await fill('username', 'padrao');
    await fill('password', '123456');
    await clickButton(authPt.login.submit, '.auth-modal form');
    await page.waitForSelector(`.auth-modal ::-p-text(${authPt.changePassword.default})`);
    // The typed password is in memory: only the new one is asked for, and nothing was stored.
    expect(await page.$('.auth-modal input[name="oldPassword"]')).toBeNull();
    expect(await browserStorage(page)).not.toContain('123456');
    await fill('newPassword', 'Nova2027abc'.slice(0, rules.find((r) => r.key === 'password')?.maxLength ?? 11));
    await clickButton(authPt.changePassword.submit, '.auth-modal');
    await page.waitForSelector(`.dialog ::-p-text(${authPt.changePassword.done})`);
    await page.locator('.dialog button').click();
    await expectLoggedIn();
  });

  itSuite('sends the reset e-mail for forgot password by e-mail', async () => {
    await open('/login', authPt.login.title);
    await clickButton(authPt.login.forgot);
    await page.waitForSelector(`.auth-modal ::-p-text(${authPt.forgot.emailIntro})`);
    await fill('username', 'jogador');
    await fill('email', 'jogador@example.com');
    await clickButton(authPt.forgot.sendEmail);
    await page.waitForSelector(`.dialog ::-p-text(${authPt.forgot.emailSent.slice(0, 30)})`);
    const [mail] = await controls.emailOutbox('jogador@example.com');
    expect(mail.body).toMatch(/resetPassword\?token=/);
  });

  itSuite('logs in as a type 4 trial account with free play, and the member centre answers with the warning', async () => {
    await controls.setToggles({ FREEPLAY3: true });
    await open('/login', authPt.login.title);
    await clickButton(authPt.login.freePlay);
    await expectLoggedIn();
    await page.waitForSelector(`.header-account .badge--trial`);
    await accountHeaderComplete(page);
    await page.locator('.header-account__avatar').click();
    await page.waitForSelector(`.dialog ::-p-text(${corePt.account.in_need_true_account.slice(0, 30)})`);
    expect(await page.$eval('.dialog .btn--primary', (b) => b.textContent)).toBe(corePt.account.in_increase_submit);
  });

  itSuite('resets the password by phone, logs in with it and lands on /', async () => {
    await open('/login', authPt.login.title);
    await clickButton(authPt.login.forgot);
    await page.locator(`.auth-modal [role="tab"] ::-p-text(${authPt.forgot.byPhone})`).click();
    await fill('mobileNum', demoMobile);
    await getCode(demoMobile, false);
    await fill('newPassword', DEMO_PASSWORD);
    await clickButton(authPt.forgot.resetAndLogin);
    await expectLoggedIn();
  });

  itSuite('hides each auth control whose toggle the merchant switches off', async () => {
    await controls.setToggles({
      MOBILEVERCODELOGIN3: true,
      FREEPLAY3: true,
      DIRECTREG3: true,
      MOBILENUMREG3: true,
      USERNAMEREG3: true,
      REGMOBVERF3: true,
      CHNGPASSVERIF3: true,
      COUNTRYCODE3: true,
      AFFILIATECODE3: true,
      SOCIALLOGIN3: true,
    });
    const seen = await controlsShown();
    await controls.setToggles({
      MOBILEVERCODELOGIN3: false,
      FREEPLAY3: false,
      DIRECTREG3: false,
      CHNGPASSVERIF3: false,
      SOCIALLOGIN3: false,
    });
    const off = await controlsShown();
    expect(seen).toMatchObject({
      smsTab: true,
      freePlay: true,
      registerButton: true,
      forgotTabs: true,
      social: Boolean(brand.thirdPartyAuth?.socialProviders.length),
    });
    expect(off).toMatchObject({ smsTab: false, freePlay: false, registerButton: false, forgotTabs: false, social: false });

    await controls.setToggles({ DIRECTREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false, COUNTRYCODE3: false, AFFILIATECODE3: false });
    await open('/register', authPt.register.title);
    expect(await page.$('.auth-modal [role="tab"]')).toBeNull();
    expect(await page.$('.auth-modal input[name="verificationCode"]')).toBeNull();
    expect(await page.$('.auth-modal input[name="affiliateCode"]')).toBeNull();
    expect(await page.$('.auth-modal .country-picker')).toBeNull();

    await controls.setToggles({ MOBILENUMREG3: true, USERNAMEREG3: false, MOBILENUMPASSREG3: false });
    await open('/register', authPt.register.title);
    expect(await page.$('.auth-modal [role="tab"]')).toBeNull();
    expect(await page.$('.auth-modal input[name="mobileNum"]')).not.toBeNull();
    expect(await page.$('.auth-modal input[name="username"]')).toBeNull();
    expect(await page.$('.auth-modal input[name="password"]')).toBeNull();
  });

  itSuite(
    'does not force a change for an expired password once PWDEXPFORCECHANGE3 is off, and never shows a captcha with CAPTCHA3 off',
    async () => {
      await open('/login', authPt.login.title);
      await fill('username', 'expirada');
      await fill('password', 'Sorte2025');
      await clickButton(authPt.login.submit, '.auth-modal form');
      await page.waitForSelector(`.auth-modal ::-p-text(${authPt.changePassword.expired})`);

      await newPage();
      await controls.setToggles({ PWDEXPFORCECHANGE3: false, CAPTCHA3: false });
      await open('/login', authPt.login.title);
      await fill('username', 'jogador');
      await fill('password', 'Errada123');
      await clickButton(authPt.login.submit, '.auth-modal form');
      await page.waitForSelector('.auth-modal .form-status--error');
      expect(await page.$('.auth-modal input[name="captcha"]')).toBeNull();
      await fill('username', 'expirada');
      await fill('password', 'Sorte2025');
      await clickButton(authPt.login.submit, '.auth-modal form');
      await expectLoggedIn();
    },
  );

  itSuite('answers bad input in each form with a message, never a crash', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await open('/login', authPt.login.title);
    await clickButton(authPt.login.submit, '.auth-modal form');
    expect(await page.$$eval('.auth-modal .field__error', (els) => els.map((e) => e.textContent).filter(Boolean))).toEqual([
      authPt.validation.required,
      authPt.validation.required,
    ]);
    await fill('username', `<img src=x onerror="window.__pwned=1">' OR 1=1 --`);
    await fill('password', 'x'.repeat(64));
    await clickButton(authPt.login.submit, '.auth-modal form');
    await page.waitForSelector('.auth-modal .form-status--error');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await open('/register', authPt.register.title);
    await fill('username', '1<script>');
    await clickButton(authPt.register.submit, '.auth-modal .register-form__actions');
    const messages = await page.$$eval('.auth-modal .field--invalid .field__error', (els) => els.map((e) => e.textContent));
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.every((m) => m && m.length > 5)).toBe(true);

    const fieldErrors = () => page.$$eval('.auth-modal .field--invalid .field__error', (els) => els.map((e) => e.textContent));
    // Forgot password by e-mail: empty, then a wrong e-mail, then hostile text the server answers calmly.
    await open('/login', authPt.login.title);
    await clickButton(authPt.login.forgot);
    await page.waitForSelector(`.auth-modal ::-p-text(${authPt.forgot.emailIntro})`);
    await clickButton(authPt.forgot.sendEmail);
    expect(await fieldErrors()).toEqual([authPt.validation.required, authPt.validation.required]);
    await fill('username', `<svg onload="window.__pwned=1">`);
    await fill('email', 'não-é-email');
    await clickButton(authPt.forgot.sendEmail);
    expect((await fieldErrors()).length).toBe(1);
    await fill('email', `x@example.com`);
    await clickButton(authPt.forgot.sendEmail);
    await page.waitForSelector(`.dialog ::-p-text(${authPt.forgot.emailSent.slice(0, 30)})`);

    // Change password: empty, then a new password that breaks the brand's rule. (The failed login
    // above made this address need the captcha; that is another test's subject.)
    await served.reset();
    await newPage();
    await open('/login', authPt.login.title);
    await fill('username', 'agente2');
    await fill('password', DEMO_PASSWORD);
    await clickButton(authPt.login.submit, '.auth-modal form');
    await expectLoggedIn();
    // Clicked at once: a click made while the new session's account type loads is carried out
    // when it arrives (it once went unanswered under CI load).
    await page.locator(`.header-account button[aria-label="${authPt.changePassword.title}"]`).click();
    await page.waitForSelector(`.auth-modal ::-p-text(${authPt.changePassword.submit})`);
    await clickButton(authPt.changePassword.submit);
    expect(await fieldErrors()).toEqual([authPt.validation.required, authPt.validation.required, authPt.validation.required]);
    await fill('username', 'agente2');
    await fill('oldPassword', DEMO_PASSWORD);
    await fill('newPassword', 'semdigitos');
    await clickButton(authPt.changePassword.submit);
    const [ruleMessage] = await fieldErrors();
    expect(ruleMessage).toMatch(/letra e um número/);
    // A wrong current password is the server's to refuse, with its own words.
    await fill('oldPassword', `'; DROP TABLE accounts; --`);
    await fill('newPassword', 'Nova2027x');
    await clickButton(authPt.changePassword.submit);
    await page.waitForSelector('.auth-modal .form-status--error');
    expect(await page.$eval('.auth-modal .form-status--error', (el) => el.textContent)).toMatch(/senha/i);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  /** Which auth controls a visitor sees with the current toggles (a fresh page each time). */
  async function controlsShown() {
    await openLoaded(page, served.url);
    await page.waitForSelector('.header-account--guest');
    const registerButton = (await page.$('.header-account__register')) !== null;
    await open('/login', authPt.login.title);
    const smsTab = (await page.$(`.auth-modal [role="tab"]`)) !== null;
    const freePlay = (await page.$(`.auth-modal button ::-p-text(${authPt.login.freePlay})`)) !== null;
    const social = (await page.$('.auth-modal .social-buttons')) !== null;
    await clickButton(authPt.login.forgot);
    await page.waitForSelector(`.auth-modal ::-p-text(${authPt.forgot.emailIntro})`);
    const forgotTabs = (await page.$('.auth-modal [role="tab"]')) !== null;
    return { registerButton, smsTab, freePlay, social, forgotTabs };
  }
});
