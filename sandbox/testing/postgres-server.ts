/**
 * A throw-away PostgreSQL server for tests that must run on the real thing: PGlite runs one
 * transaction at a time, so only a server shows whether the row locks keep concurrent requests
 * from losing an update or paying twice.
 *
 *   const server = await startPostgresServer();   // initdb in a temporary folder, then postgres
 *   const url = await server.createDatabase();    // an empty database of its own
 *   await server.stop();                           // stopped, and its folder deleted
 *
 * The server listens on 127.0.0.1 only, on a free port, with a random password; its socket and
 * data stay in the folder. Durability is off (fsync, full-page writes): nothing outlives the test.
 * It needs Debian's `postgresql` package (`npm test` installs it when missing). PostgreSQL
 * refuses to run as root, so under root it runs as the `postgres` user that package creates.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const execFileAsync = promisify(execFile);

/** Where Debian's packages put each major version's server programs. */
const DEBIAN_ROOT = '/usr/lib/postgresql';
const SERVER_USER = 'postgres';
const READY_LINE = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
/** Log lines kept for the error message of a server that would not start. */
const LOG_LINES_KEPT = 40;

/**
 * The folder holding initdb and postgres: POSTGRES_BIN_DIR when set, else the newest version
 * Debian's packages installed; undefined when there is none.
 */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.POSTGRES_BIN_DIR) return env.POSTGRES_BIN_DIR;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const newestFirst = readdirSync(DEBIAN_ROOT)
    .filter((version) => /^\d+$/.test(version) && existsSync(join(DEBIAN_ROOT, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return newestFirst.length ? join(DEBIAN_ROOT, newestFirst[0], 'bin') : undefined;
}

export interface PostgresServer {
  /** `postgresql://…` of a database on this server. */
  urlOf(database: string): string;
  /** Creates an empty database of its own and answers its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (fast shutdown: open connections are cut) and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The uid and gid of the server's user, from /etc/passwd (the Debian package adds it there). */
function serverUserIds(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${SERVER_USER}:`));
  if (!line) throw new Error(`No "${SERVER_USER}" user to run PostgreSQL as (root cannot): install Debian's postgresql package.`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A command line run as the server's user when we are root, as ourselves otherwise. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP port for PostgreSQL');
  return address.port;
}

/**
 * Runs postgres under a small shell that stops it and deletes `folder` as soon as its standard
 * input closes: when stop() closes it, and also when this process dies without stopping it (the
 * kernel closes the pipe), so a crashed test run leaves no server or folder behind. The shell runs
 * in a process group of its own: a Ctrl-C or a time-out's signal to the test run's group killed
 * it before it could delete the folder.
 */
const WATCHDOG = `
folder="$1"; shift
exec 3<&0
"$@" &
server=$!
{ read -r _ <&3; kill -INT "$server" 2>/dev/null; } &
wait "$server"
status=$?
rm -rf "$folder"
exit "$status"
`;

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** Starts postgres on `port`; answers once it accepts connections, or throws with its log. */
async function launch(binDir: string, folder: string, port: number): Promise<Running> {
  const serverArgs = [
    join(binDir, 'postgres'),
    '-D',
    join(folder, 'data'),
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${folder}`,
    // A test's data need not survive a crash of the machine.
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ];
  const [command, args] = asServerUser('sh', ['-c', WATCHDOG, 'postgres-watchdog', folder, ...serverArgs]);
  const child = spawn(command, args, { stdio: ['pipe', 'ignore', 'pipe'], detached: true });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  const log: string[] = [];
  let ready: () => void = () => undefined;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    log.push(...chunk.split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - LOG_LINES_KEPT));
    if (chunk.includes(READY_LINE)) ready();
  });
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    isReady.then(() => 'ready' as const),
    exited.then(() => 'exited' as const),
    new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), START_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'ready') {
    child.stdin?.end();
    await exited;
    throw new Error(`PostgreSQL did not start (${outcome}):\n${log.join('\n')}`);
  }
  // A server a test forgot to stop must not keep Jest's worker alive; the watchdog still ends it.
  // (Its log is still read: a full pipe would stall the server.)
  child.unref();
  for (const pipe of [child.stdin, child.stderr]) (pipe as Socket | null)?.unref();
  return { child, exited };
}

/** Kills a server that did not stop when asked: its process id is the first line of postmaster.pid. */
function killServer(folder: string): void {
  try {
    const pid = Number(readFileSync(join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already, or never written.
  }
}

/** Starts a new server in a temporary folder (about a second). Stop it with stop(). */
export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  if (!binDir) {
    throw new Error(
      `No PostgreSQL server programs under ${DEBIAN_ROOT}/*/bin: install Debian's postgresql package ` +
        '(npm test does: apt-get install postgresql), or set POSTGRES_BIN_DIR to the folder holding initdb and postgres.',
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-postgres-'));
  const password = randomBytes(18).toString('base64url');
  try {
    const passwordFile = join(folder, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (isRoot()) {
      const { uid, gid } = serverUserIds();
      for (const path of [folder, passwordFile]) chownSync(path, uid, gid);
    }
    const [command, args] = asServerUser(join(binDir, 'initdb'), [
      '-D',
      join(folder, 'data'),
      '-U',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // PGlite's locale: text sorts by code point, and lower() and ILIKE know accented letters.
      '--locale=C',
      '--lc-ctype=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
    await execFileAsync(command, args);
    rmSync(passwordFile);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  // Another process can take the free port before postgres binds it: then try another.
  let running: Running | undefined;
  let port = 0;
  for (let attempt = 1; !running; attempt += 1) {
    port = await freePort();
    try {
      running = await launch(binDir, folder, port);
    } catch (error) {
      const portTaken = error instanceof Error && /could not (bind|create any TCP)/.test(error.message);
      if (!portTaken || attempt === 3) {
        rmSync(folder, { recursive: true, force: true });
        throw error;
      }
    }
  }

  const urlOf = (database: string) =>
    `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let databases = 0;
  const server = running;
  let stopping: Promise<void> | undefined;
  return {
    urlOf,
    async createDatabase() {
      databases += 1;
      const database = `test_${databases}`;
      const admin = new Client({ connectionString: urlOf('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${database}`);
      } finally {
        await admin.end();
      }
      return urlOf(database);
    },
    stop() {
      stopping ??= (async () => {
        server.child.stdin?.end();
        let timer: NodeJS.Timeout | undefined;
        const stopped = await Promise.race([
          server.exited.then(() => true),
          new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS))),
        ]);
        clearTimeout(timer);
        if (!stopped) killServer(folder);
        // The watchdog deleted it as the server's user; this catches what it could not.
        rmSync(folder, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
