import type { Task } from 'redux-saga';
import { call, cancel, debounce, fork, getContext, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiClient } from '../../core/api/client';
import { presentApiError } from '../../core/api/present-error';
import type { Brand } from '../../core/brand/brand-types';
import type { Features } from '../../core/features/resolve-features';
import { isOnCdn } from '../../core/media/cdn';
import { showDialog } from '../../core/modal/dialog-service';
import { requireRealAccount } from '../../core/session/require-real-account';
import { session } from '../../core/session/storage-keys';
import { coreActions } from '../../core/store/core-state';
import {
  CLIENT_TYPE,
  GAME_LIST_PLATFORM,
  gameListQuery,
  GAMES_PATHS,
  hotGamesQuery,
  menusQuery,
  VENDOR_LIST_PLATFORM,
  vendorLanesQuery,
  type FavouriteListValue,
  type FavouriteToggleValue,
  type Game,
  type GameCategoryMenu,
  type GameListValue,
  type LaunchAnswer,
  type RecentListValue,
  type VendorLanesValue,
} from './api';
import { IN_HOUSE_VENDOR, launchTargetOf } from './launch-routing';
import { GAME_POPUP_MODAL_ID } from './modal-ids';
import { canLoadMore, hotCacheKey, lobbiesActions, selectLobby, type LobbiesState, type LobbyState } from './state';

type Action<K extends keyof typeof lobbiesActions> = ReturnType<(typeof lobbiesActions)[K]>;

/** Spec section 5: search by game name is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

function* loadMenus() {
  const api: ApiClient = yield getContext('api');
  const brand: Brand = yield getContext('brand');
  try {
    const menus: GameCategoryMenu[] = yield call(api.get<GameCategoryMenu[]>, GAMES_PATHS.menus, { params: menusQuery(brand) });
    yield put(lobbiesActions.menusLoaded(menus));
  } catch {
    // The header keeps Home and the other plugins' items; the lobbies show their own error.
    yield put(lobbiesActions.menusFailed());
  }
}

/** The game type and vendor a lobby asks for: the in-house lobby is the HOUSE vendor's slots. */
function scopeOf(lobby: LobbyState): { gameType: string; vassalage: string | undefined } {
  if (lobby.lobbyType === 'INHOUSE') return { gameType: 'RNG', vassalage: IN_HOUSE_VENDOR };
  return { gameType: lobby.lobbyType ?? 'RNG', vassalage: lobby.filters.vassalage || undefined };
}

function* fetchHotGames(lobby: LobbyState) {
  const key = hotCacheKey(lobby.lobbyType ?? 'RNG', lobby.filters.vassalage);
  const cached: Game[] | undefined = yield select((state: { lobbies: LobbiesState }) => state.lobbies.hotCache[key]);
  if (cached) return cached;
  const api: ApiClient = yield getContext('api');
  const brand: Brand = yield getContext('brand');
  const { gameType, vassalage } = scopeOf(lobby);
  const games: Game[] = yield call(api.get<Game[]>, GAMES_PATHS.hotGames, {
    auth: 'optional',
    params: hotGamesQuery(brand, gameType, vassalage),
  });
  yield put(lobbiesActions.hotCached(key, games));
  return games;
}

