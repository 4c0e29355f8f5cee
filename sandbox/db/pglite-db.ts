import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps everything in memory. PGlite has a single
 * connection, so its transactions are naturally serialised.
 */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  const pglite = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  return {
    query: async (sql, params) => {
      const result = await pglite.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as never[] };
    },
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) =>
      pglite.transaction((tx) => {
        const scoped: Queryable = {
          query: async (sql, params) => ({ rows: (await tx.query(sql, params ? [...params] : undefined)).rows as never[] }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        };
        return fn(scoped);
      }),
    close: () => pglite.close(),
  };
}
