/**
 * The `early` entry: a script of about one kilobyte, inline in index.html's <head> (see
 * webpack.config.ts), that runs as the page is parsed. It starts the GET calls the first screen
 * needs (system/status, and what plugins declare for the path in `firstScreenRequests`; `afterLoad`
 * ones such as the country code once the page has loaded), preloads the opened page's own chunk,
 * and asks for the app's entry scripts (the page has no script tags for them). The API client
 * adopts these answers (see `takeEarlyResponse`) instead of asking again, so the first render waits
 * on one round trip that overlapped the download, not on one after it.
 *
 * On a page whose largest image comes from one of those calls (`heroImage`, the banners), it paints
 * that image into the loading frame first and asks for the app's code only then: the image, a
 * dozen kilobytes, has the line to itself and is on screen before a hundred kilobytes of script
 * have arrived and run, and the app's first render shows the same image in the same box. A page
 * that opens with words instead (`intros`: the notices page's title and lead) gets them painted
 * the same way.
 */
import { APP_DATA_ELEMENT_ID, type AppData } from '../brand/app-data';
import { systemMode } from '../features/resolve-features';
import { BOOT_SHELL_BANNER_CLASS, BOOT_SHELL_HERO_CLASS, BOOT_SHELL_MAIN_CLASS } from '../status/boot-shell';
import { afterFirstScreen, afterLoadEvent, afterNextFrame } from '../ui/after-load';
import { appLoader } from './app-loader';
import type { SystemStatus } from './contract';
import {
  COUNTRY_CODE_PATH,
  EARLY_KEY,
  EVERY_PATH,
  isThemeMode,
  MEMBER_INFO_PATH,
  SAVED_THEME_KEY,
  SAVED_THEME_READ_ATTRIBUTE,
  SESSION_TOKEN_KEY,
  STATUS_PATH,
  normalisePath,
  queryString,
  requestKey,
  type EarlyRequest,
  type EarlyResponse,
  type FirstScreenIntro,
} from './early-shared';

/** The request starts when the link is appended, so everything it is asked with is set before. */
function preload(href: string, as: 'image' | 'script' | 'style', fetchPriority?: 'high'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  if (fetchPriority) link.setAttribute('fetchpriority', fetchPriority);
  link.href = href;
  document.head.appendChild(link);
}

/**
 * How long a page whose largest image the early entry paints holds the app's code back at most,
 * from the page's start: a slow image or platform never keeps the app waiting longer.
 */
const HERO_WAIT_CAP_MS = 1500;

/** Past this, the app's code is asked for even if the browser has not reported the image's paint (a background tab paints nothing). */
const HERO_PAINT_WAIT_MS = 500;

/**
 * Resolves once the browser reports `painted` (or something in it) as the page's largest content:
 * a frame's callbacks run before that frame reaches the screen, so waiting for one is not enough.
 */
