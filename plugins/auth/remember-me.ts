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

export function readRemembered(merchantCode: string): RememberedLogin | null {
  if (Cookies.get(REMEMBER_COOKIES.loginRemember) !== '1') return null;
  let sms: RememberedLogin['sms'] = null;
  try {
    const parsed: unknown = JSON.parse(Cookies.get(REMEMBER_COOKIES.loginTypeSms) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { mobileNum, countryDialingCode } = parsed as Record<string, unknown>;
      if (typeof mobileNum === 'string' && typeof countryDialingCode === 'string') sms = { mobileNum, countryDialingCode };
    }
  } catch {
    // A cookie another build wrote in another shape is simply not remembered.
  }
  return { username: Cookies.get(lastUserCookieName(merchantCode)) ?? '', sms };
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
