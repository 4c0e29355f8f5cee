import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Autoplay {
  /** Counts the full delay again from now: after a move the visitor made or one that just ended. */
  restart(): void;
}

/**
 * Calls `advance` every `delayMs` while `running`, on one timer. A carousel's autoplay needs no
 * more: Swiper's counted its time left in an animation-frame loop, 60 callbacks a second for as
 * long as the page stayed open, which kept the main thread and the compositor busy on a page
 * that was otherwise still.
 */
export function useAutoplay(running: boolean, delayMs: number, advance: () => void): Autoplay {
  const latestAdvance = useRef(advance);
  latestAdvance.current = advance;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const runningRef = useRef(running);
  runningRef.current = running;

  const arm = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!runningRef.current) return;
    timer.current = setTimeout(function tick() {
      latestAdvance.current();
      timer.current = setTimeout(tick, delayMs);
    }, delayMs);
  }, [delayMs]);

  useEffect(() => {
    arm();
    return () => clearTimeout(timer.current);
  }, [running, arm]);

  return useMemo(() => ({ restart: arm }), [arm]);
}
