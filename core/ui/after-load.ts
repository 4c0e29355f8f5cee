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

/** Runs `work` in a task after the next painted frame. */
export function afterNextFrame(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
