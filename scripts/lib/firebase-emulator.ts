/**
 * Starts the Firebase Auth emulator (the Firebase CLI, installed on demand by firebase-tools.ts; no
 * Java needed for auth)
 * for one project, on free ports of 127.0.0.1, and stops it again. Used by `npm start` (for a brand
 * whose brand.json says `thirdPartyAuth.useEmulator`) and by the sandbox's firebase tests.
 *
 *   const emulator = await startFirebaseAuthEmulator({ projectId: 'demo-mare-da-sorte' });
 *   // emulator.host === '127.0.0.1:41234' (FIREBASE_AUTH_EMULATOR_HOST for the sandbox)
 *   await emulator.stop();
 *
 * Each emulator gets its own temporary folder: the firebase.json it runs with, and TMPDIR (the CLI
 * writes its "hub locator" file, hub-<projectId>.json, to the temp folder, so two emulators for the
 * same project, e.g. two test files running in parallel, do not see each other). Every port the
 * CLI would otherwise take at a fixed default (hub 4400, logging 4500, UI 4000, auth 9099) is set
 * to a free one, and the UI is off. The CLI runs in its own process group; stop() kills the group.
 *
 * Use a project id starting with `demo-`: for other ids the CLI first tries to authenticate with
 * Google (and warns when it cannot), which costs time offline and is never needed by the emulator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { thirdPartyAuthOf } from '../../sandbox/lib/firebase-auth';
import { ensureFirebaseTools } from './firebase-tools';
import { brandsDir } from './paths';

export interface FirebaseAuthEmulator {
  /** `127.0.0.1:<port>`: what FIREBASE_AUTH_EMULATOR_HOST holds. */
  host: string;
  projectId: string;
  /** Kills the CLI's whole process group and removes the temporary folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartFirebaseAuthEmulatorOptions {
  projectId: string;
  /** How long to wait for the auth port to answer. Default 60 s. */
  timeoutMs?: number;
}

export interface EmulatorSmsCode {
  phoneNumber: string;
  code: string;
}

const HOST = '127.0.0.1';
const DEFAULT_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 3_000;
/** Keep at most this much of the CLI's output for error messages. */
const OUTPUT_LIMIT = 20_000;
/** What brand.schema.json allows for thirdPartyAuth.firebase.projectId (Firebase itself: 6-30, starting with a letter). */
const PROJECT_ID = /^[a-z0-9-]{4,40}$/;

/** The CLI's entry point, run with this Node (no shell, no npx: signals reach it directly). */
function firebaseCli(): string {
  return ensureFirebaseTools((line) => process.stderr.write(`${line}\n`));
}

/** A port that was free on 127.0.0.1 a moment ago (the OS hands out each ephemeral port once in a while). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host: HOST, port: 0, exclusive: true }, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** The firebase.json the emulator runs with (also the shape of the repository's template firebase.json). */
export function emulatorConfig(ports: { auth: number; hub: number; logging: number; ui: number }): object {
  return {
    emulators: {
      auth: { host: HOST, port: ports.auth },
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      ui: { enabled: false, host: HOST, port: ports.ui },
      singleProjectMode: true,
    },
  };
}

/** Environment of the CLI: no update check, no MOTD fetch, no usage tracking, no colour, private temp folder. */
function cliEnv(tempDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The sandbox's own variable must not make the CLI (or anything it runs) talk to another emulator.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIREBASE_EMULATOR_HUB;
  return {
    ...env,
    // fetchMOTD() and update-notifier both stand down when CI is set.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // Don't let an unrelated VS Code / Data Connect webhook port or debug flag change its behaviour.
    DEBUG: '',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    // The hub locator file (hub-<projectId>.json) and any scratch files go here.
    TMPDIR: tempDir,
    TEMP: tempDir,
    TMP: tempDir,
  };
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** GET / of the auth emulator answers `{ authEmulator: { ready: true } }` once its app is up. */
function authEmulatorReady(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: HOST, port, path: '/', method: 'GET', agent: false, timeout: 2000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve(response.statusCode === 200 && text.includes('"ready"')));
      response.on('error', () => resolve(false));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
    request.end();
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      // Whatever the CLI started and left in its group goes too.
      signalGroup('SIGKILL');
      resolve();
    }
    child.once('exit', done);
    signalGroup('SIGTERM');
  });
}

