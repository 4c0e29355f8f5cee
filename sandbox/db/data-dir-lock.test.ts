import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SandboxSetupError } from '../setup-error';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const REPO = resolve(__dirname, '../..');
const CONTENDER = join(REPO, 'sandbox', 'testing', 'lock-contender.ts');

/** The pid of a process that has finished (and been reaped), so no process has it now. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not spawn a child process');
  return child.pid;
}

interface Contender {
  child: ChildProcess;
  /** Resolves with the next stdout line (`exited with <code>` once the process has ended). */
  nextLine(): Promise<string>;
  /** Closes its stdin (it then releases what it holds) and resolves when it has exited. */
  finish(): Promise<unknown>;
}

/** Every child process a test started; whatever is still running after a test is killed. */
const children: ChildProcess[] = [];

function startContender(dataDir: string): Contender {
  // node --import tsx rather than the tsx binary: one process, whose pid is the one in the lock.
  const child = spawn(process.execPath, ['--import', 'tsx', CONTENDER, dataDir], { cwd: REPO, stdio: ['pipe', 'pipe', 'inherit'] });
  children.push(child);
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let ended: string | undefined;
  const deliver = (line: string) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else lines.push(line);
  };
  let buffered = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      deliver(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
    }
  });
  const exited = new Promise<void>((done) =>
    child.once('exit', (code) => {
      // A contender that dies says so, rather than leaving the test waiting for a line.
      ended = `exited with ${code}`;
      while (waiting.length) deliver(ended);
      done();
    }),
  );
  return {
    child,
    nextLine: () => {
      if (lines.length) return Promise.resolve(lines.shift()!);
      if (ended) return Promise.resolve(ended);
      return new Promise((done) => waiting.push(done));
    },
    finish: () => {
      child.stdin!.end();
      return exited;
    },
  };
}

/**
 * Starts `count` processes and, once all are loaded, has them try the lock at the same instant;
 * answers what each got. They keep whatever they got until `finish()`.
 */
async function contend(dataDir: string, count: number) {
  const contenders = Array.from({ length: count }, () => startContender(dataDir));
  for (const contender of contenders) expect(await contender.nextLine()).toBe('ready');
  const startAt = Date.now() + 300;
  for (const contender of contenders) contender.child.stdin!.write(`go ${startAt}\n`);
  const outcomes = await Promise.all(contenders.map((contender) => contender.nextLine()));
  const finish = () => Promise.all(contenders.map((contender) => contender.finish()));
  return { contenders, outcomes, finish };
}

describe('data folder lock (sandbox.lock)', () => {
  let dataDir: string;
  let lockFile: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'sandbox-lock-'));
    lockFile = join(dataDir, LOCK_FILE);
  });
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes our pid, refuses a second taker while held, and removes the file on release', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(SandboxSetupError);
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by another sandbox (pid ${process.pid})`);
    release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('is blocked by a live holder, whose lock it leaves alone', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    children.push(holder);
    await new Promise((done) => holder.once('spawn', done));
    writeFileSync(lockFile, `${holder.pid}\n`);

    expect(() => lockDataDir(dataDir)).toThrow(
      `The data folder ${dataDir} is in use by another sandbox (pid ${holder.pid}). ` +
        'Stop it, or use SANDBOX_DATA_DIR=<another folder> or SANDBOX_DB=memory.',
    );
    expect(readFileSync(lockFile, 'utf8')).toBe(`${holder.pid}\n`);
  });

  it('takes over a stale lock left by a process that has exited', () => {
    const stale = deadPid();
    writeFileSync(lockFile, String(stale));
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('treats a fresh lock without a pid as held (its sandbox may be writing it), an old one as stale', () => {
    writeFileSync(lockFile, '');
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by another sandbox (see ${lockFile})`);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile, old, old);
    lockDataDir(dataDir)();
  });

  /** Exactly one contender holds the lock (its pid is in the file); every other was refused, naming it. */
  async function expectOneWinner(count: number) {
    const { contenders, outcomes, finish } = await contend(dataDir, count);
    const winners = contenders.filter((_, index) => outcomes[index].startsWith('locked '));
    expect(winners).toHaveLength(1);
    const winner = winners[0].child.pid;
    expect(outcomes.sort()).toEqual([
      `locked ${winner}`,
      ...Array<string>(count - 1).fill(
        `refused: The data folder ${dataDir} is in use by another sandbox (pid ${winner}). ` +
          'Stop it, or use SANDBOX_DATA_DIR=<another folder> or SANDBOX_DB=memory.',
      ),
    ]);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(winner));
    await finish();
    expect(existsSync(lockFile)).toBe(false);
    expect(existsSync(`${lockFile}.takeover`)).toBe(false);
  }

  it('lets exactly one of several sandboxes starting together take a free folder', () => expectOneWinner(3), 60_000);

  it('lets exactly one of several sandboxes starting together take over a stale lock', async () => {
    writeFileSync(lockFile, String(deadPid()));
    await expectOneWinner(3);
  }, 60_000);
});
