import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { calendarRange } from '../lib/date-range';
import { ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { requireMember } from '../lib/session-auth';
import { TRIAL_ACCOUNT_TYPE } from '../store/accounts';
import { claimReward, listRewards, type RewardStatus } from '../store/rewards';
import { fromCents, listMemberPostings, toCents, type MoveKind } from '../store/wallets';
import type { RouteDeps } from './deps';
import { balancesOf, MAX_RECORD_RANGE_DAYS } from './wallet';

/** The ledger kinds that are bonuses of one sort or another (bonusDetails). */
export const BONUS_KINDS: readonly MoveKind[] = ['BONUS', 'REWARD', 'REFERRAL', 'MISSION', 'POINTS'];

const rewardErrors = {
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Recompensa não encontrada.'),
  trialAccount: () => new ApiError(403, 'FORBIDDEN', 'Contas de teste não resgatam recompensas. Crie uma conta real para continuar.'),
  notAvailable: (status: Exclude<RewardStatus, 'AVAILABLE'>) =>
    new ApiError(
      409,
      'REWARD_NOT_AVAILABLE',
      {
        CLAIMED: 'Esta recompensa já foi resgatada.',
        EXPIRED: 'Esta recompensa expirou.',
        UPCOMING: 'Esta recompensa ainda não está disponível.',
      }[status],
    ),
};

/**
 * Rewards and bonus records (member centre pages rewardCenter and bonusDetails):
 * GET  /wps/v2/rewards              the member's rewards with their status, and what can be claimed now
 * POST /wps/v2/rewards/:id/claim    pays an available reward into MAIN (once, even when clicked twice)
 * GET  /wps/v2/records/bonuses      bonus, reward, referral, mission and points credits by date range
 */
export function registerRewardRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  scope.get('/wps/v2/rewards', { schema: routeSchema('v2-rewards.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const list = await listRewards(db, member.id, clock.now());
    const available = list.filter((reward) => reward.status === 'AVAILABLE');
    return ok({
      list,
      availableCount: available.length,
      availableAmount: fromCents(available.reduce((sum, reward) => sum + toCents(reward.amount), 0)),
    });
  });

  scope.post<{ Params: { id: string } }>(
    '/wps/v2/rewards/:id/claim',
    { schema: routeSchema('v2-rewards-id-claim.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw rewardErrors.trialAccount();
      const outcome = await db.transaction((tx) =>
        claimReward(tx, { merchantCode: member.merchantCode, accountId: member.id }, Number(request.params.id), clock.now()),
      );
      if (outcome === 'NOT_FOUND') throw rewardErrors.notFound();
      if (typeof outcome === 'string') throw rewardErrors.notAvailable(outcome);
      return ok({ reward: outcome, balances: await balancesOf(db, member) });
    },
  );

  scope.get<{ Querystring: { from: string; to: string; pageNo: string; pageSize: string } }>(
    '/wps/v2/records/bonuses',
    { schema: routeSchema('v2-records-bonuses.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { from, to } = calendarRange(request.query.from, request.query.to, MAX_RECORD_RANGE_DAYS);
      const page = await listMemberPostings(db, member.id, {
        from,
        to,
        kinds: BONUS_KINDS,
        pageNo: Number(request.query.pageNo),
        pageSize: Number(request.query.pageSize),
      });
      return ok({
        list: page.list.map((entry) => ({
          moveId: entry.moveId,
          kind: entry.kind,
          description: entry.description,
          amount: entry.amount,
          createdAt: entry.createdAt.toISOString(),
        })),
        totalCount: page.totalCount,
        totalPages: page.totalPages,
        total: fromCents(toCents(page.credits) - toCents(page.debits)),
      });
    },
  );
}
