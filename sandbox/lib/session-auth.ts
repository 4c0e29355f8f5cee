import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { markLoggedIn, type Account } from '../store/accounts';
import { activeExclusion } from '../store/responsible-gaming';
import { createSession, findSession, type PasswordChangeOwed } from '../store/sessions';
import type { Clock } from './clock';
import { apiErrors } from './errors';
import { merchantOf } from './merchant-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The call stays open to a session that owes a password change (the change itself). Every
     * other call with requireMember refuses such a session with 403 PASSWORD_CHANGE_REQUIRED.
     */
    openWhilePasswordChangeOwed?: boolean;
  }
}

/** What the session check needs (a RouteDeps will do). */
export interface SessionDeps {
  db: Db;
  clock: Clock;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** The token of `Authorization: Bearer <token>`, when the header has that shape. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
}

/**
 * The account behind the request's bearer token, for calls that need a logged-in member:
 *
 *   const member = await requireMember(request, deps);
 *
 * A missing, malformed, unknown, revoked or expired token, or one issued by another merchant,
 * answers 401 NOT_LOGGED_IN; a frozen account 403 ACCOUNT_FROZEN; a session that owes a password
 * change 403 PASSWORD_CHANGE_REQUIRED, unless the route is open to it (the change itself). Only
 * for routes registered under the merchant scope (X-Merchant-Code).
 */
export async function requireMember(request: FastifyRequest, deps: SessionDeps): Promise<Account> {
  const token = sessionToken(request);
  if (!token) throw apiErrors.notLoggedIn();
  const found = await findSession(deps.db, merchantOf(request).merchantCode, token, deps.clock.now());
  if (!found) throw apiErrors.notLoggedIn();
  if (found.account.frozen) throw apiErrors.accountFrozen();
  if (found.passwordChange && request.routeOptions.config.openWhilePasswordChangeOwed !== true) {
    throw apiErrors.passwordChangeRequired(found.passwordChange);
  }
  return found.account;
}

/**
 * The member behind the bearer token, for calls that answer anyone but fill per-member fields for
 * a member (the game list's favourites). No token, or one that would be refused by requireMember
 * (stale, revoked, another merchant's, a frozen account), means an anonymous caller: a lobby
 * left open past its session keeps working instead of failing.
 */
export async function optionalMember(request: FastifyRequest, deps: SessionDeps): Promise<Account | undefined> {
  const token = sessionToken(request);
  if (!token) return undefined;
  const found = await findSession(deps.db, merchantOf(request).merchantCode, token, deps.clock.now());
  // A session that owes a password change is a visitor until it has changed it.
  return found && !found.account.frozen && !found.passwordChange ? found.account : undefined;
}

/** What a login (and a registration, and free play) answers. */
export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  /** The password must be replaced: it expired, or it is the platform's default. */
  passwordExpired: boolean;
  /** The session may do nothing but change the password (and log out) until it has. */
  passwordChangeRequired: boolean;
}

/**
 * Opens a session for `account`; firstTimeLogin is true once, on the account's first login.
 * `passwordChange` says whether (and why) the session must change its password first.
 */
export async function startSession(deps: SessionDeps, account: Account, passwordChange: PasswordChangeOwed = null): Promise<LoginResult> {
  // Every way in (password, SMS, Firebase, registration) ends here: a self-excluded member stays out.
  const exclusion = await activeExclusion(deps.db, account.id, deps.clock.now());
  if (exclusion) throw apiErrors.selfExcluded(exclusion.endsAt);
  const token = await createSession(deps.db, account, deps.clock.now(), passwordChange);
  const firstTimeLogin = await markLoggedIn(deps.db, account.id);
  return {
    token,
    firstTimeLogin,
    passwordExpired: account.passwordExpired || passwordChange === 'default',
    passwordChangeRequired: passwordChange !== null,
  };
}
