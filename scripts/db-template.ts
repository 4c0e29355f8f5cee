/**
 * Prints the path of a migrated and seeded sandbox database dump, made unless a fresh one exists
 * (sandbox/db/template.ts). Jest's global set-up runs it once per test run and hands the path to
 * every sandbox through SANDBOX_DB_TEMPLATE.
 */
import { ensureDatabaseTemplate } from '../sandbox/db/template';

ensureDatabaseTemplate().then(
  (file) => process.stdout.write(`${file}\n`),
  (error: unknown) => {
    process.stderr.write(`Could not make the sandbox database template: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
