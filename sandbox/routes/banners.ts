import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import type { BannerRecord } from '../store/site-content';
import type { RouteDeps } from './deps';

/** The address of a banner's artwork (served by routes/cdn.ts); site-relative, same origin. */
export const bannerImagePath = (bannerId: number) => `/cdn/a/banners/${bannerId}.jpg`;
/** The address of its phone crop: the same words drawn larger, for screens under 768 px. */
export const bannerPhoneImagePath = (bannerId: number) => `/cdn/a/banners/${bannerId}-phone.jpg`;

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

/** The module behind each site page a URL banner may link to (the same pages' routes switch off). */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/rng': 'RNG',
  '/inhouse': 'INHOUSE',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'SPORTS',
  '/cockfight': 'SPORTS',
  '/elott': 'ELOTT',
  '/promotions': 'PROMOTIONS',
  '/pointmall': 'POINTMALL',
};

/** The module a banner's link leads to: a promotion, a game's category (`LIVE/EA`), a site page. */
function linkedModule(banner: BannerRecord): string | undefined {
  if (!banner.linkage) return undefined;
  if (banner.linkageType === 'PROMOTION') return 'PROMOTIONS';
  if (banner.linkageType === 'GAME') return banner.linkage.split('/')[0];
  if (banner.linkageType === 'URL' && banner.linkage.startsWith('/')) return PAGE_MODULES[banner.linkage.split(/[?#]/)[0].toLowerCase()];
  return undefined;
}

/**
 * Whether a banner may show: its group's page is on, and so is what it links to (a banner that
 * leads to a switched-off page would lead to the not-found page, one to a switched-off vendor's
 * game to a "feature off" error). A module the tree does not list counts as on.
 */
function bannerLive(banner: BannerRecord, switches: ReadonlyMap<string, boolean>, vendorCardsOff: ReadonlySet<string>): boolean {
  const off = (modId: string | undefined) => modId !== undefined && switches.get(modId) === false;
  const vendorOff =
    banner.linkageType === 'GAME' && banner.linkage !== null && vendorCardsOff.has(banner.linkage.split('/').slice(0, 2).join('/'));
  return !off(GROUP_MODULES[banner.groupName]) && !off(linkedModule(banner)) && !vendorOff;
}

/** GET /wps/system/banners?group=w_home (no group: every group), without those switched off. */
export function registerBannerRoutes(scope: FastifyInstance, { reads }: RouteDeps): void {
  scope.get<{ Querystring: { group?: string } }>('/wps/system/banners', { schema: routeSchema('system-banners.json') }, async (request) => {
    const merchantCode = merchantOf(request).merchantCode;
    // Every group's banners are cached together and picked here: a group a client makes up adds no entry.
    const [banners, switches, vendorCardsOff] = await Promise.all([
      reads.banners(merchantCode),
      reads.moduleSwitches(merchantCode),
      reads.switchedOffVendorCards(merchantCode),
    ]);
    const { group } = request.query;
    return ok(
      banners
        .filter((banner) => (group === undefined || banner.groupName === group) && bannerLive(banner, switches, vendorCardsOff))
        .map((banner) => ({
          bannerId: banner.bannerId,
          groupName: banner.groupName,
          url: bannerImagePath(banner.bannerId),
          phoneUrl: bannerPhoneImagePath(banner.bannerId),
          linkageType: banner.linkageType,
          linkage: banner.linkage,
          title: banner.title,
        })),
    );
  });
}
