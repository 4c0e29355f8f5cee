/**
 * Firebase Auth as a brand's "third-party authentication service", as far as the sandbox goes:
 * reading a brand's Firebase settings, and checking the ID token a front end got from Firebase
 * (phone sign-in or a social provider) before the login/register routes trust it.
 *
 * EMULATOR ONLY. The sandbox talks to the Firebase Auth emulator (the Firebase CLI's auth
 * server), never to Google. The emulator's ID tokens are unsigned JWTs (`"alg": "none"`, empty
 * signature), so here "verification" means: decode, check the claims (audience, issuer, expiry),
 * then ask the emulator (`accounts:lookup`, as the project owner) that the account exists, is
 * enabled and its tokens were not revoked, and read the phone number, e-mail and providers from
 * the account, not from the token. Anybody who can reach the sandbox can forge such a token for an account whose uid
 * and details they know: that is acceptable for a local test double and nothing else.
 *
 * A production platform verifies the token's RS256 signature against Google's public keys
 * (https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com,
 * honouring their Cache-Control max-age), checks `kid` names one of those keys, `aud` == project
 * id, `iss` == https://securetoken.google.com/<project id>, `exp` in the future, `iat` and
 * `auth_time` in the past, `sub` non-empty (firebase-admin's verifyIdToken does exactly this,
 * and with `checkRevoked` also the revocation check). This module refuses any token that is not
 * an emulator token, so it can never be mistaken for that verification.
 */

/** Why a token was refused. `EMULATOR_UNAVAILABLE` is the sandbox's problem, not the client's. */
export type FirebaseTokenErrorCode =
  | 'MALFORMED'
  | 'NOT_EMULATOR_TOKEN'
  | 'WRONG_PROJECT'
  | 'WRONG_ISSUER'
  | 'EXPIRED'
  | 'ISSUED_IN_FUTURE'
  | 'USER_NOT_FOUND'
  | 'USER_DISABLED'
  | 'TOKEN_REVOKED'
  | 'CLAIMS_MISMATCH'
  | 'EMULATOR_UNAVAILABLE';

export class FirebaseTokenError extends Error {
  constructor(
    readonly code: FirebaseTokenErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FirebaseTokenError';
  }
}

export interface VerifiedFirebaseUser {
  uid: string;
  /** E.164 (`+5511987654321`) from the account, or null. */
  phoneNumber: string | null;
  email: string | null;
  /** The account's emailVerified (providers such as Google vouch for the address). */
  emailVerified: boolean;
  /** The token's `firebase.sign_in_provider`: `phone`, `google.com`, `facebook.com`, ... */
  signInProvider: string;
}

export interface VerifyFirebaseIdTokenOptions {
  /** The brand's Firebase project id (the emulator must have been started with the same one). */
  projectId: string;
  /** `host:port` of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  emulatorHost: string;
  /** For tests; default Date.now(). */
  now?: () => number;
}

/** Clock skew tolerated on `iat`/`auth_time`, in seconds (firebase-admin tolerates none; the emulator is local). */
const CLOCK_SKEW_S = 60;
const LOOKUP_TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 8_192;
const HOST_PORT = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/;

interface TokenClaims {
  aud?: unknown;
  iss?: unknown;
  exp?: unknown;
  iat?: unknown;
  auth_time?: unknown;
  sub?: unknown;
  user_id?: unknown;
  phone_number?: unknown;
  email?: unknown;
  firebase?: { sign_in_provider?: unknown; tenant?: unknown };
}

interface EmulatorAccount {
  localId: string;
  phoneNumber?: string;
  email?: string;
  emailVerified?: boolean;
  disabled?: boolean;
  /** Seconds since the epoch, as a string: tokens issued before it are revoked. */
  validSince?: string;
  providerUserInfo?: { providerId?: string }[];
}

/**
 * Verifies an ID token minted by the Auth emulator for `projectId` and answers who signed in.
 * Throws FirebaseTokenError (never anything else) when the token must not be trusted.
 */
export async function verifyFirebaseIdToken(idToken: string, opts: VerifyFirebaseIdTokenOptions): Promise<VerifiedFirebaseUser> {
  const now = Math.floor((opts.now ?? Date.now)() / 1000);
  const claims = decodeEmulatorToken(idToken);

  if (claims.aud !== opts.projectId) throw new FirebaseTokenError('WRONG_PROJECT', 'ID token issued for another Firebase project');
  if (claims.iss !== `https://securetoken.google.com/${opts.projectId}`)
    throw new FirebaseTokenError('WRONG_ISSUER', 'ID token has the wrong issuer');
  if (!isSeconds(claims.exp) || !isSeconds(claims.iat) || !isSeconds(claims.auth_time)) {
    throw new FirebaseTokenError('MALFORMED', 'ID token lacks exp, iat or auth_time');
  }
  if (claims.exp <= now) throw new FirebaseTokenError('EXPIRED', 'ID token has expired');
  if (claims.iat > now + CLOCK_SKEW_S || claims.auth_time > now + CLOCK_SKEW_S) {
    throw new FirebaseTokenError('ISSUED_IN_FUTURE', 'ID token was issued in the future');
  }
  const uid = claims.sub;
  if (typeof uid !== 'string' || uid === '' || uid.length > 128 || (claims.user_id !== undefined && claims.user_id !== uid)) {
    throw new FirebaseTokenError('MALFORMED', 'ID token has no valid subject');
  }
  const signInProvider = claims.firebase?.sign_in_provider;
  if (typeof signInProvider !== 'string' || signInProvider === '')
    throw new FirebaseTokenError('MALFORMED', 'ID token has no sign-in provider');
  if (claims.firebase?.tenant !== undefined) throw new FirebaseTokenError('MALFORMED', 'Multi-tenant ID tokens are not supported');

  const account = await lookupAccount(uid, opts);
  if (!account) throw new FirebaseTokenError('USER_NOT_FOUND', 'No such Firebase user');
  if (account.disabled) throw new FirebaseTokenError('USER_DISABLED', 'The Firebase user is disabled');
  if (account.validSince !== undefined && claims.iat < Number(account.validSince)) {
    throw new FirebaseTokenError('TOKEN_REVOKED', "The Firebase user's tokens were revoked");
  }

  // The token cannot be trusted on its own (no signature): it must agree with the account.
  const phoneNumber = account.phoneNumber ?? null;
  const email = account.email ?? null;
  if ((claims.phone_number ?? null) !== phoneNumber)
    throw new FirebaseTokenError('CLAIMS_MISMATCH', 'ID token phone number does not match the account');
  if (claims.email !== undefined && claims.email !== email)
    throw new FirebaseTokenError('CLAIMS_MISMATCH', 'ID token e-mail does not match the account');
  const providers = new Set((account.providerUserInfo ?? []).map((info) => info.providerId));
  const providerOk =
    providers.has(signInProvider) || signInProvider === 'custom' || (signInProvider === 'anonymous' && providers.size === 0);
  if (!providerOk) throw new FirebaseTokenError('CLAIMS_MISMATCH', 'ID token sign-in provider is not linked to the account');

  return { uid, phoneNumber, email, emailVerified: account.emailVerified === true, signInProvider };
}

