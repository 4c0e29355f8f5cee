/**
 * Phones (issue 25): at 390×844, every page of spec section 2 a visitor, a player and an agent can
 * reach, and every dialog they can open (login, register and forgot password with each tab, change
 * password, the member centre and each of its pages, the agent centre and each of its pages, a
 * notice, the feedback form, a provider's game list, the open menu and the side bar's sheet), is
 * looked at by tests/support/layout-audit.ts: no fixed or floating element may cover a link, a
 * button, a field or a line of text, everything must be reachable by scrolling, no text may be
 * drawn under 11 px and no page may scroll sideways. Every finding is listed in the failure, with
 * where it was seen, the element, its text and what is wrong.
 *
 * The banner strip shows its phone crop there (its words drawn for a phone), the wide one at 1280 px.
 * At 1280×800 the rest of the points are held: the header's login fields show their
 * placeholders whole, the footer's licences show their names until their images arrive, and the
 * member menu's "Mensagens" and its badge are on screen without scrolling (on a 1366×768 laptop's
 * window too).
 *
 * One browser, one page per account, moved from route to route inside the app as a visitor's
 * links move it (the app's code loads once), so the whole file takes about 30 s.
 */
import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { launchBrowser } from './support/browser';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { auditLayout, describeProblems } from './support/layout-audit';
import { logInThroughPage } from './support/log-in';
import { nextFrames, openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
/** The smallest phone the site is made for: the header and home page are looked at there too. */
const SMALL_PHONE = { ...PHONE, width: 360, height: 740 };

/** Spec section 2's routes, as a visitor's links reach them (a promotion and a game get their ids on the way). */
const ROUTES = [
  '/',
  '/noticePage',
  '/pointMall',
  '/sports',
  '/esports',
  '/cockfight',
  '/elott',
  '/seaLottery',
  '/vnlottery',
  '/lottery',
  '/live',
  '/pvp',
  '/rng',
  '/inhouse',
  '/fish',
  '/help',
  '/down',
  '/join',
  // Last: the promotion's page is found on it.
  '/promotions',
];
/** Routes that show a game in a frame: the frame's own page is the game vendor's, not the site's. */
const FRAME_ROUTES = ['/seamless', '/fbsports'];
/** Anything still filling in: the audit waits until none of it is on the page. */
const BUSY = '.skeleton, .page-skeleton, [aria-busy="true"], .spinner, .support-qr--loading';
const DIALOG = '[role="dialog"]';
/** What recordPanelTops leaves on the page's window. */
interface PanelTops {
  panelTops: number[];
  panelTopsDone: boolean;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(suiteBrandIds())('phone layout on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  let served: ServedBrand;
  let page: Page;
  const findings: string[] = [];

  beforeAll(async () => {
    served = await serveBrand(brandId, brand.identity.merchantCode);
  }, 180_000);
  afterAll(() => served?.stop());

  beforeEach(async () => {
    findings.length = 0;
    const context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport(PHONE);
  });
  afterEach(async () => {
    await page?.browserContext().close();
    await served.reset();
  });

  /** Waits until nothing on the page (or in the open dialog) is still loading, then two frames. */
  async function settled(): Promise<void> {
    await page.waitForFunction(
      (busy) =>
        document.documentElement.hasAttribute('data-page-loaded') &&
        ![...document.querySelectorAll(busy)].some((element) => (element as HTMLElement).checkVisibility()),
      { timeout: 20_000 },
      BUSY,
    );
    await nextFrames(page);
  }

  /** Moves the app to `pathname` as its own links do (history and a popstate), and waits for it to settle. */
  async function visit(pathname: string): Promise<void> {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathname);
    await page.waitForFunction((to) => window.location.pathname + window.location.search === to, {}, pathname);
    // The footer's sections come as it nears the screen: bring them in before looking.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled();
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  async function audit(where: string, scope?: string): Promise<void> {
    await settled();
    findings.push(...describeProblems(where, await auditLayout(page, { scope })));
  }

  /** The home page on the smallest phone, where a row that fits at 390 px may not. */
  async function auditSmallPhone(who: string): Promise<void> {
    await page.setViewport(SMALL_PHONE);
    await visit('/');
    await audit(`${who} / at 360×740`);
    await page.setViewport(PHONE);
  }

  async function auditPages(who: string, routes: readonly string[]): Promise<void> {
    for (const route of routes) {
      await visit(route);
      await audit(`${who} ${route}`);
      // A page that opens a dialog for this account (a login asked for, a notice) is looked at too.
      if (await page.$(DIALOG)) {
        await audit(`${who} ${route} dialog`, DIALOG);
        await page.keyboard.press('Escape');
      }
    }
  }

  /** The open dialog, then each of its other tabs. */
  async function auditDialog(where: string): Promise<void> {
    await page.waitForSelector(DIALOG);
    await audit(where, DIALOG);
    const tabs = await page.$$(`${DIALOG} [role="tab"][aria-selected="false"]`);
    for (const tab of tabs) {
      const name = await tab.evaluate((element) => element.textContent?.trim() ?? '');
      await tab.click();
      await audit(`${where}, tab ${name}`, DIALOG);
    }
  }

  async function closeDialog(): Promise<void> {
    await page.locator(`${DIALOG} .modal__close`).click();
    await page.waitForSelector(DIALOG, { hidden: true });
  }

  /** Each entry of an open centre panel (member or agent), one after another. */
  async function auditCentreEntries(where: string, panel: string, entry: string, key: string): Promise<void> {
    await page.waitForSelector(`${panel} ${entry}`);
    const keys = await page.$$eval(
      `${panel} ${entry}`,
      (buttons, attribute) => buttons.map((button) => button.getAttribute(attribute)!),
      key,
    );
    for (const value of keys) {
      const selector = `${panel} ${entry}[${key}="${value}"]`;
      await page.locator(selector).click();
      await page.waitForSelector(`${selector}[aria-current="page"]`);
      await audit(`${where} ${value}`, DIALOG);
    }
  }

  /**
   * Runs in the page: records each distinct top of the member centre panel, frame by frame, from
   * its first frame until ten frames after its page has filled in (nothing in it still loading).
   */
  function recordPanelTops(busy: string): void {
    const record: PanelTops = { panelTops: [], panelTopsDone: false };
    Object.assign(window, record);
    let framesSinceFilled = 0;
    const look = () => {
      const panel = document.querySelector('.member-centre');
      if (panel) {
        const top = Math.round(panel.getBoundingClientRect().top);
        if (record.panelTops.at(-1) !== top) record.panelTops.push(top);
        const content = panel.querySelector('.member-centre__content');
        const filled = content?.firstElementChild && !content.querySelector(busy);
        framesSinceFilled = filled ? framesSinceFilled + 1 : 0;
      }
      if (framesSinceFilled < 10) requestAnimationFrame(look);
      else (window as unknown as PanelTops).panelTopsDone = true;
    };
    requestAnimationFrame(look);
  }

  /** The banner strip's first picture: the file the browser chose, and its shape (width / height). */
  const bannerShown = () =>
    page.$eval('.banner-strip img', (image) => {
      const picture = image as HTMLImageElement;
      return { file: new URL(picture.currentSrc).pathname, ratio: Math.round((picture.naturalWidth / picture.naturalHeight) * 100) / 100 };
    });

  /** Runs a walk; a step that fails (a control not there) fails the test with the findings made so far. */
  async function walk(steps: () => Promise<void>): Promise<void> {
    try {
      await steps();
    } catch (error) {
      if (error instanceof Error && findings.length) error.message += `\n\nFound before that step:\n${findings.join('\n')}`;
      throw error;
    }
    expect(findings).toEqual([]);
  }

  it('a visitor: every page, the menu, the side bar and every dialog', () =>
    walk(async () => {
      await openLoaded(page, served.url);
      // The banner strip shows each banner's phone crop here (its words drawn for this width).
      expect(await bannerShown()).toEqual({ file: expect.stringMatching(/^\/cdn\/[ab]\/banners\/\d+-phone\.jpg$/), ratio: 1.88 });
      await auditSmallPhone('visitor');
      await auditPages('visitor', ROUTES);
      // A promotion's page, as its card links to it.
      const promotion = await page.$eval('.promo-card__title a', (link) => link.getAttribute('href')!);
      await auditPages('visitor', [promotion, '/helpmc']);

      // The menu, with one category's providers open.
      await visit('/');
      await page.locator('.site-header__menu-toggle').click();
      await page.locator('.game-nav__item[data-category="RNG"] .game-nav__toggle').click();
      await page.waitForSelector('.game-nav__item[data-category="RNG"] .game-nav__panel:not([hidden])');
      await audit('visitor menu', '#main-nav');
      await page.locator('.site-header__menu-toggle').click();

      // The side bar's sheet of channels: every seeded merchant has channels (sandbox/db/seed/links.ts),
      // so the bar's button that opens them must come.
      await page.locator('.support-bar__toggle').click();
      await audit('visitor side bar sheet', '.support-bar__panel');
      await page.keyboard.press('Escape');

      // A notice from the ticker; the feedback form from the footer.
      await page.locator('.notice-marquee__title').click();
      await auditDialog('visitor notice');
      await closeDialog();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('.footer-feedback__open').click();
      await auditDialog('visitor feedback');
      await closeDialog();

      // Login, forgot password and register, each with its tabs.
      await page.locator('.header-account__login').click();
      await auditDialog('visitor login');
      // Back on the username tab (a brand with SMS login has tabs), where the forgot-password link is.
      const [usernameTab] = await page.$$(`${DIALOG} [role="tab"]`);
      await usernameTab?.click();
      await page.locator(`${DIALOG} .login-form .link-button`).click();
      await auditDialog('visitor forgot password');
      await closeDialog();
      await page.locator('.header-account__register').click();
      await auditDialog('visitor register');
      await closeDialog();
    }));

  it('a player: every page, the member centre and each of its pages, change password', () =>
    walk(async () => {
      await logInThroughPage(page, served.url, 'jogador');
      await settled();
      await auditSmallPhone('player');
      await auditPages('player', ROUTES);
      const promotion = await page.$eval('.promo-card__title a', (link) => link.getAttribute('href')!);
      await auditPages('player', [promotion]);
      await visit('/rng');
      await page.locator('.game-card .game-card__play').click();
      await page.waitForFunction(() => window.location.pathname === '/game');
      await audit('player /game');
      for (const route of FRAME_ROUTES) {
        await visit(route);
        await audit(`player ${route}`);
      }

      // A provider with its own game list opens it in a dialog, from the menu.
      await visit('/');
      await page.locator('.site-header__menu-toggle').click();
      await page.locator('.game-nav__item[data-category="FISH"] .game-nav__toggle').click();
      await page.locator('.game-nav__item[data-category="FISH"] .game-nav__vendor').click();
      await page.waitForSelector('.game-popup .game-card__name');
      await auditDialog('player game list');
      await closeDialog();

      await page.locator('.header-account__avatar').click();
      await auditCentreEntries('player member centre', '.member-centre', '.member-centre__entry', 'data-page');
      // The password change, from the member centre's first page as a phone offers it.
      await page.locator('.member-centre__entry[data-page="securityCenter"]').click();
      await page.locator('.mc-security .btn').click();
      await auditDialog('player change password');
      await closeDialog();
    }));

  it('an agent: the home page and every page of the agent centre', () =>
    walk(async () => {
      await logInThroughPage(page, served.url, 'agente1');
      await settled();
      await auditSmallPhone('agent');
      await auditPages('agent', ['/', '/promotions']);
      // A phone's header has no room for the agent centre's button: the member centre leads there.
      // The member centre's first page arrives after the panel (its code is fetched on the first
      // open): the panel, and that button with it, must not move when it does, or a tap on its way
      // lands elsewhere.
      await page.evaluate(recordPanelTops, BUSY);
      await page.locator('.header-account__avatar').click();
      await page.waitForFunction(() => (window as unknown as PanelTops).panelTopsDone);
      expect(await page.evaluate(() => (window as unknown as PanelTops).panelTops)).toHaveLength(1);
      await page.locator('.member-centre__agent').click();
      await auditCentreEntries('agent centre', '.agent-centre', '.centre-panel__entry', 'data-entry');
    }));
  it('at 1280×800: the header’s fields show their placeholders whole, the footer’s licences never stand empty, the member menu’s messages are in view', () =>
    walk(async () => {
      await page.setViewport({ width: 1280, height: 800 });
      // The licence badges' images are held back: what the footer shows before they arrive.
      const heldBadges: HTTPRequest[] = [];
      await page.setRequestInterception(true);
      // Held until released; one asked later (a lazy image whose footer was laid out only once it
      // came near: content-visibility) goes through at once after that.
      let badgesReleased = false;
      const holdBadges = (request: HTTPRequest) => {
        if (new URL(request.url()).pathname.includes('/licences/') && !badgesReleased) heldBadges.push(request);
        else void request.continue();
      };
      page.on('request', holdBadges);
      await openLoaded(page, served.url);
      expect(await bannerShown()).toEqual({ file: expect.stringMatching(/^\/cdn\/[ab]\/banners\/\d+\.jpg$/), ratio: 3.43 });

      // The header's login fields: each placeholder fits its field ("Nome de usuár" did not).
      await page.waitForSelector('.header-account__form input[name="password"]');
      const fields = await page.$$eval('.header-account__form input[placeholder]', (inputs) =>
        inputs.map((input) => {
          const style = getComputedStyle(input);
          const pen = document.createElement('canvas').getContext('2d')!;
          pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {
            placeholder: (input as HTMLInputElement).placeholder,
            fits: pen.measureText((input as HTMLInputElement).placeholder).width <= room,
          };
        }),
      );
      expect(fields.length).toBe(2);
      for (const field of fields) expect(field).toEqual({ placeholder: field.placeholder, fits: true });

      // The footer's licences: each badge's name shows under the heading until its image is in.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction((count) => document.querySelectorAll('.licence-list__item').length === count, {}, brand.licences.length);
      await page.waitForFunction(
        (count) => count === 0 || document.querySelectorAll('img[src*="/licences/"]').length > 0,
        {},
        brand.licences.length,
      );
      const badges = () =>
        page.$$eval('.licence-list__item', (items) =>
          items.map((item) => {
            item.scrollIntoView({ block: 'center', behavior: 'instant' });
            const name = item.querySelector('.licence-list__name');
            const image = item.querySelector('img');
            const box = name?.getBoundingClientRect();
            const middle = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return {
              name: name?.textContent,
              drawn: Boolean(box && box.width > 20 && box.height >= 11 && name?.checkVisibility({ visibilityProperty: true })),
              imageIn: Boolean(image?.complete && image.naturalWidth > 0),
              onTop: middle === image ? 'image' : middle === name ? 'name' : middle?.className,
            };
          }),
        );
      // Waiting: each name drawn in its badge's box (over it, the image not there yet draws nothing).
      expect(await badges()).toEqual(
        brand.licences.map((licence) => ({ name: licence.name, drawn: true, imageIn: false, onTop: expect.anything() })),
      );
      badgesReleased = true;
      await Promise.all(heldBadges.splice(0).map((request) => request.continue()));
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.licence-list img')].every((image) => image.complete && image.naturalWidth > 0),
      );
      // Arrived: each image covers its name.
      expect(await badges()).toEqual(brand.licences.map((licence) => ({ name: licence.name, drawn: true, imageIn: true, onTop: 'image' })));
      page.off('request', holdBadges);
      await page.setRequestInterception(false);

      // The member menu: "Mensagens" and its badge on screen without scrolling, page or menu.
      await logInThroughPage(page, served.url, 'jogador');
      await page.locator('.header-account__avatar').click();
      const badge = await page.waitForSelector('.member-centre [data-testid="badge-messageV2"]');
      const reached = () =>
        badge!.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          const entry = element.closest('.member-centre__entry')!.getBoundingClientRect();
          return { badgeHit: hit === element || element.contains(hit), entryInside: entry.bottom <= innerHeight && entry.top >= 0 };
        });
      expect(await reached()).toEqual({ badgeHit: true, entryInside: true });
      // And on a 1366×768 laptop's browser window, the shortest desktop there is.
      await page.setViewport({ width: 1366, height: 657 });
      expect(await reached()).toEqual({ badgeHit: true, entryInside: true });
    }));
});
