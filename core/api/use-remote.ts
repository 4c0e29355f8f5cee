import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: T | null;
  error: unknown;
  retry: () => void;
}

interface RemoteState<T> {
  key: string | null;
  status: Remote<T>['status'];
  data: T | null;
  error: unknown;
}

/**
 * One call for a page section: runs when `key` changes (null: not now), ignores answers that
 * arrive after the key moved on, and can be retried after a failure.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteState<T>>({ key: null, status: 'idle', data: null, error: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) {
      setState({ key, status: 'idle', data: null, error: null });
      return;
    }
    let live = true;
    setState((previous) => ({ key, status: 'loading', data: previous.key === key ? previous.data : null, error: null }));
    // An answer renders as a transition: React renders a section's rows in slices that yield to
    // the browser, where an ordinary update from a promise renders them all in one task (on a
    // phone, one long task per section that lands, issue 22).
    loadRef.current().then(
      (data) => live && startTransition(() => setState({ key, status: 'loaded', data, error: null })),
      (error: unknown) => live && startTransition(() => setState({ key, status: 'failed', data: null, error })),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.key !== key) return { status: key === null ? 'idle' : 'loading', data: null, error: null, retry };
  return { ...state, retry };
}
