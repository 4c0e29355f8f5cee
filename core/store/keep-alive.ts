import { call, delay, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';

export interface KeepAliveOptions {
  /** Called with the saga's name and error each time it crashes. */
  onCrash?: (name: string, error: unknown) => void;
  /** Wait before a restart, so a saga that crashes at once does not spin. */
  restartDelayMs?: number;
  /** Restarts allowed in a row before the saga is left stopped. */
  maxRestarts?: number;
  /** A run that lasted this long counts as healthy: the restart count starts again. */
  healthyAfterMs?: number;
  /** Called once when a saga is left stopped. */
  onGiveUp?: (name: string) => void;
}

/**
 * Runs a saga so that a crash restarts it instead of cancelling its siblings: each one is spawned
 * (detached), and its body is retried after an error. A saga that returns normally stays done.
 */
export function keepAlive(name: string, saga: Saga<[]>, options: KeepAliveOptions = {}): Saga<[]> {
  const { onCrash, onGiveUp, restartDelayMs = 1000, maxRestarts = 20, healthyAfterMs = 60_000 } = options;
  return function* keptAlive() {
    let restarts = 0;
    for (;;) {
      const started = Date.now();
      try {
        yield call(saga);
        return;
      } catch (error) {
        onCrash?.(name, error);
        // Crashes far apart are separate incidents, not a saga that cannot start.
        restarts = Date.now() - started >= healthyAfterMs ? 1 : restarts + 1;
        if (restarts > maxRestarts) {
          onGiveUp?.(name);
          return;
        }
        yield delay(restartDelayMs);
      }
    }
  };
}

export function spawnAll(sagas: ReadonlyArray<[string, Saga<[]>]>, options: KeepAliveOptions = {}): Saga<[]> {
  return function* root() {
    for (const [name, saga] of sagas) yield spawn(keepAlive(name, saga, options));
  };
}
