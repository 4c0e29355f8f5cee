import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SandboxSetupError } from '../setup-error';

const LOCK_FILE = 'sandbox.lock';

/**
 * PGlite has no server to arbitrate between processes: two sandboxes on one folder would corrupt
 * it. The first one writes its pid here; a second one refuses to start while that pid lives.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  const holder = readHolder(file);
  if (holder !== undefined && isAlive(holder)) {
    throw new SandboxSetupError(
      `The data folder ${dataDir} is in use by another sandbox (pid ${holder}). ` +
        'Stop it, or use SANDBOX_DATA_DIR=<another folder> or SANDBOX_DB=memory.',
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
