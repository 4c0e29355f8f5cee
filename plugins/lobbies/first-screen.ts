import { EVERY_PATH, type EarlyRequest } from '../../core/api/early-shared';
import type { Brand } from '../../core/brand/brand-types';
import type { FirstScreenRequests } from '../../core/plugin/define-plugin';
import { ROOT_PATHS } from '../../core/router/root-paths';
import { SESSION_KEYS } from '../../core/session/storage-keys';
import { GAMES_PATHS, gameListQuery, hotGamesQuery, menusQuery, rankListQuery, vendorLanesQuery } from './api';
import { IN_HOUSE_VENDOR } from './launch-routing';
import { LOBBY_PATHS } from './lobby-types';
import { pageSizeOf, type LobbyType } from './state';

/**
 * The games calls each page's first screen makes, for the early entry to start while the bundles
 * download (see PluginDefinition.firstScreenRequests): with them answered early, a lobby or the
 * home page renders its first screen in one go and the HTTP library is not loaded at all on page load.
 * Each is declared exactly as the page will ask, and skipped where the page will ask otherwise.
 */

/** The lobby's first page of games, as LobbyPage and the saga open it with no vendor, filter or list type. */
function firstGamePage(brand: Brand, lobbyType: LobbyType): EarlyRequest {
  const inHouse = lobbyType === 'INHOUSE';
  return {
    path: GAMES_PATHS.gameList,
    params: gameListQuery(brand, {
      gameType: inHouse ? 'RNG' : lobbyType,
      vassalage: inHouse ? IN_HOUSE_VENDOR : undefined,
      isTop: inHouse ? 1 : undefined,
      pageNo: 1,
      pageSize: pageSizeOf(lobbyType),
    }),
    // `?page=`/`?vassalage=` pick a vendor, `?type=hot` the hot list, and slots remember a vendor.
    skipWhen: {
      query: ['page', 'vassalage', 'type'],
      session: [SESSION_KEYS.token, ...(lobbyType === 'RNG' ? [SESSION_KEYS.gameVendor] : [])],
    },
  };
}

/** A signed-in visitor's lists carry the token (stars are the player's own): asked anew. */
const UNLESS_SIGNED_IN = { session: [SESSION_KEYS.token] };

export function gamesFirstScreen(brand: Brand): FirstScreenRequests {
  const requests: Record<string, EarlyRequest[]> = {
    // The header's categories are on every page.
    [EVERY_PATH]: [{ path: GAMES_PATHS.menus, params: menusQuery(brand) }],
  };
  // The home page's featured games and latest winners, under the banner (the largest paint): the
  // early entry asks once the page has loaded, when HomeSections shows them (usePageLoaded).
  for (const path of ROOT_PATHS) {
    requests[path] = [
      { path: GAMES_PATHS.hotGames, params: hotGamesQuery(brand, 'RNG'), skipWhen: UNLESS_SIGNED_IN, afterLoad: true },
      { path: GAMES_PATHS.rankList, params: rankListQuery(), afterLoad: true },
    ];
  }
  for (const [lobbyType, path] of Object.entries(LOBBY_PATHS) as Array<[LobbyType, string]>) {
    requests[path] = [
      // The in-house lobby is one vendor: it has no tabs.
      ...(lobbyType === 'INHOUSE' ? [] : [{ path: GAMES_PATHS.vendorLanes, params: vendorLanesQuery(brand, lobbyType) }]),
      firstGamePage(brand, lobbyType),
    ];
  }
  return requests;
}
