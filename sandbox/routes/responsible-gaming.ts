import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { requireMember, sessionToken } from '../lib/session-auth';
import type { Queryable } from '../db/db';
import {
  depositRoom,
  readDepositLimits,
  readRealityCheck,
  selfExclude,
  setDepositLimit,
  setRealityCheck,
  type ExclusionPeriod,
  type LimitPeriod,
} from '../store/responsible-gaming';
import { findSessionStart, revokeOtherSessions } from '../store/sessions';
import { fromCents, toCents } from '../store/wallets';
import { TRIAL_ACCOUNT_TYPE } from '../store/accounts';
import type { RouteDeps } from './deps';

const trialRefused = () =>
  new ApiError(403, 'FORBIDDEN', 'Contas de teste não têm ferramentas de jogo responsável. Crie uma conta real para usá-las.');

async function overviewOf(db: Queryable, accountId: number, now: Date) {
  const [limits, room, interval] = await Promise.all([
    readDepositLimits(db, accountId, now),
    depositRoom(db, accountId, now),
    readRealityCheck(db, accountId),
  ]);
  return {
    depositLimits: limits.map((limit) => ({ ...limit, pendingFrom: limit.pendingFrom?.toISOString() ?? null })),
    depositRoom: room,
    realityCheckMinutes: interval,
  };
}

/**
 * Responsible-gaming tools (beyond the spec: the licences the site shows require them):
 * GET  /wps/v2/responsible-gaming                  limits, what they still allow, reality check
 * PUT  /wps/v2/responsible-gaming/deposit-limits   set or remove one limit (raises wait 24 hours)
 * PUT  /wps/v2/responsible-gaming/reality-check    the reminder interval
 * GET  /wps/v2/responsible-gaming/session          time and net result of this session
 * POST /wps/v2/responsible-gaming/self-exclusion   exclude now, behind the login password
 */
export function registerResponsibleGamingRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock, passwords } = deps;

  scope.get('/wps/v2/responsible-gaming', { schema: routeSchema('v2-responsible-gaming.json') }, async (request) => {
    const member = await requireMember(request, deps);
    return ok(await overviewOf(db, member.id, clock.now()));
  });

  scope.put<{ Body: { period: LimitPeriod; amount: string | null } }>(
    '/wps/v2/responsible-gaming/deposit-limits',
    { schema: routeSchema('v2-responsible-gaming-deposit-limits.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      const { period, amount } = request.body;
      const cents = amount === null ? null : toCents(amount);
      if (cents !== null && cents <= 0) throw apiErrors.invalidRequest('O limite deve ser maior que zero.');
      const now = clock.now();
      const outcome = await db.transaction((tx) => setDepositLimit(tx, member.id, period, cents === null ? null : fromCents(cents), now));
      return ok({ outcome, overview: await overviewOf(db, member.id, now) });
    },
  );

  scope.put<{ Body: { intervalMinutes: number | null } }>(
    '/wps/v2/responsible-gaming/reality-check',
    { schema: routeSchema('v2-responsible-gaming-reality-check.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const now = clock.now();
      await setRealityCheck(db, member.id, request.body.intervalMinutes, now);
      return ok(await overviewOf(db, member.id, now));
    },
  );

  scope.get('/wps/v2/responsible-gaming/session', { schema: routeSchema('v2-responsible-gaming-session.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const startedAt = (await findSessionStart(db, sessionToken(request) ?? '')) ?? clock.now();
    const { rows: play } = await db.query<{ staked: string; won: string }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'BET'), 0)::numeric(14, 2)::text AS staked,
              coalesce(sum(amount) FILTER (WHERE kind = 'PAYOUT'), 0)::numeric(14, 2)::text AS won
         FROM wallet_moves WHERE account_id = $1 AND created_at >= $2`,
      [member.id, startedAt],
    );
    const staked = play[0]?.staked ?? '0.00';
    const won = play[0]?.won ?? '0.00';
    return ok({
      startedAt: startedAt.toISOString(),
      staked,
      won,
      netResult: fromCents(toCents(won) - toCents(staked)),
      intervalMinutes: await readRealityCheck(db, member.id),
    });
  });

  scope.post<{ Body: { period: ExclusionPeriod; password: string; confirm: true } }>(
    '/wps/v2/responsible-gaming/self-exclusion',
    { schema: routeSchema('v2-responsible-gaming-self-exclusion.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw trialRefused();
      if (!member.passwordHash || !(await passwords.verify(request.body.password, member.passwordHash))) throw apiErrors.wrongPassword();
      const now = clock.now();
      const endsAt = await db.transaction(async (tx) => {
        const ends = await selfExclude(tx, member.id, request.body.period, now);
        // Every session ends, this one included: the member is logged out everywhere at once.
        await revokeOtherSessions(tx, member.id, undefined, now);
        return ends;
      });
      return ok({ endsAt: endsAt?.toISOString() ?? null });
    },
  );
}
