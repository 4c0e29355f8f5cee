import { join } from 'node:path';
import { REPO_ROOT } from '../brands';
import type { DatabaseOption } from './db';
import { databaseTemplateFromEnv } from './template';

/**
 * The database the environment asks for (npm start, npm run serve, npm run dev):
 *   DATABASE_URL      a PostgreSQL server
 *   SANDBOX_DB=memory a throw-away database (a copy of SANDBOX_DB_TEMPLATE when set and the
 *                     shipped brands are seeded, see template.ts)
 *   otherwise         a PGlite folder, SANDBOX_DATA_DIR (default <repo>/.sandbox-data)
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOption {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  if (env.SANDBOX_DB === 'memory') {
    const template = env.BRANDS_DIR ? undefined : databaseTemplateFromEnv(env);
    return template ? { memoryFrom: template } : 'memory';
  }
  return { dataDir: env.SANDBOX_DATA_DIR || join(REPO_ROOT, '.sandbox-data') };
}
