import { useEffect } from 'react';
import { PAINT_WAIT_CAP_MS } from '../ui/after-load';

/**
 * When the app's first screen has been painted: the browser's first contentful paint after the
 * shell's first commit. Plugins start work that the first screen does not need (their workflow
 * chunks, say) after it, so it never competes with the first paint. A bare animation frame is not
 * enough: it comes round while the page is still empty, before React has rendered anything.
 */
let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

export function whenFirstScreenPainted(): Promise<void> {
  return painted;
}

/**
 * Called by the shell: marks the first screen painted once the browser reports its first
 * contentful paint (the shell's first commit, a frame and a task can all come before it).
 */
export function useMarkFirstScreenPainted(): void {
  useEffect(() => {
    const cap = setTimeout(markPainted, PAINT_WAIT_CAP_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(markPainted, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(cap);
    };
  }, []);
}
