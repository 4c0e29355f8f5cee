import { Client, Pool, type PoolClient } from 'pg';
import type { Db, ListenHandlers, Listener, Queryable } from './db';

/** The subset of pg's Pool the adapter needs (lets tests drive it without a server). */
export interface PoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  connect(): Promise<Pick<PoolClient, 'query' | 'release'>>;
  end(): Promise<void>;
}

/** A real PostgreSQL server (DATABASE_URL). */
export async function openPostgresDb(url: string): Promise<Db> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE ... FORCE)
  // is reported here; without a listener that 'error' event would end the process. The pool has
  // already dropped that connection and opens another when needed.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start-up with the server's message rather than on the first request.
  await pool.query('SELECT 1');
  const db = postgresDbOverPool(pool);
  const listeners = new Set<Listener>();
  return {
    ...db,
    listen: async (channel, handlers) => {
      // Declared before it is known: a connection that fails while listening forgets it at once,
      // and must not throw in its place (the real error is the one to report).
      const opened: { listener?: Listener } = {};
      const listener = await listenOn(url, channel, handlers, () => {
        if (opened.listener) listeners.delete(opened.listener);
      });
      opened.listener = listener;
      listeners.add(listener);
      return listener;
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await db.close();
    },
  };
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * LISTEN on a client of its own, outside the pool: a pooled connection goes back to other work,
 * and its LISTEN with it.
 */
async function listenOn(url: string, channel: string, handlers: ListenHandlers, forget: () => void): Promise<Listener> {
  // The channel is spliced into the statement (LISTEN takes no parameter): only a plain name.
  if (!CHANNEL.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  const client = new Client({ connectionString: url });
  let done = false;
  const finish = () => {
    done = true;
    forget();
  };
  const lose = (error: unknown) => {
    if (done) return;
    finish();
    void client.end().catch(() => undefined);
    handlers.lost(error);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('The LISTEN connection ended.')));
  client.on('notification', (message) => {
    if (message.channel === channel) handlers.notification(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    finish();
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    close: async () => {
      if (done) return;
      finish();
      await client.end();
    },
  };
}

/**
 * PostgreSQL aborts one of two transactions that wait on each other (deadlock, 40P01) or, at
 * stricter isolation, one that cannot be ordered (40001), and expects the application to run it
 * again: under load, members of one team writing at once can meet on the team's kept rows
 * (migrations 022-023) in an order the server resolves by aborting one. A transaction or a
 * statement of its own is run again up to RETRIES times, after a short random wait; everything it
 * did was rolled back, so running it again is safe as long as its function touches only the
 * database (every store function does).
 */
const RETRIED_CODES = new Set(['40P01', '40001']);
const RETRIES = 4;

const isRetryable = (error: unknown) =>
  typeof error === 'object' && error !== null && RETRIED_CODES.has(String((error as { code?: unknown }).code));

async function withRetries<R>(run: () => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isRetryable(error) || attempt > RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

export function postgresDbOverPool(pool: PoolLike): Db {
  const queryable = (target: Pick<PoolLike, 'query'>): Queryable => ({
    query: async (sql, params) => ({ rows: (await target.query(sql, params ? [...params] : undefined)).rows as never[] }),
    // Without parameters pg uses the simple query protocol, which accepts several statements.
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  const onPool = queryable(pool);
  return {
    // A statement outside a transaction is a transaction of its own: retried the same way.
    query: (sql, params) => withRetries(() => onPool.query(sql, params)),
    exec: (sql) => withRetries(() => onPool.exec(sql)),
    transaction: (fn) =>
      withRetries(async () => {
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
      }),
    close: () => pool.end(),
  };
}
