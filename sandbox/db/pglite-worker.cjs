'use strict';
/**
 * Runs PGlite in a worker thread for pglite-db.ts (plain CommonJS: worker threads run outside
 * any TypeScript loader). Why a worker: PGlite executes SQL synchronously in WASM, so on the main
 * thread every query would stall the HTTP server; and under Jest, PGlite's own dynamic import()
 * cannot run in the test sandbox, while a worker is a normal Node context.
 *
 * Protocol: the parent sends { id, op, ... } and gets { id, result } or { id, error } back.
 * Messages are handled concurrently, so a "commit" is never stuck behind a query that waits for
 * the transaction to end (PGlite queues plain queries until the open transaction finishes).
 */
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
// Trigram indexes (migration 026, the game search): contrib modules ship with the PostgreSQL
// server; PGlite loads each one it is given.
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

const transactions = new Map();

const ready = PGlite.create({
  extensions: { pg_trgm },
  ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
  // A copy of a prepared database (a tar of its data folder, see template.ts): no initdb, no migrations.
  ...(workerData.loadFrom ? { loadDataDir: new Blob([require('node:fs').readFileSync(workerData.loadFrom)]) } : {}),
  ...(workerData.pgliteWasmModule ? { pgliteWasmModule: workerData.pgliteWasmModule } : {}),
  ...(workerData.initdbWasmModule ? { initdbWasmModule: workerData.initdbWasmModule } : {}),
});

/** Opens a transaction that stays open until the parent commits or rolls it back. */
async function begin(db, txId) {
  let opened;
  const isOpen = new Promise((resolve) => (opened = resolve));
  const finished = db
    .transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          transactions.set(txId, { tx, commit: resolve, rollback: reject });
          opened();
        }),
    )
    .finally(() => transactions.delete(txId));
  // Stored so commit/rollback can wait for PGlite to finish COMMIT or ROLLBACK.
  finished.catch(() => undefined);
  await isOpen;
  transactions.get(txId).finished = finished;
}

function target(db, txId) {
  if (txId === undefined) return db;
  const transaction = transactions.get(txId);
  if (!transaction) throw new Error(`Transaction ${txId} is not open`);
  return transaction.tx;
}

async function handle(message) {
  const db = await ready;
  switch (message.op) {
    case 'ready':
      return null;
    case 'query': {
      const result = await target(db, message.txId).query(message.sql, message.params);
      return result.rows;
    }
    case 'exec':
      await target(db, message.txId).exec(message.sql);
      return null;
    case 'begin':
      await begin(db, message.txId);
      return null;
    case 'commit': {
      const transaction = transactions.get(message.txId);
      transaction.commit();
      await transaction.finished;
      return null;
    }
    case 'rollback': {
      const transaction = transactions.get(message.txId);
      if (!transaction) return null;
      transaction.rollback(new Error('rolled back'));
      await transaction.finished.catch(() => undefined);
      return null;
    }
    case 'dump': {
      // The data folder as an uncompressed tar, for a template to load (template.ts). A checkpoint
      // first writes every change into the data files, so a copy starts without replaying the
      // write-ahead log: about 0.1 s of CPU less for each of the ~80 copies a test run starts.
      await db.exec('CHECKPOINT');
      const blob = await db.dumpDataDir('none');
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) =>
      parentPort.postMessage({
        id: message.id,
        // PostgreSQL errors carry code/detail/hint; keep them for the parent's error message.
        error: { message: String(error && error.message), code: error && error.code, detail: error && error.detail },
      }),
  );
});
