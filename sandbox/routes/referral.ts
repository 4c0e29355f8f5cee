import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { requestOrigin } from '../lib/request-origin';
import { requireMember } from '../lib/session-auth';
import { TRIAL_ACCOUNT_TYPE } from '../store/accounts';
import { ensureReferralCode, listReferrals, REFERRAL_REWARD, referralProgrammeOn } from '../store/referrals';
import { fromCents, toCents } from '../store/wallets';
import type { RouteDeps } from './deps';

/**
 * Invite friends (member centre page referral; the REFERRAL promotion):
 * GET /wps/v2/referral   the member's code and invitation link (made on first ask), what a friend
 *                        pays, and the friends who registered with it (names masked)
 * While the REFERRAL module is off (or for a trial account) there is no code or link to share.
 */
export function registerReferralRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  scope.get('/wps/v2/referral', { schema: routeSchema('v2-referral.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const enabled = member.type !== TRIAL_ACCOUNT_TYPE && (await referralProgrammeOn(db, member.merchantCode));
    const code = enabled
      ? await ensureReferralCode(db, { merchantCode: member.merchantCode, accountId: member.id, username: member.username })
      : null;
    const friends = await listReferrals(db, member.id);
    const rewarded = friends.filter((friend) => friend.status === 'REWARDED').length;
    return ok({
      enabled,
      code,
      link: code ? `${requestOrigin(request)}/register?referralCode=${code}` : null,
      rewardPerFriend: REFERRAL_REWARD,
      friends,
      invitedCount: friends.length,
      rewardedCount: rewarded,
      earned: fromCents(rewarded * toCents(REFERRAL_REWARD)),
    });
  });
}
