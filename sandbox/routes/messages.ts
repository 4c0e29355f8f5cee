import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { requireMember } from '../lib/session-auth';
import type { Account } from '../store/accounts';
import { missionSummary } from '../store/missions';
import { countAvailableRewards } from '../store/rewards';
import { countUnread, deleteMessage, listMessages, markAllRead, markRead, type InboxFilter } from '../store/messages';
import { listPromotions, readEntries, visibleStatus } from '../store/promotions';
import { readModuleSwitches } from '../store/whitelabel';
import type { RouteDeps } from './deps';

const messageNotFound = () => new ApiError(404, 'NOT_FOUND', 'Mensagem não encontrada.');

/** Promotions the member can still join, plus bonuses won and not yet claimed (0 with the module off). */
async function countAvailablePromotions(db: Queryable, member: Account, now: Date): Promise<number> {
  const switches = await readModuleSwitches(db, member.merchantCode);
  if (switches.get('PROMOTIONS') !== true) return 0;
  const [promotions, entries] = await Promise.all([
    listPromotions(db, member.merchantCode, (modId) => switches.get(modId) === true),
    readEntries(db, member.id),
  ]);
  return promotions.filter((promotion) => {
    const status = visibleStatus(promotion, entries.get(promotion.promotionId)?.status ?? null, now);
    return status === 'JOIN' || status === 'CLAIM';
  }).length;
}

/**
 * The inbox (messageV2) and the header's unclaimed-items count (spec sections 2, 7 and 9):
 * GET    /wps/relay/CSP_unreadCount       unread messages + available promotions (and rewards and missions to claim)
 * GET    /wps/v2/messages                 the inbox, all or unread, paged
 * POST   /wps/v2/messages/:id/read        read one
 * POST   /wps/v2/messages/read-all        read them all
 * DELETE /wps/v2/messages/:id             delete one
 * Every query is keyed by the session's account: another member's id answers 404.
 */
export function registerMessageRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  scope.get('/wps/relay/CSP_unreadCount', { schema: routeSchema('relay-CSP_unreadCount.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const now = clock.now();
    const [unreadMessage, availablePromo, availableReward, missions] = await Promise.all([
      countUnread(db, member.id),
      countAvailablePromotions(db, member, now),
      countAvailableRewards(db, member.id, now),
      missionSummary(db, member.id, now, merchantOf(request).currencySymbol),
    ]);
    return ok({
      unreadMessage,
      availablePromo,
      total: unreadMessage + availablePromo,
      availableReward,
      claimableMission: missions.claimableCount,
    });
  });

  scope.get<{ Querystring: { status?: InboxFilter; pageNo: string; pageSize: string } }>(
    '/wps/v2/messages',
    { schema: routeSchema('v2-messages.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const pageNo = Number(request.query.pageNo);
      const pageSize = Number(request.query.pageSize);
      const [{ list, totalCount }, unreadCount] = await Promise.all([
        listMessages(db, member.id, request.query.status ?? 'ALL', { pageNo, pageSize }),
        countUnread(db, member.id),
      ]);
      return ok({ list, totalCount, totalPages: Math.ceil(totalCount / pageSize), unreadCount });
    },
  );

  scope.post<{ Params: { id: string } }>(
    '/wps/v2/messages/:id/read',
    { schema: routeSchema('v2-messages-id-read.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const message = await markRead(db, member.id, Number(request.params.id), clock.now());
      if (!message) throw messageNotFound();
      return ok({ message, unreadCount: await countUnread(db, member.id) });
    },
  );

  scope.post('/wps/v2/messages/read-all', { schema: routeSchema('v2-messages-read-all.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const marked = await markAllRead(db, member.id, clock.now());
    return ok({ marked, unreadCount: await countUnread(db, member.id) });
  });

  scope.delete<{ Params: { id: string } }>('/wps/v2/messages/:id', { schema: routeSchema('v2-messages-id.json') }, async (request) => {
    const member = await requireMember(request, deps);
    if (!(await deleteMessage(db, member.id, Number(request.params.id), clock.now()))) throw messageNotFound();
    return ok({ unreadCount: await countUnread(db, member.id) });
  });
}
