import { useEffect, useState } from 'react';

/** Whether `query` matches now (false where the browser cannot tell). */
export function matchesMediaQuery(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * A media query as state, following the browser while the component is mounted: for what a style
 * sheet hides at some widths and should then not be built at all (its code not even downloaded),
 * or a setting such as reduced motion; not for layout, which stays in CSS.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => matchesMediaQuery(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
