/**
 * The sandbox's whole view of its database: parameterised queries, multi-statement scripts
 * (migrations) and transactions. Two implementations: embedded PGlite (memory or a folder) and
 * a real PostgreSQL server through `pg`. SQL is plain PostgreSQL, so both behave the same.
 *
 * Type notes that hold for both: cast counts and sums to int (`count(*)::int`) since pg returns
 * bigint as text; timestamptz comes back as a Date.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /**
   * LISTENs on `channel` on a connection of its own. Only a database other processes can write to
   * (a PostgreSQL server) has it: PGlite is this process's alone. `lost` is called once if the
   * connection fails; listen again to go on hearing.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  notification(payload: string): void;
  lost(error: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * Where the data lives: in memory (empty, or a copy of a template's dump, see template.ts), in a
 * PGlite folder, or on a PostgreSQL server.
 */
export type DatabaseOption = 'memory' | { memoryFrom: string } | { dataDir: string } | { url: string };

/** Runs `fn` in a new transaction of `db`, or in the caller's when given one already. */
export function inTransaction<R>(db: Db | Queryable, fn: (tx: Queryable) => Promise<R>): Promise<R> {
  return 'transaction' in db ? (db as Db).transaction(fn) : fn(db);
}
