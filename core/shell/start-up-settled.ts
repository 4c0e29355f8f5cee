import { startTransition, useEffect, useState } from 'react';
import { whenPageLoaded } from '../ui/use-page-loaded';
import { nextIdlePeriod, whenAfterPaintRoundOver } from './after-paint-turns';

/**
 * When the page's start-up has settled: the page has loaded and its first screen painted, every
 * after-paint part has had its turn, and the browser has then had an idle period. What no one
 * looks at while the page starts waits for it: the lazy images (the cards below a phone's first
 * screen, the vendor logos past the edge of their strip, the banner's next slides), and the
 * skeletons' shimmer (core/styles/base.css keys it on START_UP_SETTLED_ATTRIBUTE).
 *
 * Each image is a request, a decode and a paint, in the browser process, the network service, the
 * GPU process and the page's raster threads: on a phone's two cores, the twenty-odd of a games
 * lobby arriving while the app started left its main thread waiting for a core, and its tasks long.
 * See docs/building.md for the figures.
 */
export const START_UP_SETTLED_ATTRIBUTE = 'data-start-up-settled';

/** A round of after-paint turns that does not end (a part that never mounts) holds nothing back longer than this after the load. */
const ROUND_WAIT_CAP_MS = 2_000;
/** The idle period after the round, however busy the browser stays. */
const IDLE_WAIT_CAP_MS = 500;

let settled = false;
let settling: Promise<void> | undefined;

export function whenStartUpSettled(): Promise<void> {
  settling ??= whenPageLoaded()
    .then(() => Promise.race([whenAfterPaintRoundOver(), new Promise<void>((resolve) => setTimeout(resolve, ROUND_WAIT_CAP_MS))]))
    .then(() => new Promise<void>((resolve) => nextIdlePeriod(resolve, IDLE_WAIT_CAP_MS)))
    .then(() => {
      settled = true;
      document.documentElement.setAttribute(START_UP_SETTLED_ATTRIBUTE, '');
      performance.mark('app:start-up-settled');
    });
  return settling;
}

/** False until the start-up has settled, then true (at once on every later page). */
export function useStartUpSettled(): boolean {
  const [isSettled, setSettled] = useState(settled);
  useEffect(() => {
    if (isSettled) return undefined;
    let live = true;
    void whenStartUpSettled().then(() => {
      if (live) startTransition(() => setSettled(true));
    });
    return () => {
      live = false;
    };
  }, [isSettled]);
  return isSettled;
}
