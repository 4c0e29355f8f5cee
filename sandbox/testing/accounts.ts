/** Helpers for the account and login tests: encrypted calls, tokens, captcha cookies. */
import { encryptPayloadForTest, type EncryptedPayload } from '../lib/payload-crypto';
import { callApi, MARE, type JsonReply, type RunningSandbox } from './fixtures';

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  passwordChangeRequired: boolean;
}

export interface CallOptions {
  merchant?: string;
  token?: string;
  /** A Cookie header (e.g. the wps_captcha cookie of captchaFor()). */
  cookie?: string;
  localAddress?: string;
  headers?: Record<string, string>;
}

/** Encrypts a body for the sandbox's payload key, as the front end does. */
export function seal(sandbox: RunningSandbox, body: unknown): EncryptedPayload {
  return encryptPayloadForTest(sandbox.payloadKey.publicKeySpkiB64, sandbox.payloadKey.keyId, body);
}

function headersOf(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  return headers;
}

/** A call as the front end makes it; `encrypted` seals the body first. */
export function call<T = unknown>(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions & { encrypted?: boolean } = {},
): Promise<JsonReply<T>> {
  return callApi<T>(sandbox.baseUrl, path, {
    method,
    merchant: options.merchant ?? MARE.merchantCode,
    headers: headersOf(options),
    body: body === undefined ? undefined : options.encrypted ? seal(sandbox, body) : body,
    localAddress: options.localAddress,
  });
}

export interface LoginRequest {
  username: string;
  password: string;
  type?: string;
  captcha?: string;
  countryDialingCode?: string;
  firebaseIdToken?: string;
  agentOnly?: boolean;
}

export function login(sandbox: RunningSandbox, request: LoginRequest, options: CallOptions = {}): Promise<JsonReply<LoginValue>> {
  return call<LoginValue>(sandbox, 'POST', '/wps/session/login', { type: 'username', ...request }, { ...options, encrypted: true });
}

/** Logs in and answers the token (fails the test if the login fails). */
export async function tokenOf(sandbox: RunningSandbox, username: string, password: string, options: CallOptions = {}): Promise<string> {
  const reply = await login(sandbox, { username, password }, options);
  expect([username, reply.status, reply.json.code]).toEqual([username, 200, undefined]);
  return reply.json.value.token;
}

/** Fetches a captcha: its image, the Cookie header binding it, and its text (from the test control). */
export async function captchaFor(
  sandbox: RunningSandbox,
  options: CallOptions = {},
): Promise<{ image: string; cookie: string; answer: string; setCookie: string }> {
  const merchant = options.merchant ?? MARE.merchantCode;
  const reply = await call<string>(sandbox, 'GET', '/wps/captcha', undefined, options);
  expect(reply.status).toBe(200);
  const setCookie = String(([] as string[]).concat(reply.headers['set-cookie'] ?? [])[0] ?? '');
  const cookie = setCookie.split(';')[0];
  const control = await callApi<{ answer: string }>(sandbox.baseUrl, `/__sandbox/captcha?merchantCode=${merchant}`, { merchant: null });
  return { image: reply.json.value, cookie, answer: control.json.value.answer, setCookie };
}

/** The newest code sent to a number (from the SMS outbox control). */
export async function latestSmsCode(sandbox: RunningSandbox, mobileNum: string, merchant: string = MARE.merchantCode): Promise<string> {
  const reply = await callApi<{ code: string }[]>(
    sandbox.baseUrl,
    `/__sandbox/sms-outbox?merchantCode=${merchant}&mobileNum=${mobileNum}`,
    {
      merchant: null,
    },
  );
  expect(reply.json.value.length).toBeGreaterThan(0);
  return reply.json.value[0].code;
}
