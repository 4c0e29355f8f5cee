import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { agentErrors } from '../lib/require-agent';
import { MINUTE_MS } from '../lib/clock';
import { DEFAULT_PASSWORD } from '../lib/passwords';
import { ok } from '../lib/envelope';
import { routeErrorHandler } from '../lib/error-handling';
import { ApiError, apiErrors } from '../lib/errors';
import { EXTERNAL_LOGIN_TYPES, findExternalAccount, type ExternalLoginType } from '../lib/external-login';
import { merchantOf } from '../lib/merchant-context';
import { sessionToken, startSession } from '../lib/session-auth';
import {
  AGENT_TYPES,
  DuplicateAccountError,
  findAccountByMobile,
  findAccountByUsername,
  insertAccount,
  type Account,
} from '../store/accounts';
import { clearLoginFailures, countLoginFailures, recordLoginFailure, type FailureKeys } from '../store/login-failures';
import { findSessionAccount, revokeSession, type PasswordChangeOwed } from '../store/sessions';
import { readModuleSwitches } from '../store/whitelabel';
import { checkCaptcha } from './captcha';
import type { RouteDeps } from './deps';
import { requireSmsCode } from './verification';

type LoginType = '' | 'username' | 'sms' | ExternalLoginType;

interface LoginBody {
  username: string;
  password: string;
  captcha?: string;
  type: LoginType;
  countryDialingCode?: string;
  firebaseIdToken?: string;
  agentOnly?: boolean;
}

interface FreeplayBody {
  os: string;
  platform: 'W';
  randomString: string;
  gatewayVersion: 3;
}

/**
 * Failed-login limits over the 15-minute window (store/login-failures.ts). They hold per address,
 * never per account alone: someone failing against an account from elsewhere cannot lock its
 * owner out (any failure for the account only makes the captcha required).
 *   perUsernameAndAddress  this many failures for one username from one address refuse that
 *                          username from that address (429), right password or not
 *   perAddress             this many failures from one address, any usernames, refuse every login
 *                          from it (429): password spraying
 */
export const LOGIN_FAILURE_LIMITS = { perUsernameAndAddress: 10, perAddress: 30 } as const;
export const FREEPLAY_RATE = { limit: 20, windowMs: 5 * MINUTE_MS };
const TRIAL_NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * POST   /wps/session/login           username+password, SMS code, or Firebase (encrypted)
 * POST   /wps/session/login/freeplay  a new trial account (type 4), logged in
 * DELETE /wps/session/logout          revokes the bearer token
 */
export function registerSessionRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, limiter } = deps;

  scope.post<{ Body: LoginBody }>(
    '/wps/session/login',
    {
      schema: routeSchema('session-login.json'),
      config: { encrypted: true },
      // Every failure of this call, whatever raised it, tells whether the next attempt needs the captcha.
      errorHandler: routeErrorHandler({ failureValue: async (request) => ({ captchaRequired: await captchaNeeded(deps, request) }) }),
    },
    async (request) => {
      const body = request.body;
      const keys = failureKeys(request, body.username);
      const failures = await countLoginFailures(db, keys, clock.now());
      if (failures.usernameAtAddress >= LOGIN_FAILURE_LIMITS.perUsernameAndAddress || failures.address >= LOGIN_FAILURE_LIMITS.perAddress) {
        throw apiErrors.rateLimited();
      }
      const switches = await readModuleSwitches(db, keys.merchantCode);
      if (switches.get('CAPTCHA3') && failures.username + failures.address > 0) await checkCaptcha(request, deps, body.captcha, 401);

      const account = await identify(request, deps, switches, body, keys);
      if (account.frozen) throw apiErrors.accountFrozen();
      // The agent site's login (spec section 6): the credentials are right, but only agents get a session.
      if (body.agentOnly && !AGENT_TYPES.includes(account.type)) throw agentErrors.agentLoginOnly();
      await clearLoginFailures(db, keys);
      return ok(await startSession(deps, account, passwordChangeOwed(body, account, switches)));
    },
  );

  scope.post<{ Body: FreeplayBody }>(
    '/wps/session/login/freeplay',
    { schema: routeSchema('session-login-freeplay.json') },
    async (request) => {
      const merchantCode = merchantOf(request).merchantCode;
      if (!(await readModuleSwitches(db, merchantCode)).get('FREEPLAY3')) throw apiErrors.featureOff();
      if (!limiter.consume('freeplay-address', `${merchantCode}:${request.ip}`, FREEPLAY_RATE)) throw apiErrors.tooManyRequests();
      return ok(await startSession(deps, await createTrialAccount(deps, merchantCode)));
    },
  );

  scope.delete('/wps/session/logout', { schema: routeSchema('session-logout.json') }, async (request) => {
    const token = sessionToken(request);
    // A frozen account may still log out: only the token's validity matters here.
    if (!token || !(await findSessionAccount(db, merchantOf(request).merchantCode, token, clock.now()))) throw apiErrors.notLoggedIn();
    await revokeSession(db, token, clock.now());
    return ok(null);
  });
}

