/**
 * First-screen requests (PluginDefinition.firstScreenRequests) must be exactly the calls the page
 * then makes: the early entry starts them while the code downloads, and the plugin's own call with
 * the same path and parameters adopts the answer. A declaration that drifts from its call costs a
 * wasted request and a second round trip, with no error. For every path the default brand declares
 * (and the calls of every path), in Chromium: each declared call goes out once, and every answer
 * the early entry started is taken by the page.
 */
import type { Browser, HTTPRequest, Page, Viewport } from 'puppeteer';
import {
  COUNTRY_CODE_PATH,
  EARLY_KEY,
  EVERY_PATH,
  MEMBER_INFO_PATH,
  requestKey,
  STATUS_PATH,
  type EarlyRequest,
} from '../core/api/early-shared';
import type { AppData } from '../core/brand/app-data';
import { launchBrowser } from './support/browser';
import { DEFAULT_BRAND } from './support/brands';
import { readBrand } from './support/fixtures';
import { logInThroughPage } from './support/log-in';
import { openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(180_000);

const brand = readBrand(DEFAULT_BRAND);
let browser: Browser;
let served: ServedBrand;
let data: AppData;

beforeAll(async () => {
  [browser, served] = await Promise.all([launchBrowser(), serveBrand(DEFAULT_BRAND, brand.identity.merchantCode)]);
  const page = await browser.newPage();
  await openLoaded(page, served.url);
  data = JSON.parse(await page.$eval('#app-data', (element) => element.textContent ?? '')) as AppData;
  await page.close();
});
afterAll(() => Promise.all([browser?.close(), served?.stop()]));

/** A call as the early entry keys it, from the address the browser asked for. */
function keyOf(address: string): string {
  const url = new URL(address);
  const path = url.pathname.startsWith(brand.api.base) ? url.pathname.slice(brand.api.base.length) : url.pathname;
  return requestKey(path, Object.fromEntries(url.searchParams));
}

/** What the early entry starts on `path` for a visitor without a session: the core's calls, every page's, the path's own. */
function declaredFor(path: string, host: string): string[] {
  const requests: EarlyRequest[] = [
    { path: STATUS_PATH, params: { url: host } },
    { path: COUNTRY_CODE_PATH },
    ...(data.early.routes[EVERY_PATH] ?? []),
    ...(path === EVERY_PATH ? [] : (data.early.routes[path] ?? [])),
  ];
  return [...new Set(requests.map((request) => requestKey(request.path, request.params)))].sort();
}

/** Who asked: the script at the top of the request's stack (the page itself for the inline early entry). */
function askedBy(request: HTTPRequest): string {
  return request.initiator()?.stack?.callFrames?.[0]?.url ?? '';
}

async function visit(page: Page, path: string): Promise<{ asked: Map<string, string[]>; untaken: string[] }> {
  // A blank page first: a call the previous page makes as it goes (its footer nearing the screen)
  // must not count as this page's.
  await page.goto('about:blank');
  const asked = new Map<string, string[]>();
  const record = (request: HTTPRequest) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    const key = keyOf(request.url());
    asked.set(key, [...(asked.get(key) ?? []), askedBy(request)]);
  };
  page.on('request', record);
  const host = new URL(served.url).host;
  const expected = declaredFor(path, host);
  await openLoaded(page, new URL(path.slice(1), served.url).toString());
  // Until every declared call has gone out (the after-load ones start once the page has loaded)
  // and the page has taken every answer, or the early answers' ten seconds are nearly up.
  const untakenNow = () =>
    page.evaluate(
      (holder: string) => Object.keys((window as unknown as Record<string, Record<string, unknown> | undefined>)[holder] ?? {}),
      EARLY_KEY,
    );
  const deadline = Date.now() + 8_000;
  let untaken = await untakenNow();
  while ((untaken.length || expected.some((key) => !asked.has(key))) && Date.now() < deadline) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    untaken = await untakenNow();
  }
  page.off('request', record);
  return { asked, untaken };
}

