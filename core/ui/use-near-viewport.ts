import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element comes within `margin` of the viewport, and from then on. Below
 * the fold parts (the footer's sections) render only then: a page that is opened and never
 * scrolled never runs them, and one that is scrolled has them long before they come into view.
 * Without IntersectionObserver (old browsers, test DOMs) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '800px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
