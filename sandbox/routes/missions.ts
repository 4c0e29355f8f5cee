import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { requireMember } from '../lib/session-auth';
import { TRIAL_ACCOUNT_TYPE } from '../store/accounts';
import { claimMission, missionLeaderboard, missionSummary } from '../store/missions';
import type { RouteDeps } from './deps';
import { balancesOf } from './wallet';

const missionErrors = {
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Missão não encontrada.'),
  trialAccount: () => new ApiError(403, 'FORBIDDEN', 'Contas de teste não resgatam missões. Crie uma conta real para continuar.'),
  inProgress: () => new ApiError(409, 'MISSION_NOT_COMPLETE', 'Conclua a missão antes de resgatar a recompensa.'),
  claimed: () => new ApiError(409, 'MISSION_CLAIMED', 'Você já resgatou esta missão hoje.'),
};

/**
 * Mission activity (spec section 7; member centre page missionLeaderboard):
 * GET  /wps/relay/MCSFE_getMissionSummaryDetails   today's missions with progress, and the week's score
 * GET  /wps/relay/MCSFE_getMissionLeaderboard      the week's ranking of the merchant (names masked)
 * POST /wps/v2/missions/:code/claim                pays a completed mission once a day (MISSION move)
 */
export function registerMissionRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  scope.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    { schema: routeSchema('relay-MCSFE_getMissionSummaryDetails.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      return ok(await missionSummary(db, member.id, clock.now(), merchantOf(request).currencySymbol));
    },
  );

  scope.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    { schema: routeSchema('relay-MCSFE_getMissionLeaderboard.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      return ok(await missionLeaderboard(db, { merchantCode: member.merchantCode, accountId: member.id }, clock.now()));
    },
  );

  scope.post<{ Params: { code: string } }>(
    '/wps/v2/missions/:code/claim',
    { schema: routeSchema('v2-missions-code-claim.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw missionErrors.trialAccount();
      const now = clock.now();
      const outcome = await db.transaction((tx) =>
        claimMission(
          tx,
          { merchantCode: member.merchantCode, accountId: member.id },
          request.params.code,
          now,
          merchantOf(request).currencySymbol,
        ),
      );
      if (outcome === 'UNKNOWN') throw missionErrors.notFound();
      if (outcome === 'IN_PROGRESS') throw missionErrors.inProgress();
      if (outcome === 'CLAIMED') throw missionErrors.claimed();
      return ok({
        summary: await missionSummary(db, member.id, now, merchantOf(request).currencySymbol),
        balances: await balancesOf(db, member),
      });
    },
  );
}
