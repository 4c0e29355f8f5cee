import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Brand } from '../../core/brand/brand-types';
import type gamesCommon from '../../schemas/generated/api-games-common';
import type gameMenus from '../../schemas/generated/api-lgw-games-game_menus';

/**
 * The games calls of spec section 7 (paths relative to the API base unless absolute), with the
 * query fields of section 3. The sandbox validates the same shapes (schemas/api).
 */
export const GAMES_PATHS = {
  menus: '/lgw/games/game_menus',
  gameList: 'relay/GCSGAME_gameList',
  hotGames: 'relay/GCSGAME_hotGamesV2',
  vendorLanes: 'relay/GCSGAME_newGameVendor',
  providerGames: 'relay/GCSGAME_getVassGameType',
  favouriteToggle: 'relay/MCSFE_getFavoriteGames',
  favouriteList: 'relay/MCSFE_getFavoriteGamesList',
  recentGames: 'relay/GCS_recentGame',
  rankList: 'relay/GCSGAME_getRankList',
  thirdPartyLaunch: 'relay/GCS_gameLaunchFB',
  launchGame: 'game/launchGame',
  roomList: 'relay/GLS2_roomList',
} as const;

type References = [typeof gameMenus, typeof gamesCommon];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = FromSchema<
  Schema['definitions'][Name],
  { references: References }
>;

export type GameCategoryMenu = Definition<typeof gameMenus, 'category'>;
export type VendorCard = Definition<typeof gameMenus, 'vendorCard'>;
export type MenuGameType = VendorCard['gameType'];

/** A game as the game list, hot, favourite, recent and provider calls answer it (spec section 3). */
export type Game = Definition<typeof gamesCommon, 'game'>;
/** A vendor tab of a lobby (the vendor list call's `value.data.lanes`). */
export type Lane = Definition<typeof gamesCommon, 'lane'>;
export type LaunchAnswer = Definition<typeof gamesCommon, 'launchUrl'>;

export interface GameListValue {
  games: Game[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}
export interface FavouriteListValue {
  content: Game[];
  totalPages: number;
}
export interface RecentListValue {
  list: Game[];
  totalPages: number;
}
export interface VendorLanesValue {
  data: { lanes: Lane[] };
}
export interface ProviderGamesValue {
  vassalage: string;
  name: string;
  games: Game[];
}
export interface Winner {
  rank: number;
  player: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  image: string;
  amount: number;
  wonAt: string;
}

/** The game menus query of a brand: the same in the early entry and the saga, so the saga adopts the early answer. */
export function menusQuery(brand: Brand): Record<string, string> {
  return { merchantCode: brand.identity.merchantCode, platform: brand.identity.platform, device: brand.identity.device, language: brand.languages.default };
}

/** Fixed query values of spec sections 3 and 9. */
export const CLIENT_TYPE = 3;
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';
export const VENDOR_LIST_PLATFORM = 'html5-desktop';
export const IS_PLATFORM = 2;
