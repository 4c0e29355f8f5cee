/**
 * Every failed call becomes an ApiError whose `messageKey` names a text of the error catalogue
 * (spec section 8) and whose `message` carries the server's own words when it sent any.
 */
export type ApiErrorKind = 'notLoggedIn' | 'network' | 'timeout' | 'rateLimited' | 'rejected' | 'server' | 'invalidResponse';

const MESSAGE_KEYS: Record<ApiErrorKind, string> = {
  notLoggedIn: 'core:errors.notLoggedIn',
  network: 'core:errors.networkAbnormal',
  timeout: 'core:errors.pageLoadTimeout',
  rateLimited: 'core:errors.tooManyRequests',
  rejected: 'core:errors.unknown',
  server: 'core:errors.unknown',
  invalidResponse: 'core:errors.unknown',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  /** The server's message, shown as is when present; otherwise the catalogue text of `messageKey`. */
  readonly serverMessage: string | null;
  readonly messageKey: string;
  /** The failure envelope's `value`: e.g. `{ captchaRequired: true }` after a failed login. */
  readonly failureValue: unknown;

  constructor(
    kind: ApiErrorKind,
    options: { status?: number | null; code?: string | null; serverMessage?: string | null; failureValue?: unknown } = {},
  ) {
    super(options.serverMessage || kind);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.serverMessage = options.serverMessage || null;
    this.messageKey = MESSAGE_KEYS[kind];
    this.failureValue = options.failureValue ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
