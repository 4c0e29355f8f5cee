import type { Queryable } from '../db/db';
import { countAccountsWithEmail, findAccountByEmail, findAccountByMobile, type Account } from '../store/accounts';
import type { Clock } from './clock';
import { apiErrors } from './errors';
import { FirebaseTokenError, verifyFirebaseIdToken, type ThirdPartyAuthConfig } from './firebase-auth';

/**
 * Sign-in through a third party (Firebase Authentication): the firebase_* types of
 * session/login and the Firebase channel of registration. Kept apart from the password and SMS
 * logins; the ID token itself is checked by verifyFirebaseIdToken (lib/firebase-auth.ts), which
 * only trusts the Auth emulator.
 */
export type ExternalLoginType = 'firebase_sms' | 'firebase_google' | 'firebase_facebook';

export const EXTERNAL_LOGIN_TYPES: readonly ExternalLoginType[] = ['firebase_sms', 'firebase_google', 'firebase_facebook'];

/** The Firebase sign-in provider each login type must come with. */
const PROVIDER_OF: Record<ExternalLoginType, string> = {
  firebase_sms: 'phone',
  firebase_google: 'google.com',
  firebase_facebook: 'facebook.com',
};

/** What the routes need to check a Firebase sign-in. */
export interface ExternalAuthSettings {
  /** `host:port` of the Firebase Auth emulator (SandboxOptions.firebaseAuthEmulator); none: no Firebase sign-in. */
  emulatorHost: string | undefined;
  /** The merchant's brand settings (brand.json thirdPartyAuth), or null. */
  configOf(merchantCode: string): ThirdPartyAuthConfig | null;
}

/** Who a verified Firebase ID token says the user is. */
export interface ExternalIdentity {
  uid: string;
  /** E.164, e.g. +639171234567, for phone sign-ins. */
  phoneNumber: string | null;
  email: string | null;
  /** Whether the provider vouches for the e-mail: only then may it name a platform account. */
  emailVerified: boolean;
  signInProvider: string;
}

export interface ExternalLoginDeps {
  externalAuth: ExternalAuthSettings;
  clock: Clock;
}

/**
 * Verifies a Firebase ID token for `type` and the merchant's Firebase project. Answers the
 * identity, or undefined when the token is not to be trusted (malformed, expired, another
 * project, revoked, another provider...). Throws 400 FIREBASE_UNAVAILABLE when the brand does
 * not offer this sign-in, or the sandbox runs without (or cannot reach) the Auth emulator.
 */
export async function verifyExternalIdentity(
  { externalAuth, clock }: ExternalLoginDeps,
  merchantCode: string,
  type: ExternalLoginType,
  idToken: string | undefined,
): Promise<ExternalIdentity | undefined> {
  const config = externalAuth.configOf(merchantCode);
  if (!config || !externalAuth.emulatorHost || !offers(config, type)) throw apiErrors.firebaseUnavailable();
  if (!idToken) return undefined;
  let identity: ExternalIdentity;
  try {
    identity = await verifyFirebaseIdToken(idToken, {
      projectId: config.firebase.projectId,
      emulatorHost: externalAuth.emulatorHost,
      now: () => clock.now().getTime(),
    });
  } catch (error) {
    if (!(error instanceof FirebaseTokenError)) throw error;
    if (error.code === 'EMULATOR_UNAVAILABLE') throw apiErrors.firebaseUnavailable();
    return undefined;
  }
  return identity.signInProvider === PROVIDER_OF[type] ? identity : undefined;
}

function offers(config: ThirdPartyAuthConfig, type: ExternalLoginType): boolean {
  if (type === 'firebase_sms') return config.smsRoute;
  return config.socialProviders.includes(type === 'firebase_google' ? 'google' : 'facebook');
}

/**
 * The account a Firebase sign-in opens, or undefined: by phone number for firebase_sms (the E.164
 * number split into an account's dialing code and number), by e-mail for Google and Facebook.
 * Accounts are not created here: a new user registers first.
 */
export async function findExternalAccount(
  db: Queryable,
  deps: ExternalLoginDeps,
  merchantCode: string,
  type: ExternalLoginType,
  idToken: string | undefined,
): Promise<Account | undefined> {
  const identity = await verifyExternalIdentity(deps, merchantCode, type, idToken);
  if (!identity) return undefined;
  if (type === 'firebase_sms') {
    const phone = identity.phoneNumber;
    if (!phone || !/^\+[0-9]{7,19}$/.test(phone)) return undefined;
    // +639171234567: the dialing code has 1 to 4 digits, so try each split.
    for (let digits = 1; digits <= 4; digits += 1) {
      const account = await findAccountByMobile(db, merchantCode, phone.slice(0, digits + 1), phone.slice(digits + 1));
      if (account) return account;
    }
    return undefined;
  }
  // Platform e-mails are neither verified nor unique: a provider's e-mail names an account only
  // when the provider verified it and exactly one account of the merchant carries it.
  if (!identity.email || !identity.emailVerified) return undefined;
  const matches = await countAccountsWithEmail(db, merchantCode, identity.email);
  return matches === 1 ? findAccountByEmail(db, merchantCode, identity.email) : undefined;
}
