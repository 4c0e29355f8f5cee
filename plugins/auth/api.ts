import type { JSONSchema } from 'json-schema-to-ts';
import type { SchemaDefinition } from '../../core/api/schema-types';
import type common from '../../schemas/generated/api-common';
import type memberRegister from '../../schemas/generated/api-member-register';
import type sessionLogin from '../../schemas/generated/api-session-login';
import type systemCountries from '../../schemas/generated/api-system-countries';
import type smsNoLogin from '../../schemas/generated/api-verification-sms-noLogin';

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
  affiliate: 'agent/affiliate',
  changePassword: 'member/password',
  forgotByEmail: 'member/password/email',
  resetByPhone: 'member/password/verification',
  countries: 'system/countries',
} as const;

type References = [typeof common, typeof sessionLogin, typeof memberRegister, typeof smsNoLogin, typeof systemCountries];
type Definition<Schema extends { definitions: Record<string, JSONSchema> }, Name extends keyof Schema['definitions']> = SchemaDefinition<
  Schema,
  Name,
  References
>;

export type LoginPayload = Definition<typeof sessionLogin, 'body'>;
export type LoginType = LoginPayload['type'];
export type LoginValue = Definition<typeof sessionLogin, 'response'>;
export type SmsCodeValue = Definition<typeof smsNoLogin, 'response'>;
export type Country = Definition<typeof systemCountries, 'response'>[number];

/** Every field the registration payload may carry (spec section 3), in the order the form shows them. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'email',
  'idNumber',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterPayload = Definition<typeof memberRegister, 'body'>;

/** The failure value a refused login carries (spec section 3: "a captcha flag on failure"). */
export function captchaRequiredBy(failureValue: unknown): boolean {
  return (
    typeof failureValue === 'object' && failureValue !== null && (failureValue as { captchaRequired?: unknown }).captchaRequired === true
  );
}
