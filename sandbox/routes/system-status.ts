import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { publishPayloadKey } from '../lib/payload-crypto';
import { sandboxCdns } from '../lib/request-origin';
import { readRegisterRules } from '../store/register-rules';
import { readStatus } from '../store/status';
import { readWhitelabelTree } from '../store/whitelabel';
import { customerServiceEntries } from './customer-service';
import type { RouteDeps } from './deps';
import { resourceLinks } from './resources';

/**
 * GET /wps/system/status: everything the shell needs before it renders (permission tree, CDNs,
 * maintenance, region restriction, the payload key), and GET /wps/system/whitelabel (the tree alone).
 */
/** What location.ip says when the socket is already gone (the schema wants an address). */
const UNKNOWN_ADDRESS = '0.0.0.0';

export function registerSystemStatusRoutes(scope: FastifyInstance, { db, payloadKey }: RouteDeps): void {
  scope.get('/wps/system/status', { schema: routeSchema('system-status.json') }, async (request) => {
    // Read before the queries: a client that went away meanwhile (a page reloading) leaves no socket
    // to ask, and the answer must still serialise.
    const ip = request.ip ?? UNKNOWN_ADDRESS;
    const merchant = merchantOf(request);
    const [whitelabel, registerRules, status, resources, customerService] = await Promise.all([
      readWhitelabelTree(db, merchant.merchantCode),
      readRegisterRules(db, merchant.merchantCode),
      readStatus(db, merchant.merchantCode),
      resourceLinks(db, request),
      customerServiceEntries(db, request),
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
      encryption: publishPayloadKey(payloadKey),
    });
  });

  scope.get('/wps/system/whitelabel', { schema: routeSchema('system-whitelabel.json') }, async (request) =>
    ok(await readWhitelabelTree(db, merchantOf(request).merchantCode)),
  );
}
