/**
 * @jest-environment jsdom
 *
 * The auth flows of spec section 4 run in the real store (the plugin's reducer and saga), with
 * the API client swapped through the saga context as in production.
 */
import type { Store } from 'redux';
import type { ApiClient } from '../../core/api/client';
import { waitFor } from '../../tests/support/wait-for';
import { ApiError } from '../../core/api/errors';
import { addTexts } from '../../core/i18n/i18n';
import { currentDialogs } from '../../core/modal/dialog-service';
import { checkRealAccount, requireRealAccount } from '../../core/session/require-real-account';
import { coreSaga } from '../../core/store/core-saga';
import type { RootState } from '../../core/store/core-state';
import { coreActions, type MemberInfo } from '../../core/store/core-state';
import { createAppStore } from '../../core/store/create-store';
import { featuresFixture, readBrand } from '../../tests/support/fixtures';
import { initI18nForTests } from '../../tests/support/i18n';
import { runSaga } from 'redux-saga';
import authPlugin from './index';
import { authPt } from '../../tests/support/auth-texts';
import { AUTH_MODALS } from './modal-ids';
import { passwordMemory } from './password-memory';
import { authActions, type AuthRootState, type FlowResult, type LoginValues } from './state';
import { LOGIN_MODAL_ID } from './modal-ids';

type Handler = (body: unknown, options: unknown) => Promise<unknown>;

function fakeApi(handlers: Record<string, Handler>) {
  // Bodies and options are compared with toEqual/toMatchObject, so `any` keeps the assertions readable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const calls: Array<{ method: string; path: string; body: any; options: any }> = [];
  const answer = (method: string) => (path: string, bodyOrOptions?: unknown, maybeOptions?: unknown) => {
    const [body, options] = method === 'GET' || method === 'DELETE' ? [undefined, bodyOrOptions] : [bodyOrOptions, maybeOptions];
    calls.push({ method, path, body, options });
    const handler = handlers[`${method} ${path}`];
    return handler ? handler(body, options) : Promise.reject(new ApiError('rejected', { serverMessage: `no fake for ${method} ${path}` }));
  };
  const api = {
    get: answer('GET'),
    post: answer('POST'),
    put: answer('PUT'),
    delete: answer('DELETE'),
    setEncryptionKey: () => undefined,
  } as unknown as ApiClient;
  return { api, calls };
}

const brand = readBrand('mare-da-sorte');
const member: MemberInfo = {
  id: 1,
  account: 'jogador',
  nickname: 'Jogador Demo',
  type: 0,
  toUpline: false,
  clubLabel: null,
  memberLabel: [],
  email: null,
  mobileNum: null,
  countryDialingCode: null,
};
const loginOk =
  (extra: Partial<{ firstTimeLogin: boolean; passwordExpired: boolean; passwordChangeRequired: boolean }> = {}) =>
  () =>
    Promise.resolve({ token: 'tok-123', firstTimeLogin: false, passwordExpired: false, passwordChangeRequired: false, ...extra });

function start(handlers: Record<string, Handler>, toggles: Record<string, boolean> = {}) {
  const { api, calls } = fakeApi({
    'GET system/countryCode': () => Promise.resolve({ countryCode: 'PH', countryDialingCode: '+63' }),
    'GET member/info': () => Promise.resolve(member),
    ...handlers,
  });
  const whitelabel = [
    {
      modId: 'LOGIN',
      enabled: '1' as const,
      childrenNodes: Object.entries({ PWDEXPFORCECHANGE3: true, AFFILIATECODE3: true, ...toggles }).map(([modId, on]) => ({
        modId,
        enabled: on ? ('1' as const) : ('0' as const),
        childrenNodes: [],
      })),
    },
  ];
  const features = featuresFixture({ whitelabel });
  const store = createAppStore({
    plugins: [authPlugin],
    coreInitial: { token: null, member: null, country: null, theme: 'dark', modals: [] },
    coreSaga,
    context: { api, brand, features, modalIds: new Set(Object.keys(authPlugin.modals)), signInModal: authPlugin.signInModal },
  }) as Store<RootState>;
  return { store, calls };
}

