/**
 * webpack's chunk script loader, one script per task.
 *
 * A lazy import that needs several chunks has webpack's runtime insert their `<script>` elements
 * one after another in one task (`__webpack_require__.l`, once per chunk). Each insertion starts
 * a request, and the browser process, which Linux runs at a higher priority than the page, takes a
 * core for it at once: in Lighthouse traces of `/` on these 2-core machines the page's task stalled
 * 2-12 ms after each `ResourceSendRequest` with a fraction of a millisecond of its own work, and two
 * insertions in one task made a task of 50-70 ms at 4× (issue 22). Each insertion now has a task of
 * its own, in the order asked. webpack's bookkeeping (the chunk's promise, its time limit, retries
 * and errors) is its own and unchanged: only the call is moved.
 */

/** The part of webpack's runtime this touches: its script loader (url, done, key, chunk id). */
export interface WebpackRuntime {
  l?: (...args: unknown[]) => void;
}

declare const __webpack_require__: WebpackRuntime | undefined;

/** webpack's runtime where the app runs in webpack's bundle, none elsewhere (jest). */
function bundledRuntime(): WebpackRuntime | undefined {
  return typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__;
}

const SPREAD = Symbol('chunk scripts spread');

/** Makes webpack insert each chunk's script in a task of its own. Safe to call more than once. */
export function spreadChunkScripts(runtime: WebpackRuntime | undefined = bundledRuntime()): void {
  const insert = runtime?.l;
  if (!runtime || typeof insert !== 'function' || SPREAD in insert) return;
  const spread = Object.assign((...args: unknown[]) => void setTimeout(() => insert(...args), 0), { [SPREAD]: true });
  runtime.l = spread;
}
