/**
 * An operator's module switches, live on the next page load with no rebuild (issue 23): a game
 * category switched off leaves the header, its lobby's address and its banners; promotions
 * switched off take every banner that leads to them. The other brand, served by the same sandbox,
 * stays as it was; switching back on brings everything back.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { launchBrowser } from './support/browser';
import { openLoaded } from './support/navigation';
import { readBrand } from './support/fixtures';
import { sandboxControls } from './support/sandbox-controls';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

const MARE = readBrand('mare-da-sorte').identity.merchantCode;
const TREVO = readBrand('trevo-azul').identity.merchantCode;

let browser: Browser;
let served: ServedBrand;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, served] = await Promise.all([launchBrowser(), serveBrand('mare-da-sorte', MARE)]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await served?.stop();
});
beforeEach(async () => {
  context = await browser.createBrowserContext();
  page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
});
afterEach(async () => {
  await context?.close();
  await served.reset();
  await served.as('trevo-azul', TREVO).reset();
});

const open = (base: string, pathname: string) => openLoaded(page, new URL(pathname, base).href);
const trevoUrl = () => served.as('trevo-azul', TREVO).url;
const navHrefs = () => page.$$eval('.game-nav__link', (links) => links.map((link) => link.getAttribute('href')));
const notFoundShown = async () => {
  await page.waitForSelector('.main-view > *:not(.page-skeleton)', { timeout: 20_000 });
  return (await page.$('.main-view #not-found-title')) !== null;
};

describe('module switches, live on the next page load', () => {
  it('LIVE off for MDS001: no "Ao vivo" item, /live is not found, trevo-azul unchanged; on brings it back', async () => {
    await open(served.url, '/');
    await page.waitForSelector('.game-nav__link');
    expect(await navHrefs()).toContain('/live');

    await sandboxControls(served.url, MARE).setToggles({ LIVE: false });
    await open(served.url, '/');
    await page.waitForSelector('.game-nav__link');
    expect(await navHrefs()).not.toContain('/live');
    expect(await navHrefs()).toContain('/rng');
    await open(served.url, '/live');
    expect(await notFoundShown()).toBe(true);
    // No banner of the switched-off page above the not-found message.
    expect(await page.$('.banner-strip img')).toBeNull();

    await open(trevoUrl(), '/');
    await page.waitForSelector('.game-nav__link');
    expect(await navHrefs()).toContain('/live');
    await open(trevoUrl(), '/live');
    expect(await notFoundShown()).toBe(false);

    await sandboxControls(served.url, MARE).setToggles({ LIVE: true });
    await open(served.url, '/live');
    expect(await notFoundShown()).toBe(false);
    await page.waitForSelector('.game-nav__link');
    expect(await navHrefs()).toContain('/live');
  });

  it('PROMOTIONS off: /promotions is not found with no banner above it, and no banner links to a promotion', async () => {
    const promotionLinks = () => page.$$eval('a[href^="/promoDetail"], a[href^="/promotions"]', (links) => links.length);
    await open(served.url, '/');
    await page.waitForSelector('.banner-strip img');

    await sandboxControls(served.url, MARE).setToggles({ PROMOTIONS: false });
    await open(served.url, '/');
    await page.waitForSelector('.banner-strip img');
    await page.waitForSelector('.game-nav__link');
    expect(await promotionLinks()).toBe(0);
    await open(served.url, '/promotions');
    expect(await notFoundShown()).toBe(true);
    expect(await page.$('.banner-strip img')).toBeNull();

    await open(trevoUrl(), '/promotions');
    expect(await notFoundShown()).toBe(false);
  });
});
