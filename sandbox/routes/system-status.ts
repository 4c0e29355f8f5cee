import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { publishPayloadKey } from '../lib/payload-crypto';
import { sandboxCdns } from '../lib/request-origin';
import { customerServiceEntries } from './customer-service';
import type { RouteDeps } from './deps';
import { resourceLinks } from './resources';

/**
 * GET /wps/system/status: everything the shell needs before it renders (permission tree, CDNs,
 * maintenance, region restriction, the payload key), and GET /wps/system/whitelabel (the tree alone).
 */
/** What location.ip says when the socket is already gone (the schema wants an address). */
const UNKNOWN_ADDRESS = '0.0.0.0';

export function registerSystemStatusRoutes(scope: FastifyInstance, { reads, payloadKey }: RouteDeps): void {
  // The same for every answer: the key changes only with a new sandbox.
  const encryption = publishPayloadKey(payloadKey);

  scope.get('/wps/system/status', { schema: routeSchema('system-status.json') }, async (request) => {
    // The merchant's reads come from the cache (store/cached-reads.ts); what depends on the caller
    // (its address, the origin it reached us on, the freshly encrypted support link) is made here,
    // per answer, so the body itself is never shared.
    // Read before the queries: a client that went away meanwhile (a page reloading) leaves no socket
    // to ask, and the answer must still serialise.
    const ip = request.ip ?? UNKNOWN_ADDRESS;
    const merchant = merchantOf(request);
    const [whitelabel, registerRules, status, resources, customerService] = await Promise.all([
      reads.whitelabelTree(merchant.merchantCode),
      reads.registerRules(merchant.merchantCode),
      reads.status(merchant.merchantCode),
      resourceLinks(reads, request),
      customerServiceEntries(reads, request),
    ]);
    const cdns = sandboxCdns(request);
    return ok({
      whitelabel,
      registerRules,
      resources,
      customerService,
      analytics: { gtagId: merchant.gtagId },
      imageCDNs: [...cdns],
      launchGameCDNs: [...cdns],
      // The socket's address: X-Forwarded-For is the client's to write, so it is not trusted.
      location: { ip, countryCode: merchant.countryCode },
      maintenance: status.maintenance,
      regionRestriction: status.regionRestriction,
      regionMessage: status.regionMessage,
      encryption,
    });
  });

  scope.get('/wps/system/whitelabel', { schema: routeSchema('system-whitelabel.json') }, async (request) =>
    ok(await reads.whitelabelTree(merchantOf(request).merchantCode)),
  );
}
