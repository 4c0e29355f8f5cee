import { Pool, type PoolClient } from 'pg';
import type { Db, Queryable } from './db';

/** The subset of pg's Pool the adapter needs (lets tests drive it without a server). */
export interface PoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<Pick<PoolClient, 'query' | 'release'>>;
  end(): Promise<void>;
}

/** A real PostgreSQL server (DATABASE_URL). */
export async function openPostgresDb(url: string): Promise<Db> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // Fail at start-up with the server's message rather than on the first request.
  await pool.query('SELECT 1');
  return postgresDbOverPool(pool);
}

export function postgresDbOverPool(pool: PoolLike): Db {
  const queryable = (target: Pick<PoolLike, 'query'>): Queryable => ({
    query: async (sql, params) => ({ rows: (await target.query(sql, params ? [...params] : undefined)).rows as never[] }),
    // Without parameters pg uses the simple query protocol, which accepts several statements.
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  return {
    ...queryable(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client as Pick<PoolLike, 'query'>));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
