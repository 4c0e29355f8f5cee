/**
 * The account and login calls of spec section 7 (paths relative to the API base), with the
 * payload shapes of section 3. The sandbox validates the same shapes (schemas/api).
 */
export const AUTH_PATHS = {
  login: 'session/login',
  freePlay: 'session/login/freeplay',
  logout: 'session/logout',
  smsNoLogin: 'verification/sms/noLogin',
  smsRegister: 'verification/sms/register',
  captcha: 'captcha',
  register: 'member/register',
  registerMobile: 'member/register/mobile',
  registerSettings: 'system/setting/register',
  affiliate: 'agent/affiliate',
  changePassword: 'member/password',
  forgotByEmail: 'member/password/email',
  resetByPhone: 'member/password/verification',
  countries: 'system/countries',
} as const;

export type LoginType = '' | 'username' | 'sms' | 'firebase_sms' | 'firebase_google' | 'firebase_facebook';

export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  type: LoginType;
  countryDialingCode?: string;
  firebaseIdToken?: string;
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export interface SmsCodeValue {
  expiredMinutes: number;
}

/** Every field the registration payload may carry (spec section 3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export interface RegisterPayload extends Partial<Record<RegisterField, string>> {
  recommenderId?: string;
  referralCode?: string;
  domain: string;
  countryDialingCode?: string;
  login: true;
  registerUrl: string;
  registerMethod: 'WEB';
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** The failure value a refused login carries (spec section 3: "a captcha flag on failure"). */
export function captchaRequiredBy(failureValue: unknown): boolean {
  return typeof failureValue === 'object' && failureValue !== null && (failureValue as { captchaRequired?: unknown }).captchaRequired === true;
}
