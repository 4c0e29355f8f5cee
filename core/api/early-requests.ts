/**
 * The `early` entry: a script of about one kilobyte that runs as soon as the page is parsed and
 * starts the GET calls the first screen needs (system/status and the country code, and what
 * plugins declare for the path in `firstScreenRequests`) while the framework bundles are still
 * downloading. The API
 * client adopts these answers (see `takeEarlyResponse`) instead of asking again, so the first
 * render waits on one round trip that overlapped the download, not on one after it.
 */
import { COUNTRY_CODE_PATH, EARLY_KEY, EVERY_PATH, STATUS_PATH, normalisePath, queryString, requestKey, type EarlyManifest, type EarlyRequest, type EarlyResponse } from './early-shared';

declare const __EARLY_REQUESTS__: EarlyManifest;

function preloadImageFrom(body: string, at: string): void {
  try {
    let node: unknown = (JSON.parse(body) as { value?: unknown }).value;
    for (const step of at.split('.')) node = (node as Record<string, unknown> | null)?.[step];
    if (typeof node !== 'string' || !node.startsWith('/') || node.startsWith('//')) return; // same-origin paths only
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = node;
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  } catch {
    /* nothing to preload; the page loads the image when it renders */
  }
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

function start(manifest: EarlyManifest): void {
  const pathname = normalisePath(window.location.pathname);
  // The core's own start-up calls, then what the plugins' first screen of this path needs.
  const requests = [
    { path: STATUS_PATH, params: { url: window.location.host } },
    { path: COUNTRY_CODE_PATH },
    ...(manifest.routes[EVERY_PATH] ?? []),
    ...(manifest.routes[pathname] ?? []),
  ];
  // A call that leads to the screen's largest image goes first: the image waits on its answer, and
  // on HTTP/1.1 the browser opens only six connections per host.
  const ordered = [...(requests as EarlyRequest[])].sort((a, b) => Number(Boolean(b.preloadImageAt)) - Number(Boolean(a.preloadImageAt)));
  // On window before anything can throw: main reads its presence as "the early entry has run".
  const started: Record<string, Promise<EarlyResponse>> = {};
  (window as unknown as Record<string, unknown>)[EARLY_KEY] = started;
  for (const request of ordered) {
    if (skipped(request)) continue;
    const { path, params, preloadImageAt } = request;
    const query = queryString(params);
    // `/lgw/...` paths are used as they are, like the API client does.
    const url = `${path.startsWith('/') ? '' : manifest.base}${path}${query ? `?${query}` : ''}`;
    const answer = fetch(url, { headers: { Accept: 'application/json', 'X-Merchant-Code': manifest.merchantCode }, credentials: 'same-origin' }).then(
      async (response) => {
        const received = { status: response.status, body: await response.text() };
        if (preloadImageAt && response.ok) preloadImageFrom(received.body, preloadImageAt);
        return received;
      },
    );
    // A failure is seen by whoever adopts the answer; nobody may be listening yet.
    answer.catch(() => undefined);
    started[requestKey(path, params)] = answer;
  }
}

start(__EARLY_REQUESTS__);
