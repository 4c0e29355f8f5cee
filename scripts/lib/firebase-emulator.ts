/**
 * Starts the Firebase Auth emulator (the Firebase CLI's auth server, from firebase-tools installed on
 * demand by firebase-tools.ts; no Java needed for auth) for one project on a free port of
 * 127.0.0.1, and stops it again. Used by `npm start` and `npm run dev` (for a brand whose
 * brand.json says `thirdPartyAuth.useEmulator`) and by the firebase tests.
 *
 *   const emulator = await startFirebaseAuthEmulator({ projectId: 'demo-mare-da-sorte' });
 *   // emulator.host === '127.0.0.1:41234' (FIREBASE_AUTH_EMULATOR_HOST for the sandbox)
 *   await emulator.stop();
 *
 * It runs scripts/firebase-emulator/auth-emulator.cjs, which serves the CLI's own auth server
 * without the CLI around it and with its request validators compiled on first use: under 2 core-s
 * to start where `firebase emulators:start --only auth` took about 14 (see that file). The server
 * binds port 0 and reports the port it got, so no other process can take it in between. It runs in
 * its own process group; stop() kills the group.
 *
 * Use a project id starting with `demo-`, as the CLI asks (for other ids it would try to reach
 * Google); the emulator mints tokens for that project only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { thirdPartyAuthOf } from '../../sandbox/lib/firebase-auth';
import { ensureFirebaseTools } from './firebase-tools';
import { brandsDir, repoRoot } from './paths';

export interface FirebaseAuthEmulator {
  /** `127.0.0.1:<port>`: what FIREBASE_AUTH_EMULATOR_HOST holds. */
  host: string;
  projectId: string;
  /** Kills the emulator's whole process group. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartFirebaseAuthEmulatorOptions {
  projectId: string;
  /** How long to wait for the emulator to answer. Default 60 s. */
  timeoutMs?: number;
}

export interface EmulatorSmsCode {
  phoneNumber: string;
  code: string;
}

const HOST = '127.0.0.1';
const DEFAULT_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 3_000;
/** Keep at most this much of the emulator's output for error messages. */
const OUTPUT_LIMIT = 20_000;
/** What brand.schema.json allows for thirdPartyAuth.firebase.projectId (Firebase itself: 6-30, starting with a letter). */
const PROJECT_ID = /^[a-z0-9-]{4,40}$/;
const LAUNCHER = path.join(repoRoot, 'scripts', 'firebase-emulator', 'auth-emulator.cjs');

/** Environment of the emulator: no update check, no usage tracking, no colour, no other emulator. */
function emulatorEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The sandbox's own variable must not make the emulator (or anything it runs) talk to another emulator.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIREBASE_EMULATOR_HUB;
  // A parent's `--import tsx` is not needed by a plain CommonJS file and costs a start-up.
  delete env.NODE_OPTIONS;
  return {
    ...env,
    // firebase-tools' update notifier and usage tracking both stand down when CI is set.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    DEBUG: '',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
}

/** Kills the process group led by `child` (SIGTERM, then SIGKILL after a grace period). */
function killGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal);
      } catch {
        // The group is gone already.
      }
    };
    const killer = setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS);
    const giveUp = setTimeout(done, STOP_GRACE_MS + 2_000);
    function done() {
      clearTimeout(killer);
      clearTimeout(giveUp);
      // Whatever the emulator started and left in its group goes too.
      signalGroup('SIGKILL');
      resolve();
    }
    child.once('exit', done);
    signalGroup('SIGTERM');
  });
}

/**
 * Starts the Auth emulator for `projectId` and resolves once it listens (or rejects
 * after `timeoutMs`, with the emulator's output in the message). Listens on 127.0.0.1 only.
 */
export async function startFirebaseAuthEmulator({
  projectId,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: StartFirebaseAuthEmulatorOptions): Promise<FirebaseAuthEmulator> {
  if (!PROJECT_ID.test(projectId)) throw new Error(`Not a Firebase project id: "${projectId}"`);
  // Installing firebase-tools (a fresh clone's first start) can take minutes: the wait for the
  // emulator to answer starts once it is there.
  const toolsDir = ensureFirebaseTools((line) => process.stderr.write(`${line}\n`));
  const deadline = Date.now() + timeoutMs;
  const child = spawn(process.execPath, [LAUNCHER, toolsDir, projectId, '0'], {
    env: emulatorEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stop() kills the emulator and anything it spawned in one go.
    detached: true,
  });
  // If this process ends without stop() (a crash, process.exit() on Ctrl-C), the group must not
  // outlive it: the emulator is detached, so nothing else would end it.
  const killOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  try {
    // The launcher prints the port from inside listen(), after the app is built: it answers already.
    const port = await reportedPort(child, deadline, timeoutMs);
    let stopping: Promise<void> | undefined;
    return {
      host: `${HOST}:${port}`,
      projectId,
      stop: () => {
        process.removeListener('exit', killOnExit);
        stopping ??= killGroup(child);
        return stopping;
      },
    };
  } catch (error) {
    process.removeListener('exit', killOnExit);
    await killGroup(child);
    throw error;
  }
}

/** The port the launcher's `{"port":n}` line reports; rejects when it exits first or the deadline passes. */
function reportedPort(child: ChildProcess, deadline: number, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    let stdout = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    const timer = setTimeout(
      () => finish(new Error(`The Firebase Auth emulator did not start within ${timeoutMs} ms:\n${output}`)),
      Math.max(0, deadline - Date.now()),
    );
    function finish(result: number | Error) {
      clearTimeout(timer);
      child.stdout?.removeListener('data', onStdout);
      child.removeListener('exit', onExit);
      child.removeListener('error', onError);
      if (result instanceof Error) reject(result);
      else resolve(result);
    }
    function onStdout(chunk: Buffer) {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((text) => text.startsWith('{"port":'));
      if (line) finish((JSON.parse(line) as { port: number }).port);
    }
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(
        new Error(`The Firebase Auth emulator exited (${signal ? `signal ${signal}` : `code ${code}`}) before it was ready:\n${output}`),
      );
    const onError = (error: Error) => finish(new Error(`The Firebase Auth emulator could not be started: ${error.message}`));
    child.stdout?.on('data', onStdout);
    // Kept for the message of a failure, and drained for the emulator's whole life: a full pipe
    // would block a chatty emulator.
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

/**
 * The SMS codes the emulator "sent" for `projectId` (GET /emulator/v1/projects/<id>/verificationCodes),
 * oldest first. `host` is `127.0.0.1:<port>` (or any base the emulator answers on, e.g. a proxy's
 * `127.0.0.1:<port>` when it forwards /emulator/).
 */
export async function readEmulatorSmsCodes(host: string, projectId: string): Promise<EmulatorSmsCode[]> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/verificationCodes`);
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status} for the verification codes: ${await response.text()}`);
  const body = (await response.json()) as { verificationCodes?: { phoneNumber?: unknown; code?: unknown }[] };
  return (body.verificationCodes ?? [])
    .filter(
      (entry): entry is { phoneNumber: string; code: string } => typeof entry.phoneNumber === 'string' && typeof entry.code === 'string',
    )
    .map(({ phoneNumber, code }) => ({ phoneNumber, code }));
}

/** The brand's Firebase project id when its brand.json wants the Auth emulator, else null. */
export function emulatorProjectOf(brand: string): string | null {
  const auth = thirdPartyAuthOf(JSON.parse(readFileSync(path.join(brandsDir, brand, 'brand.json'), 'utf8')));
  return auth?.useEmulator ? auth.firebase.projectId : null;
}
