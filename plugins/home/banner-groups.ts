import { normalisePath, type EarlyRequest } from '../../core/api/early-shared';
import { BANNER_CROPS, PHONE_BANNER_MEDIA } from '../../core/media/banner-crops';

export const BANNERS_PATH = 'system/banners';

/** Which banner group the strip shows on each route (spec section 2, "Banner strip"). */
const GROUP_BY_PATH: Readonly<Record<string, string>> = {
  '/': 'w_home',
  '/home': 'w_home',
  '/index.html': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointmall': 'w_shop',
  '/help': 'w_help',
};

export function bannerGroupFor(pathname: string): string | null {
  return GROUP_BY_PATH[normalisePath(pathname)] ?? null;
}

/** The banner call of each path's first screen, for the early entry (see PluginDefinition.firstScreenRequests). */
export const BANNER_REQUESTS: Record<string, EarlyRequest[]> = Object.fromEntries(
  Object.entries(GROUP_BY_PATH).map(([path, group]) => [
    path,
    [
      {
        path: BANNERS_PATH,
        params: { group },
        heroImage: {
          src: '0.url',
          alt: '0.title',
          ...BANNER_CROPS.wide,
          narrow: { src: '0.phoneUrl', media: PHONE_BANNER_MEDIA, ...BANNER_CROPS.phone },
        },
      },
    ],
  ]),
);
