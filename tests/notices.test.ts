/**
 * The notices plugin end to end, for every brand folder: the header marquee opens the notice modal
 * at the title chosen, and /noticePage pages the notice list by 9 with titles that expand and
 * collapse, against the built brand served by the sandbox in Debian's Chromium.
 */
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import type { AnnouncementGroups, Notice } from '../plugins/notices/api';
import { noticeListOf } from '../plugins/notices/notice-list';
import { launchBrowser } from './support/browser';
import { nextFrames, openLoaded } from './support/navigation';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

// The whole suite runs on the default brand; every brand gets smoke.test.ts (support/brands.ts).
const brandIds = suiteBrandIds();
const ANNOUNCEMENTS = 'relay/MCSFE_getListAnnouncements';
/** The first copy of the marquee's titles: the one the keyboard and screen readers use. */
const MARQUEE_TITLE = '.notice-marquee__list:not([aria-hidden]) .notice-marquee__title';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ motion: 'full' });
});
afterAll(() => browser?.close());

describe.each(brandIds)('notices on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  const merchantCode = brand.identity.merchantCode;
  let served: ServedBrand;
  /** The notice list as the plugin builds it from the sandbox's answer: newest first. */
  let expected: Notice[];
  let page: Page;
  let context: BrowserContext | null = null;
  let announcementCalls: { url: URL; type: string; initiator: string }[] = [];

  beforeAll(async () => {
    served = await serveBrand(brandId, merchantCode);
    const response = await fetch(`${served.url}wps/${ANNOUNCEMENTS}?types=B,PL,PU,PR&platform=W&execution=B`, {
      headers: { 'X-Merchant-Code': merchantCode },
    });
    expected = noticeListOf(((await response.json()) as { value: AnnouncementGroups }).value);
  }, 180_000);
  afterAll(() => served?.stop());

  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    announcementCalls = [];
    page.on('request', (request: HTTPRequest) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(ANNOUNCEMENTS))
        announcementCalls.push({ url, type: request.resourceType(), initiator: request.initiator()?.stack?.callFrames?.[0]?.url ?? '' });
    });
  });
  afterEach(async () => {
    await context?.close();
    context = null;
  });

  const goto = (pathname: string) => openLoaded(page, new URL(pathname, served.url).href);
  const dialogTitle = () => page.$eval('[role="dialog"] .notice-article__title', (heading) => heading.textContent);
  const dialogCurrent = () =>
    page.$eval('[role="dialog"] .notice-reader__item[aria-current="true"] .notice-reader__item-title', (title) => title.textContent);

  it('seeds enough announcements of every grouped type to page', () => {
    expect(new Set(expected.map((notice) => notice.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR']));
    expect(expected.length).toBeGreaterThan(9);
    expect(expected.length).toBeLessThanOrEqual(18);
  });

  it('asks for types B, PL, PU, PR once, after the page has loaded, through the early entry (no HTTP library)', async () => {
    await goto('/');
    await page.waitForSelector(MARQUEE_TITLE);
    expect(announcementCalls).toHaveLength(1);
    const [call] = announcementCalls;
    expect([call.url.searchParams.get('types'), call.url.searchParams.get('platform'), call.url.searchParams.get('execution')]).toEqual([
      'B,PL,PU,PR',
      'W',
      'B',
    ]);
    // The early entry's fetch (inline in the page itself), adopted by the saga: no second call, no
    // XHR of the HTTP library.
    expect(call.type).toBe('fetch');
    expect(new URL(call.initiator).pathname).toBe('/');
    const started = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((resource) => resource.name.includes('MCSFE_getListAnnouncements'));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { at: entry?.startTime ?? -1, loadEnd: navigation.loadEventEnd };
    });
    expect(started.at).toBeGreaterThanOrEqual(started.loadEnd);
  });

  it('shows every title in the marquee, in the notice list order, and opens the notice modal at the clicked title', async () => {
    await goto('/');
    await page.waitForSelector(MARQUEE_TITLE);
    const titles = await page.$$eval(MARQUEE_TITLE, (buttons) => buttons.map((button) => button.textContent));
    expect(titles).toEqual(expected.map((notice) => notice.title));

    // Paused with its own control, then the title (not the first of the list) that shows most is
    // clicked in the middle of its visible part.
    await page.locator('.notice-marquee__toggle').click();
    expect(await page.$eval('.notice-marquee__toggle', (button) => button.getAttribute('aria-pressed'))).toBe('true');
    const target = await page.evaluate(() => {
      const viewport = document.querySelector('.notice-marquee__viewport')!.getBoundingClientRect();
      // The strip's edges fade out over 16 px.
      const [left, right] = [viewport.left + 16, viewport.right - 16];
      const shown = [...document.querySelectorAll<HTMLElement>('.notice-marquee__title')]
        .filter((button) => Number(button.dataset.noticeIndex) > 0)
        .map((button) => {
          const box = button.getBoundingClientRect();
          const [from, to] = [Math.max(box.left, left), Math.min(box.right, right)];
          return { button, from, to, y: box.top + box.height / 2 };
        })
        .sort((a, b) => b.to - b.from - (a.to - a.from))[0];
      if (!shown || shown.to - shown.from < 30) return null;
      return {
        index: Number(shown.button.dataset.noticeIndex),
        title: shown.button.textContent,
        x: (shown.from + shown.to) / 2,
        y: shown.y,
      };
    });
    expect(target).not.toBeNull();
    await page.mouse.click(target!.x, target!.y);
    await page.waitForSelector('[role="dialog"] .notice-article__title');
    expect(await dialogTitle()).toBe(target!.title);
    expect(await dialogTitle()).toBe(expected[target!.index].title);
    expect(await dialogCurrent()).toBe(target!.title);
    // Its content is the announcement's own, sanitised: text is there (once the sanitiser's chunk
    // has loaded: a loaded CI machine caught it empty a moment after the title), no handler attribute.
    await page.waitForSelector('[role="dialog"] .notice-article__content:not([aria-busy])');
    const content = await page.$eval('[role="dialog"] .notice-article__content', (element) => ({
      text: element.textContent ?? '',
      handlers: [...element.querySelectorAll('*')]
        .flatMap((node) => [...node.attributes].map((attribute) => attribute.name))
        .filter((name) => name.startsWith('on')),
    }));
    expect(content.text.trim().length).toBeGreaterThan(0);
    expect(content.handlers).toEqual([]);

    // Another title in the modal's list shows that one; Escape closes the modal.
    const other = (target!.index + 1) % expected.length;
    await page.locator(`[role="dialog"] .notice-reader__list li:nth-child(${other + 1}) button`).click();
    await page.waitForFunction(
      (title) => document.querySelector('[role="dialog"] .notice-article__title')?.textContent === title,
      {},
      expected[other].title,
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  });

  it('opens the notice at a title chosen with the keyboard (Enter), the focused title scrolled into view', async () => {
    await goto('/');
    await page.waitForSelector(MARQUEE_TITLE);
    const index = Math.min(3, expected.length - 1);
    await page.focus(`${MARQUEE_TITLE}[data-notice-index="${index}"]`);
    const inView = await page.evaluate((selector) => {
      const viewport = document.querySelector('.notice-marquee__viewport')!.getBoundingClientRect();
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }, `${MARQUEE_TITLE}[data-notice-index="${index}"]`);
    expect(inView).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"] .notice-article__title');
    expect(await dialogTitle()).toBe(expected[index].title);
    // Focus moved into the dialog, onto the selected title.
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement?.getAttribute('aria-current'),
      ),
    ).toBe('true');
  });

  it('stands still with reduced motion and still opens notices', async () => {
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await goto('/');
    await page.waitForSelector(MARQUEE_TITLE);
    expect(await page.$eval('.notice-marquee__track', (track) => getComputedStyle(track).animationName)).toBe('none');
    expect(await page.$eval('.notice-marquee__list[aria-hidden="true"]', (list) => getComputedStyle(list).display)).toBe('none');
    await page.locator(`${MARQUEE_TITLE}[data-notice-index="1"]`).click();
    await page.waitForSelector('[role="dialog"] .notice-article__title');
    expect(await dialogTitle()).toBe(expected[1].title);
  });

  it('moves nothing in the header top bar when the marquee replaces its placeholder', async () => {
    await page.evaluateOnNewDocument(() => {
      const shifted: string[] = [];
      Object.defineProperty(window, '__headerShifts', { value: shifted });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (element?.closest('.site-header__top')) shifted.push(element.className || element.localName);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewport(viewport);
      await goto('/');
      await page.waitForSelector(MARQUEE_TITLE);
      // Layout shifts are reported after the frame that made them.
      await nextFrames(page);
      expect(await page.evaluate(() => (window as unknown as { __headerShifts: string[] }).__headerShifts)).toEqual([]);
    }
  });

  it('scrolls the marquee otherwise, and pauses it under the pointer', async () => {
    await goto('/');
    await page.waitForSelector(MARQUEE_TITLE);
    const track = '.notice-marquee__track';
    expect(await page.$eval(track, (element) => getComputedStyle(element).animationName)).toBe('notice-marquee-scroll');
    await page.hover('.notice-marquee__viewport');
    expect(await page.$eval(track, (element) => getComputedStyle(element).animationPlayState)).toBe('paused');
  });

  describe('the notice page', () => {
    const shownTitles = () => page.$$eval('.notice-board__title .notice-board__name', (names) => names.map((name) => name.textContent));
    const expandedTitles = () =>
      page.$$eval('.notice-board__title[aria-expanded="true"] .notice-board__name', (names) => names.map((name) => name.textContent));

    it('shows 9 a page, newest first, and the rest on page 2', async () => {
      await goto('/noticePage');
      await page.waitForSelector('.notice-board__title');
      expect(await shownTitles()).toEqual(expected.slice(0, 9).map((notice) => notice.title));
      // Each page opens with its newest announcement selected.
      expect(await expandedTitles()).toEqual([expected[0].title]);

      await page.locator('.pagination__button[aria-label="Página 2"]').click();
      await page.waitForFunction(() => new URLSearchParams(location.search).get('page') === '2');
      await page.waitForFunction((count) => document.querySelectorAll('.notice-board__title').length === count, {}, expected.length - 9);
      expect(await shownTitles()).toEqual(expected.slice(9).map((notice) => notice.title));
      expect(await page.$eval('.pagination__button[aria-current="page"]', (button) => button.textContent)).toBe('2');
      // The pager shows page numbers and arrows only (no stray text).
      expect(await page.$eval('.pagination', (nav) => nav.textContent)).toMatch(/^[\d«‹›»…\s]+$/);

      // The address keeps the page.
      await goto('/noticePage?page=2');
      await page.waitForSelector('.notice-board__title');
      expect(await shownTitles()).toEqual(expected.slice(9).map((notice) => notice.title));
    });

    for (const viewport of [
      { name: 'side by side', width: 1280, height: 800 },
      { name: 'as an accordion', width: 390, height: 844 },
    ]) {
      it(`shows the clicked title's content and collapses it on a second click (${viewport.name})`, async () => {
        await page.setViewport({ width: viewport.width, height: viewport.height });
        await goto('/noticePage');
        await page.waitForSelector('.notice-board__title');
        // The newest announcement opens by itself; its text arriving grows its panel and, in the
        // accordion, moves the titles below it: the click waits for that, or it can land elsewhere.
        await page.waitForSelector(`#notice-panel-${expected[0].id} .notice-article__content:not([aria-busy])`);
        const notice = expected[2];
        const button = `.notice-board__title[data-notice-id="${notice.id}"]`;
        await page.locator(button).click();
        await page.waitForSelector(`#notice-panel-${notice.id} .notice-article__content:not([aria-busy])`);
        expect(await page.$eval(button, (element) => element.getAttribute('aria-expanded'))).toBe('true');
        expect(await expandedTitles()).toEqual([notice.title]);
        const panel = await page.$eval(`#notice-panel-${notice.id}`, (element) => ({
          labelledBy: element.getAttribute('aria-labelledby'),
          text: element.querySelector('.notice-article__content')?.textContent ?? '',
          underTitle: element.closest('li') !== null,
        }));
        expect(panel.labelledBy).toBe(`notice-title-${notice.id}`);
        expect(panel.text.trim().length).toBeGreaterThan(0);
        expect(panel.underTitle).toBe(viewport.width < 760);

        await page.locator(button).click();
        await page.waitForFunction((id) => !document.getElementById(`notice-panel-${id}`), {}, notice.id);
        expect(await page.$eval(button, (element) => element.getAttribute('aria-expanded'))).toBe('false');
        expect(await expandedTitles()).toEqual([]);
        // And it opens again.
        await page.locator(button).click();
        await page.waitForSelector(`#notice-panel-${notice.id}`);
      });
    }

    it('shows an empty state when there are no announcements', async () => {
      const control = (body: unknown) =>
        fetch(`${served.url}__sandbox/announcements`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await control({ merchantCode, announcements: [] })).status).toBe(200);
      try {
        await goto('/noticePage');
        await page.waitForSelector('.notice-board__empty');
        expect(await page.$('.notice-board__title')).toBeNull();
        expect(await page.$('.pagination')).toBeNull();
        // The marquee keeps its place, with no titles.
        expect(await page.$('.notice-marquee')).not.toBeNull();
        expect(await page.$('.notice-marquee__title')).toBeNull();
      } finally {
        expect((await control({ merchantCode })).status).toBe(200);
      }
    });

    it('shows an error with a retry when the call fails, and the list once it answers', async () => {
      let failing = true;
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.isInterceptResolutionHandled()) return;
        if (failing && new URL(request.url()).pathname.endsWith(ANNOUNCEMENTS))
          void request.respond({ status: 500, contentType: 'application/json', body: '{"success":false,"value":null,"message":"x"}' });
        else void request.continue();
      });
      await goto('/noticePage');
      await page.waitForSelector('.notice-board__state[role="alert"] button');
      failing = false;
      await page.locator('.notice-board__state[role="alert"] button').click();
      await page.waitForSelector('.notice-board__title');
      expect(await shownTitles()).toEqual(expected.slice(0, 9).map((notice) => notice.title));
    });
  });
});
