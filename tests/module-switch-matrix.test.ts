/**
 * Every module of the merchant permission tree (docs/modules.md), switched the way an operator
 * does it: through the back office API (/ops/api, session cookie and CSRF token), and checked in
 * Chromium on the site's next page load.
 *
 * Modules whose signs one page shows are read together (a group): each row is switched off alone
 * for Maré da Sorte (MDS001), in turn, and every reading must show exactly what the tree says, so
 * the row's own sign is gone, the module switched back on just before it is back, and the group's
 * other signs stay; after the last row, everything is back. A parent (LOGIN, REGISTER, GAMES,
 * PROMOTION, MEMBER, AGENT) is checked through its children's signs. Then every row of the group is
 * off for MDS001 at once, and Trevo Azul (TRV002, the same sandbox) must show its own state of each
 * and keep its tree.
 *
 * Each reading is one fresh page (no session of an earlier reading). A reader that sees two signs
 * of one feature (a header item and its page) throws when they disagree, rather than pick one.
 *
 * SOCIALLOGIN3 is checked the other way round, at the end: the social buttons show only for brands
 * with `thirdPartyAuth.socialProviders`, which only Trevo Azul has, and the module is seeded off
 * for both merchants; so the operator switches it on and off for TRV002 while MDS001 stays as it
 * was.
 */ import type { Browser, BrowserContext, Page } from 'puppeteer';
