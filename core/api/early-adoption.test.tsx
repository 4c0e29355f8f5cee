/**
 * The API client adopting the answers the early entry started at page load (jsdom: needs window).
 */
import { createApiClient } from './client';
import { EARLY_ANSWER_TTL_MS, EARLY_KEY, EARLY_SCRIPT_ATTRIBUTE, requestKey, whenEarlyEntryRan, type EarlyResponse } from './early-shared';
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
    seed({ [requestKey('system/banners', { group: 'w_home' })]: Promise.resolve({ status: 200, body: JSON.stringify({ success: true, value: ['b1'], message: '' }) }) });
    await expect(api.get('system/banners', { params: { group: 'w_rng' } })).resolves.toBe('asked again');
    await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toEqual(['b1']);
    await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toBe('asked again');
    expect(transport.request).toHaveBeenCalledTimes(2);
  });

  it('drops answers nobody took in the first seconds: they would be stale', async () => {
    seed({ [requestKey('system/banners', { group: 'w_home' })]: Promise.resolve({ status: 200, body: JSON.stringify({ success: true, value: ['old'], message: '' }) }) });
    const now = jest.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_TTL_MS + 1);
    try {
      await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toBe('asked again');
    } finally {
      now.mockRestore();
    }
    await expect(api.get('system/banners', { params: { group: 'w_home' } })).resolves.toBe('asked again');
  });

  it('never uses an early answer for a call that needs the token', async () => {
    seed({ [requestKey('member/info')]: Promise.resolve({ status: 200, body: '{"success":true,"value":"early","message":""}' }) });
    await expect(api.get('member/info', { auth: true })).resolves.toBe('asked again');
  });

  it('maps early failures like any other call', async () => {
    seed({
      [requestKey('a')]: Promise.resolve({ status: 200, body: '{"success":false,"value":null,"message":"Recusado."}' }),
      [requestKey('b')]: Promise.resolve({ status: 503, body: '<html>down</html>' }),
      [requestKey('c')]: Promise.resolve({ status: 200, body: 'not json' }),
      [requestKey('d')]: Promise.reject(new TypeError('Failed to fetch')),
      [requestKey('e')]: new Promise(() => undefined),
    });
    await expect(api.get('a')).rejects.toMatchObject({ kind: 'rejected', serverMessage: 'Recusado.' });
    await expect(api.get('b')).rejects.toMatchObject({ kind: 'server', status: 503 });
    await expect(api.get('c')).rejects.toMatchObject({ kind: 'invalidResponse' });
    await expect(api.get('d')).rejects.toMatchObject({ kind: 'network' });
    await expect(api.get('e')).rejects.toMatchObject({ kind: 'timeout' } satisfies Partial<ApiError>);
    await expect(api.get('e')).resolves.toBe('asked again');
  });
});

describe('waiting for the early entry', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  /** The early entry as a file of its own (`async`), which may not have run when main starts. */
  function earlyScript(): HTMLScriptElement {
    const script = document.createElement('script');
    script.setAttribute(EARLY_SCRIPT_ATTRIBUTE, '');
    script.setAttribute('src', '/js/early.0123456789.js');
    document.head.appendChild(script);
    return script;
  }

  it('does not wait when the page has no early entry, or when it has already run', async () => {
    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
    expect(await settled(whenEarlyEntryRan())).toBe(true);
    earlyScript();
    seed({});
    expect(await settled(whenEarlyEntryRan())).toBe(true);
  });

  it('does not wait for an inline early entry that has not run: it never will (a CSP blocked it)', async () => {
    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
    const inline = document.createElement('script');
    inline.setAttribute(EARLY_SCRIPT_ATTRIBUTE, '');
    document.head.appendChild(inline);
    expect(await settled(whenEarlyEntryRan())).toBe(true);
    inline.remove();
  });

  const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('waits for an early entry that has not run yet, until its answers appear or it fails to load', async () => {
    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
    const script = earlyScript();
    const first = whenEarlyEntryRan();
    const second = whenEarlyEntryRan();
    await tick(30);
    expect(await settled(first)).toBe(false);
    // Its load event alone is no answer: start-up looks for the answers themselves.
    script.dispatchEvent(new Event('load'));
    await tick(30);
    expect(await settled(first)).toBe(false);
    seed({});
    await tick(30);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);

    delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
    script.remove();
    const broken = earlyScript();
    const afterError = whenEarlyEntryRan();
    await tick(30);
    expect(await settled(afterError)).toBe(false);
    broken.dispatchEvent(new Event('error'));
    expect(await settled(afterError)).toBe(true);
    broken.remove();
  });

  it('gives up waiting after three seconds', async () => {
    jest.useFakeTimers();
    try {
      delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
      const script = earlyScript();
      let done = false;
      void whenEarlyEntryRan().then(() => (done = true));
      await jest.advanceTimersByTimeAsync(2900);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(200);
      expect(done).toBe(true);
      script.remove();
    } finally {
      jest.useRealTimers();
    }
  });
});