function flow(store: Store<RootState>, make: (settle: (r: FlowResult) => void) => { type: string }): Promise<FlowResult> {
  return new Promise((resolve) => store.dispatch(make(resolve)));
}

const loginValues = (overrides: Partial<LoginValues> = {}): LoginValues => ({
  mode: 'username',
  username: ' jogador ',
  password: 'Sorte2026',
  mobileNum: '',
  countryDialingCode: '+63',
  verificationCode: '',
  captcha: '',
  remember: true,
  ...overrides,
});

const authOf = (store: Store<RootState>) => (store.getState() as RootState & AuthRootState).auth;
const openModals = (store: Store<RootState>) => store.getState().core.modals.map((m) => m.id);

beforeAll(async () => {
  await initI18nForTests();
  addTexts('pt', 'auth', authPt);
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';'))
    document.cookie = `${cookie.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  passwordMemory.forget();
  for (const dialog of currentDialogs()) dialog.resolve('close');
});

describe('login', () => {
  it('starts the session, remembers the username only and lands on /', async () => {
    const { store, calls } = start({ 'POST session/login': loginOk() });
    const result = await flow(store, (settle) => authActions.loginSubmitted(loginValues(), settle));
    expect(result).toEqual({ ok: true, next: 'home' });
    const login = calls.find((c) => c.path === 'session/login')!;
    // Trimmed, the empty type of the generic login, and sent encrypted.
    expect(login.body).toEqual({ username: 'jogador', password: 'Sorte2026', type: '' });
    expect(login.options).toEqual({ encrypted: true });
    expect(store.getState().core.token).toBe('tok-123');
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(document.cookie).toContain(`${brand.identity.merchantCode}-login=jogador`);
    const everything = [document.cookie, JSON.stringify({ ...sessionStorage }), JSON.stringify({ ...localStorage })].join('\n');
    expect(everything).not.toContain('Sorte2026');
    expect(everything).not.toContain('Sorte');
    expect(authOf(store).afterLoginModal).toBe(true);
  });

  it('asks the platform to refuse non-agents when the agent site login sends the form', async () => {
    const { store, calls } = start({ 'POST session/login': loginOk() });
    await flow(store, (settle) => authActions.loginSubmitted(loginValues({ agentOnly: true }), settle));
    expect(calls.find((c) => c.path === 'session/login')!.body).toEqual({
      username: 'jogador',
      password: 'Sorte2026',
      type: '',
      agentOnly: true,
    });
  });

  it('forgets the remembered user when remember me is off', async () => {
    document.cookie = `${brand.identity.merchantCode}-login=outro; path=/`;
    const { store } = start({ 'POST session/login': loginOk() });
    await flow(store, (settle) => authActions.loginSubmitted(loginValues({ remember: false }), settle));
    expect(document.cookie).not.toContain('-login=');
  });

  it('opens the forced change-password dialog after the default password, keeping it in memory only', async () => {
    const { store } = start({ 'POST session/login': loginOk() });
    const result = await flow(store, (settle) =>
      authActions.loginSubmitted(loginValues({ username: 'padrao', password: '123456' }), settle),
    );
    expect(result).toEqual({ ok: true, next: 'stay' });
    expect(store.getState().core.modals).toContainEqual({ id: AUTH_MODALS.changePassword, props: { forced: true, reason: 'default' } });
    expect(passwordMemory.read()).toBe('123456');
    expect(JSON.stringify({ ...sessionStorage }) + document.cookie).not.toContain('123456');
  });

  it('forces a change for an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
    const on = start({ 'POST session/login': loginOk({ passwordExpired: true }) });
    await flow(on.store, (settle) => authActions.loginSubmitted(loginValues(), settle));
    expect(openModals(on.store)).toContain(AUTH_MODALS.changePassword);
    // A new tab (fresh session storage): the first store's session owes its change and would resume it.
    sessionStorage.clear();
    const off = start({ 'POST session/login': loginOk({ passwordExpired: true }) }, { PWDEXPFORCECHANGE3: false });
    const result = await flow(off.store, (settle) => authActions.loginSubmitted(loginValues(), settle));
    expect(result).toEqual({ ok: true, next: 'home' });
    expect(openModals(off.store)).not.toContain(AUTH_MODALS.changePassword);
  });

  it('forces the change whenever the platform says the session owes it', async () => {
    // The platform refuses such a session everything else: the dialog must open, whatever the local switch says.
    const { store } = start(
      { 'POST session/login': loginOk({ passwordExpired: true, passwordChangeRequired: true }) },
      { PWDEXPFORCECHANGE3: false },
    );
    const result = await flow(store, (settle) => authActions.loginSubmitted(loginValues(), settle));
    expect(result).toEqual({ ok: true, next: 'stay' });
    expect(store.getState().core.modals).toContainEqual({ id: AUTH_MODALS.changePassword, props: { forced: true, reason: 'expired' } });
  });

  it('never forces a change after an SMS login', async () => {
    const { store, calls } = start({ 'POST session/login': loginOk({ passwordExpired: true }) });
    const result = await flow(store, (settle) =>
      authActions.loginSubmitted(loginValues({ mode: 'sms', mobileNum: '9171234567', verificationCode: '123456' }), settle),
    );
    expect(result).toEqual({ ok: true, next: 'home' });
    expect(calls.find((c) => c.path === 'session/login')!.body).toEqual({
      username: '9171234567',
      password: '123456',
      type: 'sms',
      countryDialingCode: '+63',
    });
    expect(document.cookie).toContain('loginTypeSms=');
    expect(decodeURIComponent(document.cookie)).toContain('"mobileNum":"9171234567"');
  });

  it('reveals and fetches the captcha after a refusal that carries the flag, then sends it', async () => {
    let attempts = 0;
    const { store, calls } = start({
      'POST session/login': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(
              new ApiError('rejected', {
                status: 401,
                code: 'LOGIN_FAILED',
                serverMessage: 'Usuário ou senha incorretos.',
                failureValue: { captchaRequired: true },
              }),
            )
          : loginOk()();
      },
      'GET captcha': () => Promise.resolve('iVBORw0KGgo='),
    });
    const failed = await flow(store, (settle) => authActions.loginSubmitted(loginValues(), settle));
    expect(failed).toEqual({ ok: false, message: 'Usuário ou senha incorretos.' });
    expect(authOf(store).captcha).toMatchObject({ required: true, image: 'data:image/png;base64,iVBORw0KGgo=' });
    await flow(store, (settle) => authActions.loginSubmitted(loginValues({ captcha: ' ab12 ' }), settle));
    expect(calls.filter((c) => c.path === 'session/login')[1].body).toMatchObject({ captcha: 'ab12' });
  });
});

describe('SMS code button', () => {
  it('sends once per second at most and counts down expiredMinutes × 60 s', async () => {
    const { store, calls } = start({ 'POST verification/sms/noLogin': () => Promise.resolve({ expiredMinutes: 5 }) });
    const request = { purpose: 'login' as const, mobileNum: '9171234567', countryDialingCode: '+63' };
    const before = Date.now();
    const [first, second] = await Promise.all([
      flow(store, (settle) => authActions.smsRequested(request, settle)),
      flow(store, (settle) => authActions.smsRequested(request, settle)),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, message: null });
    expect(calls.filter((c) => c.path === 'verification/sms/noLogin')).toHaveLength(1);
    expect(calls.find((c) => c.path === 'verification/sms/noLogin')!.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      purpose: 'login',
    });
    const readyAt = authOf(store).smsReadyAt.login;
    expect(readyAt - before).toBeGreaterThanOrEqual(5 * 60_000);
    expect(readyAt - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    // A second later the throttle lets a send through again (the countdown is the button's to show).
    const later = Date.now() + 1_050;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expect((await flow(store, (settle) => authActions.smsRequested(request, settle))).ok).toBe(true);
    } finally {
      clock.mockRestore();
    }
    expect(calls.filter((c) => c.path === 'verification/sms/noLogin')).toHaveLength(2);
  });

  it('asks for a reset code for the forgot-password form', async () => {
    const { store, calls } = start({ 'POST verification/sms/noLogin': () => Promise.resolve({ expiredMinutes: 5 }) });
    await flow(store, (settle) =>
      authActions.smsRequested({ purpose: 'forgot', mobileNum: '9171234567', countryDialingCode: '+63' }, settle),
    );
    expect(calls.find((c) => c.path === 'verification/sms/noLogin')!.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      purpose: 'reset',
    });
  });

  it('shows the server message in a warning when sending fails', async () => {
    const { store } = start({
      'POST verification/sms/register': () =>
        Promise.reject(new ApiError('rateLimited', { status: 429, serverMessage: 'Muitas solicitações. Tente novamente em 5 minutos.' })),
    });
    const pending = flow(store, (settle) =>
      authActions.smsRequested({ purpose: 'register', mobileNum: '9170000000', countryDialingCode: '+63' }, settle),
    );
    await waitFor(() => currentDialogs().length > 0, 'the dialog');
    const [dialog] = currentDialogs();
    expect(dialog).toMatchObject({ kind: 'warning', text: 'Muitas solicitações. Tente novamente em 5 minutos.' });
    dialog.resolve('confirm');
    expect(await pending).toEqual({ ok: false, message: null });
  });
});

describe('registration', () => {
  const fields = ['username', 'password', 'confirmPassword', 'affiliateCode'];
  const values = { username: 'novo1234', password: 'Sorte2026', confirmPassword: 'Sorte2026', affiliateCode: 'NAOEXISTE' };

  it('checks the affiliate code first and shows invitation_code_error without registering', async () => {
    const { store, calls } = start({
      'GET agent/affiliate': () => Promise.reject(new ApiError('rejected', { status: 400, code: 'INVALID_AFFILIATE' })),
    });
    const pending = flow(store, (settle) =>
      authActions.registerSubmitted({ mode: 'username', values, countryDialingCode: '+63', referralCode: null, fields }, settle),
    );
    await waitFor(() => currentDialogs().length > 0, 'the dialog');
    expect(currentDialogs()[0]).toMatchObject({ kind: 'warning', text: authPt.errors.invitation_code_error });
    currentDialogs()[0].resolve('close');
    expect((await pending).ok).toBe(false);
    expect(calls.some((c) => c.path.startsWith('member/register'))).toBe(false);
  });

  it('uses the link referral code when the form has no affiliate field, and logs the new member in', async () => {
    const { store, calls } = start({
      'GET agent/affiliate': () => Promise.resolve({ agent: 'agente1' }),
      'PUT member/register': loginOk({ firstTimeLogin: true }),
    });
    const result = await flow(store, (settle) =>
      authActions.registerSubmitted(
        {
          mode: 'username',
          values: { ...values, affiliateCode: '' },
          countryDialingCode: '+63',
          referralCode: 'MARE2026',
          fields: fields.slice(0, 3),
        },
        settle,
      ),
    );
    expect(result).toEqual({ ok: true, next: 'home' });
    expect(calls.find((c) => c.path === 'agent/affiliate')!.options).toMatchObject({ params: { code: 'MARE2026' } });
    expect(calls.find((c) => c.path === 'member/register')!.body).toMatchObject({
      username: 'novo1234',
      affiliateCode: 'MARE2026',
      referralCode: 'MARE2026',
      login: true,
      registerMethod: 'WEB',
    });
    expect(store.getState().core.token).toBe('tok-123');
  });

  it('registers by mobile with the number as the username', async () => {
    const { store, calls } = start({ 'PUT member/register/mobile': loginOk() });
    await flow(store, (settle) =>
      authActions.registerSubmitted(
        {
          mode: 'mobile',
          values: { mobileNum: ' 9171112222 ', verificationCode: '654321' },
          countryDialingCode: '+63',
          referralCode: null,
          fields: ['mobileNum', 'verificationCode'],
        },
        settle,
      ),
    );
    expect(calls.find((c) => c.path === 'member/register/mobile')!.body).toMatchObject({
      username: '9171112222',
      mobileNum: '9171112222',
      countryDialingCode: '+63',
      verificationCode: '654321',
    });
  });
});

describe('free play and logout', () => {
  it('logs in a demo account and removes cpw; logout asks first, then clears the session', async () => {
    sessionStorage.setItem('cpw', 'legacy');
    const { store, calls } = start({ 'POST session/login/freeplay': loginOk(), 'DELETE session/logout': () => Promise.resolve(null) });
    expect(await flow(store, (settle) => authActions.freePlayRequested(settle))).toEqual({ ok: true, next: 'home' });
    expect(calls.find((c) => c.path === 'session/login/freeplay')!.body).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    expect(sessionStorage.getItem('cpw')).toBeNull();

    const cancelled = flow(store, (settle) => authActions.logoutRequested(settle));
    await waitFor(() => currentDialogs().length > 0, 'the dialog');
    currentDialogs()[0].resolve('cancel');
    expect(await cancelled).toEqual({ ok: false, message: null });
    expect(store.getState().core.token).toBe('tok-123');

    const confirmed = flow(store, (settle) => authActions.logoutRequested(settle));
    await waitFor(() => currentDialogs().length > 0, 'the dialog');
    currentDialogs()[0].resolve('logout');
    expect(await confirmed).toEqual({ ok: true, next: 'home' });
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'session/logout')).toBe(true);
    expect(store.getState().core.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('requireRealAccount', () => {
  async function check(store: Store<RootState>): Promise<boolean> {
    let passed = false;
    await runSaga({ dispatch: (action: { type: string }) => store.dispatch(action), getState: () => store.getState() }, function* run() {
      passed = (yield* requireRealAccount()) as boolean;
    }).toPromise();
    return passed;
  }

  it('opens the login popup without a token', async () => {
    const { store } = start({});
    expect(checkRealAccount(store.getState())).toBe('needsLogin');
    expect(await check(store)).toBe(false);
    expect(openModals(store)).toContain(LOGIN_MODAL_ID);
  });

  it('blocks a fresh session whose account type is not known yet, without a message', async () => {
    const { store } = start({ 'GET member/info': () => new Promise(() => undefined) });
    store.dispatch(coreActions.sessionStarted('t'));
    expect(checkRealAccount(store.getState())).toBe('pending');
    expect(await check(store)).toBe(false);
    expect(currentDialogs()).toHaveLength(0);
  });

  it('knows a free-play session is a trial account before member info answers', async () => {
    const { store } = start({ 'POST session/login/freeplay': loginOk(), 'GET member/info': () => new Promise(() => undefined) });
    await flow(store, (settle) => authActions.freePlayRequested(settle));
    expect(checkRealAccount(store.getState())).toBe('needsRealAccount');
  });

  it('blocks a trial account with the in_need_true_account warning and passes a member', async () => {
    const { store } = start({ 'GET member/info': () => new Promise(() => undefined) });
    store.dispatch(coreActions.sessionStarted('t'));
    store.dispatch(coreActions.memberInfoLoaded({ ...member, type: 4 }));
    const pending = check(store);
    await waitFor(() => currentDialogs().length > 0, 'the dialog');
    expect(currentDialogs()[0]).toMatchObject({ kind: 'warning', textKey: 'core:account.in_need_true_account' });
    currentDialogs()[0].resolve('confirm');
    expect(await pending).toBe(false);
    store.dispatch(coreActions.memberInfoLoaded({ ...member, type: 1 }));
    expect(await check(store)).toBe(true);
  });
});