describe(`first-screen requests on ${DEFAULT_BRAND}`, () => {
  it('declares calls for the paths it has (the check below has work to do)', () => {
    expect(Object.keys(data.early.routes)).toEqual(expect.arrayContaining([EVERY_PATH, '/', '/rng', '/help']));
  });

  it('every declared call goes out once and its answer is taken by the page, on every declared path', async () => {
    const paths = Object.keys(data.early.routes).map((path) => (path === EVERY_PATH ? '/noticepage' : path));
    const problems: string[] = [];
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    for (const path of paths) {
      const { asked, untaken } = await visit(page, path);
      const host = new URL(served.url).host;
      for (const key of declaredFor(path, host)) {
        const askers = asked.get(key) ?? [];
        if (askers.length !== 1) problems.push(`${path}: ${key} asked ${askers.length} times`);
        // Asked by the early entry (inline in the page), not by the app's own code after it.
        else if (new URL(askers[0]).pathname.endsWith('.js')) problems.push(`${path}: ${key} asked by ${askers[0]}, not the early entry`);
      }
      for (const key of untaken) problems.push(`${path}: the early answer to ${key} was never taken`);
    }
    await page.close();
    expect(problems).toEqual([]);
  });

  it('a signed-in member’s page asks for member/info once, from the early entry, and the header takes that answer', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await logInThroughPage(page, served.url, 'jogador');
    const { asked, untaken } = await visit(page, '/noticepage');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    const askers = asked.get(requestKey(MEMBER_INFO_PATH, {})) ?? [];
    expect(askers).toHaveLength(1);
    expect(new URL(askers[0]).pathname.endsWith('.js')).toBe(false);
    expect(untaken.filter((key) => key.startsWith(MEMBER_INFO_PATH))).toEqual([]);
    await page.waitForSelector('.header-account--member .header-account__name');
    await context.close();
  });
});

/** What the page painted as its largest content, in order: set up before the page's own scripts run. */
interface Painted {
  className: string;
  time: number;
  rect: { x: number; y: number; width: number; height: number };
}

async function recordLargestPaints(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const painted: Painted[] = [];
    (window as unknown as { __painted: Painted[] }).__painted = painted;
    // Each element's box as it went into the page: the browser may report a paint once the element
    // has already left it (the app replaced the loading frame meanwhile, on a busy machine).
    const boxes = new WeakMap<Element, Painted['rect']>();
    const boxOf = (element: Element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    };
    // Read again in the next frame: an element added before the page's stylesheets have loaded is
    // laid out unstyled at that moment (a fast answer can put the banner in before the CSS), while
    // it is painted, at the earliest, in the first frame after them, which is when a frame callback runs.
    const record = (element: Element) => {
      boxes.set(element, boxOf(element));
      requestAnimationFrame(() => {
        if (element.isConnected) boxes.set(element, boxOf(element));
      });
    };
    new MutationObserver((records) => {
      for (const mutation of records)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          record(node);
          node.querySelectorAll('*').forEach(record);
        }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        const element = entry.element;
        painted.push({
          className: element?.className ?? '',
          time: entry.startTime,
          rect: (element && boxes.get(element)) ?? (element ? boxOf(element) : { x: 0, y: 0, width: 0, height: 0 }),
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The largest paints recorded so far (recordLargestPaints). */
const paintedOn = (page: Page) => page.evaluate(() => (window as unknown as { __painted: Painted[] }).__painted);

/** When the browser started fetching the app's framework script (ms since the page's start). */
const codeAskedAt = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => /\/js\/framework\./.test(entry.name))
        ?.startTime ?? null,
  );

/** The element's ancestors with their display and visibility, and how many elements match: why it has no box. */
const whatHides = (page: Page, selector: string) =>
  page
    .evaluate((wanted: string) => {
      const found = document.querySelectorAll(wanted);
      const chain: string[] = [];
      for (let element: Element | null = found[0] ?? null; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        chain.push(`${element.tagName.toLowerCase()}.${String(element.className)} (${style.display}, ${style.visibility})`);
      }
      return `${found.length} match(es); ${chain.join(' < ') || 'none in the page'}; at ${Math.round(performance.now())} ms`;
    }, selector)
    .catch((error: unknown) => `the page could not be read (${String(error)})`);

const VIEWPORTS = [
  ['a phone', { width: 390, height: 844, isMobile: true }],
  ['a desktop', { width: 1280, height: 800 }],
] as const;

/**
 * Opens `pathname` in a fresh context at `viewport`: what the page painted as its largest content,
 * when it asked for the app's code, and the box of the app's own `shown` element once it is there.
 */
async function paintedThenShown(viewport: Viewport, pathname: string, shownSelector: string) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(viewport);
    await recordLargestPaints(page);
    await openLoaded(page, new URL(pathname.slice(1), served.url).href);
    // Shown, not only present: its box is read once the page lays it out. Should it never show,
    // the failure says why (what hides it), for a box of 0 × 0 says nothing.
    await page.waitForSelector(shownSelector, { visible: true, timeout: 10_000 }).catch(async (error: unknown) => {
      throw new Error(`${shownSelector} never showed: ${await whatHides(page, shownSelector)}`, { cause: error });
    });
    return {
      painted: await paintedOn(page),
      codeAt: await codeAskedAt(page),
      // Found and measured in one evaluation: `$eval` finds the element, then measures it in a
      // second round trip, and the carousel replacing the still banner in between (as the
      // page's load lets it) left a detached element, measured as 0 × 0 at 0, 0.
      shown: await page.evaluate((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : `${selector} is gone`;
      }, shownSelector),
    };
  } finally {
    await context.close();
  }
}

