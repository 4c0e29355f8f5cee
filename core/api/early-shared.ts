/** What the early entry and the API client agree on. Kept free of imports: it is in the early entry. */
export const EARLY_KEY = '__earlyRequests';

/** Permission and status; the page's host goes with it as `url` (spec section 7). */
export const STATUS_PATH = 'system/status';

/** The shell asks for the visitor's country code at start (spec section 2). */
export const COUNTRY_CODE_PATH = 'system/countryCode';

/** The signed-in member's details, asked at start when a session token exists (spec section 2). */
export const MEMBER_INFO_PATH = 'member/info';

/** The sessionStorage key of the session token; SESSION_KEYS.token is this (this file takes no imports). */
export const SESSION_TOKEN_KEY = 'token';

/** The localStorage key of the theme the visitor chose; LOCAL_KEYS.theme is this (this file takes no imports). */
export const SAVED_THEME_KEY = 'theme';

/**
 * Set on <html> once the early entry has put the visitor's saved theme (if any) in its data-theme:
 * `main` then takes the theme from there rather than reading localStorage (core/theme/theme.ts).
 */
export const SAVED_THEME_READ_ATTRIBUTE = 'data-saved-theme-read';

/** Whether a stored or written theme is one the site has (ThemeMode, in brand-types.ts). */
export function isThemeMode(value: unknown): value is 'dark' | 'light' {
  return value === 'dark' || value === 'light';
}

/** Query values as the plugins pass them to the API client; undefined ones are left out. */
export type EarlyParams = Record<string, string | number | undefined>;

export interface EarlyRequest {
  /** Relative to the API base (`/wps/`), as the plugin's own saga calls it. */
  path: string;
  params?: EarlyParams;
  /**
   * The screen's largest image comes from this answer: where in its `value` the image's address
   * and its text alternative are (e.g. `0.url` and `0.title` for the first banner). The early entry
   * preloads it at high priority as soon as the answer arrives, paints it into the loading frame's
   * banner (core/status/boot-shell.ts) once it has loaded and system/status says the site is open,
   * and only then asks for the app's code, so the image has the line to itself.
   */
  heroImage?: {
    src: string;
    alt: string;
    /** The image's drawn size, for its box until it has loaded. */
    width: number;
    height: number;
    /**
     * A crop of the image for narrower screens (a phone's banner): where in the answer its address
     * is, the media query that picks it (the one the page's own `<picture>` uses, so both load the
     * same file) and its drawn size.
     */
    narrow?: { src: string; media: string; width: number; height: number };
  };
  /**
   * When the page would not make this call as declared, so the early entry must not make it either
   * (a wasted request): any of these query parameters in the address, or any of these
   * sessionStorage keys set (e.g. `token`: a signed-in visitor's call carries the token and is asked
   * anew, or `gameVendor`: the lobby opens on a remembered vendor).
   */
  skipWhen?: { query?: readonly string[]; session?: readonly string[] };
  /**
   * Content under the largest paint (the home page's featured games): started once the page has
   * loaded and its first contentful paint is reported, so it neither takes one of the six connections nor shares the bandwidth
   * while the first screen downloads, and still arrives without the HTTP library.
   */
  afterLoad?: boolean;
  /**
   * Sent with the session's token, as the API client sends it, and only when there is one: a
   * signed-in member's own call (member/info). Its answer goes only to a call with that same token.
   * It goes out in the task after the others; `afterLoad` and `skipWhen` do not apply to it.
   */
  withToken?: boolean;
}

/** The `firstScreenRequests` key for calls every page's first screen needs (the header's data). */
export const EVERY_PATH = '*';

/**
 * The words a page opens with (its title and lead, core's `.page-intro`), in the brand's language,
 * when they are the page's largest content: the early entry paints them into the loading frame,
 * once system/status says the site is open, before it asks for the app's code (as it does with a
 * `heroImage`); the page renders the same words in the same box.
 */
export interface FirstScreenIntro {
  title: string;
  lead: string;
}

export interface EarlyManifest {
  base: string;
  merchantCode: string;
  /** Exact, lower-cased path (or EVERY_PATH) → the requests its first screen needs. */
  routes: Record<string, EarlyRequest[]>;
  /** Exact, lower-cased path → the intro its page opens with (PluginDefinition.firstScreenIntro). */
  intros: Record<string, FirstScreenIntro>;
}

export interface EarlyResponse {
  status: number;
  body: string;
}

/** Paths compare without case and without a trailing slash: `/Promo/` is `/promo`. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
}

/**
 * One key per call as it goes on the wire: parameters sorted, undefined ones dropped, values as
 * text (the query string has no numbers), so `{ pageNo: 1 }` in a saga meets `{ pageNo: '1' }`.
 */
export function requestKey(path: string, params?: Record<string, unknown>, token?: string | null): string {
  const query = Object.keys(params ?? {})
    .filter((name) => params?.[name] !== undefined && params?.[name] !== null)
    .sort()
    .map((name) => [name, String(params?.[name])]);
  // A call sent with a token is another call than one without, and than one with another token.
  return `${path}?${JSON.stringify(query)}${token ? ` token=${token}` : ''}`;
}

/** The query string of a call, undefined values left out (as the API client does). */
export function queryString(params?: EarlyParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) query.append(name, String(value));
  return query.toString();
}

/**
 * How long after the page started an early answer may still be adopted. An answer nobody took by
 * then (the visitor left the page before its section mounted, or signed in) would be stale.
 */
export const EARLY_ANSWER_TTL_MS = 10_000;

/**
 * Marks the early entry's inline <script> in index.html (the build puts it there, see
 * webpack.config.ts), so whoever serves or checks the page can find it. Inline, it has run before
 * `main` (or a CSP without its hash blocked it, and `main` then asks for everything itself): start-up
 * never waits for it.
 */
export const EARLY_SCRIPT_ATTRIBUTE = 'data-early';

/**
 * Hands over (once) the early answer for a call, if the early entry started it and it is fresh:
 * `token` is the one the call sends (none: an answer asked without a token).
 */
export function takeEarlyResponse(path: string, params?: Record<string, unknown>, token?: string | null): Promise<EarlyResponse> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, Record<string, Promise<EarlyResponse>> | undefined>;
  // Expired answers are let go, not only skipped: nobody will take them now.
  if (performance.now() > EARLY_ANSWER_TTL_MS) {
    delete holder[EARLY_KEY];
    return null;
  }
  const started = holder[EARLY_KEY];
  const key = requestKey(path, params, token);
  const early = started?.[key];
  if (!early) return null;
  delete started[key];
  return early;
}
