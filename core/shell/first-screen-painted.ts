import { useEffect } from 'react';
import { afterNextFrame, FIRST_SCREEN_ATTRIBUTE, PAINT_WAIT_CAP_MS } from '../ui/after-load';

/**
 * When the app's first screen has been painted: the browser's first contentful paint after the
 * shell's first commit. Plugins start work that the first screen does not need (their workflow
 * chunks, say) after it, so it never competes with the first paint. A bare animation frame is not
 * enough: it comes round while the page is still empty, before React has rendered anything.
 */
let resolvePainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  resolvePainted = resolve;
});

/** Also said on <html> for the early entry (afterFirstScreen), and in the performance timeline for `npm run bench`. */
function markPainted(): void {
  if (document.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
  document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
  performance.mark('app:first-screen');
  resolvePainted();
}

export function whenFirstScreenPainted(): Promise<void> {
  return painted;
}

/**
 * Called by the shell: marks the first screen painted once the browser reports its first
 * contentful paint (the shell's first commit, a frame and a task can all come before it).
 */
export function useMarkFirstScreenPainted(): void {
  useEffect(() => {
    const committed = performance.now();
    const cap = setTimeout(markPainted, PAINT_WAIT_CAP_MS);
    const observer = new PerformanceObserver((list) => {
      const [paint] = list.getEntriesByName('first-contentful-paint');
      if (!paint) return;
      observer.disconnect();
      // A paint before this commit was the early entry's (the largest image in the loading frame):
      // the first screen is on screen after the next frame.
      if (paint.startTime < committed) afterNextFrame(markPainted);
      else setTimeout(markPainted, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(cap);
    };
  }, []);
}
