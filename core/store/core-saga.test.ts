/**
 * The shell's start-up work (spec section 2): the country code always, member info only with a
 * session token, and a token the platform refuses ends the session.
 */
import { runSaga, type Saga } from 'redux-saga';
import type { ApiClient } from '../api/client';
import { waitFor } from '../../tests/support/wait-for';
import { ApiError } from '../api/errors';
import { coreSaga } from './core-saga';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const storage = new MemoryStorage();
(globalThis as { sessionStorage?: Storage }).sessionStorage = storage;

const member = { id: 7, account: 'ana.silva', nickname: 'Ana', type: 1, toUpline: false, clubLabel: null, memberLabel: [] };

function fakeApi(memberInfo: () => Promise<unknown>) {
  const calls: Array<[string, unknown]> = [];
  const api = {
    get: (path: string, options?: unknown) => {
      calls.push([path, options]);
      if (path === 'system/countryCode') return Promise.resolve({ countryCode: 'PH', countryDialingCode: '+63' });
      if (path === 'member/info') return memberInfo();
      return Promise.reject(new ApiError('rejected'));
    },
  } as unknown as ApiClient;
  return { api, calls };
}

/** Runs the core saga until it has dispatched `until`, and answers everything it dispatched. */
async function runCore(api: ApiClient, until: string) {
  const dispatched: Array<{ type: string }> = [];
  const task = runSaga({ dispatch: (action: { type: string }) => dispatched.push(action), context: { api } }, coreSaga as Saga);
  await waitFor(() => dispatched.some((action) => action.type === until), until);
  task.cancel();
  return dispatched;
}

beforeEach(() => storage.clear());

describe('core start-up saga', () => {
  it('loads the country code, and no member info without a token', async () => {
    const { api, calls } = fakeApi(() => Promise.resolve(member));
    const dispatched = await runCore(api, 'core/countryLoaded');
    expect(calls.map(([path]) => path)).toEqual(['system/countryCode']);
    expect(dispatched).toEqual([{ type: 'core/countryLoaded', country: { countryCode: 'PH', countryDialingCode: '+63' } }]);
  });

  it('asks for the country code only once the page has loaded, and member info without waiting for it', async () => {
    storage.setItem('token', 'tok-1');
    const { api, calls } = fakeApi(() => Promise.resolve(member));
    let loaded: () => void = () => undefined;
    const pageLoaded = new Promise<void>((resolve) => (loaded = resolve));
    const dispatched: Array<{ type: string }> = [];
    const task = runSaga(
      { dispatch: (action: { type: string }) => dispatched.push(action), context: { api, pageLoaded: () => pageLoaded } },
      coreSaga as Saga,
    );
    await waitFor(() => dispatched.some((action) => action.type === 'core/memberInfoLoaded'), 'member info');
    expect(calls.map(([path]) => path)).toEqual(['member/info']);
    expect(dispatched).toContainEqual({ type: 'core/memberInfoLoaded', member });
    loaded();
    await waitFor(() => dispatched.some((action) => action.type === 'core/countryLoaded'), 'the country');
    expect(calls.map(([path]) => path)).toEqual(['member/info', 'system/countryCode']);
    expect(dispatched).toContainEqual({ type: 'core/countryLoaded', country: { countryCode: 'PH', countryDialingCode: '+63' } });
    task.cancel();
  });

  it('loads member info with the token and keeps the account type as isAgent', async () => {
    storage.setItem('token', 'tok-1');
    const { api, calls } = fakeApi(() => Promise.resolve(member));
    const dispatched = await runCore(api, 'core/memberInfoLoaded');
    expect(calls).toContainEqual(['member/info', { auth: true }]);
    expect(dispatched).toContainEqual({ type: 'core/memberInfoLoaded', member });
    expect(storage.getItem('isAgent')).toBe('1');
  });

  it('ends the session when the platform no longer accepts the token', async () => {
    storage.setItem('token', 'expired');
    storage.setItem('merchantCode', 'MDS001');
    const { api } = fakeApi(() => Promise.reject(new ApiError('notLoggedIn')));
    const dispatched = await runCore(api, 'core/sessionEnded');
    expect(dispatched).toContainEqual({ type: 'core/sessionEnded' });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('merchantCode')).toBe('MDS001');
  });

  it('says so when member info fails without ending the session, so nothing waits on it as loading', async () => {
    storage.setItem('token', 'tok-1');
    const { api } = fakeApi(() => Promise.reject(new ApiError('timeout')));
    const dispatched = await runCore(api, 'core/memberInfoFailed');
    expect(dispatched).not.toContainEqual({ type: 'core/sessionEnded' });
    expect(storage.getItem('token')).toBe('tok-1');
  });
});
