/**
 * @jest-environment jsdom
 *
 * The early entry: which calls it starts for the page it is on, and under which keys.
 */
import { APP_DATA_ELEMENT_ID } from '../brand/app-data';
import { FIRST_SCREEN_ATTRIBUTE } from '../ui/after-load';
import { EARLY_KEY, requestKey, SAVED_THEME_KEY, SAVED_THEME_READ_ATTRIBUTE, type EarlyManifest } from './early-shared';

const manifest: EarlyManifest = {
  base: '/wps/',
  merchantCode: 'MDS001',
  routes: {
    '*': [{ path: '/lgw/games/game_menus', params: { language: 'pt' } }],
    '/': [{ path: 'relay/hot', params: { gameType: 'RNG' }, afterLoad: true }],
    '/rng': [
      { path: 'relay/lanes', params: { gameType: 'RNG' } },
      { path: 'relay/list', params: { pageNo: 1, vassalage: undefined }, skipWhen: { query: ['page'], session: ['token', 'gameVendor'] } },
    ],
    '/rng-home': [{ path: 'relay/later', params: { pageNo: 1 }, skipWhen: { session: ['token'] }, afterLoad: true }],
    '/promo': [
      {
        path: 'system/banners',
        params: { group: 'w_promo' },
        heroImage: {
          src: '0.url',
          alt: '0.title',
          width: 1920,
          height: 560,
          narrow: { src: '0.phoneUrl', media: '(max-width: 767.98px)', width: 750, height: 400 },
        },
      },
    ],
  },
  intros: {},
};

const entryScripts = ['/js/framework.a1.js', '/js/vendor.b2.js', '/js/main.c3.js'];

const pageFiles = { '/rng': ['/js/lobbies-page.abc.js'], '/lottery': ['/css/lottery-page.def.css', '/js/lottery-page.def.js'] };

/**
 * Runs the early entry on an address and answers which URLs it fetched and which keys it left,
 * after the task in which it asks its calls that have skipWhen (`guardedToo`), or right away.
 */
function runAt(
  address: string,
  dataJson: string | null = JSON.stringify({ early: manifest, pageFiles, entryScripts }),
  guardedToo = true,
  answer: (url: string) => Promise<unknown> = () => Promise.resolve({ status: 200, text: () => Promise.resolve('{}') }),
) {
  document.head.querySelectorAll('link[rel=preload], script[src]').forEach((element) => element.remove());
  window.history.replaceState(null, '', address);
  const urls: string[] = [];
  global.fetch = jest.fn((url: string) => {
    urls.push(url);
    return answer(url);
  }) as unknown as typeof fetch;
  document.getElementById(APP_DATA_ELEMENT_ID)?.remove();
  if (dataJson !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = APP_DATA_ELEMENT_ID;
    block.textContent = dataJson;
    document.head.appendChild(block);
  }
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules runs the module once, synchronously
    require('./early-requests');
  });
  if (guardedToo) jest.advanceTimersByTime(0);
  return { urls, keys: Object.keys((window as unknown as Record<string, object>)[EARLY_KEY] ?? {}) };
}

// Fake timers: an afterLoad call left waiting by one test must not fire into the next one's fetch.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  sessionStorage.clear();
});

/** The app's scripts the early entry has asked for, as it inserted them. */
const askedScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    inOrder: (script as HTMLScriptElement).async === false,
    priority: script.getAttribute('fetchpriority'),
  }));
const askedInOrderAtHighPriority = entryScripts.map((src) => ({ src, inOrder: true, priority: 'high' }));

