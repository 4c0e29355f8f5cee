/**
 * The permission-and-status response (spec section 3) as the front end uses it. The wire shape is
 * defined once in schemas/api/system-status.json; this re-exports the derived type.
 */
export type { SystemStatus, WhitelabelModule, CustomerServiceEntry, PlatformResource } from '../api/contract';
