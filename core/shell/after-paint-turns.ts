import { startTransition, useEffect, useState } from 'react';
import { whenFirstScreenPainted } from './first-screen-painted';

/**
 * The parts below the fold (the footer, `after-paint` slot items) mount after the first screen
 * has painted: one per idle period of the browser, each as a transition. React then renders each
 * in slices that yield, and no two parts' render, layout and paint share a task, which kept
 * tasks of 60-190 ms (4× CPU) after the first paint when they all mounted in one render (issue 22).
 * Parts that mount once the first ones have had their turn (another page) take theirs at once.
 */
const IDLE_TIMEOUT_MS = 200;
/**
 * Set on <html> when the first round is over: every part that asked for a turn has mounted, and
 * parts that ask later mount at once. What browser tests wait on to see the whole start-up's page.
 */
export const AFTER_PAINT_DONE_ATTRIBUTE = 'data-after-paint-done';
const waiting: Array<() => void> = [];
let draining = false;
let firstRoundOver = false;
let endRound: () => void = () => undefined;
const roundOver = new Promise<void>((resolve) => {
  endRound = resolve;
});

/** Runs `work` in the browser's next idle period (within `timeoutMs` however busy it is). */
export function nextIdlePeriod(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 16);
}

function drain(): void {
  const next = waiting.shift();
  if (!next) {
    draining = false;
    if (!firstRoundOver) document.documentElement.setAttribute(AFTER_PAINT_DONE_ATTRIBUTE, '');
    firstRoundOver = true;
    endRound();
    return;
  }
  try {
    next();
  } finally {
    // A turn that throws must not stall the parts after it.
    nextIdlePeriod(drain);
  }
}

/** Resolves when the first round is over (AFTER_PAINT_DONE_ATTRIBUTE). */
export function whenAfterPaintRoundOver(): Promise<void> {
  return roundOver;
}

/** Runs `work` in its own idle period, after the parts already waiting (work no screen shows: loading a library). */
export function takeTurn(work: () => void): void {
  waiting.push(work);
  if (draining) return;
  draining = true;
  nextIdlePeriod(drain);
}

/** False until this part's turn after the first paint has come, then true (at once once the first round is over). */
export function useAfterPaintTurn(): boolean {
  const [turn, setTurn] = useState(firstRoundOver);
  useEffect(() => {
    if (turn) return undefined;
    let live = true;
    void whenFirstScreenPainted().then(() =>
      takeTurn(() => {
        if (live) startTransition(() => setTurn(true));
      }),
    );
    return () => {
      live = false;
    };
  }, [turn]);
  return turn;
}