/** The payload of an emulator token: three base64url parts, `alg: none`, empty signature. */
function decodeEmulatorToken(idToken: unknown): TokenClaims {
  if (typeof idToken !== 'string' || idToken.length === 0 || idToken.length > MAX_TOKEN_LENGTH) {
    throw new FirebaseTokenError('MALFORMED', 'ID token missing or too long');
  }
  const parts = idToken.split('.');
  if (parts.length !== 3 || !parts.slice(0, 2).every((part) => /^[A-Za-z0-9_-]+$/.test(part))) {
    throw new FirebaseTokenError('MALFORMED', 'ID token is not a JWT');
  }
  const header = parseJsonPart(parts[0]);
  const payload = parseJsonPart(parts[1]);
  if (header.alg !== 'none' || parts[2] !== '') {
    // A signed (production) token: its signature would have to be checked against Google's keys,
    // which the sandbox does not do.
    throw new FirebaseTokenError('NOT_EMULATOR_TOKEN', 'Only Auth emulator tokens are accepted by the sandbox');
  }
  return payload as TokenClaims;
}

function parseJsonPart(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new FirebaseTokenError('MALFORMED', 'ID token part is not base64url JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new FirebaseTokenError('MALFORMED', 'ID token part is not a JSON object');
  return value as Record<string, unknown>;
}

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The account `uid` of `projectId`, asked as the project owner (`Authorization: Bearer owner`,
 * which the emulator accepts): scoped to that project, whatever API key the client used.
 */
async function lookupAccount(uid: string, { projectId, emulatorHost }: VerifyFirebaseIdTokenOptions): Promise<EmulatorAccount | undefined> {
  if (!HOST_PORT.test(emulatorHost)) throw new FirebaseTokenError('EMULATOR_UNAVAILABLE', `Bad Auth emulator host "${emulatorHost}"`);
  const url = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:lookup`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new FirebaseTokenError('EMULATOR_UNAVAILABLE', `Auth emulator at ${emulatorHost} unreachable: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    throw new FirebaseTokenError('EMULATOR_UNAVAILABLE', `Auth emulator lookup answered ${response.status}: ${text.slice(0, 300)}`);
  let body: { users?: EmulatorAccount[] };
  try {
    body = JSON.parse(text) as { users?: EmulatorAccount[] };
  } catch {
    throw new FirebaseTokenError('EMULATOR_UNAVAILABLE', 'Auth emulator lookup answered something other than JSON');
  }
  return body.users?.find((user) => user.localId === uid);
}

// ---------------------------------------------------------------------------------------------
// Brand configuration

export type SocialProvider = 'google' | 'facebook';

/** The brand.json block `thirdPartyAuth` (validated by the engine's brand schema). */
export interface ThirdPartyAuthConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId: string };
  useEmulator: boolean;
  smsRoute: boolean;
  socialProviders: SocialProvider[];
}

/**
 * The brand's `thirdPartyAuth` block, or null when the brand has none (or it lacks a Firebase
 * project id). Takes the parsed brand.json (or the Brand object); tolerant of anything missing.
 */
export function thirdPartyAuthOf(brandJson: unknown): ThirdPartyAuthConfig | null {
  const block = objectAt(brandJson, 'thirdPartyAuth');
  const firebase = objectAt(block, 'firebase');
  if (!block || !firebase || typeof firebase.projectId !== 'string' || firebase.projectId === '') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const providers = Array.isArray(block.socialProviders) ? block.socialProviders : [];
  return {
    firebase: {
      apiKey: text(firebase.apiKey),
      authDomain: text(firebase.authDomain),
      projectId: firebase.projectId,
      appId: text(firebase.appId),
    },
    useEmulator: block.useEmulator === true,
    smsRoute: block.smsRoute === true,
    socialProviders: providers.filter((provider): provider is SocialProvider => provider === 'google' || provider === 'facebook'),
  };
}

/** The brand's Firebase project id, or null when it has no `thirdPartyAuth.firebase` block. */
export function firebaseProjectOf(brandJson: unknown): string | null {
  return thirdPartyAuthOf(brandJson)?.firebase.projectId ?? null;
}

function objectAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const inner = (value as Record<string, unknown>)[key];
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : undefined;
}
