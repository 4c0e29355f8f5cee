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

export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
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
