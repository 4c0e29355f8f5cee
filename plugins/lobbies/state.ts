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

const initialLobby: LobbyState = {
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

  lobbyOpened: (lobbyType: LobbyType, vassalage: string, listType: ListType) => ({ type: 'lobbies/lobbyOpened' as const, lobbyType, vassalage, listType }),
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

function lobbyReducer(lobby: LobbyState, action: LobbiesAction): LobbyState {
  switch (action.type) {
    case 'lobbies/lobbyOpened':
      return {
        ...initialLobby,
        lobbyType: action.lobbyType,
        filters: { ...NO_FILTERS, vassalage: action.vassalage },
        listType: action.listType,
        pageSize: pageSizeOf(action.lobbyType),
        lanes: lobby.lobbyType === action.lobbyType ? lobby.lanes : null,
      };
    case 'lobbies/lanesLoaded':
      return { ...lobby, lanes: action.lanes };
    case 'lobbies/filterChanged':
      return {
        ...lobby,
        // The vendor tab is the lobby's scope: a class, min bet or search applies within it.
        filters: { ...NO_FILTERS, vassalage: action.name === 'vassalage' ? action.value : lobby.filters.vassalage, [action.name]: action.value },
        searchText: action.name === 'gameName' ? lobby.searchText : '',
        listType: '',
        pageNo: 1,
        pageSize: pageSizeOf(lobby.lobbyType),
        games: [],
        totalPages: 0,
      };
    case 'lobbies/searchTyped':
      return { ...lobby, searchText: action.text };
    case 'lobbies/listTypeApplied':
      // Hot, favourites and recent are lists of their own: the search, class and min bet do not apply to them.
      return {
        ...lobby,
        listType: action.listType,
        filters: { ...NO_FILTERS, vassalage: lobby.filters.vassalage },
        searchText: '',
        pageNo: 1,
        games: [],
        totalPages: 0,
      };
    case 'lobbies/pageLoading':
      return { ...lobby, status: action.more ? 'loadingMore' : 'loading', ...(action.more ? {} : { games: [], totalPages: 0 }) };
    case 'lobbies/pageLoaded':
      return {
        ...lobby,
        status: 'loaded',
        pageNo: action.pageNo,
        totalPages: action.totalPages,
        games: action.pageNo === 1 ? action.games : [...lobby.games, ...action.games.filter((game) => !lobby.games.some((known) => known.nodeId === game.nodeId))],
      };
    case 'lobbies/pageFailed':
      return { ...lobby, status: 'failed' };
    case 'lobbies/favouriteChanged':
      // The favourites list drops a game the player just unstarred.
      return lobby.listType === 'fav' && !action.favorite ? { ...lobby, games: lobby.games.filter((game) => game.nodeId !== action.nodeId) } : lobby;
    default:
      return lobby;
  }
}

export function lobbiesReducer(state: LobbiesState = initialLobbiesState, action: LobbiesAction): LobbiesState {
  switch (action.type) {
    case 'lobbies/menusRequested':
      return { ...state, menusStatus: 'loading' };
    case 'lobbies/menusLoaded':
      return { ...state, menus: action.menus, menusStatus: 'loaded' };
    case 'lobbies/menusFailed':
      return { ...state, menusStatus: 'failed' };
    case 'lobbies/hotCached':
      return { ...state, hotCache: { ...state.hotCache, [action.key]: action.games } };
    case 'lobbies/favouriteChanged':
      return { ...state, lobby: lobbyReducer(state.lobby, action), favourites: { ...state.favourites, [action.nodeId]: action.favorite } };
    case 'core/sessionStarted':
    case 'core/sessionEnded':
      // Stars and hot lists belong to the session; the player's own lists end with it.
      return {
        ...state,
        favourites: {},
        hotCache: {},
        lobby: action.type === 'core/sessionEnded' && (state.lobby.listType === 'fav' || state.lobby.listType === 'recent') ? { ...state.lobby, listType: '' } : state.lobby,
      };
    default: {
      const lobby = lobbyReducer(state.lobby, action);
      return lobby === state.lobby ? state : { ...state, lobby };
    }
  }
}

type WithLobbies = { lobbies?: LobbiesState };

/** The merchant's game menus, or null while they load (or failed to). */
export const selectGameMenus = (state: WithLobbies): GameCategoryMenu[] | null => state.lobbies?.menus ?? null;
export const selectGameMenusStatus = (state: WithLobbies): LobbiesState['menusStatus'] => state.lobbies?.menusStatus ?? 'idle';
export const selectLobby = (state: WithLobbies): LobbyState => state.lobbies?.lobby ?? initialLobby;
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
