/**
 * Runs `fn` at most once per `ms`, with a trailing call so the last event is never lost (the
 * infinite scroll must see where the scrolling stopped). `cancel` drops a pending trailing call.
 */
export function throttle(fn: () => void, ms: number, now: () => number = Date.now): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    run() {
      const wait = last + ms - now();
      if (wait <= 0) {
        last = now();
        fn();
        return;
      }
      timer ??= setTimeout(() => {
        timer = null;
        last = now();
        fn();
      }, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
