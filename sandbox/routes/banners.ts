import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { readBanners } from '../store/site-content';
import type { RouteDeps } from './deps';

/** The address of a banner's artwork (served by routes/cdn.ts); site-relative, same origin. */
export const bannerImagePath = (bannerId: number) => `/cdn/a/banners/${bannerId}.jpg`;

/** GET /wps/system/banners?group=w_home (no group: every group). */
export function registerBannerRoutes(scope: FastifyInstance, { db }: RouteDeps): void {
  scope.get<{ Querystring: { group?: string } }>('/wps/system/banners', { schema: routeSchema('system-banners.json') }, async (request) => {
    const banners = await readBanners(db, merchantOf(request).merchantCode, request.query.group);
    return ok(
      banners.map((banner) => ({
        bannerId: banner.bannerId,
        groupName: banner.groupName,
        url: bannerImagePath(banner.bannerId),
        linkageType: banner.linkageType,
        linkage: banner.linkage,
        title: banner.title,
      })),
    );
  });
}
