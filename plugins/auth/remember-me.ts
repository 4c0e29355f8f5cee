import Cookies from 'js-cookie';

/*
 * "Remember me" (spec section 3, QUALITY.md): the username, or the mobile number and dialing
 * code, kept in cookies for one day. Never the password: the spec's password cookie is not built.
 */

/** The cookies of spec section 3 that "remember me" keeps. */
export const REMEMBER_COOKIES = { loginRemember: 'loginRemember', loginTypeSms: 'loginTypeSms' } as const;

/** The last-user cookie is keyed by the brand's merchant code plus '-login'. */
export function lastUserCookieName(merchantCode: string): string {
  return `${merchantCode}-login`;
}

export const REMEMBER_ME_MS = 86_400_000;

/**
 * Marks a login form while it is still reading the remembered login (loadRemembered): a browser
 * test waits for it to go before typing, or the fill could land between its keystrokes.
 */
export const REMEMBERING_ATTRIBUTE = 'data-remembering';

export interface RememberedLogin {
  username: string;
  sms: { mobileNum: string; countryDialingCode: string } | null;
}

function cookieOptions(): Cookies.CookieAttributes {
  return {
    expires: new Date(Date.now() + REMEMBER_ME_MS),
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  };
}

/** The remembered login, from a way to read a cookie's (decoded) value by name. */
function rememberedFrom(cookie: (name: string) => string | undefined, merchantCode: string): RememberedLogin | null {
  if (cookie(REMEMBER_COOKIES.loginRemember) !== '1') return null;
  let sms: RememberedLogin['sms'] = null;
  try {
    const parsed: unknown = JSON.parse(cookie(REMEMBER_COOKIES.loginTypeSms) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { mobileNum, countryDialingCode } = parsed as Record<string, unknown>;
      if (typeof mobileNum === 'string' && typeof countryDialingCode === 'string') sms = { mobileNum, countryDialingCode };
    }
  } catch {
    // A cookie another build wrote in another shape is simply not remembered.
  }
  return { username: cookie(lastUserCookieName(merchantCode)) ?? '', sms };
}

/** The remembered login, read at once: `document.cookie`, which holds the page until it has the answer. */
function readRemembered(merchantCode: string): RememberedLogin | null {
  return rememberedFrom((name) => Cookies.get(name), merchantCode);
}

/**
 * Cookies as js-cookie reads them from `document.cookie`: names and values decoded, the first of
 * a name kept (the most specific path comes first), one that does not decode skipped.
 */
function decodedJar(cookies: readonly { name?: string; value?: string }[]): Map<string, string> {
  const jar = new Map<string, string>();
  for (const { name = '', value = '' } of cookies) {
    try {
      const decodedName = decodeURIComponent(name);
      if (!jar.has(decodedName)) jar.set(decodedName, Cookies.converter.read(value, decodedName));
    } catch {
      // Someone else's cookie in an encoding of its own: not ours, as js-cookie also skips it.
    }
  }
  return jar;
}

/**
 * The remembered login, without holding the page. Reading `document.cookie` is a synchronous trip
 * to the browser's network service, which is busiest while a page starts: in traces of a lobby the
 * header's login form, mounting after the load, waited up to 17 ms on it (issue 22). The Cookie
 * Store API asks without blocking; where it is missing (or refuses), the synchronous read. The
 * answer is the one js-cookie, which wrote the cookies, would give.
 */
export async function loadRemembered(merchantCode: string): Promise<RememberedLogin | null> {
  if (typeof cookieStore === 'undefined') return readRemembered(merchantCode);
  let jar: Map<string, string>;
  try {
    jar = decodedJar(await cookieStore.getAll());
  } catch {
    return readRemembered(merchantCode);
  }
  return rememberedFrom((name) => jar.get(name), merchantCode);
}

export function rememberUsername(merchantCode: string, username: string): void {
  const options = cookieOptions();
  Cookies.set(REMEMBER_COOKIES.loginRemember, '1', options);
  Cookies.set(lastUserCookieName(merchantCode), username, options);
}

export function rememberSms(mobileNum: string, countryDialingCode: string): void {
  const options = cookieOptions();
  Cookies.set(REMEMBER_COOKIES.loginRemember, '1', options);
  Cookies.set(REMEMBER_COOKIES.loginTypeSms, JSON.stringify({ mobileNum, countryDialingCode }), options);
}

export function forgetLogin(merchantCode: string): void {
  for (const name of [REMEMBER_COOKIES.loginRemember, REMEMBER_COOKIES.loginTypeSms, lastUserCookieName(merchantCode)])
    Cookies.remove(name, { path: '/' });
}
