/**
 * A migrated and seeded database, made once and copied into every in-memory sandbox a test run
 * starts. Each sandbox used to create PostgreSQL from nothing (initdb), run every migration and seed
 * both brands (argon2id hashes included): about 4 s of a busy 2-core machine, in every sandbox test
 * file and every browser test's server. Loading a copy of the data folder takes under a second, and
 * each copy is still the sandbox's own: nothing one test file writes reaches another.
 *
 *   const file = await ensureDatabaseTemplate();   // Jest's global set-up, once per run
 *   createSandbox({ database: { memoryFrom: file } });
 *
 * The file is named after a hash of everything the seeded content comes from (the database code,
 * the stores, the sandbox's libraries, the brand folders), so a change to any of them makes a new
 * one, and a sandbox copying the template of the current sources skips the migration and seed
 * checks (isCurrentTemplate). It is made again once it is MAX_AGE_MS old, because the seed dates
 * its demo data (bets, deposits, sessions of the past days) from the moment it runs.
 *
 * The template is a test artefact (nothing else loads it), and its demo accounts' passwords are
 * hashed at the `fast` cost, as test settings commonly do (Django's suggest MD5): each demo log-in
 * verifies in about 1 ms instead of 80 ms of CPU, and a test run logs in several hundred times on
 * two cores. Every hash the sandbox makes while running (registration, password change) uses its
 * configured cost, `standard` unless a test asks; `npm start` seeds its own database at `standard`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { DEFAULT_BRANDS_DIR, loadBrands, REPO_ROOT } from '../brands';
import { createPasswordHasher } from '../lib/passwords';
import { createPayloadKey, privateKeyToPem } from '../lib/payload-crypto';
import { runMigrations } from './migrate';
import type { DatabaseOption } from './db';
import { openPgliteDb } from './pglite-db';
import { seedDatabase } from './seed';

/** The cost of the demo accounts' password hashes in the template (see above). */
const TEMPLATE_PASSWORD_HASHING = 'fast';

/** The environment variable that hands the template's path to sandboxes started in other processes. */
export const DATABASE_TEMPLATE_ENV = 'SANDBOX_DB_TEMPLATE';

const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'sandbox-db');
const MAX_AGE_MS = 10 * 60_000;
/** What the seeded database is made from. */
const SOURCES = ['sandbox/db', 'sandbox/store', 'sandbox/lib', 'sandbox/brands.ts'];

function filesBelow(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesBelow(join(path, name)));
}

/** A hash of every file the seeded database depends on, names and contents. */
export function databaseTemplateKey(brandsDir: string = DEFAULT_BRANDS_DIR): string {
  const hash = createHash('sha256');
  for (const file of [...SOURCES.flatMap((source) => filesBelow(join(REPO_ROOT, source))), ...filesBelow(brandsDir)]) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * The payload key made with a template, which every sandbox copied from it uses instead of making
 * its own: an RSA key costs about 0.15 s of CPU, and a test run starts some 80 sandboxes.
 */
export function templatePayloadKeyFile(template: string): string {
  return `${template}.payload-key.pem`;
}

function fresh(file: string): boolean {
  return existsSync(file) && Date.now() - statSync(file).mtimeMs < MAX_AGE_MS;
}

/**
 * The path of a dump of a migrated database seeded with every brand of `brands/`, made now unless
 * a fresh one for the same sources exists. Safe to call from parallel processes: each writes a file
 * of its own and moves it into place.
 */
export async function ensureDatabaseTemplate(): Promise<string> {
  const file = join(CACHE_DIR, `${databaseTemplateKey()}.tar`);
  if (fresh(file)) return file;
  mkdirSync(CACHE_DIR, { recursive: true });
  const db = await openPgliteDb();
  try {
    await runMigrations(db);
    await seedDatabase(db, loadBrands(), undefined, createPasswordHasher(TEMPLATE_PASSWORD_HASHING));
    // The key first: a template in place always has its key.
    const keyStaging = `${templatePayloadKeyFile(file)}.${process.pid}`;
    writeFileSync(keyStaging, privateKeyToPem(createPayloadKey()), { mode: 0o600 });
    renameSync(keyStaging, templatePayloadKeyFile(file));
    const staging = `${file}.${process.pid}`;
    writeFileSync(staging, await db.dump());
    renameSync(staging, file);
  } finally {
    await db.close();
  }
  // Templates of other sources, or too old to use, go.
  for (const name of readdirSync(CACHE_DIR)) {
    const other = join(CACHE_DIR, name);
    if (other !== file && !fresh(other)) rmSync(other, { force: true });
  }
  return file;
}

/** The template a database option copies (`{ memoryFrom }`), if it is one. */
export function templateOf(database: DatabaseOption): string | undefined {
  return typeof database === 'object' && 'memoryFrom' in database ? database.memoryFrom : undefined;
}

/** True when `file` is the template of the current sources and default brands (named after their key). */
export function isCurrentTemplate(file: string): boolean {
  return basename(file) === `${databaseTemplateKey()}.tar`;
}

/** The template named by the environment (set by the test run's global set-up), if any. */
export function databaseTemplateFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = env[DATABASE_TEMPLATE_ENV];
  return file && existsSync(file) ? file : undefined;
}
