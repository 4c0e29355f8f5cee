import type { JSONSchema } from 'json-schema-to-ts';
import type { SchemaDefinition } from '../../core/api/schema-types';
import type { Brand } from '../../core/brand/brand-types';
import type gamesCommon from '../../schemas/generated/api-games-common';
import type gameMenus from '../../schemas/generated/api-lgw-games-game_menus';
import type providerGames from '../../schemas/generated/api-relay-GCSGAME_getVassGameType';
import type gameList from '../../schemas/generated/api-relay-GCSGAME_gameList';
import type rankList from '../../schemas/generated/api-relay-GCSGAME_getRankList';
import type vendorLanes from '../../schemas/generated/api-relay-GCSGAME_newGameVendor';
import type recentGames from '../../schemas/generated/api-relay-GCS_recentGame';
import type favouriteToggle from '../../schemas/generated/api-relay-MCSFE_getFavoriteGames';
import type favouriteList from '../../schemas/generated/api-relay-MCSFE_getFavoriteGamesList';

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

type References = [
  typeof gameMenus,
  typeof gamesCommon,
  typeof gameList,
  typeof favouriteList,
  typeof recentGames,
  typeof vendorLanes,
  typeof providerGames,
  typeof favouriteToggle,
  typeof rankList,
];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

export type GameCategoryMenu = Definition<typeof gameMenus, 'category'>;
export type VendorCard = Definition<typeof gameMenus, 'vendorCard'>;
export type MenuGameType = VendorCard['gameType'];

/** A game as the game list, hot, favourite, recent and provider calls answer it (spec section 3). */
export type Game = Definition<typeof gamesCommon, 'game'>;
/** A vendor tab of a lobby (the vendor list call's `value.data.lanes`). */
export type Lane = Definition<typeof gamesCommon, 'lane'>;
export type LaunchAnswer = Definition<typeof gamesCommon, 'launchUrl'>;

export type GameListValue = Definition<typeof gameList, 'response'>;
export type FavouriteListValue = Definition<typeof favouriteList, 'response'>;
export type RecentListValue = Definition<typeof recentGames, 'response'>;
export type VendorLanesValue = Definition<typeof vendorLanes, 'response'>;
export type ProviderGamesValue = Definition<typeof providerGames, 'response'>;
export type FavouriteToggleValue = Definition<typeof favouriteToggle, 'response'>;
export type Winner = Definition<typeof rankList, 'response'>[number];

/** The game menus query of a brand: the same in the early entry and the saga, so the saga adopts the early answer. */
export function menusQuery(brand: Brand): Record<string, string> {
  return {
    merchantCode: brand.identity.merchantCode,
    platform: brand.identity.platform,
    device: brand.identity.device,
    language: brand.languages.default,
  };
}

/** Fixed query values of spec sections 3 and 9. */
export const CLIENT_TYPE = 3;
export const GAME_LIST_PLATFORM = 'flash,html5-desktop';
export const VENDOR_LIST_PLATFORM = 'html5-desktop';
export const IS_PLATFORM = 2;

/*
 * The queries below are built in one place for the saga, the home sections and the early entry's
 * first-screen requests alike: the early answer is adopted only when the call matches exactly.
 */

/** GCSGAME_hotGamesV2: a category's hot games, or one vendor's. */
export function hotGamesQuery(brand: Brand, gameType: string, vassalage?: string) {
  return {
    merchantCode: brand.identity.merchantCode,
    isPlatform: IS_PLATFORM,
    vassalage,
    gameType,
    platform: GAME_LIST_PLATFORM,
    language: brand.languages.default,
  };
}

/** How many latest winners the home page shows. */
export const WINNERS_COUNT = 8;

/** GCSGAME_getRankList: the home page's latest winners. */
export function rankListQuery() {
  return { count: WINNERS_COUNT };
}

/** GCSGAME_newGameVendor: a category's vendor tabs. */
export function vendorLanesQuery(brand: Brand, gameType: string) {
  return { platform: VENDOR_LIST_PLATFORM, gameType, language: brand.languages.default };
}

export interface GameListFilters {
  gameType: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: string;
  /** 1 for the in-house lobby, which lists its top games. */
  isTop?: 1;
  pageNo: number;
  pageSize: number;
}

/** GCSGAME_gameList: one page of a lobby's games (spec section 3, game list query). */
export function gameListQuery(brand: Brand, filters: GameListFilters) {
  return {
    clientType: CLIENT_TYPE,
    platform: GAME_LIST_PLATFORM,
    channel: brand.identity.device,
    merchant: brand.identity.merchantCode,
    language: brand.languages.default,
    ...filters,
    // Empty filters are left out of the query rather than sent empty.
    vassalage: filters.vassalage || undefined,
    gameClassify: filters.gameClassify || undefined,
    gameName: filters.gameName || undefined,
    minBet: filters.minBet || undefined,
  };
}