/** Lets the answers' promise chains run (fake timers leave microtasks alone). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('early entry: the app’s code', () => {
  it('is asked for at once, in order and at high priority, on a page with no image to paint first', () => {
    runAt('/RNG/');
    expect(askedScripts()).toEqual(askedInOrderAtHighPriority);
  });

  it('waits for the largest image’s call on a page that has one, and comes as soon as there is nothing to paint', async () => {
    let answerBanners: (value: unknown) => void = () => undefined;
    runAt('/promo', undefined, true, (url) =>
      url.includes('system/banners')
        ? new Promise((resolve) => {
            answerBanners = resolve;
          })
        : Promise.resolve({ status: 200, text: () => Promise.resolve('{}') }),
    );
    await settle();
    expect(askedScripts()).toEqual([]);
    // No banner in the answer: nothing to paint, so the code goes now, long before the cap.
    answerBanners({ status: 200, text: () => Promise.resolve('{"value":[]}') });
    await settle();
    expect(askedScripts()).toEqual(askedInOrderAtHighPriority);
  });

  it('comes when the largest image’s call fails', async () => {
    runAt('/promo', undefined, true, (url) =>
      url.includes('system/banners')
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ status: 200, text: () => Promise.resolve('{}') }),
    );
    await settle();
    expect(askedScripts()).toEqual(askedInOrderAtHighPriority);
  });

  it('preloads the crop this screen shows: the narrow one where its media query matches, as the page’s <picture> picks', async () => {
    const banners = JSON.stringify({ value: [{ url: '/cdn/a/banners/1.jpg', phoneUrl: '/cdn/a/banners/1-phone.jpg', title: 'Bônus' }] });
    const imagePreloads = () => [...document.head.querySelectorAll('link[rel=preload][as=image]')].map((link) => link.getAttribute('href'));
    for (const [phone, expected] of [
      [true, '/cdn/a/banners/1-phone.jpg'],
      [false, '/cdn/a/banners/1.jpg'],
    ] as const) {
      window.matchMedia = jest.fn((media: string) => ({
        matches: phone && media === '(max-width: 767.98px)',
      })) as unknown as typeof matchMedia;
      runAt('/promo', undefined, true, (url) =>
        Promise.resolve({ status: 200, text: () => Promise.resolve(url.includes('system/banners') ? banners : '{}') }),
      );
      await settle();
      expect([phone, imagePreloads()]).toEqual([phone, [expected]]);
    }
  });

  it('waits 1.5 s at most for a call that does not answer', async () => {
    runAt('/promo', undefined, true, (url) =>
      url.includes('system/banners') ? new Promise(() => undefined) : Promise.resolve({ status: 200, text: () => Promise.resolve('{}') }),
    );
    await settle();
    expect(askedScripts()).toEqual([]);
    jest.advanceTimersByTime(1500);
    expect(askedScripts()).toEqual(askedInOrderAtHighPriority);
  });
});

describe('early entry', () => {
  it('starts the core calls, the every-page calls and the path’s own, with numbers as text and undefined left out', () => {
    const { urls, keys } = runAt('/RNG/');
    expect(urls).toEqual([
      `/wps/system/status?url=${encodeURIComponent(window.location.host)}`,
      '/lgw/games/game_menus?language=pt',
      '/wps/relay/lanes?gameType=RNG',
      '/wps/relay/list?pageNo=1',
    ]);
    expect(keys).toContain(requestKey('relay/list', { pageNo: '1' }));
  });

  it('preloads the opened page’s own code and style files, and nothing on a page without any', () => {
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel=preload]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
    runAt('/RNG/');
    expect(preloads()).toEqual(['script /js/lobbies-page.abc.js']);
    runAt('/lottery?gameCode=x');
    expect(preloads()).toEqual(['style /css/lottery-page.def.css', 'script /js/lottery-page.def.js']);
    runAt('/');
    expect(preloads()).toEqual([]);
    // A page without its app data block (or a broken one) starts nothing: main asks for everything.
    for (const broken of [null, '{not json']) {
      delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
      expect(runAt('/rng', broken)).toEqual({ urls: [], keys: [] });
      expect(preloads()).toEqual([]);
    }
  });

  describe('afterLoad calls', () => {
    /** What the app does once its first screen has painted (core/shell/first-screen-painted.ts); its observers then run. */
    const paint = async () => {
      document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
      await Promise.resolve();
    };
    afterEach(() => document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE));
    /** A frame and a task. */
    const settle = () => jest.advanceTimersByTime(50);

    it('start (the home lists, the country code) only once the page has loaded and the app has painted its first screen, then a frame', async () => {
      const { urls, keys } = runAt('/');
      expect(urls).not.toContain('/wps/relay/hot?gameType=RNG');
      expect(keys).not.toContain(requestKey('relay/hot', { gameType: 'RNG' }));
      // jsdom has loaded the test page, but nothing has painted: the calls still wait.
      settle();
      expect(urls).not.toContain('/wps/relay/hot?gameType=RNG');
      expect(urls).not.toContain('/wps/system/countryCode');
      await paint();
      settle();
      expect(urls).toContain('/wps/relay/hot?gameType=RNG');
      expect(urls).toContain('/wps/system/countryCode');
      expect(Object.keys((window as unknown as Record<string, object>)[EARLY_KEY])).toContain(requestKey('relay/hot', { gameType: 'RNG' }));
    });

    it('start anyway past the cap when the app never says it has painted (a background tab)', () => {
      const { urls } = runAt('/');
      jest.advanceTimersByTime(2_900);
      expect(urls).not.toContain('/wps/relay/hot?gameType=RNG');
      jest.advanceTimersByTime(200);
      expect(urls).toContain('/wps/relay/hot?gameType=RNG');
    });

    it('are checked against their session keys when they are asked, not before', async () => {
      const { urls } = runAt('/rng-home');
      // No storage read before the first screen's calls; a login in between is seen.
      sessionStorage.setItem('token', 't');
      await paint();
      settle();
      expect(urls).not.toContain('/wps/relay/later?pageNo=1');
      sessionStorage.clear();
      document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
      const again = runAt('/rng-home');
      await paint();
      settle();
      expect(again.urls).toContain('/wps/relay/later?pageNo=1');
    });
  });

  describe('the signed-in member’s own call (member/info)', () => {
    const started = () => Object.keys((window as unknown as Record<string, object>)[EARLY_KEY]);

    it('goes out in the task after the others, with the session’s token, under a key with that token', () => {
      sessionStorage.setItem('token', 'tok-9');
      const { urls } = runAt('/', undefined, false);
      expect(urls).not.toContain('/wps/member/info');
      jest.advanceTimersByTime(0);
      expect(urls).toContain('/wps/member/info');
      const [, init] = (global.fetch as jest.Mock).mock.calls.find(([url]) => url === '/wps/member/info') as [string, RequestInit];
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
      expect(started()).toContain(requestKey('member/info', undefined, 'tok-9'));
      expect(started()).not.toContain(requestKey('member/info'));
    });

    it('is not asked without a session', () => {
      const { urls } = runAt('/');
      expect(urls).not.toContain('/wps/member/info');
      expect(started().some((key) => key.startsWith('member/info'))).toBe(false);
    });
  });

  describe('calls with skipWhen', () => {
    const listKey = requestKey('relay/list', { pageNo: 1 });
    const held = () => (window as unknown as Record<string, Record<string, Promise<{ status: number; body: string }>>>)[EARLY_KEY];

    it('go out in the task after the others, their keys held from the start', () => {
      const { urls, keys } = runAt('/rng', undefined, false);
      expect(urls).toEqual([
        `/wps/system/status?url=${encodeURIComponent(window.location.host)}`,
        '/lgw/games/game_menus?language=pt',
        '/wps/relay/lanes?gameType=RNG',
      ]);
      expect(keys).toContain(listKey);
      jest.advanceTimersByTime(0);
      expect(urls).toContain('/wps/relay/list?pageNo=1');
      expect(Object.keys(held())).toContain(listKey);
    });

    it('answer whoever took their key before they went out', async () => {
      runAt('/rng', undefined, false);
      const taken = held()[listKey];
      delete held()[listKey];
      jest.advanceTimersByTime(0);
      await expect(taken).resolves.toEqual({ status: 200, body: '{}' });
    });

    it('let their key go when skipped, unless it was taken (then they are asked after all)', () => {
      sessionStorage.setItem('gameVendor', 'PNG');
      const { urls } = runAt('/rng', undefined, false);
      jest.advanceTimersByTime(0);
      expect(urls).not.toContain('/wps/relay/list?pageNo=1');
      expect(Object.keys(held())).not.toContain(listKey);

      const again = runAt('/rng', undefined, false);
      delete held()[listKey];
      jest.advanceTimersByTime(0);
      expect(again.urls).toContain('/wps/relay/list?pageNo=1');
    });
  });

  it('skips a call when the address has one of its query parameters', () => {
    expect(runAt('/rng?page=PNG').urls).not.toContain('/wps/relay/list?pageNo=1');
    expect(runAt('/rng?other=1').urls).toContain('/wps/relay/list?pageNo=1');
  });

  it('skips a call when one of its session keys is set', () => {
    sessionStorage.setItem('gameVendor', 'PNG');
    expect(runAt('/rng').urls).not.toContain('/wps/relay/list?pageNo=1');
    sessionStorage.clear();
    sessionStorage.setItem('token', 't');
    const { urls } = runAt('/rng');
    expect(urls).not.toContain('/wps/relay/list?pageNo=1');
    expect(urls).toContain('/wps/relay/lanes?gameType=RNG');
  });

  it('starts only the every-page calls on a path without its own', () => {
    // system/status and the game menus; the country code waits for the page to load.
    expect(runAt('/promotions').urls).toHaveLength(2);
  });
});

