import { join } from 'node:path';
import type { DatabaseOption, Db } from './db';
import { lockDataDir } from './data-dir-lock';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

export interface OpenedDatabase {
  db: Db;
  /** The folder that also keeps the payload key; undefined when nothing is persisted locally. */
  dataDir?: string;
}

export async function openDatabase(option: DatabaseOption): Promise<OpenedDatabase> {
  if (option === 'memory') return { db: await openPgliteDb() };
  if ('memoryFrom' in option) return { db: await openPgliteDb(undefined, { loadFrom: option.memoryFrom }) };
  if ('url' in option) return { db: await openPostgresDb(option.url) };

  const release = lockDataDir(option.dataDir);
  try {
    const db = await openPgliteDb(join(option.dataDir, 'pgdata'));
    const close = async () => {
      try {
        await db.close();
      } finally {
        release();
      }
    };
    return { db: { ...db, close }, dataDir: option.dataDir };
  } catch (error) {
    release();
    throw error;
  }
}
