/**
 * The moments below-the-fold work waits for, shared by the early entry (its `afterLoad` calls)
 * and the app (usePageLoaded / whenPageLoaded), so both start at the same point of the page's
 * life. No framework code: the early entry bundles this.
 */

/** Runs `work` once the page's load event has passed (at once if it already has). */
export function afterLoadEvent(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', () => work(), { once: true });
}

/** A page in a background tab never paints (nor do browsers without paint timing): past this, the work runs anyway. */
export const PAINT_WAIT_CAP_MS = 3000;

/**
 * Runs `work` once the browser has reported the page's first contentful paint (at once if it
 * already has). On this site that paint is the first screen, banner included: React renders it
 * in one commit, and the banner image was preloaded before it.
 */
export function afterFirstContentfulPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(cap);
    work();
  };
  const cap = setTimeout(run, PAINT_WAIT_CAP_MS);
  let observer: PerformanceObserver | undefined;
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    run(); // no paint timing: nothing to wait for
  }
}

/** Runs `work` in a task after the next painted frame. */
export function afterNextFrame(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
