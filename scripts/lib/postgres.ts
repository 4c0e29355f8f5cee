/**
 * Debian's PostgreSQL server, for the money tests that run on a real server as well as on PGlite
 * (sandbox/testing/databases.ts): each such test file starts a throw-away server of its own from
 * these programs. `npm test` installs the package when it is missing, in the background while the
 * checks use the cores (about 15 s, mostly dpkg, on these machines).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postgresBinDir } from '../../sandbox/testing/postgres-server';
import { run } from './run';

/**
 * Read by the package's set-up before it makes its default cluster ("main", started on port 5432),
 * which nothing here uses: each test file starts a server of its own.
 */
const NO_DEFAULT_CLUSTER = {
  dir: '/etc/postgresql-common/createcluster.d',
  file: 'whitelabel-engine-no-main-cluster.conf',
  text: '# The white-label engine tests start servers of their own (scripts/lib/postgres.ts).\ncreate_main_cluster = false\n',
};

/**
 * The folder of the PostgreSQL server programs, installing Debian's `postgresql` package first
 * when there is none (the test machines run as root; elsewhere through sudo).
 */
export async function ensurePostgresAsync(log: (line: string) => void = () => undefined): Promise<string> {
  const found = postgresBinDir();
  if (found) return found;
  log('PostgreSQL server missing: installing Debian’s postgresql package in the background…');
  const started = Date.now();
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot && !existsSync(path.join(NO_DEFAULT_CLUSTER.dir, NO_DEFAULT_CLUSTER.file))) {
    mkdirSync(NO_DEFAULT_CLUSTER.dir, { recursive: true });
    writeFileSync(path.join(NO_DEFAULT_CLUSTER.dir, NO_DEFAULT_CLUSTER.file), NO_DEFAULT_CLUSTER.text);
  }
  const apt = async (args: string[]) => {
    const [command, commandArgs] = asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]];
    // Its progress would interleave with the checks' output: errors only.
    const { code } = await run(command, commandArgs, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (code !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${code})`);
  };
  // Another apt-get on the machine holds dpkg's lock for a while: wait for it rather than fail.
  const waitForLock = ['-o', 'DPkg::Lock::Timeout=120'];
  await apt(['update', ...waitForLock]);
  await apt(['install', '-y', '--no-install-recommends', ...waitForLock, 'postgresql']);
  const installed = postgresBinDir();
  if (!installed) throw new Error('apt-get installed postgresql, yet no /usr/lib/postgresql/*/bin/postgres');
  log(`✔ PostgreSQL server installed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return installed;
}
