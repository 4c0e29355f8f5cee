import type { Queryable } from '../db';

/** Countries of the dialing-code dropdown, in the order shown. Names in Portuguese. */
export const COUNTRIES = [
  { code: 'PH', dialing: '+63', name: 'Filipinas' },
  { code: 'BR', dialing: '+55', name: 'Brasil' },
  { code: 'PT', dialing: '+351', name: 'Portugal' },
  { code: 'AO', dialing: '+244', name: 'Angola' },
  { code: 'MZ', dialing: '+258', name: 'Moçambique' },
  { code: 'CV', dialing: '+238', name: 'Cabo Verde' },
  { code: 'TL', dialing: '+670', name: 'Timor-Leste' },
  { code: 'VN', dialing: '+84', name: 'Vietnã' },
  { code: 'TH', dialing: '+66', name: 'Tailândia' },
  { code: 'MY', dialing: '+60', name: 'Malásia' },
  { code: 'ID', dialing: '+62', name: 'Indonésia' },
  { code: 'JP', dialing: '+81', name: 'Japão' },
  { code: 'ES', dialing: '+34', name: 'Espanha' },
  { code: 'US', dialing: '+1', name: 'Estados Unidos' },
] as const;

export type GameType = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'LOTT' | 'ELOTT' | 'INHOUSE';

/** Menu order: in-house comes right after slots (spec section 2, header navigation). */
export const GAME_CATEGORIES: { type: GameType; title: string; classify: string | null }[] = [
  { type: 'RNG', title: 'Slots', classify: 'SLOT' },
  { type: 'INHOUSE', title: 'Originais', classify: null },
  { type: 'LIVE', title: 'Cassino ao vivo', classify: null },
  { type: 'FISH', title: 'Pescaria', classify: 'FISHING' },
  { type: 'PVP', title: 'Jogos de cartas', classify: 'CARD' },
  { type: 'SPORTS', title: 'Esportes', classify: null },
  { type: 'LOTT', title: 'Loterias', classify: null },
  { type: 'ELOTT', title: 'E-Loteria', classify: null },
];

/** Every vendor the catalogue knows, with the wallet account type it plays from. */
/** The in-house vendor: its games answer to RNG and sit on an INHOUSE card (store/games.ts). */
export const IN_HOUSE_VENDOR = 'HOUSE';

export const GAME_VENDORS: { code: string; name: string; accountTypeId: number }[] = [
  { code: 'AG', name: 'Asia Gaming', accountTypeId: 101 },
  { code: 'BBIN', name: 'BBIN', accountTypeId: 102 },
  { code: 'BG', name: 'Big Gaming', accountTypeId: 103 },
  { code: 'DG', name: 'Dream Gaming', accountTypeId: 104 },
  { code: 'EA', name: 'eBET Asia', accountTypeId: 105 },
  { code: 'LOTUS', name: 'Lotus Live', accountTypeId: 106 },
  { code: 'OG', name: 'Oriental Game', accountTypeId: 107 },
  { code: 'PT', name: 'Playtech', accountTypeId: 108 },
  { code: 'TGP', name: 'TG Premium', accountTypeId: 109 },
  { code: 'CQ9', name: 'CQ9 Gaming', accountTypeId: 110 },
  { code: 'GG', name: 'GG Gaming', accountTypeId: 111 },
  { code: 'RTG', name: 'Realtime Gaming', accountTypeId: 112 },
  { code: 'KX', name: 'KX Cartas', accountTypeId: 113 },
  { code: 'KY', name: 'Kaiyuan', accountTypeId: 114 },
  { code: 'TH', name: 'TH Poker', accountTypeId: 115 },
  { code: 'WS', name: 'WS Cartas', accountTypeId: 116 },
  { code: 'XY', name: 'XY Cartas', accountTypeId: 117 },
  { code: 'AE', name: 'AE Gaming', accountTypeId: 118 },
  { code: 'ISB', name: 'iSoftBet', accountTypeId: 119 },
  { code: 'MG', name: 'Microgaming', accountTypeId: 120 },
  { code: 'MGS', name: 'MG Slots', accountTypeId: 121 },
  { code: 'PNG', name: "Play'n GO", accountTypeId: 122 },
  { code: 'TTG', name: 'Top Trend Gaming', accountTypeId: 123 },
  { code: 'WD', name: 'WD Slots', accountTypeId: 124 },
  { code: 'IBC', name: 'IBC Esportes', accountTypeId: 125 },
  { code: 'SBT', name: 'SBTech', accountTypeId: 126 },
  { code: 'UG', name: 'United Gaming', accountTypeId: 127 },
  { code: 'AV', name: 'AV eSports', accountTypeId: 128 },
  { code: 'AI', name: 'AI eSports', accountTypeId: 129 },
  { code: 'IMES', name: 'IM eSports', accountTypeId: 130 },
  { code: 'TF', name: 'TF Gaming', accountTypeId: 131 },
  { code: 'IA', name: 'IA eSports', accountTypeId: 132 },
  { code: 'DS88', name: 'DS88 Rinha', accountTypeId: 133 },
  { code: 'TCG_SEA', name: 'TCG Loteria', accountTypeId: 134 },
  { code: 'TCG_LOTTO_VN', name: 'Loteria Vietnamita', accountTypeId: 135 },
  { code: 'LOTT', name: 'Loterias', accountTypeId: 136 },
  { code: 'ELOTT', name: 'E-Loteria', accountTypeId: 137 },
  { code: IN_HOUSE_VENDOR, name: 'Originais', accountTypeId: 138 },
];

/**
 * Reference data shared by every merchant. Upserted on every start, so an edit here reaches a
 * persistent database without a migration.
 */
export async function upsertReferenceData(tx: Queryable): Promise<void> {
  for (const [index, country] of COUNTRIES.entries()) {
    await tx.query(
      `INSERT INTO countries (country_code, dialing_code, name_pt, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (country_code) DO UPDATE SET dialing_code = $2, name_pt = $3, sort_order = $4`,
      [country.code, country.dialing, country.name, index],
    );
  }
  for (const [index, category] of GAME_CATEGORIES.entries()) {
    await tx.query(
      `INSERT INTO game_categories (game_type, title_pt, game_classify, sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (game_type) DO UPDATE SET title_pt = $2, game_classify = $3, sort_order = $4`,
      [category.type, category.title, category.classify, index],
    );
  }
  for (const vendor of GAME_VENDORS) {
    await tx.query(
      `INSERT INTO game_vendors (vendor_code, name, account_type_id) VALUES ($1, $2, $3)
       ON CONFLICT (vendor_code) DO UPDATE SET name = $2, account_type_id = $3`,
      [vendor.code, vendor.name, vendor.accountTypeId],
    );
  }
}
