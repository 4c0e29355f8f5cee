/**
 * @jest-environment jsdom
 *
 * The notices workflow in the real store (the plugin's root saga mounts its reducer and flows),
 * the API client swapped through the saga context as in production.
 */
import type { Store } from 'redux';
import type { ApiClient } from '../../core/api/client';
import { ApiError } from '../../core/api/errors';
import { coreSaga } from '../../core/store/core-saga';
import type { RootState } from '../../core/store/core-state';
import { createAppStore } from '../../core/store/create-store';
import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import type { AnnouncementGroups, Notice } from './api';
import noticesPlugin from './index';
import { NOTICES_FRESH_MS } from './saga';
import { noticesActions, selectNotices, selectNoticesState, type NoticesState } from './state';

const brand = readBrand('mare-da-sorte');
const notice = (id: number, hoursAgo: number, type: Notice['type'] = 'B'): Notice => ({
  id,
  title: `Aviso ${id}`,
  content: '<p>x</p>',
  time: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  type,
});
const groups = (): AnnouncementGroups => ({
  banners: [notice(1, 5)],
  player: [notice(2, 1, 'PL')],
  popup: [],
  promotion: [notice(3, 3, 'PR')],
});

interface Call {
  path: string;
  params: Record<string, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** `early`: what happens right after the store is built, before the flows' chunk has loaded. */
async function start(early?: (store: Store<RootState>) => void) {
  const calls: Call[] = [];
  const get = (path: string, options?: { params?: Record<string, unknown> }) => {
    if (path === 'relay/MCSFE_getListAnnouncements')
      return new Promise((resolve, reject) => calls.push({ path, params: options?.params ?? {}, resolve, reject }));
    return new Promise(() => undefined);
  };
  const api = { get, post: get, put: get, delete: get, setEncryptionKey: () => undefined } as unknown as ApiClient;
  const store = createAppStore({
    plugins: [noticesPlugin],
    coreInitial: { token: null, member: null, country: null, theme: 'dark', modals: [] },
    coreSaga,
    context: { api, brand, features: featuresFixture(), modalIds: new Set() },
  }) as Store<RootState>;
  early?.(store);
  await settle();
  return { store, calls };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const state = (store: Store<RootState>) => selectNoticesState(store.getState() as { notices?: NoticesState });

afterEach(() => jest.restoreAllMocks());

describe('notices saga', () => {
  it('mounts its reducer and asks for the list once, with the brand’s types, platform W and execution B', async () => {
    const { store, calls } = await start();
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['relay/MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }],
    ]);
    expect(state(store).status).toBe('loading');
    calls[0].resolve(groups());
    await settle();
    expect(state(store).status).toBe('loaded');
    expect(selectNotices(store.getState() as { notices?: NoticesState }).map((item) => item.id)).toEqual([2, 3, 1]);
  });

  it('shares one call between requests made while it runs, and asks nothing while the list is fresh', async () => {
    const { store, calls } = await start();
    store.dispatch(noticesActions.listRequested());
    store.dispatch(noticesActions.listRequested());
    await settle();
    expect(calls).toHaveLength(1);
    calls[0].resolve(groups());
    await settle();
    store.dispatch(noticesActions.listRequested());
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('asks again once the list is older than the freshness window, or when forced', async () => {
    const { store, calls } = await start();
    calls[0].resolve(groups());
    await settle();
    store.dispatch(noticesActions.listRequested(true));
    await settle();
    expect(calls).toHaveLength(2);
    calls[1].resolve(groups());
    await settle();
    const loadedAt = state(store).loadedAt!;
    jest.spyOn(Date, 'now').mockReturnValue(loadedAt + NOTICES_FRESH_MS - 1);
    store.dispatch(noticesActions.listRequested());
    await settle();
    expect(calls).toHaveLength(2);
    jest.spyOn(Date, 'now').mockReturnValue(loadedAt + NOTICES_FRESH_MS);
    store.dispatch(noticesActions.listRequested());
    await settle();
    expect(calls).toHaveLength(3);
  });

  it('shows a failed first load with its message, and a retry that succeeds replaces it', async () => {
    const { store, calls } = await start();
    calls[0].reject(new ApiError('rejected', { status: 400, code: 'X', serverMessage: 'Falhou aqui', failureValue: null }));
    await settle();
    expect([state(store).status, state(store).error]).toEqual(['failed', 'Falhou aqui']);
    store.dispatch(noticesActions.listRequested(true));
    await settle();
    expect(state(store).status).toBe('loading');
    calls[1].resolve(groups());
    await settle();
    expect([state(store).status, state(store).error, state(store).notices.length]).toEqual(['loaded', null, 3]);
  });

  it('keeps the list on screen when a refresh fails', async () => {
    const { store, calls } = await start();
    calls[0].resolve(groups());
    await settle();
    store.dispatch(noticesActions.listRequested(true));
    await settle();
    expect(state(store).status).toBe('loaded');
    calls[1].reject(new ApiError('server', { status: 500, code: null, serverMessage: null, failureValue: null }));
    await settle();
    expect([state(store).status, state(store).notices.length]).toEqual(['loaded', 3]);
  });

  it('serves a request sent before its chunk loaded with the one start-up call', async () => {
    const { store, calls } = await start((early) => early.dispatch(noticesActions.listRequested()));
    expect(calls).toHaveLength(1);
    calls[0].resolve(groups());
    await settle();
    expect(state(store).status).toBe('loaded');
  });

  it('answers an empty, idle list before its reducer is mounted', () => {
    expect(selectNoticesState({})).toEqual({ status: 'idle', notices: [], error: null, loadedAt: null });
  });
});
