/**
 * Hostile announcement HTML through the real page path: 100+ vectors are loaded as announcements
 * through the sandbox's test control, /noticePage shows each one in turn (a real click on its
 * title), and the browser's DOM is walked after each: no script, no handler attribute, no
 * javascript:/vbscript:/data:text/html URL, no frame, object, embed, base, meta or form, the
 * harmless part kept; and no vector ran. The page's Content-Security-Policy would block inline
 * handlers on its own, so it is bypassed here: the sanitiser alone must hold.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { NOTICE_PAGE_SIZE } from '../plugins/notices/notice-list';
import { launchBrowser } from './support/browser';
import { mediaSettled, openLoaded } from './support/navigation';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';
import { xssVectors } from './support/xss-vectors';

jest.setTimeout(180_000);

// The sanitiser is the same for every brand: the default brand (the first folder) is enough.
const [brandId] = suiteBrandIds();
const vectors = xssVectors();
/** A few vectors go in the titles too: titles are text, never markup. */
const HOSTILE_TITLES = vectors.slice(0, 5);

interface Finding {
  n: number;
  problems: string[];
  markerShown: boolean;
}

/** Runs in the browser: what is wrong with a subtree, by walking its elements and attributes. */
function inspectInBrowser(): void {
  const FORBIDDEN = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'portal',
    'base',
    'meta',
    'link',
    'form',
    'style',
  ]);
  const BAD_URL = /^(javascript:|vbscript:|data:text\/html)/;
  (window as unknown as { __inspect: (root: Element) => string[] }).__inspect = (root: Element) => {
    const problems: string[] = [];
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const tag = element.localName.toLowerCase();
      if (FORBIDDEN.has(tag)) problems.push(`<${tag}> element`);
      for (const attribute of [...element.attributes]) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) problems.push(`${name} on <${tag}>`);
        if (name === 'srcdoc' || name === 'formaction' || name === 'action') problems.push(`${name} on <${tag}>`);
        // Browsers ignore whitespace and control characters in a URL's scheme: compare without them.
        const url = attribute.value.replace(/[\p{Cc} ]/gu, '').toLowerCase();
        if (BAD_URL.test(url)) problems.push(`${name}="${attribute.value.slice(0, 40)}" on <${tag}>`);
      }
    }
    return problems;
  };
}

