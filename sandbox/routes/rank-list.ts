import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { merchantOf } from '../lib/merchant-context';
import { winnerBoard } from '../lib/rank-list';
import type { RouteDeps } from './deps';

/**
 * GET /wps/relay/GCSGAME_getRankList: the winner board (no token). Generated from the merchant's
 * catalogue and the sandbox clock (lib/rank-list.ts): the same instant gives the same board. The
 * catalogue is a cached read (store/cached-reads.ts): a page load's call costs no query.
 */
export function registerRankListRoutes(scope: FastifyInstance, { reads, clock }: RouteDeps): void {
  scope.get<{ Querystring: { gameType?: string; count: number } }>(
    '/wps/relay/GCSGAME_getRankList',
    { schema: routeSchema('relay-GCSGAME_getRankList.json') },
    async (request) => {
      const { gameType, count } = request.query;
      const games = await reads.rankGames(merchantOf(request).merchantCode, gameType);
      return ok(winnerBoard(games, clock.now(), count));
    },
  );
}
