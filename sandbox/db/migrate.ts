import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = resolve(__dirname, 'migrations');

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Arbitrary constant: serialises concurrent sandboxes migrating one PostgreSQL server. */
const MIGRATION_LOCK_ID = 7_310_042;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named NNN_name.sql (e.g. 004_wallets.sql)`);
    const [, version, name] = match;
    if (seen.has(version)) throw new Error(`Two migrations share the number ${version}`);
    seen.add(version);
    const sql = readFileSync(join(dir, file), 'utf8');
    return { version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

/**
 * Applies, in order, each migration not yet recorded in schema_migrations, one transaction per
 * file. Safe to run on every start. An applied file that was edited since is an error: schema
 * changes go in a new file, so a persistent database never silently diverges from the code.
 * Returns the versions applied by this call.
 */
export async function runMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  // Under the lock too: two servers racing on CREATE TABLE IF NOT EXISTS can still collide.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    text PRIMARY KEY,
        name       text NOT NULL,
        checksum   text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const { rows } = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) {
        if (rows[0].checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.version}_${migration.name}.sql changed after it was applied. ` +
              'Put the change in a new migration, or delete the data folder (.sandbox-data) to start over.',
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