describe(`hostile announcement HTML on ${brandId}`, () => {
  const brand = readBrand(brandId);
  const merchantCode = brand.identity.merchantCode;
  let browser: Browser;
  let served: ServedBrand;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    [browser, served] = await Promise.all([launchBrowser(), serveBrand(brandId, merchantCode)]);
    const announcements = vectors.map((vector) => ({
      type: (['B', 'PL', 'PU', 'PR'] as const)[vector.n % 4],
      title: HOSTILE_TITLES.includes(vector) ? `Vetor ${vector.n} ${vector.content}`.slice(0, 200) : `Vetor ${vector.n}`,
      content: vector.content,
    }));
    const response = await fetch(`${served.url}__sandbox/announcements`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchantCode, announcements }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { value: { count: number } }).value.count).toBe(vectors.length);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await served?.stop();
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    // Without the CSP an inline handler that got through would run: the sanitiser is on its own.
    await page.setBypassCSP(true);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Every way a vector reports itself is recorded; the global cannot be clobbered by an element id.
    await page.evaluateOnNewDocument(() => {
      const ran: unknown[] = [];
      Object.defineProperty(window, '__ran', { value: ran });
      Object.defineProperty(window, '__xss', { configurable: false, get: () => undefined, set: (value: unknown) => void ran.push(value) });
    });
    await page.evaluateOnNewDocument(inspectInBrowser);
  });
  afterEach(() => page?.close());

  it(`has at least 100 vectors`, () => {
    expect(vectors.length).toBeGreaterThanOrEqual(100);
  });

  it('finds what it looks for: the DOM check flags the raw vectors (parsed inert, never sanitised)', async () => {
    await openLoaded(page, new URL('/noticePage', served.url).href);
    const flagged = await page.evaluate(
      (contents: string[]) => {
        const inspect = (window as unknown as { __inspect: (root: Element) => string[] }).__inspect;
        // A document without a browsing context: parsing runs nothing and loads nothing.
        const inert = document.implementation.createHTMLDocument('');
        return contents.map((content) => {
          inert.body.innerHTML = content;
          return inspect(inert.body).length > 0;
        });
      },
      vectors.map((vector) => vector.content),
    );
    const rawCaught = flagged.filter(Boolean).length;
    // Most raw vectors carry a handler, a script URL or a forbidden element; the rest need a parser
    // mutation (or a namespace change) to turn hostile, which is what the sanitised run checks.
    expect(rawCaught).toBeGreaterThanOrEqual(Math.floor(vectors.length * 0.8));
    const bySample = (template: string) => flagged[vectors.findIndex((vector) => vector.template === template)];
    expect(bySample('<img src=x onerror="$">')).toBe(true);
    expect(bySample('<a href="java\tscript:$">link</a>')).toBe(true);
    expect(bySample('<svg><a xlink:href="javascript:$"><text x=20 y=20>x</text></a></svg>')).toBe(true);
    expect(bySample('<form><button formaction="javascript:$">send</button></form>')).toBe(true);
    expect(bySample('<base href="https://evil.example/">')).toBe(true);
  });

  it('shows every vector on /noticePage with nothing hostile left in the DOM and nothing run', async () => {
    await openLoaded(page, new URL('/noticePage', served.url).href);
    await page.waitForSelector('.notice-board__title');
    const pageCount = Math.ceil(vectors.length / NOTICE_PAGE_SIZE);
    const findings: Finding[] = [];
    for (let pageNo = 1; pageNo <= pageCount; pageNo += 1) {
      if (pageNo > 1) {
        await page.locator(`.pagination__button[aria-label="Página ${pageNo}"]`).click();
        await page.waitForFunction((n) => new URLSearchParams(location.search).get('page') === String(n), {}, pageNo);
      }
      await page.waitForFunction(
        (count) => document.querySelectorAll('.notice-board__title').length === count,
        {},
        Math.min(NOTICE_PAGE_SIZE, vectors.length - (pageNo - 1) * NOTICE_PAGE_SIZE),
      );
      // Each title of the page in turn, clicked as a player would; the panel is inspected once its
      // sanitised HTML is in.
      const onPage = (await page.evaluate(async () => {
        const results: { title: string; problems: string[]; text: string }[] = [];
        const inspect = (window as unknown as { __inspect: (root: Element) => string[] }).__inspect;
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        for (const button of [...document.querySelectorAll<HTMLButtonElement>('.notice-board__title')]) {
          if (button.getAttribute('aria-expanded') !== 'true') button.click();
          const id = button.dataset.noticeId;
          let content: Element | null = null;
          for (let tries = 0; tries < 200 && !content; tries += 1) {
            content = document.querySelector(`#notice-panel-${id} .notice-article__content:not([aria-busy])`);
            if (!content) await frame();
          }
          if (!content) throw new Error(`notice ${id} did not render`);
          results.push({
            title: button.querySelector('.notice-board__name')?.textContent ?? '',
            problems: inspect(content),
            text: content.textContent ?? '',
          });
        }
        return results;
      })) as { title: string; problems: string[]; text: string }[];
      for (const shown of onPage) {
        const n = Number(/^Vetor (\d+)/.exec(shown.title)?.[1]);
        const vector = vectors[n - 1];
        findings.push({ n, problems: shown.problems, markerShown: Boolean(vector) && shown.text.includes(vector.marker) });
      }
    }
    // Every vector was shown once.
    expect(findings.map((finding) => finding.n).sort((a, b) => a - b)).toEqual(vectors.map((vector) => vector.n));
    // Nothing hostile survived, and the harmless paragraph of each one did.
    expect(
      findings
        .filter((finding) => finding.problems.length > 0)
        .map((finding) => ({ n: finding.n, vector: vectors[finding.n - 1].template, problems: finding.problems })),
    ).toEqual([]);
    expect(findings.filter((finding) => !finding.markerShown).map((finding) => finding.n)).toEqual([]);

    // The whole document (the marquee's hostile titles as text, the last panel): no handler, frame or
    // inline script anywhere but the build's own early entry, known by the hash its csp.json lists.
    const { scripts, ...documentProblems } = await page.evaluate(() => {
      const inspect = (window as unknown as { __inspect: (root: Element) => string[] }).__inspect;
      const scripts = [...document.querySelectorAll('script')].map((script) => ({
        src: script.src,
        text: script.textContent ?? '',
        html: script.outerHTML.slice(0, 80),
        dataBlock: script.type === 'application/json' && script.id === 'app-data',
      }));
      // The app's own markup has forms (the header's login): only handlers and script URLs count here.
      const handlers = inspect(document.documentElement).filter((problem) => /^on|="/.test(problem));
      return { scripts, handlers, frames: document.querySelectorAll('iframe, frame, object, embed').length };
    });
    const buildInline = new Set<string>(
      JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'dist', brandId, 'csp.json'), 'utf8'))['script-src'],
    );
    const isBuildInline = (text: string) =>
      buildInline.has(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    // The brand's data block (a JSON data block, never run) is the one the build wrote, unchanged.
    const builtPage = fs.readFileSync(path.resolve(__dirname, '..', 'dist', brandId, 'index.html'), 'utf8');
    const builtData = builtPage.match(/<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/)?.[1];
    const isBuildData = (text: string) => builtData !== undefined && text === builtData;
    const foreign = scripts
      .filter(({ src, text, dataBlock }) =>
        src ? !src.startsWith(served.url) || text.trim() !== '' : dataBlock ? !isBuildData(text) : !isBuildInline(text),
      )
      .map(({ html }) => html);
    expect({ ...documentProblems, foreign }).toEqual({ handlers: [], foreign: [], frames: 0 });
    // The early entry is the one inline script, and it is the build's.
    expect(scripts.filter(({ src, dataBlock }) => !src && !dataBlock).map(({ text }) => isBuildInline(text))).toEqual([true]);
    expect(scripts.filter(({ dataBlock }) => dataBlock)).toHaveLength(1);
    // A hostile title is shown as its text.
    const titles = await page.$$eval('.notice-marquee__title', (buttons) => buttons.map((button) => button.textContent ?? ''));
    expect(titles.some((title) => title.includes('<script>') || title.includes('onerror='))).toBe(true);

    // Handlers that would fire late (an image failing to load, a focus) have had their chance.
    await mediaSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __ran: unknown[] }).__ran)).toEqual([]);
    expect(dialogs).toEqual([]);
  });

  it('shows each vector in the notice modal opened from the marquee, sanitised the same way', async () => {
    await openLoaded(page, new URL('/', served.url).href);
    await page.waitForSelector('.notice-marquee__list:not([aria-hidden]) .notice-marquee__title');
    await page.focus('.notice-marquee__list:not([aria-hidden]) .notice-marquee__title[data-notice-index="0"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"] .notice-reader__item');
    const problems = (await page.evaluate(async () => {
      const inspect = (window as unknown as { __inspect: (root: Element) => string[] }).__inspect;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const found: string[] = [];
      for (const item of [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] .notice-reader__item')]) {
        item.click();
        const title = item.querySelector('.notice-reader__item-title')?.textContent;
        let content: Element | null = null;
        for (let tries = 0; tries < 200 && !content; tries += 1) {
          const shown = document.querySelector('[role="dialog"] .notice-article');
          content =
            shown && shown.querySelector('.notice-article__title')?.textContent === title
              ? shown.querySelector('.notice-article__content:not([aria-busy])')
              : null;
          if (!content) await frame();
        }
        if (!content) throw new Error(`${title} did not render`);
        found.push(...inspect(content).map((problem) => `${title}: ${problem}`));
      }
      return found;
    })) as string[];
    expect(problems).toEqual([]);
    await mediaSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __ran: unknown[] }).__ran)).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
