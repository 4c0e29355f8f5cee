/**
 * The third-party authentication route (Firebase Auth): phone sign-in for SMS login and
 * registration, and social sign-in. Loaded only in this chunk, only when a brand uses it.
 * Sessions live in memory: the platform's token is the session, Firebase only proves the
 * phone or the social account once.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  connectAuthEmulator,
  FacebookAuthProvider,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  type Auth,
  type ConfirmationResult,
} from 'firebase/auth';
import type { Brand } from '../../../core/brand/brand-types';

let app: FirebaseApp | null = null;
let auth: Auth | null = null;
let verifier: RecaptchaVerifier | null = null;
const confirmations = new Map<string, ConfirmationResult>();

function authFor(brand: Brand): Auth {
  if (auth) return auth;
  const config = brand.thirdPartyAuth;
  if (!config) throw Object.assign(new Error('No third-party authentication for this brand'), { code: 'auth/operation-not-allowed' });
  app = initializeApp(config.firebase, `auth-${brand.id}`);
  // No popup resolver here: it would load Google's popup script at start, which phone sign-in never needs.
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  auth.languageCode = brand.languages.default;
  if (config.useEmulator) {
    // The platform forwards the emulator's API under its own origin (sandbox/README.md).
    connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

function recaptchaFor(current: Auth): RecaptchaVerifier {
  if (verifier) return verifier;
  const holder = document.createElement('div');
  holder.id = 'firebase-recaptcha';
  holder.hidden = true;
  document.body.appendChild(holder);
  verifier = new RecaptchaVerifier(current, holder, { size: 'invisible' });
  return verifier;
}

/** Sends the code to `phoneNumber` (E.164) and keeps the confirmation for `purpose`. */
export async function sendPhoneCode(brand: Brand, purpose: string, phoneNumber: string): Promise<void> {
  const current = authFor(brand);
  const confirmation = await signInWithPhoneNumber(current, phoneNumber, recaptchaFor(current));
  confirmations.set(purpose, confirmation);
}

/** Confirms the code the user typed; answers the ID token the platform verifies. */
export async function confirmPhoneCode(purpose: string, code: string): Promise<string> {
  const confirmation = confirmations.get(purpose);
  if (!confirmation) throw Object.assign(new Error('No code was sent'), { code: 'auth/missing-verification-id' });
  const credential = await confirmation.confirm(code);
  confirmations.delete(purpose);
  return credential.user.getIdToken();
}

export async function socialSignIn(brand: Brand, provider: 'google' | 'facebook'): Promise<string> {
  const current = authFor(brand);
  const credential = await signInWithPopup(
    current,
    provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider(),
    browserPopupRedirectResolver,
  );
  return credential.user.getIdToken();
}