function whenPresented(painted: Element): Promise<void> {
  return new Promise((resolve) => {
    // Without largest-paint timing (Safari, Firefox), a frame is the best there is.
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      afterNextFrame(resolve);
      return;
    }
    const observer = new PerformanceObserver((list) => {
      const elements = list.getEntries().map((entry) => (entry as LargestContentfulPaint).element);
      if (elements.some((element) => element && painted.contains(element))) done();
    });
    const cap = setTimeout(done, HERO_PAINT_WAIT_MS);
    function done() {
      clearTimeout(cap);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

function valueAt(body: string, at: string): unknown {
  let node: unknown = (JSON.parse(body) as { value?: unknown }).value;
  for (const step of at.split('.')) node = (node as Record<string, unknown> | null)?.[step];
  return node;
}

/** Whether system/status says the site is open (no maintenance, no region block): only then is the image the page's. */
async function siteOpen(status: Promise<EarlyResponse> | undefined): Promise<boolean> {
  const answer = await status;
  if (answer?.status !== 200) return false;
  const value = (JSON.parse(answer.body) as { value?: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> }).value;
  return Boolean(value) && systemMode(value!) === 0;
}

/**
 * The screen's largest image, from its call's answer: preloaded at once; painted into the loading
 * frame's banner (the same box as the app's banner, so the app's first render shows it where it
 * was) once it has loaded and decoded and the site is open. Resolves once that paint is on screen,
 * or as soon as there is nothing to paint; the app's code is asked for then.
 */
async function paintHero(body: string, hero: NonNullable<EarlyRequest['heroImage']>, status: () => Promise<EarlyResponse> | undefined) {
  // The crop this screen shows: the same choice as the page's <picture>, so the app finds it loaded.
  const crop = hero.narrow && window.matchMedia(hero.narrow.media).matches ? hero.narrow : hero;
  const src = valueAt(body, crop.src);
  if (typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//')) return; // same-origin paths only
  preload(src, 'image', 'high');
  const alt = valueAt(body, hero.alt);
  const image = new Image(crop.width, crop.height);
  image.className = BOOT_SHELL_HERO_CLASS;
  image.alt = typeof alt === 'string' ? alt : '';
  image.setAttribute('fetchpriority', 'high');
  image.src = src;
  const decoded = image.decode();
  decoded.catch(() => undefined); // seen below, unless the site is closed and nobody waits for it
  if (!(await siteOpen(status()))) return;
  await decoded;
  // Gone once the app has rendered (past the cap): the app shows the banner itself.
  const banner = document.querySelector(`.${BOOT_SHELL_BANNER_CLASS}`);
  if (!banner) return;
  banner.replaceChildren(image);
  await whenPresented(image);
}

/**
 * A page's opening title and lead, painted into the loading frame's page area (with core's
 * `.page-intro` classes, as the page renders them) once the page's markup is parsed and the site
 * is open. Resolves once that paint is on screen, or as soon as there is nothing to paint.
 */
async function paintIntro(intro: FirstScreenIntro, status: Promise<EarlyResponse> | undefined): Promise<void> {
  if (!(await siteOpen(status))) return;
  if (document.readyState === 'loading')
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const main = document.querySelector(`.${BOOT_SHELL_MAIN_CLASS}`);
  if (!main) return;
  const header = document.createElement('header');
  header.className = 'page-intro';
  const title = document.createElement('h1');
  title.className = 'page-intro__title';
  title.textContent = intro.title;
  const lead = document.createElement('p');
  lead.className = 'page-intro__lead';
  lead.textContent = intro.lead;
  header.append(title, lead);
  const container = document.createElement('div');
  container.className = 'container';
  container.append(header);
  main.replaceChildren(container);
  await whenPresented(header);
}

/** Whether the page's own call will differ from the declared one (see EarlyRequest.skipWhen). */
function skipped({ skipWhen }: EarlyRequest): boolean {
  if (!skipWhen) return false;
  const query = new URLSearchParams(window.location.search);
  if (skipWhen.query?.some((name) => query.has(name))) return true;
  try {
    // An empty value is no value: the "all vendors" tab stores gameVendor as ''.
    return Boolean(skipWhen.session?.some((key) => sessionStorage.getItem(key)));
  } catch {
    return true; // storage blocked: the page cannot tell either, so do not guess
  }
}

/**
 * The opened page's code: without this its chunk is asked for only once `main` has downloaded and
 * run, one more round trip before the page can render.
 */
function preloadPageFiles(pathname: string, pageFiles: AppData['pageFiles']): void {
  for (const file of pageFiles[pathname] ?? []) preload(file, file.endsWith('.css') ? 'style' : 'script');
}

/**
 * Asks the first-screen calls that have skipWhen in the next task, once checked. Their keys are
 * held from now, so whoever looks for one before then waits for it rather than asking again; a
 * skipped call is dropped unless someone already took it (then it is asked after all: that
 * someone is waiting for exactly this call).
 */
function askGuardedNextTask(
  guarded: readonly EarlyRequest[],
  started: Record<string, Promise<EarlyResponse>>,
  fetchAnswer: (request: EarlyRequest) => Promise<EarlyResponse>,
): void {
  const held = guarded.map((request) => {
    const key = requestKey(request.path, request.params);
    let settle: (answer: Promise<EarlyResponse>) => void = () => undefined;
    const answer = new Promise<EarlyResponse>((resolve) => {
      settle = resolve;
    });
    answer.catch(() => undefined);
    started[key] = answer;
    return { request, key, answer, settle };
  });
  setTimeout(() => {
    for (const { request, key, answer, settle } of held) {
      const taken = started[key] !== answer;
      if (skipped(request) && !taken) delete started[key];
      else settle(fetchAnswer(request));
    }
  }, 0);
}

/**
 * Asks the calls sent with the session's token in the next task (reading sessionStorage is slow
 * the first time, see below), keyed with that token; none when there is no session.
 */
function askWithTokenNextTask(
  requests: readonly EarlyRequest[],
  started: Record<string, Promise<EarlyResponse>>,
  fetchAnswer: (request: EarlyRequest, token?: string) => Promise<EarlyResponse>,
): void {
  setTimeout(() => {
    let token: string | null = null;
    try {
      token = sessionStorage.getItem(SESSION_TOKEN_KEY);
    } catch {
      return; // storage blocked: the app cannot read a session either
    }
    if (!token) return;
    for (const request of requests) started[requestKey(request.path, request.params, token)] = fetchAnswer(request, token);
  }, 0);
}

/**
 * Puts the visitor's saved theme on the page in the next task, before its first paint (the loading
 * frame in the theme the site will have), and marks it read. The first read of localStorage is a
 * synchronous trip to the browser process: here it waits while the page waits for the network,
 * after the calls have gone out; `main` used to make it after the first paint, where it held one
 * start-up task for up to 63 ms on a busy machine.
 */
function applySavedThemeNextTask(): void {
  setTimeout(() => {
    const root = document.documentElement;
    try {
      const saved = localStorage.getItem(SAVED_THEME_KEY);
      if (isThemeMode(saved)) root.dataset.theme = saved;
    } catch {
      return; // storage blocked: not marked, so main tries itself (and keeps the brand's default)
    }
    root.setAttribute(SAVED_THEME_READ_ATTRIBUTE, '');
  }, 0);
}

function start({ early: manifest, pageFiles }: Pick<AppData, 'early' | 'pageFiles'>, loadApp: () => void): void {
  const pathname = normalisePath(window.location.pathname);
  // The core's own start-up calls, then what the plugins' first screen of this path needs.
  const requests = [
    { path: STATUS_PATH, params: { url: window.location.host } },
    // Only the dialing-code pickers use it (core-saga asks once the page has loaded).
    { path: COUNTRY_CODE_PATH, afterLoad: true },
    // A signed-in member's header shows who they are: without this, the HTTP library would load
    // and this call go out only once `main` has run, and the first screen would wait on both.
    { path: MEMBER_INFO_PATH, withToken: true },
    ...(manifest.routes[EVERY_PATH] ?? []),
    ...(manifest.routes[pathname] ?? []),
  ];
  // On window before anything can throw: main reads its presence as "the early entry has run".
  const started: Record<string, Promise<EarlyResponse>> = {};
  (window as unknown as Record<string, unknown>)[EARLY_KEY] = started;
  // The page's code first, then a call that leads to the screen's largest image: both are waited
  // for before anything else, and on HTTP/1.1 the browser opens only six connections per host.
  preloadPageFiles(pathname, pageFiles);
  // One request per call: a path's own entry for a call every page also makes afterLoad wins.
  const byKey = new Map<string, EarlyRequest>();
  for (const request of requests as EarlyRequest[]) {
    const key = requestKey(request.path, request.params);
    const known = byKey.get(key);
    if (!known || (known.afterLoad && !request.afterLoad)) byKey.set(key, request);
  }
  const ordered = [...byKey.values()].sort((a, b) => Number(Boolean(b.heroImage)) - Number(Boolean(a.heroImage)));
  // The app's code: on a page with a largest image to paint, once it is painted (or the cap has
  // passed), so the image has the line to itself and paints before the code runs; otherwise now,
  // first of all, as deferred scripts in the page would have gone.
  // Only a call that surely goes out now (not held for a session key, a query or the page's load).
  const heroCall = ordered.find((request) => request.heroImage && !request.skipWhen && !request.afterLoad && !request.withToken);
  // Otherwise the words the page opens with, when it declares them.
  const intro = heroCall ? undefined : manifest.intros[pathname];
  if (heroCall || intro) setTimeout(loadApp, Math.max(0, HERO_WAIT_CAP_MS - performance.now()));
  else loadApp();
  const statusAnswer = () => started[requestKey(STATUS_PATH, { url: window.location.host })];
  const fetchAnswer = (request: EarlyRequest, token?: string): Promise<EarlyResponse> => {
    const { path, params, heroImage } = request;
    const query = queryString(params);
    // `/lgw/...` paths are used as they are, like the API client does.
    const url = `${path.startsWith('/') ? '' : manifest.base}${path}${query ? `?${query}` : ''}`;
    const answer = fetch(url, {
      headers: {
        Accept: 'application/json',
        'X-Merchant-Code': manifest.merchantCode,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
    // A failure is seen by whoever adopts the answer; nobody may be listening yet.
    answer.catch(() => undefined);
    if (heroImage && request === heroCall)
      answer
        .then((received) => (received.status === 200 ? paintHero(received.body, heroImage, statusAnswer) : undefined))
        .catch(() => undefined)
        .finally(loadApp);
    return answer;
  };
  const ask = (request: EarlyRequest) => {
    started[requestKey(request.path, request.params)] = fetchAnswer(request);
  };
  // A call with skipWhen is checked after the others have gone out: the first read of
  // sessionStorage is a synchronous trip to the browser process (2 to 20 ms on a cold start), and
  // every request this task starts waits for the task to end (Lighthouse's model says so too).
  const later: EarlyRequest[] = [];
  const guarded: EarlyRequest[] = [];
  const withToken: EarlyRequest[] = [];
  for (const request of ordered) {
    // A call with the token goes out with the token, whatever else it says (afterLoad, skipWhen).
    if (request.withToken) withToken.push(request);
    else if (request.afterLoad) later.push(request);
    else if (request.skipWhen) guarded.push(request);
    else ask(request);
  }
  if (intro)
    paintIntro(intro, statusAnswer())
      .catch(() => undefined)
      .finally(loadApp);
  if (guarded.length) askGuardedNextTask(guarded, started, fetchAnswer);
  if (withToken.length) askWithTokenNextTask(withToken, started, fetchAnswer);
  applySavedThemeNextTask();
  // Once the page has loaded and the app's first screen has painted, then a frame after that: the
  // same moment as the app's whenPageLoaded. The load event alone can come before React has
  // drawn anything (before the app's code is even asked for, on a page whose largest image this
  // entry paints), and these calls would then compete with the first screen for the connections.
  if (later.length)
    afterLoadEvent(() => afterFirstScreen(() => afterNextFrame(() => later.forEach((request) => skipped(request) || ask(request)))));
}

/**
 * The brand's app data (index.html, before this script). Read here rather than through
 * readAppData: a page without it (not stamped) simply starts nothing, and main asks for everything.
 */
function appData(): AppData | null {
  try {
    const text = document.getElementById(APP_DATA_ELEMENT_ID)?.textContent;
    return text ? (JSON.parse(text) as AppData) : null;
  } catch {
    return null;
  }
}

const data = appData();
if (data) {
  const loadApp = appLoader(data.entryScripts);
  try {
    start(data, loadApp);
  } catch (error) {
    // Whatever went wrong here, the app itself must still come.
    loadApp();
    throw error;
  }
}