import corePt from '../core/i18n/pt.json';
import { DEMO_OPERATOR } from '../sandbox/db/seed/operators';
import { send, type HttpReply } from '../sandbox/testing/http';
import { authPt } from './support/auth-texts';
import { launchBrowser } from './support/browser';
import { readBrand } from './support/fixtures';
import { fillAuthField, logInThroughPage } from './support/log-in';
import { openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

const MARE = readBrand('mare-da-sorte').identity.merchantCode;
const TREVO = readBrand('trevo-azul').identity.merchantCode;

/** What one page load shows of some modules: each module's visible sign, true while it shows. */
type Signs = Record<string, boolean>;

interface Reading {
  /** What the merchant's tree says each sign must be. */
  expected: Signs;
  /** The signs whose expected value differs from the group's last reading: a reader checks their
   * slower second signs (a page at its own address) only then, so each is seen both ways. */
  changed: ReadonlySet<string>;
}

/** Opens a fresh page of the brand at `baseUrl` and reads the group's signs there. */
type Reader = (page: Page, baseUrl: string, reading: Reading) => Promise<Signs>;

/**
 * Modules whose signs one page load shows side by side. Each row is switched off alone, in turn;
 * every reading must show exactly what the tree says, so a row's switch takes its own sign away
 * and leaves the others.
 */
interface Group {
  name: string;
  /** Switched off one at a time; `shows`: the sign that shows it, when not its own (a parent's child). */
  rows: { modId: string; shows?: string }[];
  /** Each sign's expected value from the tree (`on`: the module and every module above it are on). */
  expect: (on: (modId: string) => boolean) => Signs;
  read: Reader;
}

// ---- the back office API ------------------------------------------------------------------------

interface OpsModule {
  modId: string;
  enabled: boolean;
  on: boolean;
  children: OpsModule[];
}

let browser: Browser;
let served: ServedBrand;
let context: BrowserContext;
/** TRV002's tree as seeded (afterEach resets both merchants to it). */
let trevoTree: OpsModule[];
let opsHeaders: { cookie: string; 'x-csrf-token': string };

/** A back-office call on its own host (ops.localhost, sandbox/lib/ops-host.ts), which Node cannot resolve: sent to 127.0.0.1 with that Host. */
function opsSend(method: string, route: string, headers: Record<string, string>, body?: unknown): Promise<HttpReply> {
  return send(served.url.replace(/\/$/, ''), {
    method,
    path: route,
    headers: {
      host: `ops.localhost:${new URL(served.url).port}`,
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function opsCall<T>(method: 'GET' | 'PUT', route: string, body?: unknown): Promise<T> {
  const reply = await opsSend(method, route, opsHeaders, body);
  if (reply.status !== 200) throw new Error(`${method} ${route} answered ${reply.status}: ${reply.text}`);
  return (JSON.parse(reply.text) as { value: T }).value;
}

async function opsLogIn(): Promise<void> {
  const reply = await opsSend('POST', '/ops/api/session', {}, { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password });
  if (reply.status !== 200) throw new Error(`the operator's login answered ${reply.status}: ${reply.text}`);
  const cookie = [reply.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('ops_session='));
  if (!cookie) throw new Error('the operator login set no ops_session cookie');
  opsHeaders = { cookie, 'x-csrf-token': (JSON.parse(reply.text) as { value: { csrfToken: string } }).value.csrfToken };
}

const merchantTree = (merchantCode: string) => opsCall<{ modules: OpsModule[] }>('GET', `/ops/api/merchants/${merchantCode}`);

function findModule(nodes: readonly OpsModule[], modId: string): OpsModule | undefined {
  for (const node of nodes) {
    if (node.modId === modId) return node;
    const found = findModule(node.children, modId);
    if (found) return found;
  }
  return undefined;
}

/** Switches one module of a merchant as the operator does, checks the answer shows the new switch, and answers the tree. */
async function switchModule(merchantCode: string, modId: string, enabled: boolean): Promise<OpsModule[]> {
  const { modules } = await opsCall<{ modules: OpsModule[] }>('PUT', `/ops/api/merchants/${merchantCode}/modules/${modId}`, { enabled });
  expect(findModule(modules, modId)).toMatchObject({ modId, enabled, on: enabled });
  return modules;
}
const switchMare = (modId: string, enabled: boolean) => switchModule(MARE, modId, enabled);

// ---- what the pages show ------------------------------------------------------------------------

const open = (page: Page, baseUrl: string, pathname: string) => openLoaded(page, new URL(pathname, baseUrl).href);
const has = async (page: Page, selector: string) => (await page.$(selector)) !== null;

/** Whether the main view shows the not-found page, once it has rendered. */
async function notFoundShown(page: Page): Promise<boolean> {
  await page.waitForSelector('.main-view:not([data-left]) > *:not(.page-skeleton)', { timeout: 20_000 });
  return has(page, '.main-view:not([data-left]) #not-found-title');
}

/**
 * Moves the loaded site to `pathname` as its own links do (the router follows the history), and
 * answers whether a page shows there rather than the not-found page. The site's routes come from
 * the page load, so this reads the same load's switches without paying for another.
 */
async function pageShownAfterMove(page: Page, pathname: string): Promise<boolean> {
  await page.evaluate((path) => {
    // The main view is keyed by path: the one left behind is marked so the wait below skips it.
    document.querySelector('.main-view')?.setAttribute('data-left', '');
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
  return !(await notFoundShown(page));
}

/** Two signs of one feature must agree: the reader answers their common value or throws. */
function agreed(what: string, signs: Record<string, boolean>): boolean {
  const values = new Set(Object.values(signs));
  if (values.size !== 1) throw new Error(`${what} is half there: ${JSON.stringify(signs)}`);
  return [...values][0];
}

async function openLoginDialog(page: Page, baseUrl: string): Promise<void> {
  await open(page, baseUrl, '/login');
  await page.waitForSelector('.auth-modal .login-form');
}

async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await fillAuthField(page, 'username', username);
  await fillAuthField(page, 'password', password);
  await page.locator(`.auth-modal form button ::-p-text(${authPt.login.submit})`).click();
}

/** The registration forms the open dialog offers (by their labels). */
async function registerForms(page: Page): Promise<string[]> {
  await page.waitForSelector('.auth-modal .register-form');
  const tabs = await page.$$eval('.auth-modal [role="tab"]', (buttons) => buttons.map((button) => button.textContent ?? ''));
  if (tabs.length) return tabs;
  return [await page.$eval('.auth-modal .register-form', (form) => form.getAttribute('aria-label') ?? '')];
}

// ---- the readers --------------------------------------------------------------------------------

/** The login dialog: its SMS tab, "Jogar grátis", and the forgot-password dialog's tabs. */
const readLoginDialog: Reader = async (page, baseUrl) => {
  await openLoginDialog(page, baseUrl);
  const signs: Signs = {
    MOBILEVERCODELOGIN3: await has(page, `.auth-modal [role="tab"] ::-p-text(${authPt.login.bySms})`),
    FREEPLAY3: await has(page, `.auth-modal button ::-p-text(${authPt.login.freePlay})`),
  };
  await page.locator(`.auth-modal button ::-p-text(${authPt.login.forgot})`).click();
  await page.waitForSelector(`.auth-modal ::-p-text(${authPt.forgot.emailIntro})`);
  const tabs = await page.$$eval('.auth-modal [role="tab"]', (buttons) => buttons.map((button) => button.textContent));
  if (tabs.length) expect(tabs).toEqual([authPt.forgot.byEmail, authPt.forgot.byPhone]);
  signs.CHNGPASSVERIF3 = tabs.length > 0;
  return signs;
};

/** The login dialog's social sign-in buttons. */
const readSocialButtons: Reader = async (page, baseUrl) => {
  await openLoginDialog(page, baseUrl);
  return { SOCIALLOGIN3: await has(page, '.auth-modal .social-buttons') };
};

/** One wrong password, then whether the dialog asks for the captcha. */
const readCaptchaAfterFailure: Reader = async (page, baseUrl) => {
  await openLoginDialog(page, baseUrl);
  if (await has(page, '.auth-modal input[name="captcha"]')) throw new Error('the captcha shows before any failed login');
  await submitLogin(page, 'jogador', 'Errada123');
  // The captcha flag is stored before the form shows the refusal.
  await page.waitForSelector('.auth-modal .form-status--error');
  return { CAPTCHA3: await has(page, '.auth-modal input[name="captcha"]') };
};

/**
 * The `expirada` account's login: the forced password change, or straight in. The session starts
 * (the header shows the member) before the change dialog opens, so the header alone cannot tell:
 * the flow records the owed change in the same step as the session (SESSION_KEYS.mustChangePassword,
 * which a reload asks again from), and the dialog must then show it.
 */
const readForcedPasswordChange: Reader = async (page, baseUrl) => {
  await openLoginDialog(page, baseUrl);
  await submitLogin(page, 'expirada', 'Sorte2025');
  const owed = await page.waitForFunction(
    () => (sessionStorage.getItem('token') ? (sessionStorage.getItem('mustChangePassword') ?? 'nothing') : null),
    { timeout: 20_000 },
  );
  if ((await owed.jsonValue()) === 'nothing') {
    await page.waitForSelector('.header-account--member');
    return { PWDEXPFORCECHANGE3: false };
  }
  await page.waitForSelector(`.auth-modal ::-p-text(${authPt.changePassword.expired})`);
  return { PWDEXPFORCECHANGE3: true };
};

/**
 * The registration dialog: its username and mobile forms, the affiliate-code field of the first
 * form, and the mobile form's password field, SMS code field and dialing-code picker (off: the
 * merchant's own code, fixed).
 */
const readRegisterDialog: Reader = async (page, baseUrl) => {
  await open(page, baseUrl, '/register');
  const forms = await registerForms(page);
  const signs: Signs = {
    USERNAMEREG3: forms.includes(authPt.register.byUsername),
    MOBILENUMREG3: forms.includes(authPt.register.byMobile),
    AFFILIATECODE3: await has(page, '.auth-modal .register-form input[name="affiliateCode"]'),
    MOBILENUMPASSREG3: false,
    REGMOBVERF3: false,
    COUNTRYCODE3: false,
  };
  if (!signs.MOBILENUMREG3) return signs;
  if (forms.length > 1) await page.locator(`.auth-modal [role="tab"] ::-p-text(${authPt.register.byMobile})`).click();
  const mobileForm = `.auth-modal .register-form[aria-label="${authPt.register.byMobile}"]`;
  await page.waitForSelector(`${mobileForm} input[name="mobileNum"]`);
  signs.MOBILENUMPASSREG3 = await has(page, `${mobileForm} input[name="password"]`);
  signs.REGMOBVERF3 = await has(page, `${mobileForm} input[name="verificationCode"]`);
  signs.COUNTRYCODE3 = agreed('the dialing-code picker', {
    picker: await has(page, `${mobileForm} .country-picker`),
    'no fixed code': !(await has(page, `${mobileForm} .field__fixed-prefix`)),
  });
  return signs;
};

/** Each game category's page of its own (the lottery pages stay while ELOTT is on: LOTT has none). */
const CATEGORY_PAGES: Record<string, string | null> = {
  RNG: '/rng',
  INHOUSE: '/inhouse',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ELOTT: '/elott',
  LOTT: null,
};

/**
 * The home page: the header's registration button, and each game category's header item
 * (data-category) with, when its switch has just changed, its page. Every category comes in one
 * game-menus answer, so the header's first category item means the list is in; with no category
 * on, nothing on the page says the (empty) menus have arrived, so the categories are then read
 * from their pages alone.
 */
const readHome: Reader = async (page, baseUrl, { expected, changed }) => {
  await open(page, baseUrl, '/');
  await page.waitForSelector('.header-account--guest');
  const signs: Signs = { DIRECTREG3: await has(page, '.header-account--guest .header-account__register') };
  const categories = Object.keys(CATEGORY_PAGES);
  const headerReadable = categories.some((type) => expected[type]);
  if (headerReadable) await page.waitForSelector('.game-nav__link', { timeout: 20_000 });
  for (const type of categories) {
    const seen: Record<string, boolean> = {};
    if (headerReadable) seen.header = await has(page, `.game-nav__item[data-category="${type}"]`);
    // LOTT has no page of its own; the lottery pages show while LOTT or ELOTT is on, so with no
    // category on they are gone too.
    const pathname = CATEGORY_PAGES[type] ?? (headerReadable ? null : '/lottery');
    if (pathname && (changed.has(type) || !headerReadable)) seen[`page ${pathname}`] = await pageShownAfterMove(page, pathname);
    signs[type] = agreed(type, seen);
  }
  return signs;
};

/**
 * The promotions page and the points mall: each page with its header link, and the REFERRAL
 * category on the promotions page. The points mall's page is visited when its switch has just
 * changed.
 */
const readPromotionsAndPoints: Reader = async (page, baseUrl, { changed }) => {
  await open(page, baseUrl, '/promotions');
  const promotionsShown = !(await notFoundShown(page));
  const linked = (pathname: string) => has(page, `#main-nav a.main-nav__link[href="${pathname}"]`);
  const signs: Signs = {
    PROMOTIONS: agreed('/promotions', { page: promotionsShown, 'header link': await linked('/promotions') }),
    REFERRAL: false,
  };
  if (promotionsShown) {
    await page.waitForSelector('.promo-tabs__tab[data-category="ALL"]', { timeout: 20_000 });
    signs.REFERRAL = await has(page, '.promo-tabs__tab[data-category="REFERRAL"]');
  }
  const pointMall: Record<string, boolean> = { 'header link': await linked('/pointMall') };
  if (changed.has('POINTMALL')) pointMall.page = await pageShownAfterMove(page, '/pointMall');
  signs.POINTMALL = agreed('/pointMall', pointMall);
  return signs;
};

/**
 * Logs in, clicks the header's button for a centre, and answers whether the centre opened (or the
 * site said it is not there). `alsoShows`: the plugin's part of the logged-in header, which must
 * come and go with it.
 */
function readAccountCentre(
  sign: string,
  username: string,
  button: string,
  centre: string,
  unavailable: string,
  alsoShows?: string,
): Reader {
  return async (page, baseUrl) => {
    await logInThroughPage(page, baseUrl, username);
    await page.locator(button).click();
    const shown = await page.waitForSelector(`${centre}, .dialog`, { timeout: 20_000 });
    if (await shown!.evaluate((element, selector) => element.matches(selector), centre)) {
      if (alsoShows) await page.waitForSelector(alsoShows, { timeout: 20_000 });
      return { [sign]: true };
    }
    const text = await page.$eval('.dialog', (dialog) => dialog.textContent ?? '');
    if (!text.includes(unavailable)) throw new Error(`${centre}: neither the centre nor "not available" but: ${text}`);
    if (alsoShows && (await has(page, alsoShows))) throw new Error(`${centre} is not available, yet ${alsoShows} shows`);
    return { [sign]: false };
  };
}

// ---- the groups ---------------------------------------------------------------------------------

/** Each sign shows while its own module is on. */
const eachOwn =
  (...modIds: string[]) =>
  (on: (modId: string) => boolean): Signs =>
    Object.fromEntries(modIds.map((modId) => [modId, on(modId)]));

const MOBILE_FORM_PARTS = ['MOBILENUMPASSREG3', 'REGMOBVERF3', 'COUNTRYCODE3'];

const GROUPS: Group[] = [
  {
    name: 'the login dialog',
    rows: [
      { modId: 'LOGIN', shows: 'CHNGPASSVERIF3' },
      { modId: 'MOBILEVERCODELOGIN3' },
      { modId: 'FREEPLAY3' },
      { modId: 'CHNGPASSVERIF3' },
    ],
    expect: eachOwn('MOBILEVERCODELOGIN3', 'FREEPLAY3', 'CHNGPASSVERIF3'),
    read: readLoginDialog,
  },
  { name: 'the captcha', rows: [{ modId: 'CAPTCHA3' }], expect: eachOwn('CAPTCHA3'), read: readCaptchaAfterFailure },
  {
    name: 'the forced password change',
    rows: [{ modId: 'PWDEXPFORCECHANGE3' }],
    expect: eachOwn('PWDEXPFORCECHANGE3'),
    read: readForcedPasswordChange,
  },
  {
    name: 'the registration dialog',
    rows: ['USERNAMEREG3', 'MOBILENUMREG3', ...MOBILE_FORM_PARTS, 'AFFILIATECODE3'].map((modId) => ({ modId })),
    // The mobile form's parts show only with the mobile form.
    expect: (on) => ({
      ...eachOwn('USERNAMEREG3', 'MOBILENUMREG3', 'AFFILIATECODE3')(on),
      ...Object.fromEntries(MOBILE_FORM_PARTS.map((modId) => [modId, on('MOBILENUMREG3') && on(modId)])),
    }),
    read: readRegisterDialog,
  },
  {
    name: 'the registration button and the game categories',
    rows: [
      { modId: 'REGISTER', shows: 'DIRECTREG3' },
      { modId: 'DIRECTREG3' },
      { modId: 'GAMES', shows: 'RNG' },
      ...Object.keys(CATEGORY_PAGES).map((modId) => ({ modId })),
    ],
    expect: eachOwn('DIRECTREG3', ...Object.keys(CATEGORY_PAGES)),
    read: readHome,
  },
  {
    name: 'promotions and points',
    rows: [{ modId: 'PROMOTION', shows: 'PROMOTIONS' }, { modId: 'PROMOTIONS' }, { modId: 'POINTMALL' }, { modId: 'REFERRAL' }],
    // REFERRAL is a category of the promotions page.
    expect: (on) => ({ ...eachOwn('PROMOTIONS', 'POINTMALL')(on), REFERRAL: on('PROMOTIONS') && on('REFERRAL') }),
    read: readPromotionsAndPoints,
  },
  {
    name: 'the member centre',
    rows: [{ modId: 'MEMBER', shows: 'MEMBERCENTER' }, { modId: 'MEMBERCENTER' }],
    expect: eachOwn('MEMBERCENTER'),
    // The member centre from the avatar, and the header's wallet that comes with it.
    read: readAccountCentre(
      'MEMBERCENTER',
      'jogador',
      '.header-account__avatar',
      '.member-centre',
      corePt.account.memberCentreUnavailable,
      '.header-wallet',
    ),
  },
  {
    name: 'the agent centre',
    rows: [{ modId: 'AGENT', shows: 'AGENTCENTER' }, { modId: 'AGENTCENTER' }],
    expect: eachOwn('AGENTCENTER'),
    // The agent centre from the header's agent button (an agent's account type keeps the button).
    read: readAccountCentre('AGENTCENTER', 'agente1', '.header-account__agent', '.agent-centre', corePt.account.agentCentreUnavailable),
  },
];

// ---- the matrix ---------------------------------------------------------------------------------

beforeAll(async () => {
  [browser, served] = await Promise.all([launchBrowser(), serveBrand('mare-da-sorte', MARE)]);
  await opsLogIn();
  trevoTree = (await merchantTree(TREVO)).modules;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});
beforeEach(async () => {
  context = await browser.createBrowserContext();
});
afterEach(async () => {
  await context?.close();
  await served.reset();
  await served.as('trevo-azul', TREVO).reset();
});

/** Reads on a new page of the test's context: no session or dialog of the last reading. */
async function readOnNewPage(read: Reader, baseUrl: string, reading: Reading): Promise<Signs> {
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  // No reader looks at a picture: skipping them keeps the matrix's page loads cheap.
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    void (request.resourceType() === 'image' ? request.abort() : request.continue());
  });
  try {
    return await read(page, baseUrl, reading);
  } finally {
    await page.close();
  }
}

const expectedBy = (group: Group, tree: readonly OpsModule[]): Signs =>
  group.expect((modId) => {
    const module = findModule(tree, modId);
    if (!module) throw new Error(`${modId} is not in the tree`);
    return module.on;
  });

const changedBetween = (before: Signs, after: Signs) => new Set(Object.keys(after).filter((sign) => before[sign] !== after[sign]));

describe('every module of the permission tree, switched off and on through the back office', () => {
  it.each(GROUPS)(
    '$name: each module off alone is gone from MDS001 on the next load, back when on; trevo-azul unchanged',
    async (group) => {
      const seeded = expectedBy(group, (await merchantTree(MARE)).modules);
      // Seeded on (afterEach resets both merchants), so every sign is seen both ways below.
      expect(Object.values(seeded).every(Boolean)).toBe(true);
      let last = seeded;
      const readMare = async (tree: OpsModule[], what: string) => {
        const expected = expectedBy(group, tree);
        const signs = await readOnNewPage(group.read, served.url, { expected, changed: changedBetween(last, expected) });
        expect({ [what]: signs }).toEqual({ [what]: expected });
        last = expected;
      };

      for (const [index, row] of group.rows.entries()) {
        if (index > 0) await switchMare(group.rows[index - 1].modId, true);
        const tree = await switchMare(row.modId, false);
        expect(expectedBy(group, tree)[row.shows ?? row.modId]).toBe(false);
        await readMare(tree, `${row.modId} off`);
      }
      await readMare(await switchMare(group.rows[group.rows.length - 1].modId, true), 'all on');

      // Every row off for MDS001 at once: Trevo Azul's site shows what its own tree says (FREEPLAY3,
      // MOBILEVERCODELOGIN3, REGMOBVERF3 and POINTMALL are seeded off there), and its tree is untouched.
      for (const row of group.rows) await switchMare(row.modId, false);
      const trevoExpected = expectedBy(group, trevoTree);
      const trevoSigns = await readOnNewPage(group.read, served.as('trevo-azul', TREVO).url, {
        expected: trevoExpected,
        changed: new Set(Object.keys(trevoExpected)),
      });
      expect({ trevo: trevoSigns }).toEqual({ trevo: trevoExpected });
      expect((await merchantTree(TREVO)).modules).toEqual(trevoTree);
    },
    300_000,
  );
});

describe('SOCIALLOGIN3, on the brand with social providers', () => {
  it('switched on for TRV002: its login dialog offers social sign-in, MDS001 stays as it was; off takes it away', async () => {
    const trevoUrl = served.as('trevo-azul', TREVO).url;
    const social = (baseUrl: string) =>
      readOnNewPage(readSocialButtons, baseUrl, { expected: {}, changed: new Set() }).then((signs) => signs.SOCIALLOGIN3);
    const mareTree = (await merchantTree(MARE)).modules;
    expect(findModule(trevoTree, 'SOCIALLOGIN3')?.on).toBe(false);
    expect(await social(trevoUrl)).toBe(false);

    await switchModule(TREVO, 'SOCIALLOGIN3', true);
    const [trevoOn, mareWhileTrevoOn] = await Promise.all([social(trevoUrl), social(served.url)]);
    expect({ trevo: trevoOn, mare: mareWhileTrevoOn }).toEqual({ trevo: true, mare: false });
    expect((await merchantTree(MARE)).modules).toEqual(mareTree);

    await switchModule(TREVO, 'SOCIALLOGIN3', false);
    expect(await social(trevoUrl)).toBe(false);
  });
});
