import type { GameCategoryMenu, VendorCard } from './api';

/** The site's game categories: the platform's menu types plus the two split off from SPORTS. */
export type NavCategoryType = GameCategoryMenu['gameType'] | 'ESPORTS' | 'COCKFIGHT';

/** Spec section 9: the vendor dropdown shows at most 11 vendors. */
export const VENDOR_DROPDOWN_MAX = 11;

/** Spec section 4: cockfight is split off from SPORTS by vendor DS88. */
export const COCKFIGHT_VENDOR = 'DS88';

/** Where each category's navigation item leads (spec section 2, routes). */
export const CATEGORY_PATHS: Record<NavCategoryType, string> = {
  RNG: '/rng',
  INHOUSE: '/inhouse',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

export interface NavCategory {
  type: NavCategoryType;
  to: string;
  /** Every vendor card of the category, in menu order (the games pages show them all). */
  cards: VendorCard[];
  /** The dropdown's share: at most eleven. */
  dropdown: VendorCard[];
  /** Spec: a more button when the dropdown holds exactly eleven. */
  showMore: boolean;
}

/**
 * Spec section 4, category splits: esports vendors (the brand's list) and cockfight (DS88) come
 * out of SPORTS into their own categories, placed right after it.
 */
export function splitSports(
  menus: readonly GameCategoryMenu[],
  esportsVendors: readonly string[],
): { type: NavCategoryType; cards: VendorCard[] }[] {
  const esports = new Set(esportsVendors);
  return menus.flatMap((menu): { type: NavCategoryType; cards: VendorCard[] }[] => {
    if (menu.gameType !== 'SPORTS') return [{ type: menu.gameType, cards: [...menu.cards] }];
    return [
      { type: 'SPORTS', cards: menu.cards.filter((card) => !esports.has(card.vassalage) && card.vassalage !== COCKFIGHT_VENDOR) },
      { type: 'ESPORTS', cards: menu.cards.filter((card) => esports.has(card.vassalage)) },
      { type: 'COCKFIGHT', cards: menu.cards.filter((card) => card.vassalage === COCKFIGHT_VENDOR) },
    ];
  });
}

/**
 * The header's game categories (spec section 2): one per category that has vendors, in menu order,
 * with the in-house entry moved right after slots and the SPORTS splits right after SPORTS.
 */
export function buildGameNav(menus: readonly GameCategoryMenu[], esportsVendors: readonly string[]): NavCategory[] {
  const categories = splitSports(menus, esportsVendors).filter((category) => category.cards.length > 0);
  const inHouse = categories.find((category) => category.type === 'INHOUSE');
  const ordered = categories.filter((category) => category.type !== 'INHOUSE');
  if (inHouse) {
    const slots = ordered.findIndex((category) => category.type === 'RNG');
    // Without slots the in-house entry keeps the first place a slots entry would have had.
    ordered.splice(slots === -1 ? 0 : slots + 1, 0, inHouse);
  }
  return ordered.map(({ type, cards }) => {
    const dropdown = cards.slice(0, VENDOR_DROPDOWN_MAX);
    return { type, to: CATEGORY_PATHS[type], cards, dropdown, showMore: dropdown.length === VENDOR_DROPDOWN_MAX };
  });
}

/** The category a games page shows, by its path (`/esports` → ESPORTS). */
export function categoryForPath(pathname: string): NavCategoryType | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const entry = (Object.entries(CATEGORY_PATHS) as [NavCategoryType, string][]).find(([, to]) => to === path);
  return entry ? entry[0] : null;
}