/** One page of the lobby's current list (spec section 4, lobby list type). */
function* fetchPage(lobby: LobbyState, pageNo: number): Generator<unknown, { games: Game[]; totalPages: number }, never> {
  const api: ApiClient = yield getContext('api');
  const brand: Brand = yield getContext('brand');
  const { gameType, vassalage } = scopeOf(lobby);
  const language = brand.languages.default;
  const paging = { pageNo, pageSize: lobby.pageSize };
  switch (lobby.listType) {
    case 'hot': {
      const games: Game[] = yield call(fetchHotGames, lobby);
      return { games, totalPages: 1 };
    }
    case 'fav': {
      const value: FavouriteListValue = yield call(api.get<FavouriteListValue>, GAMES_PATHS.favouriteList, {
        auth: true,
        params: { clientType: CLIENT_TYPE, platform: GAME_LIST_PLATFORM, language, gameType, vassalage, ...paging },
      });
      return { games: value.content, totalPages: value.totalPages };
    }
    case 'recent': {
      const value: RecentListValue = yield call(api.get<RecentListValue>, GAMES_PATHS.recentGames, {
        auth: true,
        params: { gameType, vassalage, ...paging },
      });
      return { games: value.list, totalPages: value.totalPages };
    }
    default: {
      const { gameClassify, gameName, minBet } = lobby.filters;
      const value: GameListValue = yield call(api.get<GameListValue>, GAMES_PATHS.gameList, {
        auth: 'optional',
        params: gameListQuery(brand, {
          gameType,
          vassalage,
          gameClassify,
          gameName,
          minBet,
          isTop: lobby.lobbyType === 'INHOUSE' ? 1 : undefined,
          ...paging,
        }),
      });
      return { games: value.games, totalPages: value.totalPages };
    }
  }
}

function* loadPage(more: boolean) {
  const lobby: LobbyState = yield select(selectLobby);
  if (!lobby.lobbyType) return;
  const pageNo = more ? lobby.pageNo + 1 : 1;
  yield put(lobbiesActions.pageLoading(more));
  try {
    const page: { games: Game[]; totalPages: number } = yield call(fetchPage, lobby, pageNo);
    yield put(lobbiesActions.pageLoaded(page.games, pageNo, page.totalPages));
  } catch {
    yield put(lobbiesActions.pageFailed());
  }
}

/**
 * Only one game-list load at a time (spec section 4): a new first page (vendor, filter or list
 * type changed) cancels the load in flight; "load more" is ignored while any load runs.
 */
function* watchGameList() {
  let running: Task | null = null;
  for (;;) {
    const action: { type: string } = yield take([
      'lobbies/lobbyOpened',
      'lobbies/filterChanged',
      'lobbies/listTypeApplied',
      'lobbies/reloadRequested',
      'lobbies/loadMoreRequested',
    ]);
    if (action.type === 'lobbies/loadMoreRequested') {
      const lobby: LobbyState = yield select(selectLobby);
      if (running?.isRunning() || !canLoadMore(lobby)) continue;
      running = yield fork(loadPage, true);
    } else {
      if (running?.isRunning()) yield cancel(running);
      running = yield fork(loadPage, false);
    }
  }
}

function* loadLanes(action: Action<'lobbyOpened'>) {
  const lobby: LobbyState = yield select(selectLobby);
  // The in-house lobby is one vendor: no tabs to fill.
  if (lobby.lanes || action.lobbyType === 'INHOUSE') return;
  const api: ApiClient = yield getContext('api');
  const brand: Brand = yield getContext('brand');
  try {
    const value: VendorLanesValue = yield call(api.get<VendorLanesValue>, GAMES_PATHS.vendorLanes, {
      params: vendorLanesQuery(brand, action.lobbyType),
    });
    yield put(lobbiesActions.lanesLoaded(value.data.lanes));
  } catch {
    // Without tabs the lobby still lists every vendor's games.
    yield put(lobbiesActions.lanesLoaded([]));
  }
}

function* applySearch() {
  // What the box holds now: a vendor or lobby change within the 500 ms emptied it.
  const lobby: LobbyState = yield select(selectLobby);
  const name = lobby.searchText.trim();
  if (name !== lobby.filters.gameName) yield put(lobbiesActions.filterChanged('gameName', name));
}

function* chooseListType(action: Action<'listTypeChosen'>) {
  // Favourites and recent games are the player's own: they need a session (spec section 6).
  if (action.listType === 'fav' || action.listType === 'recent') {
    const loggedIn: boolean = yield call(requireRealAccount);
    if (!loggedIn) return;
  }
  yield put(lobbiesActions.listTypeApplied(action.listType));
}

/** Games whose star is being changed: a second click meanwhile is ignored, not sent. */
const starsInFlight = new Set<number>();

