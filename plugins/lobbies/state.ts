import type { Game, GameCategoryMenu, Lane } from './api';
import type { LaunchItem } from './launch-routing';
import type { coreActions } from '../../core/store/core-state';

/** Spec section 4: all (empty), hot, fav or recent. */
export type ListType = '' | 'hot' | 'fav' | 'recent';

/** The lobbies of spec section 2; INHOUSE is a slots lobby of the in-house vendor. */
export type LobbyType = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'INHOUSE';

export interface LobbyFilters {
  /** '' = every vendor of the lobby. */
  vassalage: string;
  gameClassify: string;
  gameName: string;
  /** '' = all; else one of MIN_BET_OPTIONS. */
  minBet: string;
}

export type FilterName = keyof LobbyFilters;

export interface LobbyState {
  lobbyType: LobbyType | null;
  filters: LobbyFilters;
  /** What the search box shows; `filters.gameName` follows it 500 ms after the last key. */
  searchText: string;
  listType: ListType;
  pageNo: number;
  pageSize: number;
  games: Game[];
  totalPages: number;
  status: 'idle' | 'loading' | 'loadingMore' | 'loaded' | 'failed';
  lanes: Lane[] | null;
}

export interface LobbiesState {
  /** The merchant's game menus (header navigation, games pages, prize mode); null until loaded. */
  menus: GameCategoryMenu[] | null;
  menusStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  lobby: LobbyState;
  /** Hot games per `gameType:vassalage`, fetched once per session (spec: hot shows the cached list). */
  hotCache: Record<string, Game[]>;
  /**
   * Stars the player changed in this session, by game id. Every list (lobby, hot, home, popup)
   * reads its games' stars through it, so a change shows everywhere at once.
   */
  favourites: Record<number, boolean>;
}

/** Spec section 9. */
export const LOBBY_PAGE_SIZE = 15;
export const IN_HOUSE_PAGE_SIZE = 18;
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export const NO_FILTERS: LobbyFilters = { vassalage: '', gameClassify: '', gameName: '', minBet: '' };

export const pageSizeOf = (lobbyType: LobbyType | null) => (lobbyType === 'INHOUSE' ? IN_HOUSE_PAGE_SIZE : LOBBY_PAGE_SIZE);

export const initialLobby: LobbyState = {
  lobbyType: null,
  filters: NO_FILTERS,
  searchText: '',
  listType: '',
  pageNo: 1,
  pageSize: LOBBY_PAGE_SIZE,
  games: [],
  totalPages: 0,
  status: 'idle',
  lanes: null,
};

export const initialLobbiesState: LobbiesState = { menus: null, menusStatus: 'idle', lobby: initialLobby, hotCache: {}, favourites: {} };

export const lobbiesActions = {
  menusRequested: () => ({ type: 'lobbies/menusRequested' as const }),
  menusLoaded: (menus: GameCategoryMenu[]) => ({ type: 'lobbies/menusLoaded' as const, menus }),
  menusFailed: () => ({ type: 'lobbies/menusFailed' as const }),

  lobbyOpened: (lobbyType: LobbyType, vassalage: string, listType: ListType) => ({
    type: 'lobbies/lobbyOpened' as const,
    lobbyType,
    vassalage,
    listType,
  }),
  lanesLoaded: (lanes: Lane[]) => ({ type: 'lobbies/lanesLoaded' as const, lanes }),
  /**
   * Changing vendor, search, class or min bet: page 1, the lobby's page size, the other filters
   * and the list type cleared (spec section 4). A new vendor clears everything; the others keep it.
   */
  filterChanged: (name: FilterName, value: string) => ({ type: 'lobbies/filterChanged' as const, name, value }),
  searchTyped: (text: string) => ({ type: 'lobbies/searchTyped' as const, text }),
  listTypeChosen: (listType: ListType) => ({ type: 'lobbies/listTypeChosen' as const, listType }),
  /** The list type after the login check (fav needs a session). */
  listTypeApplied: (listType: ListType) => ({ type: 'lobbies/listTypeApplied' as const, listType }),
  reloadRequested: () => ({ type: 'lobbies/reloadRequested' as const }),
  loadMoreRequested: () => ({ type: 'lobbies/loadMoreRequested' as const }),
  pageLoading: (more: boolean) => ({ type: 'lobbies/pageLoading' as const, more }),
  pageLoaded: (games: Game[], pageNo: number, totalPages: number) => ({ type: 'lobbies/pageLoaded' as const, games, pageNo, totalPages }),
  pageFailed: () => ({ type: 'lobbies/pageFailed' as const }),
  hotCached: (key: string, games: Game[]) => ({ type: 'lobbies/hotCached' as const, key, games }),
  favouriteToggled: (game: Game) => ({ type: 'lobbies/favouriteToggled' as const, game }),
  favouriteChanged: (nodeId: number, favorite: boolean) => ({ type: 'lobbies/favouriteChanged' as const, nodeId, favorite }),
  /** A game or vendor card was clicked; `navigate` moves the page when the launch leads to a route. */
  launchRequested: (item: LaunchItem, navigate: (to: string) => void) => ({ type: 'lobbies/launchRequested' as const, item, navigate }),
};

export type LobbiesAction =
  | ReturnType<(typeof lobbiesActions)[keyof typeof lobbiesActions]>
  | ReturnType<typeof coreActions.sessionStarted>
  | ReturnType<typeof coreActions.sessionEnded>;

type WithLobbies = { lobbies?: LobbiesState };

/** The merchant's game menus, or null while they load (or failed to). */
export const selectGameMenus = (state: WithLobbies): GameCategoryMenu[] | null => state.lobbies?.menus ?? null;
export const selectGameMenusStatus = (state: WithLobbies): LobbiesState['menusStatus'] => state.lobbies?.menusStatus ?? 'idle';
export const selectLobby = (state: WithLobbies): LobbyState => state.lobbies?.lobby ?? initialLobby;
/** Whether the lobbies reducer is mounted (it loads with the workflows, after the first paint). */
export const selectLobbiesReady = (state: WithLobbies): boolean => state.lobbies !== undefined;
export const hotCacheKey = (lobbyType: LobbyType, vassalage: string) => `${lobbyType}:${vassalage}`;

/**
 * Whether "load more" may start: not while a load runs, not past the last page, never for hot
 * (spec section 4). After a failed next page it may, which is its retry.
 */
export function canLoadMore(lobby: LobbyState): boolean {
  const settled = lobby.status === 'loaded' || (lobby.status === 'failed' && lobby.games.length > 0);
  return settled && lobby.listType !== 'hot' && lobby.pageNo < lobby.totalPages;
}

/** Whether a game shows as a favourite: the star the player set in this session, else the list's. */
export const selectIsFavourite = (state: WithLobbies, game: Game): boolean => state.lobbies?.favourites[game.nodeId] ?? game.favorite;
