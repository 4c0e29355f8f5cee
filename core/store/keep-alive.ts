import { call, delay, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';

export interface KeepAliveOptions {
  /** Called with the saga's name and error each time it crashes. */
  onCrash?: (name: string, error: unknown) => void;
  /** Wait before a restart, so a saga that crashes at once does not spin. */
  restartDelayMs?: number;
  /** Restarts allowed before the saga is left stopped. */
  maxRestarts?: number;
}

/**
 * Runs a saga so that a crash restarts it instead of cancelling its siblings: each one is spawned
 * (detached), and its body is retried after an error. A saga that returns normally stays done.
 */
export function keepAlive(name: string, saga: Saga<[]>, options: KeepAliveOptions = {}): Saga<[]> {
  const { onCrash, restartDelayMs = 1000, maxRestarts = 20 } = options;
  return function* keptAlive() {
    for (let restarts = 0; ; restarts += 1) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        onCrash?.(name, error);
        if (restarts >= maxRestarts) return;
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
