/**
 * @jest-environment jsdom
 *
 * The early entry's first-screen calls must be exactly the calls the lobby makes when it opens,
 * or their answers are never adopted and the page asks twice.
 */
import type { Store } from 'redux';
import type { ApiClient } from '../../core/api/client';
import { EVERY_PATH, requestKey } from '../../core/api/early-shared';
import { coreSaga } from '../../core/store/core-saga';
import type { RootState } from '../../core/store/core-state';
import { ROOT_PATHS } from '../../core/router/root-paths';
import { createAppStore } from '../../core/store/create-store';
import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import { GAMES_PATHS } from './api';
import { gamesFirstScreen } from './first-screen';
import lobbiesPlugin from './index';
import { LOBBY_PATHS } from './lobby-types';
import { lobbiesActions, selectLobbiesReady, type LobbyType } from './state';
import { waitFor } from '../../tests/support/wait-for';

/** Stands for the sign-in modal a plugin gives (auth's, on a real site). */
const SIGN_IN_MODAL = 'signInModal';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The real store and saga with an API that records every GET and never answers the lists. */
async function callsWhenOpened(brandId: string, lobbyType: LobbyType): Promise<string[]> {
  const calls: string[] = [];
  const get = (path: string, options?: { params?: Record<string, unknown> }) => {
    // The core's own start-up calls (country code...) are the core's to declare.
    if ((Object.values(GAMES_PATHS) as string[]).includes(path)) calls.push(requestKey(path, options?.params));
    if (path === GAMES_PATHS.menus) return Promise.resolve([]);
    return new Promise(() => undefined);
  };
  const api = { get, post: get, put: get, delete: get, setEncryptionKey: () => undefined } as unknown as ApiClient;
  const store = createAppStore({
    plugins: [lobbiesPlugin],
    coreInitial: { token: null, member: null, country: null, theme: 'dark', modals: [] },
    coreSaga,
    context: {
      api,
      brand: readBrand(brandId),
      features: featuresFixture(),
      modalIds: new Set([SIGN_IN_MODAL]),
      signInModal: SIGN_IN_MODAL,
    },
  }) as Store<RootState>;
  // The workflows load after the first paint: the lobby page waits for them too.
  await waitFor(() => selectLobbiesReady(store.getState() as unknown as Parameters<typeof selectLobbiesReady>[0]), 'the lobby workflows');
  // LobbyPage on a bare lobby address: no vendor, no list type.
  store.dispatch(lobbiesActions.lobbyOpened(lobbyType, '', ''));
  await tick();
  await tick();
  return calls;
}

describe.each(['mare-da-sorte', 'trevo-azul'])('first-screen calls of %s', (brandId) => {
  const declared = gamesFirstScreen(readBrand(brandId));

  it.each(Object.keys(LOBBY_PATHS) as LobbyType[])('%s: the early calls are the ones the lobby makes as it opens', async (lobbyType) => {
    const made = await callsWhenOpened(brandId, lobbyType);
    const early = [...declared[EVERY_PATH], ...declared[LOBBY_PATHS[lobbyType]]].map((request) => requestKey(request.path, request.params));
    expect([...made].sort()).toEqual([...early].sort());
  });

  it('declares the home page lists for each of its addresses, to be asked once the page has loaded', () => {
    for (const path of ROOT_PATHS) {
      expect(declared[path].map((request) => [request.path, request.afterLoad])).toEqual([
        [GAMES_PATHS.hotGames, true],
        [GAMES_PATHS.rankList, true],
      ]);
    }
  });
});

describe('requestKey', () => {
  it('matches a call however its parameters are written', () => {
    expect(requestKey('p', { b: 1, a: 'x', c: undefined })).toBe(requestKey('p', { a: 'x', b: '1' }));
    expect(requestKey('p', { a: 'x' })).not.toBe(requestKey('p', { a: 'y' }));
    expect(requestKey('p')).toBe(requestKey('p', {}));
  });
});
