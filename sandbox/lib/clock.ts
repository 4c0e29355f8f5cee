/**
 * The sandbox's notion of "now". Everything with a time limit (sessions, verification codes,
 * captchas, login failures, rate limits) reads it, so tests can move time forward in process
 * (`sandbox.controls.advanceClock(ms)`) instead of waiting; `/__sandbox/reset` puts it back.
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (or back, with a negative amount) by `ms` milliseconds. */
  advance(ms: number): void;
  /** Back to the real time. */
  reset(): void;
}

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
