import type { Clock } from './clock';

/** One limit: at most `limit` hits per `windowMs` (sliding window). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Counts requests per purpose and key (e.g. purpose `sms-number`, key `MDS001:+63:9171234567`)
 * in memory, per sandbox instance. Every key starts with the merchant code, so one merchant's
 * counters can be cleared alone (`/__sandbox/reset` with a merchantCode).
 */
export interface RateLimiter {
  /**
   * Records a hit and answers true when it is within the limit. A refused hit is not recorded,
   * so a client that keeps hammering is let in again once its earlier hits leave the window.
   */
  consume(purpose: string, key: string, rule: RateLimitRule): boolean;
  /** True when one more hit would still be within the limit (records nothing). */
  allows(purpose: string, key: string, rule: RateLimitRule): boolean;
  /** Forgets every counter, or those whose key starts with `merchantCode:`. */
  clear(merchantCode?: string): void;
}

export function createRateLimiter(clock: Clock): RateLimiter {
  const hits = new Map<string, number[]>();
  const recent = (id: string, windowMs: number): number[] => {
    const since = clock.now().getTime() - windowMs;
    const kept = (hits.get(id) ?? []).filter((time) => time > since && time <= clock.now().getTime());
    if (kept.length) hits.set(id, kept);
    else hits.delete(id);
    return kept;
  };
  return {
    consume(purpose, key, rule) {
      const id = `${purpose}|${key}`;
      const kept = recent(id, rule.windowMs);
      if (kept.length >= rule.limit) return false;
      hits.set(id, [...kept, clock.now().getTime()]);
      return true;
    },
    allows(purpose, key, rule) {
      return recent(`${purpose}|${key}`, rule.windowMs).length < rule.limit;
    },
    clear(merchantCode) {
      if (merchantCode === undefined) {
        hits.clear();
        return;
      }
      for (const id of [...hits.keys()]) {
        if (id.split('|')[1]?.startsWith(`${merchantCode}:`)) hits.delete(id);
      }
    },
  };
}
