import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { encryptCustomerServiceLink } from '../lib/customer-service-cipher';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { absoluteUrl } from '../lib/request-origin';
import type { CachedReads } from '../store/cached-reads';
import type { RouteDeps } from './deps';

export interface CustomerServiceEntry {
  csType: '1' | '2' | '3';
  name: string;
  path: string;
}

/**
 * The customer-service links as answered (also inside system/status): types 1 and 2 plain,
 * type 3 encrypted afresh on every answer (see customer-service-cipher.ts).
 */
export async function customerServiceEntries(reads: CachedReads, request: FastifyRequest): Promise<CustomerServiceEntry[]> {
  const targets = await reads.customerService(merchantOf(request).merchantCode);
  return targets.map((target) => {
    const url = absoluteUrl(request, target.targetUrl);
    return { csType: target.csType, name: target.name, path: target.csType === '3' ? encryptCustomerServiceLink(url) : url };
  });
}

/** GET /wps/system/customerService */
export function registerCustomerServiceRoutes(scope: FastifyInstance, { reads }: RouteDeps): void {
  scope.get('/wps/system/customerService', { schema: routeSchema('system-customerService.json') }, async (request) =>
    ok(await customerServiceEntries(reads, request)),
  );
}
