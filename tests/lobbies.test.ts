/**
 * The lobbies plugin end to end, for every brand folder: header navigation from the game menus,
 * lobbies with their filters and lists, favourites and recent games, and the game launch of spec
 * section 4, against the built brand served by the sandbox in Debian's Chromium.
 */
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import lobbiesPt from '../plugins/lobbies/i18n/pt.json';
import { buildGameNav } from '../plugins/lobbies/nav-rules';
import type { GameCategoryMenu } from '../plugins/lobbies/api';
import { launchBrowser } from './support/browser';
import { logInThroughPage } from './support/log-in';
import { installPageClock } from './support/page-clock';
import { compiledManifest, filesOfGroup } from './support/app-files';
import { suiteBrandIds } from './support/brands';
import { readBrand } from './support/fixtures';
import { serveBrand, type ServedBrand } from './support/serve';

jest.setTimeout(120_000);

// The whole suite runs on the default brand; every brand gets smoke.test.ts (support/brands.ts).
const brandIds = suiteBrandIds();
const GAME_LIST = 'relay/GCSGAME_gameList';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface SeenRequest {
  params: URLSearchParams;
  at: number;
}

describe.each(brandIds)('lobbies on brand %s', (brandId) => {
  const brand = readBrand(brandId);
  const merchantCode = brand.identity.merchantCode;
  let served: ServedBrand;
  let menus: GameCategoryMenu[];
  let page: Page;
  let context: BrowserContext | null = null;
  let gameListRequests: SeenRequest[] = [];

  beforeAll(async () => {
    served = await serveBrand(brandId, merchantCode);
    const response = await fetch(`${served.url}lgw/games/game_menus`, { headers: { 'X-Merchant-Code': merchantCode } });
    menus = ((await response.json()) as { value: GameCategoryMenu[] }).value;
  }, 180_000);
  afterAll(() => served?.stop());

  beforeEach(async () => {
    context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    gameListRequests = [];
    page.on('request', (request: HTTPRequest) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(GAME_LIST)) gameListRequests.push({ params: url.searchParams, at: Date.now() });
    });
  });
  afterEach(async () => {
    await context?.close();
    context = null;
    await served.reset();
  });

  const goto = (pathname: string) => page.goto(new URL(pathname, served.url).href);
  const cardCount = () => page.$$eval('.game-grid .game-card:not(.game-card--skeleton)', (cards) => cards.length);
  const lastRequest = () => gameListRequests[gameListRequests.length - 1]?.params;

  /** Waits until the lobby shows a settled list (no skeletons) of exactly `count` cards. */
  async function waitForCards(count: number): Promise<void> {
    await page.waitForFunction(
      (expected) =>
        !document.querySelector('.game-card--skeleton') && document.querySelectorAll('.game-grid .game-card').length === expected,
      {},
      count,
    );
  }
  async function waitForSettledList(): Promise<void> {
    await page.waitForFunction(
      () =>
        !document.querySelector('.game-card--skeleton') && (document.querySelector('.game-card') || document.querySelector('.lobby-state')),
    );
  }

  async function logIn(): Promise<void> {
    await logInThroughPage(page, served.url, 'jogador');
  }

  async function openDropdown(category: string): Promise<void> {
    await page.waitForSelector(`.game-nav__item[data-category="${category}"]`);
    await page.locator(`.game-nav__item[data-category="${category}"] .game-nav__toggle`).click();
    await page.waitForSelector(`.game-nav__item[data-category="${category}"] .game-nav__panel:not([hidden])`);
  }

  it('builds the navigation from the game menus and opens each lobby and games page from it', async () => {
    const expected = buildGameNav(menus, brand.constants.esportsVendors);
    await goto('/');
    await page.waitForSelector('.game-nav__item');
    const shown = await page.$$eval('.game-nav__item', (items) => items.map((item) => (item as HTMLElement).dataset.category));
    // Both seeded brands carry every category; esports and cockfight come inside SPORTS in the menus.
    expect(shown).toEqual(['RNG', 'INHOUSE', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT']);
    // In-house right after slots; esports and cockfight right after sports.
    expect(shown.indexOf('INHOUSE')).toBe(shown.indexOf('RNG') + 1);
    expect(shown.slice(shown.indexOf('SPORTS'), shown.indexOf('SPORTS') + 3)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

    for (const category of expected) {
      await page.locator(`.game-nav__item[data-category="${category.type}"] .game-nav__link`).click();
      await page.waitForFunction((to) => location.pathname.toLowerCase() === to.toLowerCase(), {}, category.to);
      if (['RNG', 'INHOUSE', 'LIVE', 'FISH', 'PVP'].includes(category.type)) {
        await page.waitForSelector(`.lobby[data-lobby="${category.type}"]`);
        await waitForSettledList();
        expect(await cardCount()).toBeGreaterThan(0);
      } else if (category.type === 'LOTT') {
        await page.waitForSelector('main h1, .main-view h1');
      } else {
        await page.waitForSelector(`.games-page[data-category="${category.type}"] .vendor-card[data-vendor]`);
        const vendors = await page.$$eval('.vendor-card[data-vendor]', (cards) =>
          cards.map((card) => (card as HTMLElement).dataset.vendor),
        );
        expect(vendors).toEqual(category.cards.map((card) => card.vassalage));
      }
    }
  });

  it('caps each vendor dropdown at eleven, with "more" at exactly eleven, and marks hot vendors', async () => {
    await goto('/');
    // The seed: twelve slot vendors at Maré da Sorte, exactly eleven at Trevo Azul; nine live vendors or fewer.
    const slots = menus.find((menu) => menu.gameType === 'RNG')!.cards.length;
    expect(slots).toBe(brandId === 'trevo-azul' ? 11 : 12);
    await openDropdown('RNG');
    expect(await page.$$eval('.game-nav__item[data-category="RNG"] .game-nav__vendor', (buttons) => buttons.length)).toBe(11);
    expect(await page.$('.game-nav__item[data-category="RNG"] .game-nav__more')).not.toBeNull();
    await page.keyboard.press('Escape');
    await openDropdown('LIVE');
    expect(await page.$('.game-nav__item[data-category="LIVE"] .game-nav__more')).toBeNull();
    await page.keyboard.press('Escape');
    for (const category of buildGameNav(menus, brand.constants.esportsVendors)) {
      await openDropdown(category.type);
      const panel = `.game-nav__item[data-category="${category.type}"] .game-nav__panel`;
      const vendors = await page.$$eval(`${panel} .game-nav__vendor`, (buttons) =>
        buttons.map((b) => [(b as HTMLElement).dataset.vendor, Boolean(b.querySelector('.hot-badge'))]),
      );
      expect(vendors).toEqual(category.cards.slice(0, 11).map((card) => [card.vassalage, card.isHot === 1]));
      expect(Boolean(await page.$(`${panel} .game-nav__more`))).toBe(vendors.length === 11);
      await page.keyboard.press('Escape');
      await page.waitForSelector(`${panel}[hidden]`);
    }
  });

  it('opens /rng and / on the answers the early entry fetched (each list asked once, no HTTP library loaded), the home lists only after the page has loaded', async () => {
    const manifest = compiledManifest();
    const httpLibrary = filesOfGroup(manifest, 'axios');
    const lobbyPageFiles = filesOfGroup(manifest, 'lobbies.pages.LobbyPage');
    const scripts: string[] = [];
    const xhrs: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'xhr') xhrs.push(new URL(request.url()).pathname);
    });
    await goto('/rng');
    await waitForCards(15);
    expect(gameListRequests).toHaveLength(1);
    expect(xhrs).toEqual([]);
    // The lobby page's own chunk came from the early entry's preload, not from `main` after it ran.
    const pageCode = await page.evaluate(
      (files) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => files.includes(new URL(entry.name).pathname))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      lobbyPageFiles,
    );
    expect(pageCode).toEqual(['link']);
    expect(scripts.filter((script) => httpLibrary.includes(script))).toEqual([]);
    await goto('/');
    await page.waitForSelector('.home-games .game-card:not(.game-card--skeleton)');
    await page.waitForSelector('.winner-list__item');
    expect(xhrs).toEqual([]);
    expect(scripts.filter((script) => httpLibrary.includes(script))).toEqual([]);
    // Featured games and latest winners sit under the banner (the largest paint): the early entry
    // asks for them once the page has loaded, each once.
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const lists = performance.getEntriesByType('resource').filter((entry) => /GCSGAME_(getRankList|hotGamesV2)/.test(entry.name));
      return {
        loadEnd: navigation.loadEventEnd,
        lists: lists.map((entry) => [(entry as PerformanceResourceTiming).initiatorType, entry.startTime >= navigation.loadEventEnd]),
      };
    });
    expect(timing.lists).toEqual([
      ['fetch', true],
      ['fetch', true],
    ]);
    // With a vendor in the address the lobby asks for that vendor itself; the early entry stays out.
    await goto('/rng?page=PNG');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.game-card:not(.game-card--skeleton) .game-card__vendor')].some(
        (vendor) => vendor.textContent === 'PNG',
      ),
    );
    expect(gameListRequests.slice(1).map((request) => request.params.get('vassalage'))).toEqual(['PNG']);
  });

  it('keeps the chosen vendor tab in view on a phone, its arrows showing which way the strip scrolls', async () => {
    await page.setViewport({ width: 390, height: 844 });
    const slots = menus.find((menu) => menu.gameType === 'RNG')!.cards.map((card) => card.vassalage);
    expect(slots.length).toBeGreaterThan(8);
    const last = slots[slots.length - 1];
    await goto(`/rng?page=${encodeURIComponent(last)}`);
    // The last vendor's tab, far past the strip's width, was scrolled into it.
    await page.waitForFunction(
      (vendor) => {
        const strip = document.querySelector('.vendor-tabs__list')?.getBoundingClientRect();
        const tab = document.querySelector(`.vendor-tabs__tab[data-vendor="${vendor}"]`)?.getBoundingClientRect();
        return !!strip && !!tab && tab.left >= strip.left - 1 && tab.right <= strip.right + 1;
      },
      {},
      last,
    );
    await page.waitForSelector('.vendor-tabs__arrow--next:disabled');
    await page.waitForSelector('.vendor-tabs__arrow--prev:not(:disabled)');
    await page.locator('.vendor-tabs__arrow--prev').click();
    await page.waitForSelector('.vendor-tabs__arrow--next:not(:disabled)');
  });

  it('switches vendor tabs through /rng?page={vendor} and lists only that vendor', async () => {
    await goto('/rng');
    await waitForCards(15);
    const tabs = await page.$$eval('.vendor-tabs__tab[data-vendor]', (links) => links.map((link) => (link as HTMLElement).dataset.vendor));
    const slots = menus.find((menu) => menu.gameType === 'RNG')!.cards.map((card) => card.vassalage);
    expect(tabs).toEqual(['all', ...slots]);
    // More than eight vendors: the strip has arrows.
    expect(Boolean(await page.$('.vendor-tabs__arrow'))).toBe(slots.length > 8);
    for (const vendor of ['PT', 'PNG']) {
      await page.locator(`.vendor-tabs__tab[data-vendor="${vendor}"]`).click();
      await page.waitForFunction((v) => new URLSearchParams(location.search).get('page') === v, {}, vendor);
      await page.waitForFunction(
        (v) => {
          const cards = [...document.querySelectorAll('.game-card:not(.game-card--skeleton) .game-card__vendor')];
          return cards.length > 0 && cards.every((c) => c.textContent === v);
        },
        {},
        vendor,
      );
      expect(lastRequest().get('vassalage')).toBe(vendor);
      expect(await page.$eval('.vendor-tabs__tab[aria-current="page"]', (tab) => (tab as HTMLElement).dataset.vendor)).toBe(vendor);
    }
  });

  it('sends exactly one game-list request 500 ms after the last key, with gameName set', async () => {
    const clock = await installPageClock(page);
    await goto('/rng?page=PNG');
    await waitForCards(15);
    const before = gameListRequests.length;
    // Only the test moves time now: however slowly the keys arrive, they are typed at one instant.
    await clock.freeze();
    await page.type('.lobby-search__input', 'dragao');
    // Nothing is asked while the player is still typing: not 450 ms after the last key...
    await clock.tick(450);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(gameListRequests.length).toBe(before);
    // ...and one request once 500 ms have gone by.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(GAME_LIST));
    await clock.tick(100);
    await asked;
    await page.waitForFunction(() => !document.querySelector('.game-card--skeleton'));
    // More time brings no second request.
    await clock.tick(2_000);
    await clock.thaw();
    const searches = gameListRequests.slice(before);
    expect(searches).toHaveLength(1);
    expect(searches[0].params.get('gameName')).toBe('dragao');
    // Accent- and case-insensitive on the platform: "Dragão Dourado" is found. The answer's cards
    // render after the request (skeletons meanwhile): wait for the settled list, not a fixed time.
    await page.waitForFunction(
      () => !document.querySelector('.game-card--skeleton') && document.querySelectorAll('.game-grid .game-card__name').length > 0,
    );
    const names = await page.$$eval('.game-grid .game-card__name', (names) => names.map((n) => n.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names)
      expect(
        name
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      ).toContain('dragao');
  });

  it('loads 15 more per page, and each filter change resets to page 1 of 15 with the other filters cleared', async () => {
    const clock = await installPageClock(page);
    await goto('/rng?page=PNG');
    await waitForCards(15);
    expect([
      lastRequest().get('pageNo'),
      lastRequest().get('pageSize'),
      lastRequest().get('clientType'),
      lastRequest().get('platform'),
    ]).toEqual(['1', '15', '3', 'flash,html5-desktop']);
    // The button (clicked in place: scrolling to it would start the infinite scroll first)...
    await page.$eval('.game-list__more', (button) => (button as HTMLButtonElement).click());
    await waitForCards(30);
    expect([lastRequest().get('pageNo'), lastRequest().get('pageSize')]).toEqual(['2', '15']);
    // ...and the infinite scroll, near the end of the list.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('.game-grid .game-card:not(.game-card--skeleton)').length > 30);
    expect([lastRequest().get('pageNo'), lastRequest().get('pageSize')]).toEqual(['3', '15']);
    await page.evaluate(() => window.scrollTo(0, 0));

    const expectReset = (kept: Record<string, string>) => {
      const params = lastRequest();
      expect([params.get('pageNo'), params.get('pageSize')]).toEqual(['1', '15']);
      for (const name of ['gameClassify', 'minBet', 'gameName', 'vassalage'])
        expect([name, params.get(name)]).toEqual([name, kept[name] ?? null]);
    };
    // A class applies within the vendor tab.
    await page.locator('.chip[data-class="JP"]').click();
    await waitForSettledList();
    expectReset({ vassalage: 'PNG', gameClassify: 'JP' });
    // Min bet clears the class.
    await page.select('.lobby-select', '0.5');
    await waitForSettledList();
    expectReset({ vassalage: 'PNG', minBet: '0.5' });
    expect(await page.$eval('.chip[data-class="JP"]', (chip) => chip.getAttribute('aria-pressed'))).toBe('false');
    // Search clears the min bet.
    const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('gameName') === 'a');
    await page.type('.lobby-search__input', 'a');
    // The search's 500 ms debounce, on the page's clock.
    await clock.tick(600);
    await searched;
    await waitForSettledList();
    expectReset({ vassalage: 'PNG', gameName: 'a' });
    expect(await page.$eval('.lobby-select', (select) => (select as HTMLSelectElement).value)).toBe('');
    // A vendor tab clears the search and the rest.
    await page.locator('.vendor-tabs__tab[data-vendor="PT"]').click();
    await waitForSettledList();
    expectReset({ vassalage: 'PT' });
    expect(await page.$eval('.lobby-search__input', (input) => (input as HTMLInputElement).value)).toBe('');
  });

  it('shows the cached hot list without load more, and asks a visitor to log in for favourites', async () => {
    await goto('/rng?page=PNG');
    await waitForCards(15);
    await page.locator('.segmented__option[data-list-type="hot"]').click();
    await waitForSettledList();
    const hot = await page.$$eval('.game-card', (cards) => cards.map((card) => Boolean(card.querySelector('.game-card__hot'))));
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every(Boolean)).toBe(true);
    expect(await page.$('.game-list__more')).toBeNull();
    // Back to all and to hot again: hot comes from the cache, no second hot request.
    let hotCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('GCSGAME_hotGamesV2')) hotCalls += 1;
    });
    await page.locator('.segmented__option[data-list-type="all"]').click();
    await waitForCards(15);
    await page.locator('.segmented__option[data-list-type="hot"]').click();
    await waitForSettledList();
    expect(hotCalls).toBe(0);

    await page.locator('.segmented__option[data-list-type="fav"]').click();
    await page.waitForSelector('.auth-modal');
    expect(await page.$eval('.segmented__option[data-list-type="fav"]', (b) => b.getAttribute('aria-pressed'))).toBe('false');
  });

  it('opens the login popup for a launch while logged out, and launches nothing', async () => {
    await goto('/rng?page=PNG');
    await waitForCards(15);
    await page.locator('.game-card .game-card__play').click();
    await page.waitForSelector('.auth-modal');
    expect(new URL(page.url()).pathname).toBe('/rng');
    await page.keyboard.press('Escape');
    await page.locator('.game-card .game-card__fav').click();
    await page.waitForSelector('.auth-modal');
  });

  it('keeps favourites and recent games for a logged-in player', async () => {
    await logIn();
    await goto('/rng?page=PT');
    await waitForCards(15);
    const [first, second] = await page.$$eval('.game-card', (cards) =>
      cards.slice(0, 2).map((card) => (card as HTMLElement).dataset.game!),
    );
    for (const game of [first, second]) {
      await page.locator(`.game-card[data-game="${game}"] .game-card__fav`).click();
      await page.waitForSelector(`.game-card[data-game="${game}"] .game-card__fav[aria-pressed="true"]`);
    }
    await page.locator('.segmented__option[data-list-type="fav"]').click();
    await page.waitForFunction(
      () => document.querySelectorAll('.game-card').length === 2 && !document.querySelector('.game-card--skeleton'),
    );
    expect(new Set(await page.$$eval('.game-card', (cards) => cards.map((card) => (card as HTMLElement).dataset.game)))).toEqual(
      new Set([first, second]),
    );
    // Unstarring in the favourites list removes the game from it.
    await page.locator(`.game-card[data-game="${first}"] .game-card__fav`).click();
    await page.waitForFunction((game) => !document.querySelector(`.game-card[data-game="${game}"]`), {}, first);

    // A launch lands on /game and the game shows in the frame; it is then the most recent game.
    await page.locator('.segmented__option[data-list-type="all"]').click();
    await waitForCards(15);
    await page.locator(`.game-card[data-game="${second}"] .game-card__play`).click();
    await page.waitForFunction(() => location.pathname === '/game');
    await expectDemoGame();
    await goto('/rng?page=PT');
    await waitForCards(15);
    await page.locator('.segmented__option[data-list-type="recent"]').click();
    await page.waitForFunction(() => !document.querySelector('.game-card--skeleton') && document.querySelector('.game-card'));
    expect(await page.$eval('.game-card', (card) => (card as HTMLElement).dataset.game)).toBe(second);
  });

  /** The /game frame shows the sandbox's demo game page, on a launch CDN, with the player's balance. */
  async function expectDemoGame(name?: string): Promise<void> {
    const frameHandle = await page.waitForSelector('iframe.game-frame-page__frame');
    const src = await frameHandle!.evaluate((frame) => (frame as HTMLIFrameElement).src);
    expect(src).toMatch(new RegExp(`^${served.url.replace(/[/.]/g, '\\$&')}cdn/[ab]/play/`));
    const frame = await frameHandle!.contentFrame();
    await frame!.waitForSelector('body');
    await frame!.waitForFunction(() => document.body.textContent?.includes('Saldo'));
    const text = await frame!.evaluate(() => document.body.textContent ?? '');
    expect(text).toMatch(new RegExp(`${brand.currencySymbol.replace(/\$/g, '\\$')} [0-9,]+\\.\\d{2}`));
    if (name) expect(text).toContain(name);
  }

  it('launches a slots vendor, each lottery vassalage and a VASSALAGE provider where section 4 says', async () => {
    await logIn();
    await goto('/');
    // RNG: the vendor is remembered and its tab of /rng opens.
    await openDropdown('RNG');
    await page.locator('.game-nav__item[data-category="RNG"] .game-nav__vendor[data-vendor="PT"]').click();
    await page.waitForFunction(() => location.pathname === '/rng' && new URLSearchParams(location.search).get('page') === 'PT');
    expect(await page.evaluate(() => sessionStorage.getItem('gameVendor'))).toBe('PT');

    // Lottery cards route by vassalage.
    const lotteryRoutes: Record<string, string> = {
      TCG_SEA: '/seaLottery',
      TCG_LOTTO_VN: '/vnLottery',
      LOTT: '/lottery',
      ELOTT: '/lottery',
    };
    for (const category of ['LOTT', 'ELOTT'] as const) {
      for (const card of menus.find((menu) => menu.gameType === category)?.cards ?? []) {
        await goto('/');
        await openDropdown(category);
        await page.locator(`.game-nav__item[data-category="${category}"] .game-nav__vendor[data-vendor="${card.vassalage}"]`).click();
        await page.waitForFunction((to) => location.pathname === to, {}, lotteryRoutes[card.vassalage]);
      }
    }

    // A VASSALAGE provider opens its game popup; a game from it starts in /game.
    const fish = menus.find((menu) => menu.gameType === 'FISH')!.cards.find((card) => card.isGame === 'VASSALAGE')!;
    await goto('/');
    await openDropdown('FISH');
    await page.locator(`.game-nav__item[data-category="FISH"] .game-nav__vendor[data-vendor="${fish.vassalage}"]`).click();
    // The loaded cards, not their skeletons (which share the .game-card class).
    await page.waitForSelector(`.game-popup [data-vendor="${fish.vassalage}"] .game-card__name`);
    const title = await page.$eval('.game-popup [role="dialog"] h2, [role="dialog"] h2', (h) => h.textContent);
    expect(title).toBe(lobbiesPt.popup.title.replace('{{name}}', fish.name));
    const gameName = await page.$eval('.game-popup .game-card__name', (n) => n.textContent ?? '');
    await page.locator('.game-popup .game-card .game-card__play').click();
    await page.waitForFunction(() => location.pathname === '/game');
    await page.waitForSelector('.game-popup', { hidden: true });
    await expectDemoGame(gameName);
  });

  it('launches a lottery game with its code on the lottery page of its vassalage', async () => {
    await logIn();
    for (const [vassalage, route] of [
      ['TCG_SEA', '/seaLottery'],
      ['TCG_LOTTO_VN', '/vnLottery'],
    ] as const) {
      await page.evaluate(() => history.pushState({}, '', '/'));
      const code = await page.evaluate(
        async (merchant, v) => {
          const answer = await fetch(
            v === 'TCG_LOTTO_VN'
              ? '/lgw/vn/games/game_menu?device=WEB&language=pt'
              : '/lgw/games/lottery_menus?prizeMode=SEA&device=WEB&language=pt',
            {
              headers: { 'X-Merchant-Code': merchant },
            },
          );
          const groups = (await answer.json()).value as { games: { gameCode: string; vassalage: string }[] }[];
          return groups.flatMap((group) => group.games).find((game) => game.vassalage === v)?.gameCode ?? null;
        },
        merchantCode,
        vassalage,
      );
      expect(code).not.toBeNull();
      await goto(`${route}?gameCode=${code}`);
      const frame = await page.waitForSelector('iframe');
      expect(await frame!.evaluate((f) => (f as HTMLIFrameElement).src)).toContain('/play/');
    }
  });
});
