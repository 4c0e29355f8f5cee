import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** The row's first item is wholly in view (nothing to scroll back to). */
  start: boolean;
  /** Its last item is wholly in view (nothing further). */
  end: boolean;
}

/** A row scrolled 2 px or less from an end counts as at that end. */
const EDGE_TOLERANCE_PX = 2;

/**
 * Whether a sideways-scrolling row (its items its element children) sits at its start and at its
 * end, for its arrow buttons. Told by an IntersectionObserver on the first and last items with the
 * row as root: the browser reports after layout, on scroll, resize and content change alike, so
 * nothing reads scrollLeft/scrollWidth in an effect, which would lay the page out again in the
 * commit that mounts the row. `watch` is what changes the items (they are looked up again).
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>, enabled: boolean, watch: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: true, end: false });
  useEffect(() => {
    const element = row.current;
    const first = element?.firstElementChild;
    const last = element?.lastElementChild;
    if (!enabled || !element || !first || !last || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        setEdges((previous) => {
          let { start, end } = previous;
          for (const entry of entries) {
            const whole = entry.intersectionRatio >= 0.999;
            if (entry.target === first) start = whole;
            if (entry.target === last) end = whole;
          }
          return start === previous.start && end === previous.end ? previous : { start, end };
        });
      },
      { root: element, threshold: [0, 0.999], rootMargin: `0px ${EDGE_TOLERANCE_PX}px` },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    return () => observer.disconnect();
  }, [row, enabled, watch]);
  return edges;
}
