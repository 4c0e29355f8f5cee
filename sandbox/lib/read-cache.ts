/**
 * The in-process cache of the hot per-merchant reads every page load makes (issue 24): system/status,
 * the permission tree, the game menus, banners, announcements... Each entry is one read of one
 * merchant, tagged with the topics (tables) it depends on; whoever changes a topic invalidates it
 * for that merchant, right after the change is committed (cache-invalidation.ts also tells the other
 * sandboxes sharing a PostgreSQL server). No entry expires on a timer: an entry lives until its
 * topic changes or it is the least recently used one past `maxEntries`.
 *
 * Values are shared by every caller and frozen (plain objects and arrays, deeply): a caller that
 * wants a variant makes a copy. Maps and Sets are handed out as ReadonlyMap / ReadonlySet.
 */

/** What a cached read depends on; a change of any of them drops the read for that merchant. */
export type CacheTopic =
  /** merchants (and the country it points at): brand identity, changed by seeding only. */
  | 'merchant'
  /** whitelabel_modules: the permission tree and module switches. */
  | 'modules'
  /** merchant_vendor_cards.switched_on: the back office's vendor switches. */
  | 'vendorCards'
  /** sandbox_status: maintenance and region restriction. */
  | 'status'
  | 'registerRules'
  /** resources, merchant_domains, customer_service. */
  | 'siteLinks'
  | 'banners'
  | 'announcements'
  /** countries, game categories and vendors: reference data shared by every merchant. */
  | 'referenceData';

export const CACHE_TOPICS: readonly CacheTopic[] = [
  'merchant',
  'modules',
  'vendorCards',
  'status',
  'registerRules',
  'siteLinks',
  'banners',
  'announcements',
  'referenceData',
];

/** The "merchant" of reads shared by all merchants, and of an invalidation meant for every merchant. */
export const ALL_MERCHANTS = '*';

export interface CachedReadKey {
  /** A merchant code, or ALL_MERCHANTS for shared reference data. */
  merchantCode: string;
  /** Which read, with any arguments that change its answer (callers keep their number small). */
  read: string;
  topics: readonly CacheTopic[];
}

export interface ReadCacheOptions {
  /** Entries kept at most; past it the least recently used one goes. Default 1000. */
  maxEntries?: number;
}

export interface ReadCache {
  /**
   * The cached answer of `key`, or `load()`'s, stored unless `keep` refuses it (e.g. "no such
   * merchant", which a stranger could ask for with endless codes). Concurrent misses share one load.
   * A load that an invalidation overtakes still answers its callers but is not stored.
   */
  read<T>(key: CachedReadKey, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Drops the merchant's reads that depend on any of `topics` (ALL_MERCHANTS: every merchant's). */
  invalidate(merchantCode: string, topics: readonly CacheTopic[]): void;
  /** Drops everything (e.g. when notifications from other sandboxes may have been missed). */
  invalidateAll(): void;
  readonly size: number;
}

interface Entry {
  merchantCode: string;
  topics: readonly CacheTopic[];
  /** Settled or in flight (callers that miss together share it); a rejected load is removed, never kept. */
  value: Promise<unknown>;
}

const DEFAULT_MAX_ENTRIES = 1000;

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a positive integer, not ${maxEntries}`);
  // Map order is insertion order: a hit re-inserts its entry, so the first one is the least recently used.
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation of (merchant, topic), and of (ALL_MERCHANTS, topic); `epoch` by
  // invalidateAll. A load remembers their sum when it starts: counters only grow, so a different
  // sum at the end means an invalidation happened meanwhile and the loaded value may be stale.
  const generations = new Map<string, number>();
  let epoch = 0;
  const generationOf = (merchantCode: string, topic: CacheTopic) => generations.get(`${merchantCode}\0${topic}`) ?? 0;
  const stampOf = (merchantCode: string, topics: readonly CacheTopic[]) =>
    topics.reduce((sum, topic) => sum + generationOf(merchantCode, topic) + generationOf(ALL_MERCHANTS, topic), epoch);

  return {
    read<T>(key: CachedReadKey, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      const id = `${key.merchantCode}\0${key.read}`;
      const found = entries.get(id);
      if (found) {
        entries.delete(id);
        entries.set(id, found);
        // The entry holds what `load` of this same read answered: its type is this call's T.
        return found.value as Promise<T>;
      }
      const stamp = stampOf(key.merchantCode, key.topics);
      const entry: Entry = { merchantCode: key.merchantCode, topics: key.topics, value: Promise.resolve() };
      const stillCurrent = () => entries.get(id) === entry && stampOf(key.merchantCode, key.topics) === stamp;
      const value = load().then(
        (loaded) => {
          if (stillCurrent()) {
            if (keep(loaded)) deepFreeze(loaded);
            else entries.delete(id);
          }
          return loaded;
        },
        (error: unknown) => {
          if (entries.get(id) === entry) entries.delete(id);
          throw error;
        },
      );
      entry.value = value;
      entries.set(id, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },

    invalidate(merchantCode, topics) {
      for (const topic of topics) generations.set(`${merchantCode}\0${topic}`, generationOf(merchantCode, topic) + 1);
      for (const [id, entry] of entries) {
        const merchantMatches = merchantCode === ALL_MERCHANTS || entry.merchantCode === merchantCode;
        if (merchantMatches && entry.topics.some((topic) => topics.includes(topic))) entries.delete(id);
      }
    },

    invalidateAll() {
      epoch += 1;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

/** Freezes plain objects and arrays all the way down, so a caller that mutates a shared answer throws. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  if (value instanceof Map || value instanceof Set) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
