/**
 * A child process for sandbox/db/data-dir-lock.test.ts: one "sandbox" trying to lock a data
 * folder at the same moment as others. Usage: node --import tsx lock-contender.ts <dataDir>
 * Prints `ready` once loaded. A line `go <epoch ms>` on stdin makes it spin until that instant
 * (sub-millisecond clock, so all contenders start together), try the lock and print
 * `locked <pid>` or `refused: <message>`. It holds the lock until stdin closes, then releases it.
 */
import { performance } from 'node:perf_hooks';
import { lockDataDir } from '../db/data-dir-lock';

const dataDir = process.argv[2];
let release: (() => void) | undefined;
let tried = false;

process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  if (tried) return;
  tried = true;
  const startAt = Number(/^go (\d+(\.\d+)?)/.exec(line)?.[1] ?? 0);
  while (performance.timeOrigin + performance.now() < startAt) {
    // spin: a timer is not precise enough to line the contenders up
  }
  try {
    release = lockDataDir(dataDir);
    process.stdout.write(`locked ${process.pid}\n`);
  } catch (error) {
    process.stdout.write(`refused: ${(error as Error).message}\n`);
  }
});
process.stdin.on('end', () => {
  release?.();
  process.exit(0);
});
process.stdout.write('ready\n');