function* toggleFavourite(action: Action<'favouriteToggled'>) {
  const { game } = action;
  if (starsInFlight.has(game.nodeId)) return;
  const loggedIn: boolean = yield call(requireRealAccount);
  if (!loggedIn) return;
  const api: ApiClient = yield getContext('api');
  starsInFlight.add(game.nodeId);
  try {
    const value: FavouriteToggleValue = yield call(
      api.post<FavouriteToggleValue>,
      GAMES_PATHS.favouriteToggle,
      { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
      { auth: true },
    );
    yield put(lobbiesActions.favouriteChanged(value.nodeId, value.favorite));
  } catch (error) {
    yield call(presentApiError, error);
  } finally {
    starsInFlight.delete(game.nodeId);
  }
}

/** Spec section 4, game launch: the login check, then the route, popup or third-party launch. */
function* launch(action: Action<'launchRequested'>) {
  const loggedIn: boolean = yield call(requireRealAccount);
  if (!loggedIn) return;
  const target = launchTargetOf(action.item);
  switch (target.kind) {
    case 'route':
      yield put(coreActions.modalClosed(GAME_POPUP_MODAL_ID));
      action.navigate(target.to);
      return;
    case 'slotsLobby':
      session.set('gameVendor', target.vassalage);
      action.navigate(target.to);
      return;
    case 'providerPopup':
      yield put(
        coreActions.modalOpened(GAME_POPUP_MODAL_ID, { vassalage: target.vassalage, gameType: target.gameType, name: target.name }),
      );
      return;
    case 'thirdParty': {
      const api: ApiClient = yield getContext('api');
      const brand: Brand = yield getContext('brand');
      const features: Features = yield getContext('features');
      try {
        const language = brand.languages.default;
        // Spec section 3: a PVP game launches through game/launchGame; other vendors through the third-party launch.
        const answer: LaunchAnswer = yield call(
          api.get<LaunchAnswer>,
          target.gameType === 'PVP' && target.gameCode ? GAMES_PATHS.launchGame : GAMES_PATHS.thirdPartyLaunch,
          target.gameType === 'PVP' && target.gameCode
            ? { auth: true, params: { gameCode: target.gameCode, vassalage: target.vassalage, gameType: target.gameType, language } }
            : {
                auth: true,
                params: {
                  vassalage: target.vassalage,
                  gameType: target.gameType,
                  gameCode: target.gameCode,
                  platform: VENDOR_LIST_PLATFORM,
                  language,
                },
              },
        );
        // The game page frames only the launch CDNs the platform listed (QUALITY.md).
        if (!isOnCdn(features.launchGameCDNs, answer.content)) {
          yield call(showDialog, { kind: 'warning', icon: true, textKey: 'lobbies:launch.badUrl' });
          return;
        }
        session.set('iframeUrl', answer.content);
        yield put(coreActions.modalClosed(GAME_POPUP_MODAL_ID));
        action.navigate('/game');
      } catch (error) {
        yield call(presentApiError, error);
      }
      return;
    }
    default:
      return;
  }
}

/** A new or ended session changes the stars and the lists: an open lobby loads again. */
function* reloadForSession() {
  const lobby: LobbyState = yield select(selectLobby);
  if (lobby.lobbyType) yield put(lobbiesActions.reloadRequested());
}

export function* lobbiesSaga() {
  yield takeLatest(['core/sessionStarted', 'core/sessionEnded'], reloadForSession);
  yield takeLeading('lobbies/menusRequested', loadMenus);
  yield fork(watchGameList);
  yield takeLatest('lobbies/lobbyOpened', loadLanes);
  yield debounce(SEARCH_DEBOUNCE_MS, 'lobbies/searchTyped', applySearch);
  yield takeLatest('lobbies/listTypeChosen', chooseListType);
  yield takeEvery('lobbies/favouriteToggled', toggleFavourite);
  yield takeLeading('lobbies/launchRequested', launch);
}
