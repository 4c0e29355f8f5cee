/** What the early entry and the API client agree on. Kept free of imports: it is in the early entry. */
export const EARLY_KEY = '__earlyRequests';

/** Permission and status; the page's host goes with it as `url` (spec section 7). */
export const STATUS_PATH = 'system/status';

/** The shell asks for the visitor's country code at start (spec section 2). */
export const COUNTRY_CODE_PATH = 'system/countryCode';

export interface EarlyRequest {
  /** Relative to the API base (`/wps/`), as the plugin's own saga calls it. */
  path: string;
  params?: Record<string, string>;
  /**
   * Where in the answer's `value` the address of the screen's largest image is (e.g. `0.url` for
   * the first banner): the early entry preloads it at high priority as soon as the answer arrives.
   */
  preloadImageAt?: string;
}

/** The `firstScreenRequests` key for calls every page's first screen needs (the header's data). */
export const EVERY_PATH = '*';

export interface EarlyManifest {
  base: string;
  merchantCode: string;
  /** Exact, lower-cased path (or EVERY_PATH) → the requests its first screen needs. */
  routes: Record<string, EarlyRequest[]>;
}

export interface EarlyResponse {
  status: number;
  body: string;
}

/** Paths compare without case and without a trailing slash: `/RNG/` is `/rng`. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
}

export function requestKey(path: string, params?: Record<string, unknown>): string {
  return `${path}?${JSON.stringify(params ?? {})}`;
}

/** Hands over (once) the early answer for a call, if the early entry started it. */
export function takeEarlyResponse(path: string, params?: Record<string, unknown>): Promise<EarlyResponse> | null {
  if (typeof window === 'undefined') return null;
  const started = (window as unknown as Record<string, Record<string, Promise<EarlyResponse>> | undefined>)[EARLY_KEY];
  const key = requestKey(path, params);
  const early = started?.[key];
  if (!early) return null;
  delete started[key];
  return early;
}
