import { startTransition, useEffect, useState } from 'react';
import { whenFirstScreenPainted } from '../shell/first-screen-painted';
import { afterLoadEvent, afterNextFrame } from './after-load';

/** After the first time, later pages (client-side navigation) show their sections at once. */
let pageLoadedBefore = false;

/**
 * True once the page's load event has passed, the first screen has painted (the browser's first
 * contentful paint: the load event can come before it) and a frame has been painted after both:
 * the first screen's images (the banner, the page's largest paint) are in and on screen.
 * Below-the-fold sections wait for it to show their images and cards, holding their exact place
 * with skeletons until then, so they neither compete with the largest paint for the network nor
 * shift anything when they fill in.
 * The fill-in renders as a transition: React slices it instead of blocking the page.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => pageLoadedBefore);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    void whenPageLoaded().then(() => {
      pageLoadedBefore = true;
      if (live) startTransition(() => setLoaded(true));
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

let pageLoaded: Promise<void> | undefined;

/** Set on <html> when the page has loaded (whenPageLoaded): the ready marker browser tests wait on. */
export const PAGE_LOADED_ATTRIBUTE = 'data-page-loaded';

/**
 * The moment usePageLoaded turns true, for code outside components (the core saga's country code):
 * the load event, the first contentful paint, a painted frame after both, then a task. It also
 * marks <html> with PAGE_LOADED_ATTRIBUTE, so a test can wait for this moment instead of a time.
 */
export function whenPageLoaded(): Promise<void> {
  pageLoaded ??= new Promise<void>((resolve) => {
    afterLoadEvent(() => void whenFirstScreenPainted().then(() => afterNextFrame(resolve)));
  }).then(() => {
    document.documentElement.setAttribute(PAGE_LOADED_ATTRIBUTE, '');
  });
  return pageLoaded;
}
