import { useEffect, useRef } from 'react';

/**
 * Runs `refresh` now, every `everyMs` while the tab is in front and whenever it comes back to the
 * front; `forget` runs when the component leaves (the session ended). The header's wallet and
 * bell keep their figures fresh this way.
 */
export function useRefreshWhileVisible(refresh: () => void, forget: () => void, everyMs: number): void {
  // The latest callbacks, so a new function each render neither restarts the timer nor goes stale.
  const calls = useRef({ refresh, forget });
  calls.current = { refresh, forget };
  useEffect(() => {
    calls.current.refresh();
    const whenVisible = () => {
      if (document.visibilityState === 'visible') calls.current.refresh();
    };
    const timer = window.setInterval(whenVisible, everyMs);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', whenVisible);
      calls.current.forget();
    };
  }, [everyMs]);
}
