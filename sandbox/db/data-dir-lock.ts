import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SandboxSetupError } from '../setup-error';

export const LOCK_FILE = 'sandbox.lock';

/** A lock file without a readable pid is taken for a sandbox still writing it, unless it is this old (corrupt). */
const UNREADABLE_LOCK_GRACE_MS = 10_000;

/**
 * PGlite has no server to arbitrate between processes: two sandboxes on one folder would corrupt
 * it. The first one creates `sandbox.lock` holding its pid; a second one refuses to start while
 * that pid lives. Creating the file is atomic (a hard link fails when it exists), so of two sandboxes
 * starting together only one gets the lock. A lock whose process is gone is removed and the
 * creation tried once more. Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  if (!tryCreate(file)) {
    const refused = takeOverIfStale(file);
    if (refused) throw inUse(dataDir, refused.holder);
  }
  return () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
}

interface Holder {
  /** live: its process runs (or it is being written); stale: process gone or no pid for too long. */
  state: 'live' | 'stale' | 'gone';
  pid?: number;
}

/**
 * Replaces a stale lock with ours; answers the holder that refuses us otherwise. Several sandboxes
 * may find the same stale lock: replacing it is done under a second lock file
 * (`sandbox.lock.takeover`, created the same atomic way), where the lock is checked again, so
 * only one of them removes it and none removes the fresh lock another has just made.
 */
function takeOverIfStale(file: string): { holder: number | undefined } | undefined {
  const lock = holderOf(file);
  if (lock.state === 'live') return { holder: lock.pid };
  const guardFile = `${file}.takeover`;
  if (!tryCreate(guardFile)) {
    const guard = holderOf(guardFile);
    if (guard.state === 'live') {
      // Another sandbox is taking over right now: let it finish, then name whoever holds the lock.
      for (const deadline = Date.now() + 2000; existsSync(guardFile) && Date.now() < deadline;) sleep(10);
      return { holder: readHolderPatiently(file) };
    }
    // Gone meanwhile, or left by a sandbox that died while taking over.
    if (guard.state === 'stale') rmSync(guardFile, { force: true });
    if (!tryCreate(guardFile)) return { holder: readHolderPatiently(file) };
  }
  try {
    const again = holderOf(file);
    if (again.state === 'live') return { holder: again.pid };
    if (again.state === 'stale') rmSync(file, { force: true });
    return tryCreate(file) ? undefined : { holder: readHolderPatiently(file) };
  } finally {
    rmSync(guardFile, { force: true });
  }
}

/**
 * Creates the file holding our pid; false when it already exists. The pid is written to a file of
 * our own first and hard-linked into place (link fails when the name exists, like `wx`), so the
 * lock never exists without its pid: a CI run under load read it empty for over a second.
 */
function tryCreate(file: string): boolean {
  const own = `${file}.${process.pid}.tmp`;
  writeFileSync(own, String(process.pid));
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

function holderOf(file: string): Holder {
  const pid = readHolderPatiently(file);
  if (pid !== undefined) return { state: isAlive(pid) ? 'live' : 'stale', pid };
  try {
    return { state: Date.now() - statSync(file).mtimeMs > UNREADABLE_LOCK_GRACE_MS ? 'stale' : 'live' };
  } catch {
    return { state: 'gone' };
  }
}

function inUse(dataDir: string, holder: number | undefined): SandboxSetupError {
  const who = holder === undefined ? `see ${join(dataDir, LOCK_FILE)}` : `pid ${holder}`;
  return new SandboxSetupError(
    `The data folder ${dataDir} is in use by another sandbox (${who}). ` +
      'Stop it, or use SANDBOX_DATA_DIR=<another folder> or SANDBOX_DB=memory.',
  );
}

/**
 * The pid in the file. A sandbox creates the file, then writes into it: an existing file without
 * a pid is read again for a while (a second, in case that sandbox is slow to be scheduled).
 */
function readHolderPatiently(file: string): number | undefined {
  for (const deadline = Date.now() + 1000; ; sleep(10)) {
    const pid = readHolder(file);
    if (pid !== undefined || Date.now() >= deadline || !existsSync(file)) return pid;
  }
}

/** Synchronous: locking happens once, at start-up, before anything else could run. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readHolder(file: string): number | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    const pid = Number(text);
    return /^\d+$/.test(text) && Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // ESRCH: no such process. EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