function failureKeys(request: FastifyRequest, username: unknown): FailureKeys {
  return {
    merchantCode: merchantOf(request).merchantCode,
    usernameKey: typeof username === 'string' ? username.toLowerCase() : '',
    address: request.ip,
  };
}

/**
 * Spec section 4, login step 6, held by the server: a password login with the platform's default
 * password, or with an expired one while PWDEXPFORCECHANGE3 is on, must change it before anything
 * else. SMS and third-party logins typed no password and owe nothing.
 */
function passwordChangeOwed(body: LoginBody, account: Account, switches: Map<string, boolean>): PasswordChangeOwed {
  if (body.type !== '' && body.type !== 'username') return null;
  if (body.password === DEFAULT_PASSWORD) return 'default';
  return account.passwordExpired && switches.get('PWDEXPFORCECHANGE3') ? 'expired' : null;
}

/** Whether the next login for this username, or from this address, must carry the captcha. */
async function captchaNeeded({ db, clock }: RouteDeps, request: FastifyRequest): Promise<boolean> {
  if (!request.merchant) return false;
  const username = (request.body as { username?: unknown } | undefined)?.username;
  const keys = failureKeys(request, username);
  if (!(await readModuleSwitches(db, keys.merchantCode)).get('CAPTCHA3')) return false;
  const failures = await countLoginFailures(db, keys, clock.now());
  return failures.username + failures.address > 0;
}

/** Checks the credentials of a login; a wrong one is recorded as a failure, then thrown. */
async function identify(
  request: FastifyRequest,
  deps: RouteDeps,
  switches: Map<string, boolean>,
  body: LoginBody,
  keys: FailureKeys,
): Promise<Account> {
  const { db, clock, passwords } = deps;
  const fail = async (error: ApiError): Promise<never> => {
    await recordLoginFailure(db, keys, clock.now());
    throw error;
  };

  if (body.type === '' || body.type === 'username') {
    // A mobile number with its dialing code also names the account (the login after a reset by phone).
    const account =
      (await findAccountByUsername(db, keys.merchantCode, body.username)) ??
      (body.countryDialingCode && /^[0-9]+$/.test(body.username)
        ? await findAccountByMobile(db, keys.merchantCode, body.countryDialingCode, body.username)
        : undefined);
    // Unknown user or no usable password: same answer, same (argon2) time.
    const right = await passwords.verify(body.password, account?.passwordHash);
    if (!account || !right) return fail(apiErrors.loginFailed());
    return account;
  }

  if (body.type === 'sms') {
    if (!switches.get('MOBILEVERCODELOGIN3')) throw apiErrors.featureOff();
    if (!body.countryDialingCode) throw apiErrors.invalidRequest('Campo obrigatório em falta: "countryDialingCode".');
    if (!/^[0-9]{6,15}$/.test(body.username) || !/^[0-9]{6}$/.test(body.password)) return fail(apiErrors.loginFailed());
    const target = {
      merchantCode: keys.merchantCode,
      countryDialingCode: body.countryDialingCode,
      mobileNum: body.username,
      purpose: 'login' as const,
    };
    try {
      await requireSmsCode(deps, target, body.password, 401);
    } catch (error) {
      return fail(error as ApiError);
    }
    const account = await findAccountByMobile(db, keys.merchantCode, body.countryDialingCode, body.username);
    if (!account) return fail(apiErrors.loginFailed());
    return account;
  }

  // Firebase sign-in: a separate branch (lib/external-login.ts, verifyFirebaseIdToken of lib/firebase-auth.ts).
  if ((EXTERNAL_LOGIN_TYPES as readonly string[]).includes(body.type)) {
    // The merchant's switches hold for the third-party route too: SMS login, social login.
    if (!switches.get(body.type === 'firebase_sms' ? 'MOBILEVERCODELOGIN3' : 'SOCIALLOGIN3')) throw apiErrors.featureOff();
    const account = await findExternalAccount(db, deps, keys.merchantCode, body.type as ExternalLoginType, body.firebaseIdToken);
    if (!account) return fail(apiErrors.loginFailed());
    return account;
  }
  throw apiErrors.invalidRequest('O campo "type" tem um valor não permitido.');
}

async function createTrialAccount({ db }: RouteDeps, merchantCode: string): Promise<Account> {
  for (let attempt = 0; ; attempt += 1) {
    let username = 'demo';
    for (let index = 0; index < 8; index += 1) username += TRIAL_NAME_ALPHABET[randomInt(TRIAL_NAME_ALPHABET.length)];
    try {
      return await insertAccount(db, { merchantCode, username, passwordHash: null, type: 4, nickname: username, firstLoginDone: false });
    } catch (error) {
      if (!(error instanceof DuplicateAccountError) || attempt >= 4) throw error;
    }
  }
}
