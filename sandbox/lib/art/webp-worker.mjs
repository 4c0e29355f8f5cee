// The WebP encoder (libwebp in WebAssembly, from @jsquash/webp) on a worker thread.
//
// Plain JavaScript on purpose: @jsquash/webp ships only as ES modules, which the sandbox's tests
// (Jest, CommonJS) cannot import, while a worker thread is ordinary Node and can. Encoding here
// also keeps the 30-70 ms of a banner off the server's event loop.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import encode, { init } from '@jsquash/webp/encode.js';

const require = createRequire(import.meta.url);
// Node 20 has WebAssembly SIMD; the SIMD build of libwebp is about twice as fast.
const wasmFile = require.resolve('@jsquash/webp/codec/enc/webp_enc_simd.wasm');
const ready = WebAssembly.compile(fs.readFileSync(wasmFile)).then((module) => init(module));

parentPort.on('message', async ({ id, pixels, width, height, quality }) => {
  try {
    await ready;
    const data = new Uint8ClampedArray(pixels);
    const bytes = await encode({ data, width, height, colorSpace: 'srgb' }, { quality, method: 4 });
    parentPort.postMessage({ id, bytes }, [bytes]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
