import { randomUUID } from 'node:crypto';
import type { Db, Listener } from '../db/db';
import { ALL_MERCHANTS, CACHE_TOPICS, type CacheTopic, type ReadCache } from './read-cache';

/** The PostgreSQL channel sandboxes sharing a server tell each other their changes on. */
export const CACHE_CHANNEL = 'sandbox_cache_invalidation';

/** How long a sandbox that lost its LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * How the writers (back office, test controls, seeding) say that a merchant's data changed. Call
 * it once the change is committed: a read that started before then and ends after is not stored
 * (read-cache.ts), one that starts after reads the new data.
 */
export interface CacheInvalidation {
  /**
   * Drops the merchant's cached reads of `topics` in this process at once (ALL_MERCHANTS: every
   * merchant's) and, on a shared PostgreSQL server, tells the other sandboxes through NOTIFY.
   */
  changed(merchantCode: string, topics: readonly CacheTopic[]): Promise<void>;
  /**
   * Runs `change` (one transaction, or statements committed one by one), then changed(), whether
   * it succeeded or not: a failed change may have committed a part, or may have committed and
   * failed after. What `change` answers or throws is passed on.
   */
  changing<R>(merchantCode: string, topics: readonly CacheTopic[], change: () => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

export interface CacheInvalidationOptions {
  /** Where a lost LISTEN connection or a refused notification is reported. */
  warn?: (message: string, error?: unknown) => void;
}

interface Notice {
  from: string;
  merchantCode: string;
  topics: CacheTopic[];
}

/**
 * Starts invalidation for `cache`. With PGlite the database is this process's alone (a data folder
 * is locked to one sandbox), so a local drop is all it takes. With a PostgreSQL server the
 * sandbox also LISTENs: another sandbox's change drops the same reads here a moment after it is
 * committed (asynchronously: a request that reaches this sandbox in that moment can still get
 * the old answer). While the LISTEN connection is down nothing is heard, so the whole cache is
 * dropped when it goes and again when it is back.
 */
export async function startCacheInvalidation(cache: ReadCache, db: Db, options: CacheInvalidationOptions = {}): Promise<CacheInvalidation> {
  const warn = options.warn ?? (() => undefined);
  const self = randomUUID();
  const listen = db.listen?.bind(db);
  let listener: Listener | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice) {
      // From a sandbox of another version, say: what it changed is unknown, so everything goes.
      warn(`Unreadable cache notification: ${payload.slice(0, 200)}`);
      cache.invalidateAll();
      return;
    }
    if (notice.from !== self) cache.invalidate(notice.merchantCode, notice.topics);
  };
  const connect = async (): Promise<void> => {
    if (!listen || closed) return;
    try {
      listener = await listen(CACHE_CHANNEL, { notification: hear, lost: onLost });
      // Whatever was read while nobody listened may have been changed meanwhile.
      cache.invalidateAll();
      if (closed) await listener.close();
    } catch (error) {
      onLost(error);
    }
  };
  function onLost(error: unknown) {
    listener = undefined;
    cache.invalidateAll();
    if (closed) return;
    warn(`Cache invalidation: LISTEN connection lost, again in ${RELISTEN_DELAY_MS} ms`, error);
    retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    retry.unref();
  }

  if (listen) {
    // The first connection must work, like the pool's: a sandbox that cannot listen would serve
    // stale reads without a word.
    listener = await listen(CACHE_CHANNEL, { notification: hear, lost: onLost });
  }

  const invalidation: CacheInvalidation = {
    async changed(merchantCode, topics) {
      cache.invalidate(merchantCode, topics);
      if (!listen) return;
      const notice: Notice = { from: self, merchantCode, topics: [...topics] };
      try {
        await db.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify(notice)]);
      } catch (error) {
        // The change itself is committed: refusing the operator's call now would misreport it.
        warn('Cache invalidation: NOTIFY failed; other sandboxes may serve the old data', error);
      }
    },
    async changing(merchantCode, topics, change) {
      try {
        return await change();
      } finally {
        await invalidation.changed(merchantCode, topics);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.close();
      listener = undefined;
    },
  };
  return invalidation;
}

/** A notification as another sandbox sent it, checked field by field (it crosses a process boundary). */
function parseNotice(payload: string): Notice | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { from, merchantCode, topics } = parsed as Record<string, unknown>;
  if (typeof from !== 'string' || typeof merchantCode !== 'string') return undefined;
  if (merchantCode !== ALL_MERCHANTS && !MERCHANT_CODE.test(merchantCode)) return undefined;
  if (!Array.isArray(topics) || topics.length === 0) return undefined;
  if (!topics.every((topic): topic is CacheTopic => CACHE_TOPICS.includes(topic as CacheTopic))) return undefined;
  return { from, merchantCode, topics };
}
