import type { Db } from '../db/db';
import type { PayloadKey } from '../lib/payload-crypto';

/** What route modules get from the server: nothing global, so tests can build their own. */
export interface RouteDeps {
  db: Db;
  payloadKey: PayloadKey;
}
