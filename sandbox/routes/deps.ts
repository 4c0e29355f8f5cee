import type { Db } from '../db/db';
import type { CacheInvalidation } from '../lib/cache-invalidation';
import type { Clock } from '../lib/clock';
import type { ExternalAuthSettings } from '../lib/external-login';
import type { PasswordHasher } from '../lib/passwords';
import type { PayloadKey } from '../lib/payload-crypto';
import type { RateLimiter } from '../lib/rate-limit';
import type { CachedReads } from '../store/cached-reads';

/** What route modules get from the server: nothing global, so tests can build their own. */
export interface RouteDeps {
  db: Db;
  /** The page loads' hot reads, cached in process (store/cached-reads.ts); shared, frozen answers. */
  reads: CachedReads;
  /** Every change of what `reads` answers is followed, once committed, by invalidation.changed(). */
  invalidation: CacheInvalidation;
  payloadKey: PayloadKey;
  /** "Now" for everything with a time limit (tests can move it: controls.advanceClock). */
  clock: Clock;
  /** In-memory request counters (SMS, captcha, e-mail, free play); cleared by /__sandbox/reset. */
  limiter: RateLimiter;
  passwords: PasswordHasher;
  /** Firebase sign-in: the Auth emulator and each merchant's brand settings. */
  externalAuth: ExternalAuthSettings;
}