/**
 * On `pathname`, the page's largest paint is the loading frame's `paintedClass` element and nothing
 * larger came after; the app's code was asked for only after it; and the app's own `shownSelector`
 * element sits in the same box, so nothing moves.
 */
async function expectFramePaintShownInPlace(viewport: Viewport, pathname: string, paintedClass: string, shownSelector: string) {
  const { painted, codeAt, shown } = await paintedThenShown(viewport, pathname, shownSelector);
  expect(painted.map((paint) => paint.className)).toEqual([paintedClass]);
  expect(codeAt).toBeGreaterThanOrEqual(painted[0].time);
  expect(shown).toEqual(painted[0].rect);
}

describe(`the screen's largest image before the app's code, on ${DEFAULT_BRAND}`, () => {
  afterEach(() => served.reset());

  it.each(VIEWPORTS)(
    'on %s, / paints the banner into the loading frame before asking for the code, and the app shows it in the same box',
    // The app's banner is its first slide.
    (_name, viewport) => expectFramePaintShownInPlace(viewport, '/', 'boot-shell__hero', '.banner-strip__image'),
  );

  it('a site in maintenance never shows the banner: the maintenance page comes instead', async () => {
    await served.setStatus({
      maintenance: { title: 'Manutenção', message: 'Voltamos já.', endTime: '2030-01-15T10:30:00Z' },
      regionRestriction: false,
    });
    const page = await browser.newPage();
    await recordLargestPaints(page);
    await page.goto(served.url);
    await page.waitForSelector('.status-page--maintenance');
    const painted = await paintedOn(page);
    expect(painted.map((paint) => paint.className)).not.toContain('boot-shell__hero');
    await page.close();
  });

  it('a banner call that fails leaves the loading frame as it is, and the app comes all the same', async () => {
    const page = await browser.newPage();
    await recordLargestPaints(page);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (new URL(request.url()).pathname.endsWith('/system/banners'))
        void request.respond({ status: 500, contentType: 'application/json', body: '{"success":false}' });
      else void request.continue();
    });
    await openLoaded(page, served.url);
    await page.waitForSelector('.home-welcome');
    const painted = await paintedOn(page);
    expect(painted.map((paint) => paint.className)).not.toContain('boot-shell__hero');
    await page.close();
  });

  it('with the inline early entry blocked (a policy without its hash), its stand-in asks for the code and the site starts', async () => {
    const original = await fetch(served.url);
    const html = await original.text();
    const policy = (original.headers.get('content-security-policy') ?? '').replace(/script-src [^;]*/, "script-src 'self'");
    expect(policy).toContain("script-src 'self'");
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.isNavigationRequest())
        void request.respond({ status: 200, contentType: 'text/html', headers: { 'content-security-policy': policy }, body: html });
      else void request.continue();
    });
    await openLoaded(page, served.url);
    await page.waitForSelector('.home-welcome');
    expect(await page.evaluate((key) => key in window, EARLY_KEY)).toBe(false);
    await page.close();
  });

  it.each(VIEWPORTS)(
    'on %s, /noticePage paints its title and lead into the loading frame before asking for the code, and the page shows them in the same box',
    // The page's own lead is the one in .notice-page; the frame's has the same class.
    (_name, viewport) => expectFramePaintShownInPlace(viewport, '/noticePage', 'page-intro__lead', '.notice-page .page-intro__lead'),
  );

  it('a page with neither asks for the code first of all, before its calls', async () => {
    const page = await browser.newPage();
    await openLoaded(page, new URL('lottery', served.url).href);
    const statusAskedAt = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('/system/status'))
          ?.startTime ?? null,
    );
    const code = await codeAskedAt(page);
    expect(code).not.toBeNull();
    expect(code!).toBeLessThanOrEqual(statusAskedAt!);
    await page.close();
  });
});
