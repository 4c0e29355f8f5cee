/**
 * The only place that speaks HTTP. Every call goes to the brand's base (`/wps/`) unless its path is
 * absolute (`/lgw/...`), carries the merchant header and, when asked, the session token, and
 * unwraps the platform envelope `{ success, value, message }` into `value` or an ApiError.
 */
import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { takeEarlyResponse, type EarlyResponse } from './early-shared';
import { ApiError } from './errors';
import type { PlatformPublicKey } from './payload-encryption';
import { yieldToBrowser } from '../ui/yield-to-browser';

export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
  code?: string;
}

export interface CallOptions {
  /** Query parameters. */
  params?: Record<string, string | number | boolean | undefined | null>;
  /**
   * Sends the session token; a call without a token when one is needed fails as notLoggedIn.
   * 'optional': sends it when there is one (a call that answers visitors too, with per-member
   * fields for a member, like the game list's favourites).
   */
  auth?: boolean | 'optional';
  /** Encrypts the body with the platform's public key (spec section 7, "Encrypted: yes"). */
  encrypted?: boolean;
  /** Sends the body form-urlencoded instead of JSON. */
  form?: boolean;
  /** Extra headers, e.g. an idempotency key. */
  headers?: Record<string, string>;
  /**
   * This call's time limit instead of the brand's (`api.timeoutMs`): start-up gives system/status
   * less, so a silent platform gets its message in seconds rather than after 30.
   */
  timeoutMs?: number;
  /**
   * The answer is a file, not an envelope (a report export): the call answers the body's text. A
   * failure still comes as an envelope and is read as any other.
   */
  text?: boolean;
}

export interface ApiClientConfig {
  baseURL: string;
  merchantCode: string;
  timeoutMs: number;
  getToken: () => string | null;
  encryptionEnabled: boolean;
  /** Injected transport for tests; defaults to a new axios instance. */
  transport?: AxiosInstance;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
  /** The platform key from system/status, needed before the first encrypted call. */
  setEncryptionKey(key: PlatformPublicKey | null): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `/lgw/...` and full URLs are used as they are; anything else is relative to the brand's base (`/wps/`). */
const ABSOLUTE = /^(https?:\/\/|\/)/;
const FULL_URL = /^https?:\/\//;

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && typeof (data as { success?: unknown }).success === 'boolean';
}

/** Maps a failed HTTP status and its body to the error catalogue. */
function errorFromResponse(status: number, data: unknown): ApiError {
  const body = isEnvelope(data) ? data : null;
  const details = { status, code: body?.code ?? null, serverMessage: body?.message ?? null, failureValue: body?.value ?? null };
  // 401 with another code (a wrong password, a missing captcha) is a refusal to show, not a lost session.
  if (status === 401 && (details.code === null || details.code === 'NOT_LOGGED_IN')) return new ApiError('notLoggedIn', details);
  if (status === 429) return new ApiError('rateLimited', details);
  if (status >= 500) return new ApiError('server', { ...details, serverMessage: null });
  return new ApiError('rejected', details);
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Maps a failed axios request to the error catalogue. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError('server');
  const response = error.response as AxiosResponse<unknown> | undefined;
  if (!response) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError('timeout');
    return new ApiError('network');
  }
  return errorFromResponse(response.status, typeof response.data === 'string' ? parsedOrNull(response.data) : response.data);
}

/** A text answer's JSON (a file call's failure envelope), or null. */
function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Reads an answer the early entry fetched, with the same time limit, envelope and error rules as axios's. */
async function adoptEarly<T>(early: Promise<EarlyResponse>, timeoutMs: number): Promise<T> {
  let answer: EarlyResponse;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('timeout')), timeoutMs);
  });
  try {
    answer = await Promise.race([early, timedOut]);
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError('network');
  } finally {
    clearTimeout(timer);
  }
  // The early entry's answer is often in before anyone asks: it would then land in the asker's
  // task, with whatever that task did (workflows starting, the renders of their first actions). It
  // lands in a task of its own, as an answer from the network does (issue 22); one that came in
  // later waits a turn more, well under a millisecond when nothing else is queued.
  await yieldToBrowser();
  let data: unknown = null;
  try {
    data = JSON.parse(answer.body);
  } catch {
    /* not JSON: judged below like any other invalid answer */
  }
  if (answer.status < 200 || answer.status >= 300) throw errorFromResponse(answer.status, data);
  return unwrap<T>({ status: answer.status, data } as AxiosResponse<unknown>);
}

