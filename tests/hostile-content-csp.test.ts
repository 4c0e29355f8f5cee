/**
 * Hostile content under the page's real Content-Security-Policy (QUALITY.md: "the policy is the
 * second wall, never the first"). tests/xss.test.ts bypasses the policy to prove the sanitiser
 * alone keeps every vector from running; this file keeps the policy on and asks for more: that
 * nothing hostile ever reaches a document of the page at all. Chromium checks the policy as it
 * parses, even in the inert document a sanitiser parses into, so a handler attribute that only
 * existed for a moment before it was cleaned still shows as a `securitypolicyviolation`.
 *
 * The sandbox's seeded hostile content first, then hostile markup planted in every field the front
 * end renders as HTML (announcements through the sandbox's test control; help topics and promotion
 * rules by answering the page's own call with the platform's answer changed) and in member messages
 * (rendered as text). Every page showing them is browsed; each must report no violation (events
 * and console) and ask for nothing but its own files, the platform API and the image CDNs: no
 * address the content named.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import type { AnnouncementGroups } from '../plugins/notices/api';
import { NOTICE_PAGE_SIZE, noticeListOf } from '../plugins/notices/notice-list';
import { authPt } from './support/auth-texts';
import { launchBrowser } from './support/browser';
import { accountHeaderComplete, DEMO_PASSWORD, fillAuthField } from './support/log-in';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';
import { xssVectors } from './support/xss-vectors';

jest.setTimeout(240_000);

// The sanitiser and the policy are the same for every brand: the default brand (the first folder) is enough.
const [brandId] = suiteBrandIds();
const vectors = xssVectors();
/** Paths the app itself asks for on its own origin: its build, the platform API and the image CDNs. */
const OWN_PATH = /^\/(js|css|assets|wps|lgw|lotto|cdn\/[ab])\//;

