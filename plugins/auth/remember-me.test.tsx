/**
 * Remember me reads its cookies without holding the page where the browser lets it (the Cookie
 * Store API): `document.cookie` is a synchronous trip to the browser (issue 22). Values come back
 * as js-cookie, which wrote them, decodes them; without the API, or when it refuses, the
 * synchronous read gives the same answer.
 */
import Cookies from 'js-cookie';
import { forgetLogin, lastUserCookieName, loadRemembered, rememberSms, rememberUsername } from './remember-me';

const MERCHANT = 'MDS001';

/** A Cookie Store holding what document.cookie holds now, as the browser would give it (values as stored). */
function cookieStoreOf(cookieHeader: string) {
  return {
    getAll: () =>
      Promise.resolve(
        cookieHeader
          .split('; ')
          .filter(Boolean)
          .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) })),
      ),
  };
}

const global = globalThis as { cookieStore?: unknown };

afterEach(() => {
  delete global.cookieStore;
  forgetLogin(MERCHANT);
  jest.restoreAllMocks();
});

it('reads through the Cookie Store, never document.cookie, and decodes as js-cookie wrote', async () => {
  rememberUsername(MERCHANT, 'joão silva');
  rememberSms('9171234567', '+63');
  global.cookieStore = cookieStoreOf(document.cookie);
  const read = jest.spyOn(document, 'cookie', 'get');
  await expect(loadRemembered(MERCHANT)).resolves.toEqual({
    username: 'joão silva',
    sms: { mobileNum: '9171234567', countryDialingCode: '+63' },
  });
  expect(read).not.toHaveBeenCalled();
});

it('remembers nobody when remember me was never set', async () => {
  Cookies.set(lastUserCookieName(MERCHANT), 'someone', { path: '/' });
  global.cookieStore = cookieStoreOf(document.cookie);
  await expect(loadRemembered(MERCHANT)).resolves.toBeNull();
});

it('reads document.cookie where the Cookie Store is missing or refuses', async () => {
  rememberUsername(MERCHANT, 'jogador');
  await expect(loadRemembered(MERCHANT)).resolves.toEqual({ username: 'jogador', sms: null });
  global.cookieStore = { getAll: () => Promise.reject(new DOMException('insecure', 'SecurityError')) };
  await expect(loadRemembered(MERCHANT)).resolves.toEqual({ username: 'jogador', sms: null });
});

it('keeps the first cookie of a name and skips one that does not decode, as js-cookie does', async () => {
  global.cookieStore = {
    getAll: () =>
      Promise.resolve([
        { name: 'tracker', value: '%E0%A4%A' }, // someone else's, not URI-encoded
        { name: 'loginRemember', value: '1' },
        { name: lastUserCookieName(MERCHANT), value: 'jogador' }, // the most specific path first
        { name: lastUserCookieName(MERCHANT), value: 'older' },
      ]),
  };
  await expect(loadRemembered(MERCHANT)).resolves.toEqual({ username: 'jogador', sms: null });
});
