import { initialLobbiesState, initialLobby, NO_FILTERS, pageSizeOf, type LobbiesAction, type LobbiesState, type LobbyState } from './state';

/*
 * The lobbies reducer, apart from the state's types, actions and selectors: it loads with the
 * workflows after the first paint (see the root saga in index.ts), so the entry bundle does not
 * carry it. Until it is mounted the selectors answer the initial state.
 */

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
        filters: {
          ...NO_FILTERS,
          vassalage: action.name === 'vassalage' ? action.value : lobby.filters.vassalage,
          [action.name]: action.value,
        },
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
        games:
          action.pageNo === 1
            ? action.games
            : [...lobby.games, ...action.games.filter((game) => !lobby.games.some((known) => known.nodeId === game.nodeId))],
      };
    case 'lobbies/pageFailed':
      return { ...lobby, status: 'failed' };
    case 'lobbies/favouriteChanged':
      // The favourites list drops a game the player just unstarred.
      return lobby.listType === 'fav' && !action.favorite
        ? { ...lobby, games: lobby.games.filter((game) => game.nodeId !== action.nodeId) }
        : lobby;
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
        lobby:
          action.type === 'core/sessionEnded' && (state.lobby.listType === 'fav' || state.lobby.listType === 'recent')
            ? { ...state.lobby, listType: '' }
            : state.lobby,
      };
    default: {
      const lobby = lobbyReducer(state.lobby, action);
      return lobby === state.lobby ? state : { ...state, lobby };
    }
  }
}
