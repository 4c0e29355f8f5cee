import type { Country } from './api';

export type SmsPurpose = 'login' | 'register' | 'forgot';

/** What a flow tells the form that started it: where to go next, or what went wrong. */
export type FlowResult = { ok: true; next: 'home' | 'stay' } | { ok: false; message: string | null };
export type Settle = (result: FlowResult) => void;

export interface AuthState {
  captcha: { required: boolean; image: string | null; loading: boolean; failed: boolean };
  countries: Country[] | null;
  /** When each SMS button may send again (epoch ms); 0 when it may now. */
  smsReadyAt: Record<SmsPurpose, number>;
  /** Set after a login that lands on '/', for the after-login popups other plugins show. */
  afterLoginModal: boolean;
}

export const initialAuthState: AuthState = {
  captcha: { required: false, image: null, loading: false, failed: false },
  countries: null,
  smsReadyAt: { login: 0, register: 0, forgot: 0 },
  afterLoginModal: false,
};

export interface LoginValues {
  mode: 'username' | 'sms';
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
  /** The agent site's login (/login?agent=1): the platform refuses any account but an agent's. */
  agentOnly?: boolean;
}

export interface ChangePasswordValues {
  oldPassword: string;
  username: string;
  newPassword: string;
}

export interface ResetByPhoneValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export const authActions = {
  captchaNeeded: () => ({ type: 'auth/captchaNeeded' as const }),
  captchaRefreshRequested: () => ({ type: 'auth/captchaRefreshRequested' as const }),
  captchaLoaded: (image: string) => ({ type: 'auth/captchaLoaded' as const, image }),
  captchaFailed: () => ({ type: 'auth/captchaFailed' as const }),
  captchaLoading: () => ({ type: 'auth/captchaLoading' as const }),
  countriesRequested: () => ({ type: 'auth/countriesRequested' as const }),
  countriesLoaded: (countries: Country[]) => ({ type: 'auth/countriesLoaded' as const, countries }),
  loginSubmitted: (values: LoginValues, settle: Settle) => ({ type: 'auth/loginSubmitted' as const, values, settle }),
  smsRequested: (
    request: { purpose: SmsPurpose; mobileNum: string; countryDialingCode: string; regType?: 'username' | 'mobile'; username?: string },
    settle: Settle,
  ) => ({ type: 'auth/smsRequested' as const, request, settle }),
  smsCountdownStarted: (purpose: SmsPurpose, readyAt: number) => ({ type: 'auth/smsCountdownStarted' as const, purpose, readyAt }),
  registerSubmitted: (
    request: {
      mode: 'username' | 'mobile';
      values: Record<string, string>;
      countryDialingCode: string;
      referralCode: string | null;
      fields: readonly string[];
    },
    settle: Settle,
  ) => ({ type: 'auth/registerSubmitted' as const, request, settle }),
  freePlayRequested: (settle: Settle) => ({ type: 'auth/freePlayRequested' as const, settle }),
  socialLoginRequested: (provider: 'google' | 'facebook', settle: Settle) => ({
    type: 'auth/socialLoginRequested' as const,
    provider,
    settle,
  }),
  logoutRequested: (settle: Settle) => ({ type: 'auth/logoutRequested' as const, settle }),
  changePasswordSubmitted: (values: ChangePasswordValues, settle: Settle) => ({
    type: 'auth/changePasswordSubmitted' as const,
    values,
    settle,
  }),
  forgotByEmailSubmitted: (values: { username: string; email: string }, settle: Settle) => ({
    type: 'auth/forgotByEmailSubmitted' as const,
    values,
    settle,
  }),
  resetByPhoneSubmitted: (values: ResetByPhoneValues, settle: Settle) => ({ type: 'auth/resetByPhoneSubmitted' as const, values, settle }),
  afterLoginModalFlagged: () => ({ type: 'auth/afterLoginModalFlagged' as const }),
  afterLoginModalShown: () => ({ type: 'auth/afterLoginModalShown' as const }),
};

export type AuthAction = ReturnType<(typeof authActions)[keyof typeof authActions]> | { type: 'core/sessionEnded' };

export function authReducer(state: AuthState = initialAuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'auth/captchaNeeded':
      return { ...state, captcha: { ...state.captcha, required: true } };
    case 'auth/captchaLoading':
      return { ...state, captcha: { ...state.captcha, loading: true, failed: false } };
    case 'auth/captchaLoaded':
      return { ...state, captcha: { ...state.captcha, image: action.image, loading: false, failed: false } };
    case 'auth/captchaFailed':
      return { ...state, captcha: { ...state.captcha, loading: false, failed: true } };
    case 'auth/countriesLoaded':
      return { ...state, countries: action.countries };
    case 'auth/smsCountdownStarted':
      return { ...state, smsReadyAt: { ...state.smsReadyAt, [action.purpose]: action.readyAt } };
    case 'auth/afterLoginModalFlagged':
      return { ...state, afterLoginModal: true };
    case 'auth/afterLoginModalShown':
      return { ...state, afterLoginModal: false };
    case 'core/sessionEnded':
      // Logout resets the login state; the countries list is not the session's.
      return { ...initialAuthState, countries: state.countries };
    default:
      return state;
  }
}

export interface AuthRootState {
  auth: AuthState;
}

export const selectAuth = (state: AuthRootState): AuthState => state.auth;
/** For other plugins: a login just landed on '/', show the after-login popups once. */
export const selectAfterLoginModal = (state: AuthRootState): boolean => state.auth.afterLoginModal;