/**
 * Starts the Auth emulator for `projectId` and resolves once it answers on its port (or rejects
 * after `timeoutMs`, with the CLI's output in the message). Listens on 127.0.0.1 only.
 */
export async function startFirebaseAuthEmulator({
  projectId,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: StartFirebaseAuthEmulatorOptions): Promise<FirebaseAuthEmulator> {
  if (!PROJECT_ID.test(projectId)) throw new Error(`Not a Firebase project id: "${projectId}"`);
  // Installing the CLI (a fresh clone's first start) can take minutes: the wait for the emulator to
  // answer starts once it is there. Counted from before, it ran out as the CLI started.
  const cli = firebaseCli();
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(cli, projectId, deadline, timeoutMs);
    } catch (error) {
      // Another process took one of the free ports between our check and the CLI's bind: try new ones.
      if (!(error instanceof PortTakenError) || attempt >= PORT_ATTEMPTS || Date.now() > deadline) throw error;
    }
  }
}

const PORT_ATTEMPTS = 3;

class PortTakenError extends Error {}

async function startOnce(cli: string, projectId: string, deadline: number, timeoutMs: number): Promise<FirebaseAuthEmulator> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'firebase-auth-emulator-'));
  const removeTempDir = () => rmSync(tempDir, { recursive: true, force: true });
  let child: ChildProcess | undefined;
  let killOnExit: (() => void) | undefined;
  try {
    const [auth, hub, logging, ui] = await distinctFreePorts(4);
    writeFileSync(path.join(tempDir, 'firebase.json'), `${JSON.stringify(emulatorConfig({ auth, hub, logging, ui }), null, 2)}\n`);

    child = spawn(process.execPath, [cli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', 'firebase.json'], {
      cwd: tempDir,
      env: cliEnv(tempDir),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: stop() kills the CLI and anything it spawned in one go.
      detached: true,
    });
    const running = child;
    // If this process ends without stop() (a crash, process.exit() on Ctrl-C), the group must not
    // outlive it: the CLI is detached, so nothing else would end it.
    killOnExit = () => {
      try {
        if (running.pid !== undefined) process.kill(-running.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      removeTempDir();
    };
    process.once('exit', killOnExit);
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    };
    running.stdout?.on('data', keep);
    running.stderr?.on('data', keep);
    let exited: string | undefined;
    running.once('exit', (code, signal) => (exited = signal ? `signal ${signal}` : `code ${code}`));
    running.once('error', (error) => (exited = `spawn error: ${error.message}`));

    for (;;) {
      if (exited) {
        const message = `The Firebase Auth emulator exited (${exited}) before it was ready:\n${output}`;
        throw /port taken|is not open|EADDRINUSE/i.test(output) ? new PortTakenError(message) : new Error(message);
      }
      if ((await portAnswers(auth)) && (await authEmulatorReady(auth))) break;
      if (Date.now() > deadline) {
        throw new Error(`The Firebase Auth emulator was not ready on ${HOST}:${auth} within ${timeoutMs} ms:\n${output}`);
      }
      await delay(200);
    }

    let stopping: Promise<void> | undefined;
    return {
      host: `${HOST}:${auth}`,
      projectId,
      stop: () => {
        if (killOnExit) process.removeListener('exit', killOnExit);
        stopping ??= killGroup(running).finally(removeTempDir);
        return stopping;
      },
    };
  } catch (error) {
    if (killOnExit) process.removeListener('exit', killOnExit);
    if (child) await killGroup(child);
    removeTempDir();
    throw error;
  }
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
