import { all, call, delay, getContext, put, race, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { ApiClient } from '../../core/api/client';
import { isApiError } from '../../core/api/errors';
import { errorText } from '../../core/api/present-error';
import type { Brand } from '../../core/brand/brand-types';
import type { Features } from '../../core/features/resolve-features';
import { t } from '../../core/i18n/i18n';
import { showDialog } from '../../core/modal/dialog-service';
import { NON_REAL_ACCOUNT_TYPE } from '../../core/session/account-types';
import { session } from '../../core/session/storage-keys';
import { coreActions } from '../../core/store/core-state';
import {
  AUTH_PATHS,
  captchaRequiredBy,
  type Country,
  type LoginPayload,
  type LoginValue,
  type RegisterPayload,
  type SmsCodeValue,
} from './api';
import { firebaseErrorText, usesFirebaseSms, usesFirebaseSocial } from './firebase/route';
import { AUTH_MODALS, LOGIN_MODAL_ID } from './modal-ids';
import { passwordMemory } from './password-memory';
import { forgetLogin, rememberSms, rememberUsername } from './remember-me';
import { authActions, selectAuth, type AuthState, type SmsPurpose } from './state';

/** The product's fixed default password (spec section 9): logging in with it forces a change. */
export const DEFAULT_PASSWORD = '123456';
/** Spec section 9: the SMS button sends at most once a second, the captcha refreshes at most once a second. */
export const SMS_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_MS = 1000;
/** Spec section 9: the third-party SMS route counts down one minute. */
const FIREBASE_SMS_MINUTES = 1;

type Action<K extends keyof typeof authActions> = ReturnType<(typeof authActions)[K]>;

function* context() {
  const api: ApiClient = yield getContext('api');
  const brand: Brand = yield getContext('brand');
  const features: Features = yield getContext('features');
  return { api, brand, features };
}

function loadFirebase() {
  return import('./firebase/firebase-auth');
}

// ---- captcha ---------------------------------------------------------------------------------

let lastCaptchaFetch = 0;

function* fetchCaptcha(force: boolean) {
  const now = Date.now();
  if (!force && now - lastCaptchaFetch < CAPTCHA_REFRESH_MS) return;
  lastCaptchaFetch = now;
  const { api } = yield* context();
  yield put(authActions.captchaLoading());
  try {
    const image: string = yield call(api.get<string>, AUTH_PATHS.captcha);
    yield put(authActions.captchaLoaded(`data:image/png;base64,${image}`));
  } catch {
    yield put(authActions.captchaFailed());
  }
}

/** A refused login that carries the captcha flag reveals the captcha input and fetches an image (spec section 4, step 8). */
function* captchaAfterFailure(error: unknown) {
  const state: AuthState = yield select(selectAuth);
  const flagged = isApiError(error) && captchaRequiredBy(error.failureValue);
  if (flagged && !state.captcha.required) yield put(authActions.captchaNeeded());
  // Each captcha answers once: any failed attempt with one shown needs a fresh image.
  if (flagged || state.captcha.required) yield call(fetchCaptcha, true);
}

// ---- session ---------------------------------------------------------------------------------

interface SessionStart {
  value: LoginValue;
  username: string;
  /** Free play skips the first-login welcome (spec section 4 lists no such step for it). */
  greet?: boolean;
  /** Known before member info arrives (free play is type 4), so protected actions are guarded at once. */
  accountType?: number;
}

/**
 * How long a session's start waits at most for what a login adds to the page (the header's wallet
 * and inbox, their texts): a slow chunk never holds the login up longer.
 */
const SIGNED_IN_PARTS_WAIT_MS = 1500;

/**
 * Starts loading what a login adds to the page (SagaContext.prepareSignedIn); never rejects. Each
 * flow that may start a session calls it first, so that the loads run alongside its calls and
 * startSession seldom waits for them.
 */
function* prepareSignedIn() {
  const prepare: (() => Promise<void>) | undefined = yield getContext('prepareSignedIn');
  return prepare ? prepare() : Promise.resolve();
}

/** Stores the session (spec section 4, login step 5) and lets the core load member info. */
function* startSession({ value, username, greet = true, accountType }: SessionStart) {
  const { brand } = yield* context();
  // The header then shows the account whole, in one render, instead of growing for 150 ms as
  // the parts a login adds arrive one after another (and moving the avatar under the pointer).
  const partsLoaded: Promise<void> = yield* prepareSignedIn();
  yield race([call(() => partsLoaded), delay(SIGNED_IN_PARTS_WAIT_MS)]);
  // Nothing of a previous session survives into this one (its account type, a pending change).
  session.clear();
  passwordMemory.forget();
  session.set('token', value.token);
  if (accountType !== undefined) session.set('isAgent', String(accountType));
  session.set('username', username);
  session.set('merchantCode', brand.identity.merchantCode);
  session.set('platform', brand.identity.platform);
  yield put(coreActions.sessionStarted(value.token));
  if (value.firstTimeLogin && greet) {
    // First-login handling: a welcome that does not hold up the flow.
    void showDialog({ kind: 'info', titleKey: 'auth:firstLogin.title', textKey: 'auth:firstLogin.text', icon: true });
  }
}

function* closeAuthModals() {
  for (const id of [LOGIN_MODAL_ID, AUTH_MODALS.register, AUTH_MODALS.forgotPassword]) yield put(coreActions.modalClosed(id));
}

// ---- login -----------------------------------------------------------------------------------

function* login({ values, settle }: Action<'loginSubmitted'>) {
  const { api, brand, features } = yield* context();
  yield* prepareSignedIn();
  const authState: AuthState = yield select(selectAuth);
  const captchaState = authState.captcha;
  let payload: LoginPayload;
  const bySms = values.mode === 'sms';
  try {
    if (bySms && usesFirebaseSms(brand)) {
      const firebase: Awaited<ReturnType<typeof loadFirebase>> = yield call(loadFirebase);
      const idToken: string = yield call(firebase.confirmPhoneCode, 'login', values.verificationCode.trim());
      payload = {
        username: values.mobileNum.trim(),
        password: '',
        type: 'firebase_sms',
        countryDialingCode: values.countryDialingCode,
        firebaseIdToken: idToken,
      };
    } else if (bySms) {
      payload = {
        username: values.mobileNum.trim(),
        password: values.verificationCode.trim(),
        type: 'sms',
        countryDialingCode: values.countryDialingCode,
      };
    } else {
      // The generic login sends username, password and an empty type (spec section 7).
      payload = { username: values.username.trim(), password: values.password.trim(), type: '' };
    }
    if (captchaState.required) payload.captcha = values.captcha.trim();
    if (values.agentOnly) payload.agentOnly = true;
  } catch (error) {
    settle({ ok: false, message: firebaseErrorText(error) });
    return;
  }
  let value: LoginValue;
  try {
    value = yield call(api.post<LoginValue>, AUTH_PATHS.login, payload, { encrypted: true });
  } catch (error) {
    yield call(captchaAfterFailure, error);
    settle({ ok: false, message: errorText(error) });
    return;
  }
  if (values.remember) {
    if (bySms) rememberSms(payload.username, values.countryDialingCode);
    else rememberUsername(brand.identity.merchantCode, payload.username);
  } else {
    forgetLogin(brand.identity.merchantCode);
  }
  yield call(startSession, { value, username: payload.username });
  yield put(coreActions.modalClosed(LOGIN_MODAL_ID));
  // Step 6: the default password, or an expired one with forced change on, must be changed now
  // (not for SMS or third-party logins, which typed no password). The platform says so too, and
  // refuses the session everything else until it is done.
  const mustChange =
    !bySms &&
    (value.passwordChangeRequired ||
      payload.password === DEFAULT_PASSWORD ||
      (value.passwordExpired && features.isOn('PWDEXPFORCECHANGE3')));
  if (mustChange) {
    passwordMemory.keep(payload.password);
    const reason = payload.password === DEFAULT_PASSWORD ? 'default' : 'expired';
    // Kept (without the password) so a reload asks again instead of letting the session through.
    session.set('mustChangePassword', reason);
    yield put(coreActions.modalOpened(AUTH_MODALS.changePassword, { forced: true, reason }));
    settle({ ok: true, next: 'stay' });
    return;
  }
  yield put(authActions.afterLoginModalFlagged());
  settle({ ok: true, next: 'home' });
}

function* socialLogin({ provider, settle }: Action<'socialLoginRequested'>) {
  const { api, brand } = yield* context();
  yield* prepareSignedIn();
  if (!usesFirebaseSocial(brand)) {
    settle({ ok: false, message: t('auth:errors.operationNotAllowed') });
    return;
  }
  try {
    const firebase: Awaited<ReturnType<typeof loadFirebase>> = yield call(loadFirebase);
    const idToken: string = yield call(firebase.socialSignIn, brand, provider);
    const payload: LoginPayload = {
      username: provider,
      password: '',
      type: provider === 'google' ? 'firebase_google' : 'firebase_facebook',
      firebaseIdToken: idToken,
    };
    const value: LoginValue = yield call(api.post<LoginValue>, AUTH_PATHS.login, payload, { encrypted: true });
    yield call(startSession, { value, username: provider });
    yield call(closeAuthModals);
    yield put(authActions.afterLoginModalFlagged());
    settle({ ok: true, next: 'home' });
  } catch (error) {
    settle({ ok: false, message: isApiError(error) ? errorText(error) : firebaseErrorText(error) });
  }
}

// ---- SMS codes -------------------------------------------------------------------------------

const lastSmsSend: Record<SmsPurpose, number> = { login: 0, register: 0, forgot: 0 };

function* sendSmsCode({ request, settle }: Action<'smsRequested'>) {
  const { api, brand } = yield* context();
  const now = Date.now();
  if (now - lastSmsSend[request.purpose] < SMS_THROTTLE_MS) {
    settle({ ok: false, message: null });
    return;
  }
  lastSmsSend[request.purpose] = now;
  const firebaseRoute = request.purpose !== 'forgot' && usesFirebaseSms(brand);
  try {
    let minutes: number;
    if (firebaseRoute) {
      const firebase: Awaited<ReturnType<typeof loadFirebase>> = yield call(loadFirebase);
      yield call(firebase.sendPhoneCode, brand, request.purpose, `${request.countryDialingCode}${request.mobileNum}`);
      minutes = FIREBASE_SMS_MINUTES;
    } else if (request.purpose === 'register') {
      const value: SmsCodeValue = yield call(api.post<SmsCodeValue>, AUTH_PATHS.smsRegister, {
        mobileNo: request.mobileNum,
        countryDialingCode: request.countryDialingCode,
        regType: request.regType ?? 'mobile',
        ...(request.username ? { username: request.username } : {}),
      });
      minutes = value.expiredMinutes;
    } else {
      // A reset code is its own kind: it cannot log in, and it is sent only while phone resets are on.
      const purpose = request.purpose === 'forgot' ? 'reset' : 'login';
      const value: SmsCodeValue = yield call(api.post<SmsCodeValue>, AUTH_PATHS.smsNoLogin, {
        mobileNum: request.mobileNum,
        countryDialingCode: request.countryDialingCode,
        purpose,
      });
      minutes = value.expiredMinutes;
    }
    yield put(authActions.smsCountdownStarted(request.purpose, Date.now() + minutes * 60_000));
    settle({ ok: true, next: 'stay' });
  } catch (error) {
    // Spec section 8: a warning with the server's message and a confirm button.
    const message = firebaseRoute && !isApiError(error) ? firebaseErrorText(error) : errorText(error);
    yield call(showDialog, {
      kind: 'warning',
      icon: true,
      text: message,
      buttons: [{ id: 'confirm', labelKey: 'core:app.confirm', primary: true }],
    });
    settle({ ok: false, message: null });
  }
}

// ---- registration ----------------------------------------------------------------------------

function* register({ request, settle }: Action<'registerSubmitted'>) {
  const { api, brand, features } = yield* context();
  yield* prepareSignedIn();
  const shown = new Set(request.fields);
  const values: Record<string, string> = {};
  for (const key of request.fields) values[key] = (request.values[key] ?? '').trim();
  // Step 2: with no affiliate field on the form, the code from the link is used.
  const affiliateCode = shown.has('affiliateCode') ? values.affiliateCode : (request.referralCode ?? '');
  // Step 3: an affiliate code is checked before anything is created.
  if (affiliateCode && features.isOn('AFFILIATECODE3')) {
    try {
      yield call(api.get, AUTH_PATHS.affiliate, { params: { code: affiliateCode, domain: location.host } });
    } catch (error) {
      const message = isApiError(error) && error.kind === 'rejected' ? t('auth:errors.invitation_code_error') : errorText(error);
      yield call(showDialog, { kind: 'warning', icon: true, text: message });
      settle({ ok: false, message });
      return;
    }
  }
  const payload: RegisterPayload = {
    ...values,
    domain: location.host,
    login: true,
    registerUrl: `${location.origin}${location.pathname}`.slice(0, 128),
    registerMethod: 'WEB',
  };
  if (affiliateCode) payload.affiliateCode = affiliateCode;
  if (request.referralCode) payload.referralCode = request.referralCode;
  if (shown.has('mobileNum') && values.mobileNum) payload.countryDialingCode = request.countryDialingCode;
  // For mobile registration the username is the mobile number (spec section 4).
  if (request.mode === 'mobile') payload.username = values.mobileNum;
  try {
    // Step 5: the third-party route proves the number with Firebase instead of the platform's code.
    if (shown.has('verificationCode') && usesFirebaseSms(brand)) {
      const firebase: Awaited<ReturnType<typeof loadFirebase>> = yield call(loadFirebase);
      payload.firebaseIdToken = yield call(firebase.confirmPhoneCode, 'register', values.verificationCode);
      payload.firebaseChannel = 'sms';
      delete payload.verificationCode;
    }
  } catch (error) {
    settle({ ok: false, message: firebaseErrorText(error) });
    return;
  }
  let value: LoginValue;
  try {
    value = yield call(api.put<LoginValue>, request.mode === 'mobile' ? AUTH_PATHS.registerMobile : AUTH_PATHS.register, payload, {
      encrypted: true,
    });
  } catch (error) {
    if (shown.has('captcha')) yield call(fetchCaptcha, true);
    settle({ ok: false, message: errorText(error) });
    return;
  }
  yield call(startSession, { value, username: payload.username ?? '' });
  yield call(closeAuthModals);
  yield put(authActions.afterLoginModalFlagged());
  settle({ ok: true, next: 'home' });
}

// ---- free play, logout -----------------------------------------------------------------------

function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function* freePlay({ settle }: Action<'freePlayRequested'>) {
  const { api } = yield* context();
  yield* prepareSignedIn();
  try {
    const value: LoginValue = yield call(api.post<LoginValue>, AUTH_PATHS.freePlay, {
      os: (navigator.platform || 'web').slice(0, 32),
      platform: 'W',
      randomString: randomString(),
      gatewayVersion: 3,
    });
    yield call(startSession, { value, username: '', greet: false, accountType: NON_REAL_ACCOUNT_TYPE });
    session.remove('cpw');
    yield call(closeAuthModals);
    settle({ ok: true, next: 'home' });
  } catch (error) {
    settle({ ok: false, message: errorText(error) });
  }
}

function* logout({ settle }: Action<'logoutRequested'>) {
  const { api } = yield* context();
  const choice: string = yield call(showDialog, {
    kind: 'info',
    titleKey: 'auth:logout.title',
    textKey: 'auth:logout.confirm',
    buttons: [
      { id: 'cancel', labelKey: 'core:app.cancel' },
      { id: 'logout', labelKey: 'auth:logout.action', primary: true },
    ],
  });
  if (choice !== 'logout') {
    settle({ ok: false, message: null });
    return;
  }
  try {
    yield call(api.delete, AUTH_PATHS.logout, { auth: true });
  } catch {
    // The session ends here either way; a token the platform already dropped is no reason to stay.
  }
  passwordMemory.forget();
  session.clear();
  yield put(coreActions.sessionEnded());
  settle({ ok: true, next: 'home' });
}

// ---- passwords -------------------------------------------------------------------------------

function* changePassword({ values, settle }: Action<'changePasswordSubmitted'>) {
  const { api } = yield* context();
  const oldPassword = passwordMemory.read() ?? values.oldPassword.trim();
  const newPassword = values.newPassword.trim();
  try {
    yield call(
      api.post,
      AUTH_PATHS.changePassword,
      {
        oldPassword,
        newPassword,
        confirmNewPassword: newPassword,
        ...(values.username.trim() ? { username: values.username.trim() } : {}),
      },
      { auth: true, encrypted: true },
    );
  } catch (error) {
    settle({ ok: false, message: errorText(error) });
    return;
  }
  passwordMemory.forget();
  session.remove('mustChangePassword');
  yield put(coreActions.memberInfoRequested());
  yield put(coreActions.modalClosed(AUTH_MODALS.changePassword));
  void showDialog({ kind: 'info', icon: true, textKey: 'auth:changePassword.done' });
  settle({ ok: true, next: 'home' });
}

function* forgotByEmail({ values, settle }: Action<'forgotByEmailSubmitted'>) {
  const { api } = yield* context();
  try {
    yield call(api.post, AUTH_PATHS.forgotByEmail, { username: values.username.trim(), email: values.email.trim() }, { form: true });
  } catch (error) {
    settle({ ok: false, message: errorText(error) });
    return;
  }
  yield put(coreActions.modalClosed(AUTH_MODALS.forgotPassword));
  void showDialog({ kind: 'info', icon: true, textKey: 'auth:forgot.emailSent' });
  settle({ ok: true, next: 'stay' });
}

function* resetByPhone({ values, settle }: Action<'resetByPhoneSubmitted'>) {
  const { api } = yield* context();
  yield* prepareSignedIn();
  const mobileNum = values.mobileNum.trim();
  const newPassword = values.newPassword.trim();
  try {
    yield call(
      api.post,
      AUTH_PATHS.resetByPhone,
      { newPassword, mobileNum, verificationCode: values.verificationCode.trim(), countryDialingCode: values.countryDialingCode },
      { encrypted: true },
    );
    // Then log in with the mobile number and the new password (spec section 4).
    const value: LoginValue = yield call(
      api.post<LoginValue>,
      AUTH_PATHS.login,
      { username: mobileNum, password: newPassword, type: '', countryDialingCode: values.countryDialingCode },
      { encrypted: true },
    );
    yield call(startSession, { value, username: mobileNum });
  } catch (error) {
    settle({ ok: false, message: errorText(error) });
    return;
  }
  yield call(closeAuthModals);
  settle({ ok: true, next: 'home' });
}

// ---- reference data --------------------------------------------------------------------------

function* loadCountries() {
  const state: AuthState = yield select(selectAuth);
  if (state.countries) return;
  const { api } = yield* context();
  try {
    const countries: Country[] = yield call(api.get<Country[]>, AUTH_PATHS.countries);
    yield put(authActions.countriesLoaded(countries));
  } catch {
    // The picker keeps the merchant's own country, which the shell loaded at start.
  }
}

/** A session that still owes its password change (a reload after the forced dialog) is asked again. */
function* resumeForcedChange() {
  const reason = session.get('mustChangePassword');
  if (session.token() && (reason === 'default' || reason === 'expired')) {
    yield put(coreActions.modalOpened(AUTH_MODALS.changePassword, { forced: true, reason }));
  }
}

export function* authSaga() {
  yield all([
    // Leading, not latest: a cancelled fetch's cookie could still land after the newer one's.
    takeLeading('auth/captchaRefreshRequested', function* refresh() {
      yield call(fetchCaptcha, false);
    }),
    takeEvery('core/sessionEnded', function* ended() {
      passwordMemory.forget();
      yield call([session, session.remove], 'mustChangePassword');
    }),
    call(resumeForcedChange),
    takeLeading('auth/loginSubmitted', login),
    takeLeading('auth/socialLoginRequested', socialLogin),
    takeEvery('auth/smsRequested', sendSmsCode),
    takeLeading('auth/registerSubmitted', register),
    takeLeading('auth/freePlayRequested', freePlay),
    takeLeading('auth/logoutRequested', logout),
    takeLeading('auth/changePasswordSubmitted', changePassword),
    takeLeading('auth/forgotByEmailSubmitted', forgotByEmail),
    takeLeading('auth/resetByPhoneSubmitted', resetByPhone),
    takeLeading('auth/countriesRequested', loadCountries),
  ]);
}

/** What core's LaterSaga runs (PluginDefinition.saga). */
export { authSaga as saga };
