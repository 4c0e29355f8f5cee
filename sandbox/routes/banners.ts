import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { readBanners, type BannerRecord } from '../store/site-content';
import { readModuleSwitches } from '../store/whitelabel';
import type { RouteDeps } from './deps';

/** The address of a banner's artwork (served by routes/cdn.ts); site-relative, same origin. */
export const bannerImagePath = (bannerId: number) => `/cdn/a/banners/${bannerId}.jpg`;

/**
 * The module each page's banner group goes with (spec section 2's table): a page the merchant
 * switched off takes its banners with it.
 */
const GROUP_MODULES: Readonly<Record<string, string>> = {
  w_rng: 'RNG',
  w_live: 'LIVE',
  w_fish: 'FISH',
  w_pvp: 'PVP',
  w_sports: 'SPORTS',
  w_esports: 'SPORTS',
  w_lott: 'ELOTT',
  w_promotion: 'PROMOTIONS',
  w_shop: 'POINTMALL',
};

/**
 * Whether a banner may show: its group's page is on, and a banner that links to a promotion only
 * while promotions are (a module the tree does not list counts as on).
 */
function bannerLive(banner: BannerRecord, switches: ReadonlyMap<string, boolean>): boolean {
  const off = (modId: string | undefined) => modId !== undefined && switches.get(modId) === false;
  if (off(GROUP_MODULES[banner.groupName])) return false;
  return !(banner.linkageType === 'PROMOTION' && off('PROMOTIONS'));
}

/** GET /wps/system/banners?group=w_home (no group: every group), without those switched off. */
export function registerBannerRoutes(scope: FastifyInstance, { db }: RouteDeps): void {
  scope.get<{ Querystring: { group?: string } }>('/wps/system/banners', { schema: routeSchema('system-banners.json') }, async (request) => {
    const merchantCode = merchantOf(request).merchantCode;
    const [banners, switches] = await Promise.all([
      readBanners(db, merchantCode, request.query.group),
      readModuleSwitches(db, merchantCode),
    ]);
    return ok(
      banners
        .filter((banner) => bannerLive(banner, switches))
        .map((banner) => ({
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
