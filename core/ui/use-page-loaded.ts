import { startTransition, useEffect, useState } from 'react';

/** After the first time, later pages (client-side navigation) show their sections at once. */
let pageLoadedBefore = false;

/**
 * True once the page's load event has passed and a frame has been painted after it: the first
 * screen's images (the banner, the page's largest paint) are in. Below-the-fold sections wait for
 * it to show their images and cards, holding their exact place with skeletons until then, so they
 * neither compete with the largest paint for the network nor shift anything when they fill in.
 * The fill-in renders as a transition: React slices it instead of blocking the page.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => pageLoadedBefore);
  useEffect(() => {
    if (loaded) return undefined;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterNextPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          pageLoadedBefore = true;
          startTransition(() => setLoaded(true));
        }, 0);
      });
    };
    if (document.readyState === 'complete') afterNextPaint();
    else window.addEventListener('load', afterNextPaint, { once: true });
    return () => {
      window.removeEventListener('load', afterNextPaint);
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [loaded]);
  return loaded;
}
