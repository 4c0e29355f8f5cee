/**
 * `npm run dev` only (an extra entry of the development build): keeps the page on the newest build.
 * The dev server names its current main script when this connects and after every rebuild
 * (/__dev/events); a page running another one reloads. Comparing on connect too means a rebuild
 * that happened while this page was itself reloading (and not yet listening) is not missed. Same
 * origin, so the page's policy allows it (connect-src 'self').
 */
const ownMain = [...document.scripts].map((script) => script.getAttribute('src') ?? '').find((src) => /\/js\/main\.[^/]+\.js$/.test(src));

function reloadIfStale(event: MessageEvent<string>): void {
  if (ownMain && !ownMain.endsWith(`/${event.data}`)) window.location.reload();
}

const events = new EventSource('/__dev/events');
events.addEventListener('current', reloadIfStale);