function unwrap<T>(response: AxiosResponse<unknown>): T {
  const body = response.data;
  if (!isEnvelope(body)) throw new ApiError('invalidResponse', { status: response.status });
  if (!body.success) {
    const details = { status: response.status, code: body.code ?? null, serverMessage: body.message, failureValue: body.value };
    if (body.code === 'NOT_LOGGED_IN') throw new ApiError('notLoggedIn', details);
    throw new ApiError('rejected', details);
  }
  return body.value as T;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  // axios loads with the first call the early entry did not already make: the first screen's
  // data comes through the early entry, so axios stays off the path to the first paint.
  let transport: Promise<AxiosInstance> | null = config.transport ? Promise.resolve(config.transport) : null;
  let transportLoaded = Boolean(config.transport);
  function loadTransport(): Promise<AxiosInstance> {
    transport ??= import(/* webpackChunkName: "axios" */ 'axios').then(
      (module) => {
        transportLoaded = true;
        return module.default.create();
      },
      (error: unknown) => {
        transport = null; // try the chunk again with the next call
        throw error;
      },
    );
    return transport;
  }
  let encryptionKey: PlatformPublicKey | null = null;

  /** The platform's own origin: the base's, or the page's when the base is a path. */
  function platformOrigin(): string | null {
    if (FULL_URL.test(config.baseURL)) return new URL(config.baseURL).origin;
    return typeof window === 'undefined' ? null : window.location.origin;
  }

  /** Whether the call carries the session token (it then adopts only an early answer asked with that token). */
  function sendsToken(options: CallOptions | undefined): boolean {
    return options?.auth === true || (options?.auth === 'optional' && Boolean(config.getToken()));
  }

  async function request<T>(method: Method, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    if (options.encrypted && options.form) throw new TypeError('An encrypted call cannot be sent as a form.');
    const url = ABSOLUTE.test(path) ? path : `${config.baseURL}${path}`;
    // The session token and merchant code go to the platform only, never to another host.
    const toPlatform = !FULL_URL.test(url) || new URL(url).origin === platformOrigin();
    if (!toPlatform && options.auth) throw new TypeError(`Refusing to send the session token to ${new URL(url).origin}.`);
    const headers: Record<string, string> = { ...(toPlatform ? { 'X-Merchant-Code': config.merchantCode } : {}), ...options.headers };
    if (options.auth) {
      const token = config.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      else if (options.auth === true) throw new ApiError('notLoggedIn');
    }
    let data: unknown = body;
    if (body !== undefined && options.encrypted && config.encryptionEnabled) {
      if (!encryptionKey) throw new ApiError('server', { code: 'NO_ENCRYPTION_KEY' });
      // Loaded on first use so crypto-js stays out of the entry chunk.
      const { encryptPayload } = await import(/* webpackChunkName: "payload-encryption" */ './payload-encryption');
      data = await encryptPayload(body, encryptionKey);
    }
    if (options.form && data !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      data = new URLSearchParams(data as Record<string, string>).toString();
    }
    const requestConfig: AxiosRequestConfig = {
      method,
      url,
      params: options.params,
      data,
      headers,
      timeout: options.timeoutMs ?? config.timeoutMs,
      // Failures are mapped from the envelope and status below, not thrown by axios per status.
      validateStatus: (status) => status >= 200 && status < 300,
      ...(options.text ? { responseType: 'text' as const } : {}),
    };
    let http: AxiosInstance;
    const waitedForChunk = !transportLoaded;
    try {
      http = await loadTransport();
    } catch {
      throw new ApiError('network');
    }
    // The calls that waited for axios would all go on in the task that evaluated its chunk (a long
    // one on a phone, issue 22): each goes on in a task of its own.
    if (waitedForChunk) await yieldToBrowser();
    let response: AxiosResponse<unknown>;
    try {
      response = await http.request(requestConfig);
    } catch (error) {
      throw toApiError(error);
    }
    if (options.text) {
      if (typeof response.data !== 'string') throw new ApiError('invalidResponse', { status: response.status });
      return response.data as T;
    }
    return unwrap<T>(response);
  }

  return {
    // A GET without a token may be answered by the request the early entry started at page load.
    get: <T>(path: string, options?: CallOptions) => {
      // A call that must send a token and has none fails in request(), never from an answer.
      const withToken = sendsToken(options);
      const token = withToken ? config.getToken() : null;
      const early = withToken && !token ? null : takeEarlyResponse(path, options?.params ?? undefined, token);
      return early ? adoptEarly<T>(early, options?.timeoutMs ?? config.timeoutMs) : request<T>('GET', path, undefined, options);
    },
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    setEncryptionKey: (key) => {
      encryptionKey = key;
    },
  };
}
