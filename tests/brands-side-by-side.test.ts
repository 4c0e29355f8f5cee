/**
 * One compiled app, every brand: one sandbox process serves the shipped brands side by side, each
 * at its own host name (`<id>.localhost`), each page with its own brand data, palette, plugins,
 * CSP hashes and merchant code; and a brand that does not list a plugin never asks for any file
 * holding that plugin's code, however much of the site is browsed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, HTTPRequest, Page } from 'puppeteer';
import type { AppData } from '../core/brand/app-data';
import { routePaths } from '../core/plugin/resolve-plugins';
import { allPlugins } from '../plugins';
import { appDirFor, readAppManifest, type AppManifest } from '../scripts/build/app-manifest';
import { launchBrowser } from './support/browser';
import { DEFAULT_BRAND } from './support/brands';
import { readBrand } from './support/fixtures';
import { logInThroughPage } from './support/log-in';
import { openLoaded } from './support/navigation';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(180_000);

const repoRoot = path.resolve(__dirname, '..');
const SHIPPED = ['mare-da-sorte', 'trevo-azul'];

let browser: Browser;
let server: ServedBrand;
let manifest: AppManifest;

beforeAll(async () => {
  const compiled = readAppManifest(appDirFor('production', repoRoot));
  if (!compiled) throw new Error('no compiled app: run npm run build first');
  manifest = compiled;
  [browser, server] = await Promise.all([launchBrowser(), serveBrand(DEFAULT_BRAND, readBrand(DEFAULT_BRAND).identity.merchantCode)]);
});
afterAll(() => Promise.all([browser?.close(), server?.stop()]));

const port = () => new URL(server.url).port;
const hostUrl = (brandId: string) => `http://${brandId}.localhost:${port()}/`;

function sha256Sources(brandId: string): string[] {
  return (JSON.parse(fs.readFileSync(path.join(repoRoot, 'dist', brandId, 'csp.json'), 'utf8')) as { 'script-src': string[] })[
    'script-src'
  ];
}

async function appDataOf(page: Page): Promise<AppData> {
  return JSON.parse(await page.$eval('#app-data', (element) => element.textContent ?? '')) as AppData;
}

describe('one server serves every built brand by host name', () => {
  it.each(SHIPPED)('%s gets its own page: data, palette, plugins, CSP hashes and merchant code', async (brandId) => {
    const brand = readBrand(brandId);
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const merchantHeaders = new Set<string>();
    page.on('request', (request) => {
      const code = request.headers()['x-merchant-code'];
      if (code) merchantHeaders.add(code);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.evaluateOnNewDocument(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective}`));
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await openLoaded(page, hostUrl(brandId));
    await page.waitForSelector('.home-welcome');

    expect(await page.title()).toBe(brand.name);
    expect((await appDataOf(page)).brand.id).toBe(brandId);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(primary.toLowerCase()).toBe(brand.theme.palettes[brand.theme.default].primary.toLowerCase());
    // Its own plugins: the downloads link only where the brand lists the plugin.
    await page.waitForSelector('.main-nav__link');
    const hasDownloads = await page.$('a[href="/down"]');
    expect(hasDownloads !== null).toBe(brand.plugins.includes('downloads'));
    // Its own policy, allowing its own build's inline script by hash; the early entry ran under it.
    const csp = response?.headers()['content-security-policy'] ?? '';
    for (const source of sha256Sources(brandId)) expect(csp).toContain(source);
    expect(await page.evaluate(() => '__earlyRequests' in window)).toBe(true);
    // Every call spoke for its own merchant.
    expect([...merchantHeaders]).toEqual([brand.identity.merchantCode]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the default brand on 127.0.0.1 and on a host that names no built brand', async () => {
    const page = await browser.newPage();
    for (const url of [server.url, hostUrl('no-such-brand')]) {
      await openLoaded(page, url);
      expect((await appDataOf(page)).brand.id).toBe(DEFAULT_BRAND);
    }
    await page.close();
  });
});

/**
 * The plugins whose code each requested file of the site holds: from the compiled app's manifest,
 * or, for the brand's own files, from the chunks they carry (the page's chunk map for its style
 * sheet; the chunks its main script registers, read from the script itself).
 */
