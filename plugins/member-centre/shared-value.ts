import { useSyncExternalStore } from 'react';

/**
 * A value shared by the plugin's lazy chunks (the header block and the panel are two chunks of one
 * module graph): what one changes, the other shows at once. Kept out of Redux on purpose: the
 * plugin ships no reducer, so nothing of it joins the first screen.
 */
export interface SharedValue<T> {
  get: () => T;
  set: (next: T) => void;
  use: () => T;
}

export function sharedValue<T>(initial: T): SharedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, () => value),
  };
}
