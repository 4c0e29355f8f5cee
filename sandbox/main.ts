/**
 * `npm run serve`: runs the sandbox on 127.0.0.1, serving every built brand: BRAND on the bare
 * address, every other one with a build at http://<id>.localhost:<port>/ (Chromium resolves
 * *.localhost to 127.0.0.1).
 *
 *   PORT              default 8080; 0 picks a free port
 *   BRAND             the default brand (its build must exist), default mare-da-sorte
 *   SANDBOX_DB        "memory" for a throw-away database (a copy of SANDBOX_DB_TEMPLATE when set,
 *                     see db/template.ts); otherwise a PGlite folder:
 *   SANDBOX_DATA_DIR  default <repo>/.sandbox-data (one database holds every brand)
 *   DATABASE_URL      use this PostgreSQL server instead of PGlite
 *   SANDBOX_CONTROLS  "on" adds the /__sandbox test controls (unauthenticated; for tests and local
 *                     demos only: they switch modules and wipe an operator's choices). Default off
 *   SANDBOX_TLS       "on" serves HTTPS (HTTP/2, HTTP/1.1 for clients without it) with a certificate
 *                     made at start for 127.0.0.1 and *.localhost (self-signed: tell the browser to
 *                     accept it, e.g. Chromium's --ignore-certificate-errors)
 *   SANDBOX_DIST_DIR  where the builds are, default <repo>/dist
 *   BRANDS_DIR        brand folders to seed, default <repo>/brands
 *   LOG_LEVEL         default warn (logs go to stderr)
 *   FIREBASE_AUTH_EMULATOR_HOST  host:port of a Firebase Auth emulator to forward the SDK's calls to
 *
 * When ready it prints `Sandbox serving <brand> at http://127.0.0.1:<port>/` (https:// with
 * SANDBOX_TLS=on) on stdout, then one `  and <id> at http://<id>.localhost:<port>/` line per other
 * built brand, and `  back office at http://ops.localhost:<port>/ops/` (lib/ops-host.ts).
 */
import { databaseFromEnv } from './db/database-from-env';
import { opsAddress } from './lib/ops-host';
import { selfSignedCertificate } from './lib/tls-certificate';
import { createSandbox, otherBuiltBrands, SandboxSetupError, type LogLevel, type Sandbox } from './server';

const HOST = '127.0.0.1';
const SHUTDOWN_TIMEOUT_MS = 10_000;

function portFromEnv(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a number from 0 to 65535, got "${value}".`);
  return port;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const env = process.env;
  const brand = env.BRAND || 'mare-da-sorte';
  const port = portFromEnv(env.PORT);
  const scheme = env.SANDBOX_TLS === 'on' ? 'https' : 'http';

  let sandbox: Sandbox;
  try {
    sandbox = await createSandbox({
      database: databaseFromEnv(env),
      brand,
      distDir: env.SANDBOX_DIST_DIR || undefined,
      brandsDir: env.BRANDS_DIR || undefined,
      logger: (env.LOG_LEVEL as LogLevel | undefined) ?? 'warn',
      controls: env.SANDBOX_CONTROLS === 'on',
      firebaseAuthEmulator: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
      tls: scheme === 'https' ? selfSignedCertificate() : undefined,
    });
  } catch (error) {
    fail(error instanceof SandboxSetupError ? error.message : `Sandbox failed to start: ${(error as Error).stack ?? String(error)}`);
  }

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) {
      process.stderr.write(`Second ${signal}: exiting now.\n`);
      process.exit(1);
    }
    shuttingDown = true;
    setTimeout(() => fail('Shutdown took too long; exiting.'), SHUTDOWN_TIMEOUT_MS).unref();
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => fail(`Error while shutting down: ${String(error)}`),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await sandbox.app.listen({ host: HOST, port });
  } catch (error) {
    await sandbox.close();
    const code = (error as NodeJS.ErrnoException).code;
    fail(code === 'EADDRINUSE' ? `Port ${port} is already in use. Set PORT to another port (or 0 for a free one).` : String(error));
  }
  const address = sandbox.app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // One write, so a reader that waits for the first line (scripts do) has the others with it.
  const lines = [`Sandbox serving ${brand} at ${scheme}://${HOST}:${actualPort}/`];
  for (const other of otherBuiltBrands({
    brand,
    brandsDir: process.env.BRANDS_DIR || undefined,
    distDir: process.env.SANDBOX_DIST_DIR || undefined,
  }))
    lines.push(`  and ${other} at ${scheme}://${other}.localhost:${actualPort}/`);
  lines.push(`  back office at ${opsAddress(`${scheme}://${HOST}:${actualPort}`)}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

void main();