describe('early entry: the saved theme', () => {
  const root = document.documentElement;
  // Every run of the entry above marked it too.
  beforeEach(() => root.removeAttribute(SAVED_THEME_READ_ATTRIBUTE));
  afterEach(() => {
    localStorage.clear();
    root.removeAttribute(SAVED_THEME_READ_ATTRIBUTE);
    root.dataset.theme = 'dark';
    jest.restoreAllMocks();
  });

  it('is put on the page in the task after the calls went out, and marked read', () => {
    root.dataset.theme = 'dark';
    localStorage.setItem(SAVED_THEME_KEY, 'light');
    runAt('/rng', undefined, false);
    // The calls' task does not read localStorage (a synchronous trip to the browser).
    expect(root.dataset.theme).toBe('dark');
    expect(root.hasAttribute(SAVED_THEME_READ_ATTRIBUTE)).toBe(false);
    jest.advanceTimersByTime(0);
    expect(root.dataset.theme).toBe('light');
    expect(root.hasAttribute(SAVED_THEME_READ_ATTRIBUTE)).toBe(true);
  });

  it.each([null, 'neon'])('leaves the brand default when what is saved is %p', (saved) => {
    root.dataset.theme = 'dark';
    if (saved !== null) localStorage.setItem(SAVED_THEME_KEY, saved);
    runAt('/rng');
    expect(root.dataset.theme).toBe('dark');
    expect(root.hasAttribute(SAVED_THEME_READ_ATTRIBUTE)).toBe(true);
  });

  it('marks nothing read when storage is blocked, so main tries itself', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runAt('/rng');
    expect(root.hasAttribute(SAVED_THEME_READ_ATTRIBUTE)).toBe(false);
  });
});