function pluginsOfFile(brandId: string, file: string, data: AppData): string[] {
  const direct = Object.values(manifest.chunks).filter((chunk) => chunk.js.includes(file) || chunk.css.includes(file));
  if (direct.length) return direct.flatMap((chunk) => chunk.plugins);
  const ids = Object.entries(data.chunkStyles)
    .filter(([, bundle]) => bundle === file)
    .map(([id]) => id);
  if (file.endsWith('.js')) {
    const code = fs.readFileSync(path.join(repoRoot, 'dist', brandId, file), 'utf8');
    for (const [, list] of code.matchAll(/\.push\(\[\[([^\]]*)\]/g)) ids.push(...list.split(',').map((id) => id.replace(/"/g, '')));
  }
  return ids.flatMap((id) => manifest.chunks[id]?.plugins ?? []);
}

/** Every code and style file the page asks for from now on (paths without the leading slash). */
function recordFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request: HTTPRequest) => {
    const { pathname } = new URL(request.url());
    if (/^\/(js|css)\//.test(pathname)) files.push(pathname.slice(1));
  });
  return files;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('a brand that does not list a plugin never asks for its files', () => {
  it('trevo-azul (no downloads plugin): every page of its plugins and the whole member centre', async () => {
    const brandId = 'trevo-azul';
    const brand = readBrand(brandId);
    const missing = allPlugins.map((plugin) => plugin.id).filter((id) => !brand.plugins.includes(id));
    expect(missing).toContain('downloads');
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const files = recordFiles(page);
    const base = hostUrl(brandId);
    const pages = allPlugins
      .filter((plugin) => brand.plugins.includes(plugin.id))
      .flatMap((plugin) => (plugin.routes ?? []).map((route) => routePaths(route)[0]))
      .filter((route) => !route.includes(':'));
    // And the downloads plugin's own address, which this brand answers with its not-found page.
    for (const pathname of [...pages, '/down']) await openLoaded(page, new URL(pathname, base).href);
    await page.waitForSelector('#not-found-title');

    await logInThroughPage(page, base, 'jogador');
    await page.locator('.header-account__avatar').click();
    await page.waitForSelector('.member-centre .member-centre__entry');
    const entries = await page.$$eval('.member-centre__entry', (buttons) => buttons.map((button) => button.getAttribute('data-page')));
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) {
      await page.locator(`.member-centre__entry[data-page="${entry}"]`).click();
      await page.waitForSelector(`.member-centre__entry[data-page="${entry}"][aria-current="page"]`);
      await nextFrames(page);
    }

    const data = await appDataOf(page);
    const foreign = [...new Set(files)].map((file) => ({
      file,
      plugins: pluginsOfFile(brandId, file, data).filter((id) => missing.includes(id)),
    }));
    expect(files.length).toBeGreaterThan(20);
    // The record sees the brand's own plugins in what it loaded (their definitions come in its main
    // script): it would see another's.
    const seen = new Set([...new Set(files)].flatMap((file) => pluginsOfFile(brandId, file, data)));
    expect(brand.plugins.filter((id) => !seen.has(id))).toEqual([]);
    expect(foreign.filter((item) => item.plugins.length)).toEqual([]);
    await page.close();
  });

  it('the same record catches the plugin’s files on a brand that lists it (mare-da-sorte’s /down)', async () => {
    const page = await browser.newPage();
    const files = recordFiles(page);
    await openLoaded(page, new URL('/down', hostUrl('mare-da-sorte')).href);
    await page.waitForSelector('.app-card');
    const data = await appDataOf(page);
    expect(files.some((file) => pluginsOfFile('mare-da-sorte', file, data).includes('downloads'))).toBe(true);
    await page.close();
  });
});
