import type { Brand } from '../../../core/brand/brand-types';
import { t } from '../../../core/i18n/i18n';

/**
 * Whether the brand sends SMS login and registration through the third-party authentication
 * service (Firebase phone sign-in). Kept apart from the SDK so deciding never loads it.
 */
export function usesFirebaseSms(brand: Brand): boolean {
  return Boolean(brand.thirdPartyAuth?.smsRoute);
}

export function usesFirebaseSocial(brand: Brand): boolean {
  return (brand.thirdPartyAuth?.socialProviders.length ?? 0) > 0;
}

/** Firebase Auth error codes and the phone and verification texts of spec section 8. */
const FIREBASE_ERROR_KEYS: Record<string, string> = {
  'auth/invalid-phone-number': 'auth:errors.invalidPhone',
  'auth/missing-phone-number': 'auth:errors.missingPhone',
  'auth/too-many-requests': 'core:errors.tooManyRequests',
  'auth/invalid-verification-code': 'auth:errors.invalidCode',
  'auth/missing-verification-code': 'auth:errors.missingCode',
  'auth/captcha-check-failed': 'auth:errors.captchaCheckFailed',
  'auth/quota-exceeded': 'auth:errors.quotaExceeded',
  'auth/operation-not-allowed': 'auth:errors.operationNotAllowed',
  'auth/code-expired': 'auth:errors.codeExpired',
  'auth/popup-closed-by-user': 'auth:errors.popupClosed',
  'auth/cancelled-popup-request': 'auth:errors.popupClosed',
  'auth/popup-blocked': 'core:errors.popupBlocked',
  'auth/network-request-failed': 'core:errors.networkAbnormal',
  'auth/missing-verification-id': 'auth:errors.codeNotSent',
};

export function firebaseErrorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return t(typeof code === 'string' && FIREBASE_ERROR_KEYS[code] ? FIREBASE_ERROR_KEYS[code] : 'auth:errors.unknown');
}
