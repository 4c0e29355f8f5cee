import type { JSONSchema } from 'json-schema-to-ts';
import type { SchemaDefinition } from '../../core/api/schema-types';
import type { ApiClient } from '../../core/api/client';
import type launchGame from '../../schemas/generated/api-game-launchGame';
import type gamesCommon from '../../schemas/generated/api-games-common';
import type lotteryMenus from '../../schemas/generated/api-lgw-games-lottery_menus';
import type popular from '../../schemas/generated/api-lgw-games-popular';
import type vnMenu from '../../schemas/generated/api-lgw-vn-games-game_menu';
import type vnRecent from '../../schemas/generated/api-lgw-vn-games-game_menu-recent';
import type vnOpened from '../../schemas/generated/api-lgw-vn-numeros-opened-game';
import type openedNumero from '../../schemas/generated/api-lotto-lgw-games-opened-numero';

/**
 * The lottery calls of spec section 7, "PVP and lottery" (contract calls J and L–Q). `/lgw/...`
 * and `/lotto/...` paths are absolute: the API client sends them as they are.
 */
export const LOTTERY_PATHS = {
  popular: '/lgw/games/popular',
  menus: '/lgw/games/lottery_menus',
  vnMenu: '/lgw/vn/games/game_menu',
  vnRecent: '/lgw/vn/games/game_menu/recent',
  vnOpened: '/lgw/vn/numeros/opened/game',
  openedNumero: '/lotto/lgw/games/opened/numero',
  launch: 'game/launchGame',
} as const;

/** Spec section 9: popular lottery count / VN numbers count. */
export const POPULAR_COUNT = 20;
export const VN_OPENED_COUNT = 100;
/** How many of one game's last draws the results panel shows. */
export const DRAWS_COUNT = 10;

type References = [
  typeof gamesCommon,
  typeof lotteryMenus,
  typeof popular,
  typeof vnMenu,
  typeof vnRecent,
  typeof vnOpened,
  typeof openedNumero,
  typeof launchGame,
];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

export type LotteryGame = Definition<typeof gamesCommon, 'lotteryGame'>;
export type Draw = Definition<typeof gamesCommon, 'draw'>;
export type GameGroupCode = LotteryGame['gameGroupCode'];
/** A group of the lobby menu: a lottery family (SEA/LOTT/ELOTT) or a Vietnamese region. */
export type LotteryGroup = Definition<typeof lotteryMenus, 'lotteryGroup'> | Definition<typeof vnMenu, 'vnGroup'>;
export type PrizeMode = Definition<typeof popular, 'querystring'>['prizeMode'];
export type Device = Definition<typeof popular, 'querystring'>['device'];
export type LaunchParams = Definition<typeof launchGame, 'querystring'>;
export type LaunchValue = Definition<typeof launchGame, 'response'>;

type PopularQuery = Definition<typeof popular, 'querystring'>;
type MenusQuery = Definition<typeof lotteryMenus, 'querystring'>;
type VnMenuQuery = Definition<typeof vnMenu, 'querystring'>;
type VnRecentQuery = Definition<typeof vnRecent, 'querystring'>;
type VnOpenedQuery = Definition<typeof vnOpened, 'querystring'>;
type DrawsQuery = Definition<typeof openedNumero, 'querystring'>;

export const lotteryApi = {
  vnMenu: (api: ApiClient, language: string) =>
    api.get<LotteryGroup[]>(LOTTERY_PATHS.vnMenu, { params: { device: 'WEB', language } satisfies VnMenuQuery }),
  menus: (api: ApiClient, prizeMode: PrizeMode, device: Device, language: string) =>
    api.get<LotteryGroup[]>(LOTTERY_PATHS.menus, { params: { prizeMode, device, language } satisfies MenusQuery }),
  popular: (api: ApiClient, prizeMode: PrizeMode, device: Device, language: string) =>
    api.get<LotteryGame[]>(LOTTERY_PATHS.popular, { params: { count: POPULAR_COUNT, prizeMode, device, language } satisfies PopularQuery }),
  vnRecent: (api: ApiClient, device: Device) =>
    api.get<LotteryGame[]>(LOTTERY_PATHS.vnRecent, { params: { device } satisfies VnRecentQuery, auth: true }),
  vnOpened: (api: ApiClient) => api.get<Draw[]>(LOTTERY_PATHS.vnOpened, { params: { count: VN_OPENED_COUNT } satisfies VnOpenedQuery }),
  draws: (api: ApiClient, gameCode: string) =>
    api.get<Draw[]>(LOTTERY_PATHS.openedNumero, { params: { gameCode, count: DRAWS_COUNT } satisfies DrawsQuery, auth: true }),
  launch: (api: ApiClient, params: LaunchParams) => api.get<LaunchValue>(LOTTERY_PATHS.launch, { params, auth: true }),
};
