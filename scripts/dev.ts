/**
 * `npm run dev`: one brand (BRAND, default mare-da-sorte) built in development mode (source maps,
 * React's development build, nothing minified or compressed), rebuilt as files change, and served
 * with the sandbox on one printed address. The page reloads itself once a rebuild is served
 * (scripts/dev/live-reload.ts listens to /__dev/events, which names the current build's main
 * script). `npm run dev:measure` times the loop.
 *
 *   PORT              default 8080; 0 picks a free port
 *   SANDBOX_DB, SANDBOX_DATA_DIR, DATABASE_URL   as for `npm start` (default: the persistent .sandbox-data)
 *   FIREBASE_AUTH_EMULATOR_HOST   for a brand that uses the emulator, one you run (else one is started)
 *
 * When the first build is served it prints `Dev server for <brand> at http://127.0.0.1:<port>/`;
 * GET /__dev/status answers { builds, lastBuildMs, building, mainFile } for tools.
 */
import { opsAddress } from '../sandbox/lib/ops-host';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import webpack from 'webpack';
import { appConfig } from './build/compile-app';
import { stampBrand } from './build/stamp-brand';
import { databaseFromEnv } from '../sandbox/db/database-from-env';
import { createSandbox, type Sandbox } from '../sandbox/server';
import { DEFAULT_BRAND } from './lib/defaults';
import { emulatorProjectOf, startFirebaseAuthEmulator, type FirebaseAuthEmulator } from './lib/firebase-emulator';
import { brandsDir, repoRoot } from './lib/paths';
import { exitOnBrandProblems } from './lib/validate';
import { rmSync } from 'node:fs';

const HOST = '127.0.0.1';

interface DevState {
  builds: number;
  lastBuildMs: number | null;
  building: boolean;
  /** The current build's main script (js/main.<hash>.js), which pages compare their own with. */
  mainFile: string | null;
}

const currentEvent = (state: DevState) => `event: current\ndata: ${state.mainFile ?? ''}\n\n`;

/** The live-reload events and the build status, as routes of the dev server. */
function devRoutes(state: DevState, listeners: Set<ServerResponse>) {
  return (app: FastifyInstance) => {
    app.get('/__dev/events', (request, reply) => {
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      response.write(currentEvent(state));
      listeners.add(response);
      request.raw.on('close', () => listeners.delete(response));
    });
    app.get('/__dev/status', async () => state);
  };
}

async function main(): Promise<void> {
  const brand = process.env.BRAND || DEFAULT_BRAND;
  exitOnBrandProblems([brand]);
  const port = Number(process.env.PORT ?? 8080);

  const config = await appConfig('development');
  const siteRoot = path.join(repoRoot, '.cache', 'dev', brand);
  // Rebuilds keep the files they replace (a page still loading may ask for them): start clean.
  rmSync(config.output!.path!, { recursive: true, force: true });

  let emulator: FirebaseAuthEmulator | undefined;
  const projectId = emulatorProjectOf(brand);
  const emulatorHost =
    process.env.FIREBASE_AUTH_EMULATOR_HOST || (projectId ? (emulator = await startFirebaseAuthEmulator({ projectId })).host : undefined);

  const state: DevState = { builds: 0, lastBuildMs: null, building: true, mainFile: null };
  const listeners = new Set<ServerResponse>();
  let sandbox: Sandbox | undefined;
  let startedAt = Date.now();

  const compiler = webpack({ ...config, stats: 'errors-warnings' });
  compiler.hooks.invalid.tap('dev', () => {
    state.building = true;
    startedAt = Date.now();
  });
  const watching = compiler.watch(
    { aggregateTimeout: 30, ignored: ['**/node_modules/**', '**/.cache/**', '**/dist/**'] },
    (error, stats) => {
      if (error || !stats || stats.hasErrors()) {
        state.building = false;
        console.error(error ?? stats?.toString('errors-only'));
        return;
      }
      // The compiled app, stamped for the brand as `npm run build` does (without compression).
      stampBrand({ brandId: brand, brandsDir, appDir: config.output!.path!, outDir: siteRoot }).then(
        () => {
          state.building = false;
          state.builds += 1;
          state.lastBuildMs = Date.now() - startedAt;
          // The entry's own file (its group also holds the framework and vendor files).
          state.mainFile =
            stats.compilation.entrypoints
              .get('main')
              ?.getFiles()
              .find((file) => /^js\/main\.[^/]+\.js$/.test(file)) ?? null;
          if (state.builds === 1) {
            void serve();
            return;
          }
          console.log(`Rebuilt ${brand} in ${state.lastBuildMs} ms; reloading ${listeners.size} page(s).`);
          for (const listener of listeners) listener.write(currentEvent(state));
        },
        (stampError: unknown) => {
          state.building = false;
          console.error((stampError as Error).message);
        },
      );
    },
  );

  async function serve(): Promise<void> {
    sandbox = await createSandbox({
      database: databaseFromEnv(process.env),
      brand,
      distDir: path.dirname(siteRoot),
      logger: 'warn',
      firebaseAuthEmulator: emulatorHost,
      // A developer's own machine: the test controls (outboxes, toggles, reset) are part of the kit.
      controls: true,
      extraRoutes: devRoutes(state, listeners),
    });
    await sandbox.app.listen({ host: HOST, port });
    const { port: actual } = sandbox.app.server.address() as AddressInfo;
    console.log(`Dev server for ${brand} at http://${HOST}:${actual}/ (built in ${state.lastBuildMs} ms; watching ${repoRoot})`);
    console.log(`  back office at ${opsAddress(`http://${HOST}:${actual}`)}`);
  }

  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    for (const listener of listeners) listener.end();
    watching?.close(() => undefined);
    void Promise.allSettled([sandbox?.close(), emulator?.stop()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error((error as Error).stack ?? String(error));
  process.exit(1);
});
