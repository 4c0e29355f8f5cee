/**
 * The API client adopting the answers the early entry started at page load (jsdom: needs window).
 */
import { createApiClient } from './client';
import { EARLY_ANSWER_TTL_MS, EARLY_KEY, requestKey, type EarlyResponse } from './early-shared';
import { ApiError } from './errors';

const transport = { request: jest.fn() };
const api = createApiClient({
  baseURL: '/wps/',
  merchantCode: 'MDS001',
  timeoutMs: 200,
  getToken: () => 'tok-1',
  encryptionEnabled: false,
  transport: transport as never,
});

function seed(entries: Record<string, Promise<EarlyResponse>>): void {
  (window as unknown as Record<string, unknown>)[EARLY_KEY] = entries;
}

beforeEach(() => {
  transport.request.mockReset();
  transport.request.mockResolvedValue({ status: 200, data: { success: true, value: 'asked again', message: '' } });
});

describe('early responses', () => {
  it('hands an early answer over once, for the same path and params only', async () => {
    seed({
      [requestKey('system/banners', { group: 'w_home' })]: Promise.resolve({
        status: 200,
        body: JSON.stringify({ success: true, value: ['b1'], message: '' }),
      }),
    });
    await expect(api.get('system/banners', { params: { group: 'w_rng' } })).resolves.toBe('asked again');
    await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toEqual(['b1']);
    await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toBe('asked again');
    expect(transport.request).toHaveBeenCalledTimes(2);
  });

  it('drops answers nobody took in the first seconds: they would be stale', async () => {
    seed({
      [requestKey('system/banners', { group: 'w_home' })]: Promise.resolve({
        status: 200,
        body: JSON.stringify({ success: true, value: ['old'], message: '' }),
      }),
    });
    const now = jest.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_TTL_MS + 1);
    try {
      await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toBe('asked again');
    } finally {
      now.mockRestore();
    }
    await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toBe('asked again');
  });

  it('never uses an answer asked without the token for a call that sends it', async () => {
    seed({ [requestKey('member/info')]: Promise.resolve({ status: 200, body: '{"success":true,"value":"early","message":""}' }) });
    await expect(api.get('member/info', { auth: true })).resolves.toBe('asked again');
  });

  it('uses an answer asked with a token only for a call sending that same token', async () => {
    const answer = () => Promise.resolve({ status: 200, body: '{"success":true,"value":"early","message":""}' });
    seed({ [requestKey('member/info', undefined, 'tok-2')]: answer() });
    await expect(api.get('member/info', { auth: true })).resolves.toBe('asked again');
    seed({ [requestKey('member/info', undefined, 'tok-1')]: answer() });
    await expect(api.get('member/info')).resolves.toBe('asked again');
    await expect(api.get('member/info', { auth: true })).resolves.toBe('early');
  });

  it('maps early failures like any other call', async () => {
    // The early entry marks its answers as seen (a failure may have nobody waiting yet); so does this.
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    seed({
      [requestKey('a')]: Promise.resolve({ status: 200, body: '{"success":false,"value":null,"message":"Recusado."}' }),
      [requestKey('b')]: Promise.resolve({ status: 503, body: '<html>down</html>' }),
      [requestKey('c')]: Promise.resolve({ status: 200, body: 'not json' }),
      [requestKey('d')]: failed,
      [requestKey('e')]: new Promise(() => undefined),
    });
    await expect(api.get('a')).rejects.toMatchObject({ kind: 'rejected', serverMessage: 'Recusado.' });
    await expect(api.get('b')).rejects.toMatchObject({ kind: 'server', status: 503 });
    await expect(api.get('c')).rejects.toMatchObject({ kind: 'invalidResponse' });
    await expect(api.get('d')).rejects.toMatchObject({ kind: 'network' });
    await expect(api.get('e')).rejects.toMatchObject({ kind: 'timeout' } satisfies Partial<ApiError>);
    await expect(api.get('e')).resolves.toBe('asked again');
  });

  it("waits for an early answer as long as the call's own time limit, not the brand's", async () => {
    jest.useFakeTimers();
    try {
      seed({ [requestKey('system/status')]: new Promise(() => undefined) });
      let outcome: unknown = 'pending';
      api.get('system/status', { timeoutMs: 50 }).catch((error: unknown) => (outcome = error));
      await jest.advanceTimersByTimeAsync(49);
      expect(outcome).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ kind: 'timeout' });
      // Without its own limit a call waits the brand's (200 ms here).
      seed({ [requestKey('system/status')]: new Promise(() => undefined) });
      outcome = 'pending';
      api.get('system/status').catch((error: unknown) => (outcome = error));
      await jest.advanceTimersByTimeAsync(199);
      expect(outcome).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ kind: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it("gives the HTTP library the call's own time limit, or the brand's", async () => {
    await api.get('system/status', { timeoutMs: 9_000 });
    await api.get('system/banners');
    expect(transport.request.mock.calls.map(([config]) => (config as { timeout: number }).timeout)).toEqual([9_000, 200]);
  });
});
