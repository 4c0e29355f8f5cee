/**
 * WebP encoding for the generated artwork, done by one worker thread (see webp-worker.mjs for
 * why a worker). Started on first use and unref'd, so it never keeps a server or a test alive.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

interface Reply {
  id: number;
  bytes?: ArrayBuffer;
  error?: string;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }>();

function encoder(): Worker {
  if (worker) return worker;
  // Plain ES module: `execArgv: []` keeps the worker from inheriting `--import tsx` and starting
  // its module hooks for nothing.
  const started = new Worker(path.join(__dirname, 'webp-worker.mjs'), { execArgv: [] });
  started.unref();
  started.on('message', ({ id, bytes, error }: Reply) => {
    const caller = waiting.get(id);
    waiting.delete(id);
    if (bytes) caller?.resolve(Buffer.from(bytes));
    else caller?.reject(new Error(`WebP encoding failed: ${error}`));
  });
  // A dead worker fails whoever waits and is started again on the next image.
  const fail = (error: Error) => {
    for (const caller of waiting.values()) caller.reject(error);
    waiting.clear();
    worker = undefined;
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`WebP encoder stopped (exit ${code})`)));
  worker = started;
  return started;
}

/** Encodes RGBA pixels as a lossy WebP of the given quality (1-100). */
export function encodeWebp(pixels: Uint8Array, width: number, height: number, quality: number): Promise<Buffer> {
  const id = nextId++;
  // A copy the worker owns: the caller frees its pixel buffer as soon as this returns.
  const copy = pixels.slice().buffer;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    encoder().postMessage({ id, pixels: copy, width, height, quality }, [copy]);
  });
}
