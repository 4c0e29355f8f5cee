import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './db';

type Operation =
  | { op: 'ready' | 'close' | 'dump' }
  | { op: 'query'; sql: string; params?: unknown[]; txId?: number }
  | { op: 'exec'; sql: string; txId?: number }
  | { op: 'begin' | 'commit' | 'rollback'; txId: number };

interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; code?: string; detail?: string };
}

/** An error from PostgreSQL as the worker reported it (code is the SQLSTATE, e.g. 23505). */
export class PgliteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(detail ? `${message} (${detail})` : message);
    this.name = 'PgliteError';
  }
}

let compiledModules: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;

/**
 * PGlite's WASM, compiled once per process and handed to every worker: compiling takes about a
 * second, so the second and later databases of a test run start much faster.
 */
function compileModules() {
  compiledModules ??= (async () => {
    const dist = dirname(require.resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))),
      WebAssembly.compile(readFileSync(join(dist, 'initdb.wasm'))),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiledModules;
}

/** A PGlite database, which can also write its whole data folder out (for a template). */
export interface PgliteDb extends Db {
  /** The data folder as an uncompressed tar (PGlite's dumpDataDir). */
  dump(): Promise<Uint8Array>;
}

export interface OpenPgliteOptions {
  /** Start from this dump of a data folder (a file written from dump()) instead of an empty database. */
  loadFrom?: string;
}

/**
 * Embedded PostgreSQL (PGlite, WASM) running in a worker thread (see pglite-worker.cjs for why).
 * `dataDir` undefined keeps everything in memory.
 */
export async function openPgliteDb(dataDir?: string, options: OpenPgliteOptions = {}): Promise<PgliteDb> {
  const worker = new Worker(join(__dirname, 'pglite-worker.cjs'), {
    // Plain CommonJS: without this the worker inherits `--import tsx` and starts its module hooks
    // for nothing, about 0.15 s of CPU per database opened.
    execArgv: [],
    workerData: { dataDir, loadFrom: options.loadFrom, ...(await compileModules()) },
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let nextTxId = 1;
  let workerGone: Error | undefined;

  // The worker keeps the process alive only while a call is in flight: an idle database (or
  // one a failed start-up never handed out) must not stop Node, or Jest, from exiting.
  const settled = (id: number) => {
    pending.delete(id);
    if (pending.size === 0) worker.unref();
  };
  const failAll = (error: Error) => {
    workerGone = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker.unref();
  };
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    settled(reply.id);
    if (reply.error) waiter.reject(new PgliteError(reply.error.message, reply.error.code, reply.error.detail));
    else waiter.resolve(reply.result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The PGlite worker stopped (exit code ${code})`)));

  const call = <T>(operation: Operation): Promise<T> => {
    if (workerGone) return Promise.reject(workerGone);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ id, ...operation });
    });
  };

  const queryable = (txId?: number): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => ({
      rows: await call<T[]>({ op: 'query', sql, params: params ? [...params] : undefined, txId }),
    }),
    exec: async (sql) => {
      await call({ op: 'exec', sql, txId });
    },
  });

  try {
    await call({ op: 'ready' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  let closed: Promise<void> | undefined;
  return {
    ...queryable(),
    transaction: async (fn) => {
      const txId = nextTxId++;
      await call({ op: 'begin', txId });
      try {
        const result = await fn(queryable(txId));
        await call({ op: 'commit', txId });
        return result;
      } catch (error) {
        await call({ op: 'rollback', txId }).catch(() => undefined);
        throw error;
      }
    },
    dump: async () => new Uint8Array(await call<Uint8Array>({ op: 'dump' })),
    close: () => {
      closed ??= call({ op: 'close' })
        .catch(() => undefined)
        .then(async () => {
          await worker.terminate();
        });
      return closed;
    },
  };
}
