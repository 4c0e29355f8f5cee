/**
 * @jest-environment jsdom
 *
 * The lobby workflows in the real store (the plugin's reducer and saga), the API client swapped
 * through the saga context as in production: debounced search, one load at a time, fav needs login.
 */
import type { Store } from 'redux';
import type { ApiClient } from '../../core/api/client';
import { coreSaga } from '../../core/store/core-saga';
import type { RootState } from '../../core/store/core-state';
import { createAppStore } from '../../core/store/create-store';
import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import lobbiesPlugin from './index';
import { gameFixture } from './test-fixtures';
import { SEARCH_DEBOUNCE_MS } from './saga';
import { lobbiesActions, selectLobbiesReady, selectLobby } from './state';
import { waitFor } from '../../tests/support/wait-for';

/** Stands for the sign-in modal a plugin gives (auth's, on a real site). */
const SIGN_IN_MODAL = 'signInModal';

const brand = readBrand('mare-da-sorte');

const game = gameFixture;

interface Pending {
  params: Record<string, unknown>;
  resolve: (value: unknown) => void;
}

/** A fake API whose game-list answers the test releases by hand, to see what runs at once. */
async function start(token: string | null = null) {
  const pending: Pending[] = [];
  const get = (path: string, options?: { params?: Record<string, unknown> }) => {
    if (path === '/lgw/games/game_menus') return Promise.resolve([]);
    if (path === 'relay/GCSGAME_newGameVendor') return Promise.resolve({ data: { lanes: [] } });
    if (path === 'relay/GCSGAME_gameList') return new Promise((resolve) => pending.push({ params: options?.params ?? {}, resolve }));
    return Promise.reject(new Error(`no fake for ${path}`));
  };
  const api = { get, post: get, put: get, delete: get, setEncryptionKey: () => undefined } as unknown as ApiClient;
  const store = createAppStore({
    plugins: [lobbiesPlugin],
    coreInitial: { token, member: null, country: null, theme: 'dark', modals: [] },
    coreSaga,
    context: { api, brand, features: featuresFixture(), modalIds: new Set([SIGN_IN_MODAL]), signInModal: SIGN_IN_MODAL },
  }) as Store<RootState>;
  // The flows load after the first paint (a frame, then a task).
  await waitFor(() => selectLobbiesReady(store.getState() as unknown as Parameters<typeof selectLobbiesReady>[0]), 'the lobby workflows');
  return { store, pending };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const page = (nodeFrom: number, count: number) => ({
  games: Array.from({ length: count }, (_, i) => game(nodeFrom + i)),
  totalPages: 3,
  totalCount: 40,
  pageNo: 1,
});

afterEach(() => jest.useRealTimers());

describe('lobby saga', () => {
  it('asks for page 1 of 15 with the fixed query fields when a lobby opens', async () => {
    const { store, pending } = await start();
    store.dispatch(lobbiesActions.lobbyOpened('RNG', 'PNG', ''));
    await tick();
    await tick();
    expect(pending).toHaveLength(1);
    expect(pending[0].params).toMatchObject({
      clientType: 3,
      platform: 'flash,html5-desktop',
      channel: 'WEB',
      merchant: 'MDS001',
      gameType: 'RNG',
      vassalage: 'PNG',
      pageNo: 1,
      pageSize: 15,
      language: 'pt',
    });
  });

  it('sends one search 500 ms after the last key, whatever the number of keys', async () => {
    const { store, pending } = await start();
    store.dispatch(lobbiesActions.lobbyOpened('RNG', '', ''));
    await tick();
    await tick();
    pending.shift()!.resolve(page(1, 15));
    jest.useFakeTimers();
    for (const text of ['t', 'ti', 'tig', 'tigr', 'tigre']) {
      store.dispatch(lobbiesActions.searchTyped(text));
      jest.advanceTimersByTime(200);
    }
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 200 - 1);
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await tick();
    expect(pending).toHaveLength(1);
    expect(pending[0].params).toMatchObject({ gameName: 'tigre', pageNo: 1, pageSize: 15 });
  });

  it('runs one load at a time: load more waits, a new filter replaces the load in flight', async () => {
    const { store, pending } = await start();
    store.dispatch(lobbiesActions.lobbyOpened('RNG', 'PNG', ''));
    await tick();
    await tick();
    pending.shift()!.resolve(page(1, 15));
    await tick();
    store.dispatch(lobbiesActions.loadMoreRequested());
    store.dispatch(lobbiesActions.loadMoreRequested());
    await tick();
    expect(pending.map((p) => p.params.pageNo)).toEqual([2]);
    // A class change while page 2 loads: page 2's answer is dropped, page 1 of the class shows.
    store.dispatch(lobbiesActions.filterChanged('gameClassify', 'JP'));
    await tick();
    expect(pending.map((p) => [p.params.pageNo, p.params.gameClassify])).toEqual([
      [2, undefined],
      [1, 'JP'],
    ]);
    // The class's page 1 answers first; page 2's late answer must not be appended to it.
    pending[1].resolve(page(200, 5));
    await tick();
    await tick();
    pending[0].resolve(page(100, 15));
    await tick();
    await tick();
    const lobby = selectLobby(store.getState() as never);
    expect(lobby.games.map((g) => g.nodeId)).toEqual([200, 201, 202, 203, 204]);
    expect(lobby.pageNo).toBe(1);
  });

  it('asks the in-house lobby for the HOUSE slots marked top, 18 a page, with no vendor tabs', async () => {
    const { store, pending } = await start();
    store.dispatch(lobbiesActions.lobbyOpened('INHOUSE', '', ''));
    await tick();
    await tick();
    expect(pending).toHaveLength(1);
    expect(pending[0].params).toMatchObject({ gameType: 'RNG', vassalage: 'HOUSE', isTop: 1, pageNo: 1, pageSize: 18 });
  });

  it('drops a search typed just before a vendor change', async () => {
    const { store, pending } = await start();
    store.dispatch(lobbiesActions.lobbyOpened('RNG', 'PNG', ''));
    await tick();
    await tick();
    pending.shift()!.resolve(page(1, 15));
    await tick();
    store.dispatch(lobbiesActions.searchTyped('abc'));
    store.dispatch(lobbiesActions.filterChanged('vassalage', 'PT'));
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    expect(pending.map((p) => [p.params.vassalage, p.params.gameName])).toEqual([['PT', undefined]]);
  });

  it.each(['fav', 'recent'] as const)('opens the login popup instead of the %s list without a session', async (listType) => {
    const { store } = await start(null);
    store.dispatch(lobbiesActions.lobbyOpened('RNG', '', ''));
    store.dispatch(lobbiesActions.listTypeChosen(listType));
    await tick();
    expect(store.getState().core.modals.map((m) => m.id)).toEqual([SIGN_IN_MODAL]);
    expect(selectLobby(store.getState() as never).listType).toBe('');
  });
});
