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
 * Set on <html> once the app's first screen has painted (core/shell/first-screen-painted.ts): the
 * moment the early entry's later calls wait for. The page's first contentful paint can come
 * before it (the early entry paints the screen's largest image into the loading frame).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Runs `work` once the app's first screen has painted (at once if it has; past PAINT_WAIT_CAP_MS anyway). */
export function afterFirstScreen(work: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) {
    work();
    return;
  }
  const run = () => {
    observer.disconnect();
    clearTimeout(cap);
    work();
  };
  const observer = new MutationObserver(() => {
    if (root.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) run();
  });
  observer.observe(root, { attributes: true, attributeFilter: [FIRST_SCREEN_ATTRIBUTE] });
  const cap = setTimeout(run, PAINT_WAIT_CAP_MS);
}

/** Runs `work` in a task after the next painted frame. */
export function afterNextFrame(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
