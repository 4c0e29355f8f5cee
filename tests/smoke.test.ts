/**
 * Browser smoke test for every brand folder (or those E2E_BRANDS names): one sandbox (`npm run serve`) serves every built
 * brand, each at its own host name (`<id>.localhost`, the default brand on 127.0.0.1), driven in
 * Debian's Chromium.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer';
import type { AppData } from '../core/brand/app-data';
import corePt from '../core/i18n/pt.json';
import { allBrandIds, DEFAULT_BRAND, suiteBrandIds } from './support/brands';
import { launchBrowser } from './support/browser';
import { openLoaded, reloadLoaded } from './support/navigation';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';
import { compiledManifest, filesOfGroup } from './support/app-files';

jest.setTimeout(120_000);

// Every brand, or those E2E_BRANDS names (scripts/new-brand-flow.ts smoke-tests the new one).
const brandIds = process.env.E2E_BRANDS ? suiteBrandIds() : allBrandIds();

let browser: Browser;
let server: ServedBrand;
beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser({ motion: 'full' }),
    serveBrand(DEFAULT_BRAND, readBrand(DEFAULT_BRAND).identity.merchantCode),
  ]);
});
afterAll(() => Promise.all([browser?.close(), server?.stop()]));

describe.each(brandIds)('brand %s', (brandId) => {
  const brand = readBrand(brandId);
  const palette = brand.theme.palettes[brand.theme.default];
  let served: ServedBrand;
  let page: Page;

  beforeAll(() => {
    served = brandId === DEFAULT_BRAND ? server : server.as(brandId, brand.identity.merchantCode);
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    await page?.close();
    await served.reset();
  });

  it('home shows the brand’s name, logo, theme colour and the w_home banners, with no error and no CSP violation', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const bannerTypes: string[] = [];
    page.on('response', (response) => {
      if (/\/cdn\/[ab]\/banners\//.test(response.url())) bannerTypes.push(response.headers()['content-type']);
    });
    await openLoaded(page, served.url);
    await page.waitForSelector('.home-welcome');
    // The inline early entry ran (the CSP allowed its hash): it preloaded the banner it was answered.
    expect(
      await page.$$eval('link[rel=preload][as=image][fetchpriority=high]', (links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([expect.stringMatching(/^\/cdn\/[ab]\/banners\/.+\.jpg$/)]);
    expect(await page.title()).toBe(brand.name);
    const logo = await page.$eval('.site-header__logo img', (img) => ({
      alt: img.getAttribute('alt'),
      loaded: (img as HTMLImageElement).naturalWidth > 0,
    }));
    expect(logo).toEqual({ alt: brand.name, loaded: true });
    // The brand's logo is under 2 KB: it comes inside the code, not as a request of its own.
    expect(await page.$eval('.site-header__logo img', (img) => img.getAttribute('src'))).toMatch(/^data:image\/svg\+xml,/);
    expect(await page.$eval('.home-welcome__eyebrow', (el) => el.textContent)).toContain(brand.name);

    const theme = await page.evaluate(() => ({
      mode: document.documentElement.dataset.theme,
      primary: getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(theme.mode).toBe(brand.theme.default);
    expect(theme.primary.toLowerCase()).toBe(palette.primary.toLowerCase());
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(palette.bg.slice(i, i + 2), 16));
    expect(theme.background).toBe(`rgb(${r}, ${g}, ${b})`);

    // Loaded, not only in the document: the image CDN draws the banner on its first request.
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.banner-strip[data-group="w_home"] img');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    const banner = await page.$eval('.banner-strip img', (img) => ({
      src: img.getAttribute('src'),
      width: (img as HTMLImageElement).naturalWidth,
    }));
    expect(banner.src).toMatch(/\/cdn\/[ab]\/banners\/.+\.jpg$/);
    // Drawn for this screen from the client hints the page asks for: 1280 px at 1x gets the 1440 step.
    expect(banner.width).toBe(1440);
    // Chromium names WebP in its Accept header, so the image CDN sends WebP (still at the .jpg address).
    expect(bannerTypes.length).toBeGreaterThan(0);
    for (const type of bannerTypes) expect(type).toBe('image/webp');
    expect(await page.$$eval('.banner-strip__dot', (dots) => dots.length)).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  it('index.html carries the brand’s data and the early entry (which asks for the entry scripts), the loading frame, one style sheet with the palette in it, and the brand’s first screen inside its main script and one style sheet', () => {
    const html = fs.readFileSync(path.resolve(__dirname, '..', 'dist', brandId, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map(([tag]) => tag);
    // The app data block, then the early entry inline, before the style sheet it must not wait
    // for; no tag for the entry's scripts: the early entry asks for them (core/api/early-requests.ts),
    // or its deferred stand-in does when it could not run.
    expect(
      scripts.map((tag) =>
        tag === '<script data-early>'
          ? 'early (inline)'
          : tag === '<script type="application/json" id="app-data">'
            ? 'app data'
            : /^<script defer src="\/js\/standIn\.[0-9a-f]{8}\.js">$/.test(tag)
              ? 'stand-in'
              : tag,
      ),
    ).toEqual(['app data', 'early (inline)', 'stand-in']);
    expect(html.indexOf('<script data-early>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // The loading frame is in the page itself, on screen with the style sheet.
    expect(html).toMatch(/<div id="root"><div class="boot-shell" aria-busy="true">/);
    const data = JSON.parse(html.match(/<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/)![1]) as AppData;
    expect(data.brand.id).toBe(brandId);
    expect(data.early.merchantCode).toBe(brand.identity.merchantCode);
    expect(data.entryScripts.map((file) => file.match(/^\/js\/([a-z-]+)\.[0-9a-f]{8}\.js$/)?.[1])).toEqual(['framework', 'vendor', 'main']);
    // The page's CSP lets exactly that inline script run, by its hash (csp.json, read by the sandbox).
    const inline = html.match(/<script data-early>([\s\S]*?)<\/script>/)![1];
    const hash = `'sha256-${crypto.createHash('sha256').update(inline, 'utf8').digest('base64')}'`;
    expect(JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'dist', brandId, 'csp.json'), 'utf8'))).toEqual({
      'script-src': [hash],
    });
    const sheets = [...html.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag.match(/href="([^"]+)"/)?.[1]);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]).toMatch(/^\/css\/brand\.[0-9a-f]{8}\.css$/);
    const css = fs.readFileSync(path.resolve(__dirname, '..', 'dist', brandId, sheets[0]!.slice(1)), 'utf8');
    expect(css).toContain(`--primary:${palette.primary}`);
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag.replace(/\.[0-9a-f]{8}\./, '.#.'));
    expect(preloads).toEqual(['<link rel="preload" href="/css/first-screen.#.css" as="style">']);
    // The first screen's code comes inside the brand's main script, ahead of the entry's own; the
    // style sheets of its chunks are in that one file, which the runtime is told.
    const main = data.entryScripts[2].slice(1);
    const pushed = [...fs.readFileSync(path.resolve(__dirname, '..', 'dist', brandId, main), 'utf8').matchAll(/\.push\(\[\[/g)];
    expect(pushed.length).toBeGreaterThan(brand.plugins.length);
    // Every script file starts with V8's compile hint (webpack.config.ts, CompileHintsPlugin), so
    // its functions compile off the main thread: the brand's main script too, which starts with a
    // chunk's code. The inline early entry has none (nothing inline streams).
    const jsDir = path.resolve(__dirname, '..', 'dist', brandId, 'js');
    const unhinted = fs
      .readdirSync(jsDir)
      .filter(
        (file) => file.endsWith('.js') && !fs.readFileSync(path.join(jsDir, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
      );
    expect(unhinted).toEqual([]);
    expect(inline).not.toContain('allFunctionsCalledOnLoad');
    expect(new Set(Object.values(data.chunkStyles).map((file) => file.replace(/\.[0-9a-f]{8}\./, '.#.')))).toEqual(
      new Set(['css/first-screen.#.css']),
    );
  });

  it('switches theme and keeps the choice across a reload', async () => {
    await openLoaded(page, served.url);
    const other = brand.theme.default === 'dark' ? 'light' : 'dark';
    await page.locator(`.theme-switch__option--${other}`).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(other);
    await reloadLoaded(page);
    await page.waitForSelector('.home-welcome');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(other);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(primary.toLowerCase()).toBe(brand.theme.palettes[other].primary.toLowerCase());
  });

  it('status 1 shows the maintenance page with its title, end time and customer-service button', async () => {
    await served.setStatus({
      maintenance: { title: 'Manutenção programada', message: 'Estamos a atualizar os servidores.', endTime: '2030-01-15T10:30:00Z' },
      regionRestriction: true,
    });
    await page.goto(served.url);
    await page.waitForSelector('.status-page--maintenance');
    const text = await page.$eval('.status-page__card', (el) => el.textContent ?? '');
    expect(text).toContain('Manutenção programada');
    expect(text).toContain('Estamos a atualizar os servidores.');
    expect(await page.$eval('[data-testid="maintenance-end"]', (el) => el.textContent)).toContain('2030');
    expect(await page.$eval('.status-page .btn', (el) => el.textContent)).toBe('Falar com o atendimento');
    expect(await page.$('.site-header')).toBeNull();
  });

  it('status 2 shows the blocked page with the visitor’s IP, and the site’s own message', async () => {
    await served.setStatus({ maintenance: null, regionRestriction: true });
    await page.goto(served.url);
    await page.waitForSelector('.status-page--blocked');
    expect(await page.$eval('[data-testid="blocked-ip"]', (el) => el.textContent)).toBe('Seu IP: 127.0.0.1');
    expect(await page.$eval('.status-page__title', (el) => el.textContent)).toBe('Acesso restrito na sua região');
    expect(await page.$eval('[data-testid="blocked-message"]', (el) => el.textContent)).toBe(corePt.status.blockedMessage);
    expect(await page.$('.status-page .btn')).not.toBeNull();
  });

  it('an unknown route shows the not-found page inside the shell', async () => {
    const response = await openLoaded(page, `${served.url}no/such/page`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('#not-found-title');
    expect(await page.$eval('#not-found-title', (el) => el.textContent)).toBe('Página não encontrada');
    expect(await page.$('.site-header')).not.toBeNull();
    expect(await page.$eval('.main-view', (el) => el.className)).toContain('no-such-page');
  });

  it('the page the site opens on shows at once; a page moved to fades in (spec section 2)', async () => {
    await openLoaded(page, served.url);
    await page.waitForSelector('.main-view');
    expect(await page.$eval('.main-view', (el) => el.classList.contains('view-fade'))).toBe(false);
    // An in-app move, as a link does it (the router follows the history).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForSelector('.main-view.view-fade.no-such-page');
  });

  it('a route chunk that fails to load shows the retry message, and retry loads it', async () => {
    let failChunks = true;
    const lobbyPageFiles = filesOfGroup(compiledManifest(), 'lobbies.pages.LobbyPage');
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (failChunks && lobbyPageFiles.includes(new URL(request.url()).pathname)) void request.abort('failed');
      else void request.continue();
    });
    await page.goto(`${served.url}rng`);
    await page.waitForSelector('.main-view [data-chunk-error]');
    expect(await page.$eval('.main-view [data-chunk-error]', (el) => el.getAttribute('data-chunk-error'))).toBe('error');
    expect(await page.$eval('.main-view .chunk-error__title', (el) => el.textContent)).toBe('Não foi possível carregar esta parte do site');
    failChunks = false;
    await page.locator('.main-view .chunk-error button').click();
    await page.waitForSelector('.main-view .lobby[data-lobby]');
    expect(await page.$('.main-view [data-chunk-error]')).toBeNull();
  });

  it('a first-screen file that fails to load shows the start-failed page, and retry starts the site', async () => {
    let failFirstScreen = true;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (failFirstScreen && /\/css\/first-screen\.[0-9a-f]+\.css$/.test(request.url())) void request.abort('failed');
      else void request.continue();
    });
    await page.goto(served.url);
    await page.waitForSelector('.status-page--failed .status-page__retry');
    failFirstScreen = false;
    await page.locator('.status-page__retry').click();
    await page.waitForSelector('.home-welcome');
  });

  it('fits the navigation bar in 1280 px, with the secondary links under "Mais" (keyboard too)', async () => {
    // The points mall is a secondary link while the merchant's POINTMALL is on (off in Trevo Azul's seed).
    await served.controls.setToggles({ POINTMALL: true });
    const secondary = [
      brand.plugins.includes('points') ? 'Loja de pontos' : null,
      brand.plugins.includes('downloads') ? 'Aplicativos' : null,
    ].filter(Boolean);
    await openLoaded(page, served.url);
    await page.waitForSelector('.game-nav__item');
    const bar = await page.$eval('.main-nav__list', (list) => ({ overflow: list.scrollWidth - list.clientWidth }));
    expect(bar.overflow).toBeLessThanOrEqual(0);
    if (!secondary.length) {
      expect(await page.$('.main-nav__more')).toBeNull();
      return;
    }
    const toggle = '.main-nav__more-toggle';
    expect(await page.$eval(toggle, (button) => button.getAttribute('aria-expanded'))).toBe('false');
    expect(await page.$eval('.main-nav__more-list', (list) => getComputedStyle(list).display)).toBe('none');
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.main-nav__more-list a', { visible: true });
    expect(await page.$$eval('.main-nav__more-list a', (links) => links.map((link) => link.textContent))).toEqual(secondary);
    // Every link is inside the window, not cut by the bar's scroller.
    const boxes = await page.$$eval('.main-nav__more-list a', (links) =>
      links.map((link) => link.getBoundingClientRect().right <= window.innerWidth),
    );
    expect(boxes.every(Boolean)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await page.$eval(toggle, (button) => [button.getAttribute('aria-expanded'), document.activeElement === button])).toEqual([
      'false',
      true,
    ]);
    await page.locator(toggle).click();
    await page.locator('.main-nav__more-list a[href="/down"], .main-nav__more-list a').click();
    await page.waitForFunction(() => location.pathname !== '/');
    expect(await page.$eval(toggle, (button) => [button.getAttribute('aria-expanded'), button.classList.contains('active')])).toEqual([
      'false',
      true,
    ]);
  });

  it(`the downloads plugin is ${brand.plugins.includes('downloads') ? 'on' : 'off'} as the brand lists it`, async () => {
    await openLoaded(page, served.url);
    await page.waitForSelector('.main-nav__link');
    const navLabels = await page.$$eval('.main-nav__link', (links) => links.map((link) => link.textContent));
    // Home first; the downloads entry only when the brand lists the plugin (the game categories sit between).
    expect(navLabels[0]).toBe('Início');
    expect(navLabels.includes('Aplicativos')).toBe(brand.plugins.includes('downloads'));
    const response = await openLoaded(page, `${served.url}down`);
    expect(response?.status()).toBe(200);
    if (!brand.plugins.includes('downloads')) {
      await page.waitForSelector('#not-found-title');
      return;
    }
    await page.waitForSelector('.app-card[data-resource="ANDROID"] svg');
    const cards = await page.$$eval('.app-card', (items) =>
      items.map((item) => ({
        resource: item.getAttribute('data-resource'),
        qrLabel: item.querySelector('svg')?.getAttribute('aria-label'),
        href: item.querySelector('a')?.getAttribute('href'),
      })),
    );
    expect(cards.map((card) => card.resource)).toEqual(['ANDROID', 'IOS', 'IOS_CONFIG']);
    expect(cards[0].qrLabel).toBe('Código QR para Android');
    expect(cards[0].href).toMatch(/^https?:\/\//);
    expect(await page.$eval('.banner-strip', (el) => el.getAttribute('data-group'))).toBe('w_down');
    expect(await page.$$eval('.social-list__link', (links) => links.length)).toBeGreaterThan(0);
  });
});
