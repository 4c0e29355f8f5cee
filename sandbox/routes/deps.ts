import type { Db } from '../db/db';
import type { Clock } from '../lib/clock';
import type { ExternalAuthSettings } from '../lib/external-login';
import type { PasswordHasher } from '../lib/passwords';
import type { PayloadKey } from '../lib/payload-crypto';
import type { RateLimiter } from '../lib/rate-limit';

/** What route modules get from the server: nothing global, so tests can build their own. */
export interface RouteDeps {
  db: Db;
  payloadKey: PayloadKey;
  /** "Now" for everything with a time limit (tests can move it: controls.advanceClock). */
  clock: Clock;
  /** In-memory request counters (SMS, captcha, e-mail, free play); cleared by /__sandbox/reset. */
  limiter: RateLimiter;
  passwords: PasswordHasher;
  /** Firebase sign-in: the Auth emulator and each merchant's brand settings. */
  externalAuth: ExternalAuthSettings;
}
