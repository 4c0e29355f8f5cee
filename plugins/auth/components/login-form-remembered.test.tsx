/**
 * The login form fills in the remembered login once the cookies have been read (without holding the
 * page: loadRemembered), and only if the visitor has not typed meanwhile; the form is marked while
 * it reads, for whoever must wait before typing.
 */
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { combineReducers, legacy_createStore as createStore } from 'redux';
import { EngineContext, type Engine } from '../../../core/engine-context';
import { initI18nForTests } from '../../../tests/support/i18n';
import { flush, render } from '../../../tests/support/render';
import { REMEMBER_COOKIES, REMEMBERING_ATTRIBUTE, lastUserCookieName } from '../remember-me';
import { authReducer } from '../state';
import { LoginForm } from './LoginForm';

const MERCHANT = 'MDS001';
const engine = {
  brand: { identity: { merchantCode: MERCHANT } },
  features: { registerRules: [], isOn: () => false },
} as unknown as Engine;

const global = globalThis as { cookieStore?: unknown };

/** A Cookie Store whose answer the test releases when it chooses. */
function heldCookieStore() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const store = {
    getAll: async () => {
      await answered;
      return [
        { name: REMEMBER_COOKIES.loginRemember, value: '1' },
        { name: lastUserCookieName(MERCHANT), value: 'jogador' },
      ];
    },
  };
  return { store, release };
}

/** The form, rendered with a Cookie Store held until `release`, and its username field. */
async function renderForm() {
  const held = heldCookieStore();
  global.cookieStore = held.store;
  const store = createStore(combineReducers({ auth: authReducer, core: (state: object = { country: null }) => state }));
  const view = render(
    <EngineContext.Provider value={engine}>
      <Provider store={store}>
        <MemoryRouter>
          <LoginForm loginType="username" />
        </MemoryRouter>
      </Provider>
    </EngineContext.Provider>,
  );
  await flush();
  const form = view.container.querySelector('form')!;
  return { view, form, username: form.querySelector<HTMLInputElement>('input[name="username"]')!, release: held.release };
}

/** Sets an input's value as typing does, through React's own value tracker. */
function type(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeAll(() => initI18nForTests());
afterEach(() => delete global.cookieStore);

it('fills the remembered username in once read, marked meanwhile', async () => {
  const { view, form, username, release } = await renderForm();
  expect(form.hasAttribute(REMEMBERING_ATTRIBUTE)).toBe(true);
  expect(username.value).toBe('');
  release();
  await flush();
  expect(username.value).toBe('jogador');
  expect(form.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  expect(form.hasAttribute(REMEMBERING_ATTRIBUTE)).toBe(false);
  view.unmount();
});

it('leaves what the visitor typed before the read came back', async () => {
  const { view, form, username, release } = await renderForm();
  type(username, 'outra');
  await flush();
  release();
  await flush();
  expect(username.value).toBe('outra');
  expect(form.hasAttribute(REMEMBERING_ATTRIBUTE)).toBe(false);
  view.unmount();
});
