import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { absoluteUrl } from '../lib/request-origin';
import type { CachedReads } from '../store/cached-reads';
import type { ResourceLink } from '../store/site-content';
import type { RouteDeps } from './deps';

/** The side-bar resources with site-relative addresses resolved on the caller's origin. */
export async function resourceLinks(reads: CachedReads, request: FastifyRequest): Promise<ResourceLink[]> {
  const resources = await reads.resources(merchantOf(request).merchantCode);
  return resources.map((resource) => ({
    ...resource,
    url: absoluteUrl(request, resource.url),
    qrCodeUrl: absoluteUrl(request, resource.qrCodeUrl),
  }));
}

/** GET /wps/system/routers: alternative domains and resource links. */
export function registerRouterRoutes(scope: FastifyInstance, { reads }: RouteDeps): void {
  scope.get('/wps/system/routers', { schema: routeSchema('system-routers.json') }, async (request) => {
    const [domainList, resources] = await Promise.all([reads.domains(merchantOf(request).merchantCode), resourceLinks(reads, request)]);
    return ok({ domainList, resources });
  });
}
