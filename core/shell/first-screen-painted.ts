import { useEffect, useState } from 'react';

/**
 * When the app's first screen has been painted: after the shell's first commit, a frame and a
 * task. Plugins start work that the first screen does not need (their workflow chunks, say) after
 * it, so it never competes with the first paint. A bare animation frame is not enough: it comes
 * round while the page is still empty, before React has rendered anything.
 */
let firstScreenIsPainted = false;
let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = () => {
    firstScreenIsPainted = true;
    resolve();
  };
});

export function whenFirstScreenPainted(): Promise<void> {
  return painted;
}

/** Called by the shell: marks the first screen painted once its first render is on screen. */
export function useMarkFirstScreenPainted(): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(markPainted, 0));
    return () => cancelAnimationFrame(frame);
  }, []);
}

/** False until the first screen has painted, then true (and true at once on later mounts). */
export function useFirstScreenPainted(): boolean {
  const [done, setDone] = useState(firstScreenIsPainted);
  useEffect(() => {
    let live = true;
    if (!done) void painted.then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
