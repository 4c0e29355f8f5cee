import type { SandboxBrand } from '../../brands';
import type { Queryable } from '../db';
import type { GameType } from './reference-data';

type IsGame = 'VASSALAGE' | 'GAME' | null;

/** Esports and cockfight vendors sit inside SPORTS; the front end splits them off by brand lists. */
const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'];

/** The vendor cards of each category (spec section 3), in menu order, and how a click behaves. */
const MENUS: Record<GameType, { vendors: string[]; hot: string[]; isGame: IsGame }> = {
  // Twelve slot vendors: more than the dropdown's eleven, so the "more" button shows.
  RNG: { vendors: ['PNG', 'PT', 'MG', 'AE', 'AG', 'CQ9', 'GG', 'ISB', 'MGS', 'RTG', 'TTG', 'WD'], hot: ['PNG', 'PT'], isGame: 'VASSALAGE' },
  INHOUSE: { vendors: ['HOUSE'], hot: ['HOUSE'], isGame: 'VASSALAGE' },
  LIVE: { vendors: ['EA', 'AG', 'BBIN', 'BG', 'DG', 'LOTUS', 'OG', 'PT', 'TGP'], hot: ['EA', 'DG'], isGame: null },
  FISH: { vendors: ['CQ9', 'AG', 'BBIN', 'GG', 'PT', 'RTG'], hot: ['CQ9'], isGame: 'VASSALAGE' },
  PVP: { vendors: ['KY', 'KX', 'TH', 'WS', 'XY'], hot: ['KY'], isGame: 'VASSALAGE' },
  SPORTS: { vendors: ['IBC', 'SBT', 'UG', ...ESPORTS_VENDORS, 'DS88'], hot: ['IBC', 'IMES'], isGame: null },
  LOTT: { vendors: ['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT'], hot: ['TCG_SEA'], isGame: 'GAME' },
  ELOTT: { vendors: ['ELOTT'], hot: [], isGame: 'GAME' },
};

/**
 * Vendors a brand does not carry, so the brands' menus differ visibly. trevo-azul keeps exactly
 * eleven slot vendors, which exercises the dropdown's other edge (the "more" button at eleven).
 */
const VENDORS_NOT_CARRIED: Record<string, string[]> = {
  'trevo-azul': ['LOTUS', 'TGP', 'WD', 'KX'],
};

/**
 * Vendors a brand carries in a category on top of MENUS (after the category's own vendors).
 * trevo-azul shows its LOTT lotteries under ELOTT too, which puts it in the ELOTT prize mode
 * (spec section 4); mare-da-sorte stays in the LOTT mode.
 */
const EXTRA_VENDORS: Record<string, Partial<Record<GameType, string[]>>> = {
  'trevo-azul': { ELOTT: ['LOTT'] },
};

export function vendorCardsFor(brand: SandboxBrand): { gameType: GameType; vendor: string; isHot: boolean; isGame: IsGame }[] {
  const notCarried = new Set(VENDORS_NOT_CARRIED[brand.id] ?? []);
  return (Object.keys(MENUS) as GameType[]).flatMap((gameType) => {
    const menu = MENUS[gameType];
    return [...menu.vendors, ...(EXTRA_VENDORS[brand.id]?.[gameType] ?? [])]
      .filter((vendor) => !notCarried.has(vendor))
      .filter((vendor) => !ESPORTS_VENDORS.includes(vendor) || brand.esportsVendors.includes(vendor))
      .map((vendor) => ({ gameType, vendor, isHot: menu.hot.includes(vendor), isGame: menu.isGame }));
  });
}

export async function seedVendorCards(tx: Queryable, brand: SandboxBrand): Promise<void> {
  for (const [index, card] of vendorCardsFor(brand).entries()) {
    await tx.query(
      `INSERT INTO merchant_vendor_cards (merchant_code, game_type, vendor_code, is_hot, is_game, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [brand.merchantCode, card.gameType, card.vendor, card.isHot, card.isGame, index],
    );
  }
}
