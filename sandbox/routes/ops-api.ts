import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { readCookie, serializeCookie } from '../lib/cookies';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { MODULE_DESCRIPTIONS } from '../ops/module-descriptions';
import { listAudit, recordAudit } from '../store/audit';
import { findMerchant, listMerchantCodes, lockMerchant } from '../store/merchants';
import {
  clearOperatorLoginFailures,
  countOperatorLoginFailures,
  createOperatorSession,
  csrfMatches,
  endOperatorSession,
  findOperatorForLogin,
  findOperatorSession,
  OPERATOR_SESSION_TTL_MS,
  recordOperatorLoginFailure,
  type OperatorSession,
} from '../store/operators';
import { readStatus, writeStatus, type MerchantStatusInput } from '../store/status';
import { readVendorSwitches, writeVendorSwitch } from '../store/vendor-switches';
import { readModuleStates, readModuleSwitches, readWhitelabelTree, writeModuleStates, type WhitelabelModule } from '../store/whitelabel';
import type { RouteDeps } from './deps';
import { LOGIN_FAILURE_LIMITS } from './session';

/** The back office's session cookie: only /ops pages and calls ever carry it. */
export const OPS_COOKIE = 'ops_session';
const OPS_PATH = '/ops';
const CSRF_HEADER = 'x-csrf-token';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const csrfRefused = () =>
  new ApiError(403, 'CSRF_REFUSED', 'Pedido recusado: o token de segurança falta ou não confere. Recarregue a página.');

interface ModuleView {
  modId: string;
  enabled: boolean;
  on: boolean;
  description: string;
  children: ModuleView[];
}

function moduleViews(nodes: readonly WhitelabelModule[], switches: ReadonlyMap<string, boolean>): ModuleView[] {
  return nodes.map((node) => ({
    modId: node.modId,
    enabled: node.enabled === '1',
    on: switches.get(node.modId) === true,
    description: MODULE_DESCRIPTIONS[node.modId] ?? '',
    children: moduleViews(node.childrenNodes, switches),
  }));
}

/**
 * The operators' back office API (issue 23), outside the merchant scope: an operator works across
 * merchants. Every call needs a live session cookie (401 NOT_LOGGED_IN otherwise), every write
 * also the session's CSRF token in X-CSRF-Token (403 CSRF_REFUSED); the cookie is HttpOnly and
 * SameSite=Strict. Failed logins are limited as players' are.
 *   POST   /ops/api/session                                 log in
 *   GET    /ops/api/session                                 who is logged in, and the CSRF token
 *   DELETE /ops/api/session                                 log out
 *   GET    /ops/api/merchants                               the merchants
 *   GET    /ops/api/merchants/:merchantCode                 its module tree and site status
 *   PUT    /ops/api/merchants/:merchantCode/modules/:modId  switch one module
 *   PUT    /ops/api/merchants/:merchantCode/vendors/:gameType/:vendorCode  switch one vendor card
 *   PUT    /ops/api/merchants/:merchantCode/status          set the site status
 *   GET    /ops/api/merchants/:merchantCode/audit           the audit trail, newest first
 */