/** Every text file of the build: a data: address the page loads is the app's own only if the build carries it. */
function buildText(): string {
  const dist = path.resolve(__dirname, '..', 'dist', brandId);
  const files = [
    path.join(dist, 'index.html'),
    ...['js', 'css'].flatMap((dir) =>
      fs
        .readdirSync(path.join(dist, dir))
        .filter((name) => /\.(js|css)$/.test(name))
        .map((name) => path.join(dist, dir, name)),
    ),
  ];
  return files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

interface Watched {
  page: Page;
  /** Violations as the page's `securitypolicyviolation` events and Chromium's console report them. */
  violations: string[];
  /** Requests to anything but the app's own files, platform and CDNs (an address the content named). */
  foreign: string[];
  goto: (pathname: string) => Promise<void>;
}

/** One field of a platform answer to change on its way to the page. */
interface Plant {
  matches: (url: URL) => boolean;
  change: (value: unknown, url: URL) => unknown;
}

describe(`hostile content under the real Content-Security-Policy on ${brandId}`, () => {
  const brand = readBrand(brandId);
  const merchantCode = brand.identity.merchantCode;
  let browser: Browser;
  let served: ServedBrand;
  let own: string;
  let context: BrowserContext | null = null;

  beforeAll(async () => {
    [browser, served] = await Promise.all([launchBrowser(), serveBrand(brandId, merchantCode)]);
    own = buildText();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });
  afterEach(async () => {
    await context?.close();
    context = null;
  });

  /**
   * A fresh browser context whose page records every violation and every foreign request, and
   * answers the planted calls with the platform's own answer changed (asked from here with the
   * page's headers, token included, so the rest of the answer stays the platform's).
   */
  async function watchedPage(plants: Plant[] = []): Promise<Watched> {
    context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const violations: string[] = [];
    const foreign: string[] = [];
    const navigations = new Set<string>();
    await page.exposeFunction('__reportViolation', (text: string) => void violations.push(text));
    await page.evaluateOnNewDocument(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as { __reportViolation: (text: string) => Promise<void> }).__reportViolation;
          void report(`${event.violatedDirective} (${event.blockedURI}) at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
        },
        true,
      );
    });
    page.on('console', (message) => {
      if (/content.security.policy/i.test(message.text())) violations.push(`console: ${message.text().slice(0, 200)}`);
    });
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      const url = new URL(request.url());
      const isOwn =
        url.protocol === 'data:'
          ? own.includes(request.url())
          : url.origin === new URL(served.url).origin && (OWN_PATH.test(url.pathname) || navigations.has(url.href));
      if (!isOwn) foreign.push(request.url().slice(0, 200));
      if (url.protocol === 'data:') return; // never intercepted
      const plant = plants.find((candidate) => candidate.matches(url));
      if (!plant) return void request.continue();
      void (async () => {
        const answer = await fetch(request.url(), { method: request.method(), headers: request.headers() });
        const envelope = (await answer.json()) as { success: boolean; value: unknown };
        if (envelope.success) envelope.value = plant.change(envelope.value, url);
        await request.respond({
          status: answer.status,
          contentType: 'application/json',
          headers: { 'Cache-Control': 'no-store' },
          body: JSON.stringify(envelope),
        });
      })().catch((error: unknown) => {
        foreign.push(`planting failed for ${url.pathname}: ${String(error)}`);
        void request.abort();
      });
    });
    const goto = async (pathname: string) => {
      const href = new URL(pathname, served.url).href;
      navigations.add(href);
      await page.goto(href, { waitUntil: 'load' });
    };
    return { page, violations, foreign, goto };
  }

  /**
   * Waits until every element of `selector` has its sanitised content in (not busy) and every image
   * in it has loaded or failed, then a frame and a task: violation events are queued as tasks, so
   * any the content caused have been delivered by then.
   */
  async function settled(page: Page, selector: string, atLeast = 1): Promise<void> {
    await page.waitForFunction(
      (selector: string, atLeast: number) => {
        const shown = [...document.querySelectorAll(selector)];
        return (
          shown.length >= atLeast &&
          shown.every(
            (element) =>
              !element.closest('[aria-busy="true"]') &&
              !element.querySelector('[aria-busy="true"]') &&
              [...element.querySelectorAll('img')].every((image) => image.complete || image.loading === 'lazy'),
          )
        );
      },
      { timeout: 60_000 },
      selector,
      atLeast,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  }

  /** /noticePage: every page of the list, every title opened as a player would (a click), its content shown. */
  async function browseNoticePage(watched: Watched, count: number): Promise<number> {
    const { page } = watched;
    await watched.goto('/noticePage');
    await page.waitForSelector('.notice-board__title');
    let shown = 0;
    for (let pageNo = 1; pageNo <= Math.ceil(count / NOTICE_PAGE_SIZE); pageNo += 1) {
      if (pageNo > 1) {
        await page.locator(`.pagination__button[aria-label="Página ${pageNo}"]`).click();
        await page.waitForFunction((n: number) => new URLSearchParams(location.search).get('page') === String(n), {}, pageNo);
      }
      await page.waitForFunction(
        (expected: number) => document.querySelectorAll('.notice-board__title').length === expected,
        {},
        Math.min(NOTICE_PAGE_SIZE, count - (pageNo - 1) * NOTICE_PAGE_SIZE),
      );
      shown += (await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        let opened = 0;
        for (const button of [...document.querySelectorAll<HTMLButtonElement>('.notice-board__title')]) {
          if (button.getAttribute('aria-expanded') !== 'true') button.click();
          let content: Element | null = null;
          for (let tries = 0; tries < 300 && !content; tries += 1) {
            content = document.querySelector(`#notice-panel-${button.dataset.noticeId} .notice-article__content:not([aria-busy])`);
            if (!content) await frame();
          }
          if (!content) throw new Error(`notice ${button.dataset.noticeId} did not render`);
          opened += 1;
        }
        return opened;
      })) as number;
      await settled(page, '.notice-article__content');
    }
    return shown;
  }

  /** `/`: the marquee's first title opens the notice modal; every item of its list is shown in turn. */
  async function browseNoticeModal(watched: Watched): Promise<number> {
    const { page } = watched;
    await watched.goto('/');
    await page.waitForSelector('.notice-marquee__list:not([aria-hidden]) .notice-marquee__title');
    await page.focus('.notice-marquee__list:not([aria-hidden]) .notice-marquee__title[data-notice-index="0"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"] .notice-reader__item');
    const shown = (await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      let opened = 0;
      for (const item of [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] .notice-reader__item')]) {
        item.click();
        const title = item.querySelector('.notice-reader__item-title')?.textContent;
        let content: Element | null = null;
        for (let tries = 0; tries < 300 && !content; tries += 1) {
          const article = document.querySelector('[role="dialog"] .notice-article');
          content =
            article && article.querySelector('.notice-article__title')?.textContent === title
              ? article.querySelector('.notice-article__content:not([aria-busy])')
              : null;
          if (!content) await frame();
        }
        if (!content) throw new Error(`${title} did not render in the modal`);
        opened += 1;
      }
      return opened;
    })) as number;
    await settled(page, '[role="dialog"] .notice-article__content');
    return shown;
  }

  async function browseHelp(watched: Watched, pathname: '/help' | '/helpmc'): Promise<number> {
    await watched.goto(pathname);
    await watched.page.waitForSelector('.help-topic__content');
    await settled(watched.page, '.help-topic__content');
    return watched.page.$$eval('.help-topic__content', (contents) => contents.length);
  }

  async function browsePromotion(watched: Watched, id: string): Promise<void> {
    await watched.goto(`/promoDetail?id=${encodeURIComponent(id)}`);
    await watched.page.waitForSelector('.promo-rules');
    await settled(watched.page, '.promo-rules');
  }

  function expectClean(watched: Watched, where: string): void {
    expect({ where, violations: watched.violations, foreign: watched.foreign }).toEqual({ where, violations: [], foreign: [] });
  }

  it('the seeded hostile content: /help, /noticePage, the notice modal and a promotion report no violation and fetch nothing it names', async () => {
    const answer = await fetch(`${served.url}wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B`, {
      headers: { 'X-Merchant-Code': merchantCode },
    });
    const seeded = noticeListOf(((await answer.json()) as { value: AnnouncementGroups }).value).length;
    const watched = await watchedPage();
    expect(await browseHelp(watched, '/help')).toBeGreaterThan(0);
    expect(await browseNoticePage(watched, seeded)).toBe(seeded);
    expect(await browseNoticeModal(watched)).toBeGreaterThan(0);
    await browsePromotion(watched, 'boas-vindas');
    expectClean(watched, 'seeded content');
  });

  it('every vector as an announcement: each shown on /noticePage and in the notice modal', async () => {
    const response = await fetch(`${served.url}__sandbox/announcements`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        merchantCode,
        announcements: vectors.map((vector) => ({
          type: (['B', 'PL', 'PU', 'PR'] as const)[vector.n % 4],
          // A few titles carry markup too: titles are text.
          title: (vector.n <= 5 ? `Vetor ${vector.n} ${vector.content}` : `Vetor ${vector.n}`).slice(0, 200),
          content: vector.content,
        })),
      }),
    });
    expect(response.status).toBe(200);
    try {
      const watched = await watchedPage();
      expect(await browseNoticePage(watched, vectors.length)).toBe(vectors.length);
      expect(await browseNoticeModal(watched)).toBe(vectors.length);
      expectClean(watched, 'announcements');
    } finally {
      // The seeded announcements back, whatever happened.
      await fetch(`${served.url}__sandbox/announcements`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ merchantCode }),
      });
    }
  });

  it('every vector as a help topic: /help and /helpmc', async () => {
    const helpTopics: Plant = {
      matches: (url) => url.pathname === '/wps/system/helpCenter',
      change: (value) => ({
        ...(value as object),
        items: vectors.map((vector) => ({
          tag: `vetor-${vector.n}`,
          title: `Vetor ${vector.n}`,
          summary: vector.n <= 5 ? vector.template.slice(0, 240) : '',
          content: vector.content,
          order: vector.n,
        })),
      }),
    };
    const watched = await watchedPage([helpTopics]);
    expect(await browseHelp(watched, '/help')).toBe(vectors.length);
    expect(await browseHelp(watched, '/helpmc')).toBe(vectors.length);
    expectClean(watched, 'help topics');
  });

  it("every vector in a promotion's rules: /promoDetail", async () => {
    // One answer per vector would be a page load each: the rules carry them all, each after a
    // paragraph, which exercises the same sanitiser with the vectors in each other's context.
    const rules: Plant = {
      matches: (url) => url.pathname === '/wps/promotions/detail',
      change: (value) => ({ ...(value as object), rulesHtml: vectors.map((vector) => vector.content).join('\n') }),
    };
    const watched = await watchedPage([rules]);
    await browsePromotion(watched, 'boas-vindas');
    expectClean(watched, 'promotion rules');
  });

  it("member messages carrying markup stay text: the member centre's inbox", async () => {
    // Handlers, script, style, base and fetching attributes: a message is text, so none may act.
    const hostile = [
      '<img src=x onerror="$">',
      '<script>$</script>',
      '<style>@import "javascript:$";</style>',
      '<base href="https://evil.example/">',
      '<div style="background:url(javascript:$)">d</div>',
      '<svg onload="$">',
      '<table background=x onerror="$"><tr><td>t</td></tr></table>',
      '<a href="javascript:$">link</a>',
    ].map((template) => vectors.find((vector) => vector.template === template)!);
    const messages: Plant = {
      matches: (url) => url.pathname === '/wps/v2/messages',
      change: (value) => {
        const inbox = value as { list: Array<Record<string, unknown>> };
        return {
          ...inbox,
          list: inbox.list.map((message, index) =>
            hostile[index] ? { ...message, title: `Vetor ${hostile[index].n}`, body: hostile[index].content } : message,
          ),
        };
      },
    };
    const watched = await watchedPage([messages]);
    const { page } = watched;
    await watched.goto('/login');
    await fillAuthField(page, 'username', 'jogador');
    await fillAuthField(page, 'password', DEMO_PASSWORD);
    await page.locator(`.auth-modal form button ::-p-text(${authPt.login.submit})`).click();
    await accountHeaderComplete(page);
    await page.locator('.header-account__avatar').click();
    await page.locator('.member-centre .member-centre__entry[data-page="messageV2"]').click();
    await page.waitForSelector('.member-centre .mc-message__head');
    // One message is open at a time: each is opened in turn and its body read while it shows.
    const bodies = (await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const texts: string[] = [];
      for (const head of [...document.querySelectorAll<HTMLButtonElement>('.member-centre .mc-message__head')]) {
        if (head.getAttribute('aria-expanded') !== 'true') head.click();
        let body: Element | null = null;
        for (let tries = 0; tries < 300 && !body; tries += 1) {
          body = document.getElementById(head.getAttribute('aria-controls') ?? '')?.querySelector('.mc-message__body') ?? null;
          if (!body) await frame();
        }
        if (!body) throw new Error(`message ${head.textContent} did not open`);
        texts.push(body.textContent ?? '');
      }
      return texts;
    })) as string[];
    await settled(page, '.member-centre .mc-message__body');
    // Shown as the text it is: the markup itself, tags and all.
    expect(bodies.filter((text) => text.startsWith('<p>conteúdo seguro')).length).toBe(Math.min(bodies.length, hostile.length));
    expect(bodies.length).toBeGreaterThan(0);
    expectClean(watched, 'member messages');
  });
});
