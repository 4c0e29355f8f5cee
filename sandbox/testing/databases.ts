/**
 * The two databases the sandbox runs on, for the tests of money whose requests run side by side:
 * PGlite (what every other test uses) runs one transaction at a time, so two concurrent claims
 * never overlap there; a real PostgreSQL server runs them at once, and only there do the row
 * locks and unique constraints show that money is conserved and paid once.
 *
 *   // At the top level of the file: sandboxDatabases() registers the server's stop there.
 *   describe.each(sandboxDatabases())('reward claims on $name', (database) => {
 *     let sandbox: RunningSandbox;
 *     beforeAll(async () => (sandbox = await database.startSandbox()));
 *     afterAll(() => sandbox?.close());
 *     ...
 *   });
 *
 * Run one of them alone with Jest's name filter: `-t 'on PostgreSQL'` or `-t 'on PGlite'`.
 *
 * The file's PostgreSQL server starts with its first sandbox (about a second: initdb, then the
 * server) and stops after the file's last test. Each sandbox on it gets a database of its own,
 * migrated and seeded as the PGlite template is (db/template.ts); seeding one takes about as long
 * as PostgreSQL takes to copy a seeded one (CREATE DATABASE … TEMPLATE), without the extra step.
 */
import { loadBrands } from '../brands';
import { runMigrations } from '../db/migrate';
import { openPostgresDb } from '../db/postgres-db';
import { seedDatabase } from '../db/seed';
import { createPasswordHasher } from '../lib/passwords';
import type { SandboxOptions } from '../server';
import { startSandbox, type RunningSandbox } from './fixtures';
import { startPostgresServer, type PostgresServer } from './postgres-server';

export type SandboxDatabaseName = 'PGlite' | 'PostgreSQL';

export interface SandboxDatabase {
  readonly name: SandboxDatabaseName;
  /** startSandbox() of fixtures.ts on this database: a freshly seeded database of its own each call. */
  startSandbox(options?: Partial<Omit<SandboxOptions, 'database'>>): Promise<RunningSandbox>;
}

/** Migrates and seeds the shipped brands as the PGlite template is made (db/template.ts). */
async function seedAsTemplate(url: string): Promise<void> {
  const db = await openPostgresDb(url);
  try {
    await runMigrations(db);
    // The template's cost for the demo accounts' hashes: each demo log-in verifies in about 1 ms,
    // as on PGlite; every hash the sandbox makes while running still uses its own cost.
    await seedDatabase(db, loadBrands(), undefined, createPasswordHasher('fast'));
  } finally {
    await db.close();
  }
}

/**
 * PGlite and a PostgreSQL server of this test file's own, for `describe.each`. Call it once, at
 * the top level of a test file: it registers the afterAll that stops the server.
 */
export function sandboxDatabases(): readonly SandboxDatabase[] {
  let server: Promise<PostgresServer> | undefined;
  afterAll(async () => {
    const running = await server?.catch(() => undefined);
    await running?.stop();
  });

  return [
    { name: 'PGlite', startSandbox: (options = {}) => startSandbox(options) },
    {
      name: 'PostgreSQL',
      async startSandbox(options = {}) {
        // Started with the first PostgreSQL sandbox, not beside the PGlite tests: on two busy cores
        // starting it early made the file slower (measured), not faster.
        server ??= startPostgresServer();
        const url = await (await server).createDatabase();
        // Other brands than the shipped ones are seeded by the sandbox itself, as on PGlite.
        if (options.brandsDir === undefined) await seedAsTemplate(url);
        return startSandbox({ ...options, database: { url } });
      },
    },
  ];
}