export function registerOpsApiRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, passwords, invalidation } = deps;

  const sessionOf = async (request: FastifyRequest): Promise<OperatorSession> => {
    const token = readCookie(request.headers.cookie, OPS_COOKIE);
    const session = token ? await findOperatorSession(db, token, clock.now()) : undefined;
    if (!session) throw apiErrors.notLoggedIn();
    if (WRITE_METHODS.has(request.method) && !csrfMatches(session, request.headers[CSRF_HEADER])) throw csrfRefused();
    return session;
  };
  const setCookie = (request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    reply.header(
      'set-cookie',
      serializeCookie(OPS_COOKIE, value, {
        path: OPS_PATH,
        maxAgeSeconds,
        httpOnly: true,
        sameSite: 'Strict',
        secure: request.protocol === 'https',
      }),
    );
  const sessionView = (session: Pick<OperatorSession, 'operator' | 'csrfToken' | 'expiresAt'>) => ({
    operator: { username: session.operator.username, displayName: session.operator.displayName },
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt.toISOString(),
  });
  const merchantView = async (merchantCode: string) => {
    const merchant = await findMerchant(db, merchantCode);
    if (!merchant) throw apiErrors.unknownMerchant();
    const [tree, switches, vendors, status] = await Promise.all([
      readWhitelabelTree(db, merchantCode),
      readModuleSwitches(db, merchantCode),
      readVendorSwitches(db, merchantCode),
      readStatus(db, merchantCode),
    ]);
    return { merchantCode, name: merchant.name, brandId: merchant.brandId, modules: moduleViews(tree, switches), vendors, status };
  };

  app.post<{ Body: { username: string; password: string } }>(
    '/ops/api/session',
    { schema: routeSchema('ops-session-login.json') },
    async (request, reply) => {
      const { username, password } = request.body;
      const keys = { usernameKey: username.toLowerCase(), address: request.ip };
      const now = clock.now();
      // Every attempt counts as a failure before the (slow, argon2) check and is cleared only by a
      // success: attempts sent side by side then see each other, and no more than the limit are
      // ever checked, however many arrive at once. This attempt is among those counted.
      await recordOperatorLoginFailure(db, keys, now);
      const failures = await countOperatorLoginFailures(db, keys, now);
      if (failures.usernameAtAddress > LOGIN_FAILURE_LIMITS.perUsernameAndAddress || failures.address > LOGIN_FAILURE_LIMITS.perAddress) {
        throw apiErrors.rateLimited();
      }
      const found = await findOperatorForLogin(db, username);
      // An unknown username costs one verification too, so timing does not tell who exists.
      if (!(await passwords.verify(password, found?.passwordHash)) || !found) throw apiErrors.loginFailed();
      await clearOperatorLoginFailures(db, keys);
      const { token, csrfToken } = await createOperatorSession(db, found.operator.id, now);
      setCookie(request, reply, token, OPERATOR_SESSION_TTL_MS / 1000);
      return ok(sessionView({ operator: found.operator, csrfToken, expiresAt: new Date(now.getTime() + OPERATOR_SESSION_TTL_MS) }));
    },
  );

  app.get('/ops/api/session', { schema: routeSchema('ops-session-read.json') }, async (request) =>
    ok(sessionView(await sessionOf(request))),
  );

  app.delete('/ops/api/session', { schema: routeSchema('ops-session-logout.json') }, async (request, reply) => {
    await sessionOf(request);
    await endOperatorSession(db, readCookie(request.headers.cookie, OPS_COOKIE) ?? '');
    setCookie(request, reply, '', 0);
    return ok(null);
  });

  app.get('/ops/api/merchants', { schema: routeSchema('ops-merchants.json') }, async (request) => {
    await sessionOf(request);
    const merchants = await Promise.all((await listMerchantCodes(db)).map((code) => findMerchant(db, code)));
    return ok(
      merchants.flatMap((merchant) =>
        merchant ? [{ merchantCode: merchant.merchantCode, name: merchant.name, brandId: merchant.brandId }] : [],
      ),
    );
  });

  app.get<{ Params: { merchantCode: string } }>(
    '/ops/api/merchants/:merchantCode',
    { schema: routeSchema('ops-merchant.json') },
    async (request) => {
      await sessionOf(request);
      return ok(await merchantView(request.params.merchantCode));
    },
  );

  app.put<{ Params: { merchantCode: string; modId: string }; Body: { enabled: boolean } }>(
    '/ops/api/merchants/:merchantCode/modules/:modId',
    { schema: routeSchema('ops-merchant-module.json') },
    async (request) => {
      const { operator } = await sessionOf(request);
      const { merchantCode, modId } = request.params;
      const { enabled } = request.body;
      await invalidation.changing(merchantCode, ['modules'], () =>
        db.transaction(async (tx) => {
          if (!(await lockMerchant(tx, merchantCode))) throw apiErrors.unknownMerchant();
          const before = await readModuleStates(tx, merchantCode);
          if (!Object.hasOwn(before, modId)) throw apiErrors.notFound();
          if (before[modId] === enabled) return; // nothing changed, nothing to record
          await writeModuleStates(tx, merchantCode, { [modId]: enabled });
          await recordAudit(
            tx,
            { operator, merchantCode, subject: `module:${modId}`, oldValue: before[modId], newValue: enabled },
            clock.now(),
          );
        }),
      );
      return ok(await merchantView(merchantCode));
    },
  );

  app.put<{ Params: { merchantCode: string; gameType: string; vendorCode: string }; Body: { enabled: boolean } }>(
    '/ops/api/merchants/:merchantCode/vendors/:gameType/:vendorCode',
    { schema: routeSchema('ops-merchant-vendor.json') },
    async (request) => {
      const { operator } = await sessionOf(request);
      const { merchantCode, gameType, vendorCode } = request.params;
      const { enabled } = request.body;
      await invalidation.changing(merchantCode, ['vendorCards'], () =>
        db.transaction(async (tx) => {
          if (!(await lockMerchant(tx, merchantCode))) throw apiErrors.unknownMerchant();
          const before = await writeVendorSwitch(tx, merchantCode, { gameType, vendorCode }, enabled);
          if (before === undefined) throw apiErrors.notFound();
          if (before === enabled) return; // nothing changed, nothing to record
          await recordAudit(
            tx,
            { operator, merchantCode, subject: `vendor:${gameType}/${vendorCode}`, oldValue: before, newValue: enabled },
            clock.now(),
          );
        }),
      );
      return ok(await merchantView(merchantCode));
    },
  );

  app.put<{ Params: { merchantCode: string }; Body: MerchantStatusInput }>(
    '/ops/api/merchants/:merchantCode/status',
    { schema: routeSchema('ops-merchant-status.json') },
    async (request) => {
      const { operator } = await sessionOf(request);
      const { merchantCode } = request.params;
      const { maintenance, regionRestriction, regionMessage } = request.body;
      const next: MerchantStatusInput = { maintenance, regionRestriction, regionMessage };
      await invalidation.changing(merchantCode, ['status'], () =>
        db.transaction(async (tx) => {
          if (!(await lockMerchant(tx, merchantCode))) throw apiErrors.unknownMerchant();
          const before = await readStatus(tx, merchantCode);
          await writeStatus(tx, merchantCode, next);
          // Compared as stored (an end time read back in one ISO form), not as typed: the same
          // status sent again with "…Z" for "….000Z" is no change and records nothing.
          const after = await readStatus(tx, merchantCode);
          if (JSON.stringify(before) === JSON.stringify(after)) return;
          await recordAudit(tx, { operator, merchantCode, subject: 'status', oldValue: before, newValue: after }, clock.now());
        }),
      );
      return ok(await merchantView(merchantCode));
    },
  );

  app.get<{ Params: { merchantCode: string }; Querystring: { limit?: number; before?: number } }>(
    '/ops/api/merchants/:merchantCode/audit',
    { schema: routeSchema('ops-merchant-audit.json') },
    async (request) => {
      await sessionOf(request);
      const { merchantCode } = request.params;
      if (!(await findMerchant(db, merchantCode))) throw apiErrors.unknownMerchant();
      return ok(await listAudit(db, merchantCode, request.query.limit ?? 50, request.query.before));
    },
  );
}
