import { yieldToBrowser } from '../ui/yield-to-browser';

/** Chunk loads that do not finish in 120 s fail (spec section 9); webpack's own limit is set to match. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkLoadErrorType = 'missing' | 'timeout' | 'error';

export class ChunkLoadTimeoutError extends Error {
  readonly type = 'timeout' as const;
  constructor() {
    super('Loading chunk timed out');
    this.name = 'ChunkLoadError';
  }
}

/** webpack rejects with `name: 'ChunkLoadError'` and `type` 'missing', 'timeout' or 'error'. */
export function chunkErrorType(error: unknown): ChunkLoadErrorType {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'missing' || type === 'timeout' || type === 'error') return type;
  return 'error';
}

/**
 * Loads a chunk, failing after `timeoutMs`. The load starts in a task of its own: the views that
 * mount in one render each ask for their chunks from the same effects flush, and asking costs
 * (webpack makes a script element per chunk, and a link per style sheet, and the browser starts a
 * request for each): several views made one task of 15-25 ms after the first paint (issue 22).
 */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    yieldToBrowser()
      .then(load)
      .then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
  });
}
