import type { FastifyInstance } from 'fastify';
import type { GameType } from '../db/seed/reference-data';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { requireMember } from '../lib/session-auth';
import { findCarriedGame, gameFitsType } from '../store/games';
import { listFavourites, listRecentGames, toggleFavourite } from '../store/member-games';
import type { RouteDeps } from './deps';

interface FavouriteListQuery {
  clientType: 3;
  platform: string;
  language: string;
  gameType: GameType;
  vassalage?: string;
  pageNo: number;
  pageSize: number;
}

interface RecentQuery {
  gameType?: GameType;
  vassalage?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * The logged-in member's own game lists (all need a token):
 * POST /wps/relay/MCSFE_getFavoriteGames      toggles a favourite
 * GET  /wps/relay/MCSFE_getFavoriteGamesList  favourites, newest first
 * GET  /wps/relay/GCS_recentGame              launched games, latest first
 */
export function registerMemberGameRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  scope.post<{ Body: { nodeId: number; vendor: string; gameType: GameType } }>(
    '/wps/relay/MCSFE_getFavoriteGames',
    { schema: routeSchema('relay-MCSFE_getFavoriteGames.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { nodeId, vendor, gameType } = request.body;
      const game = await findCarriedGame(db, merchantOf(request).merchantCode, nodeId);
      if (!game) throw apiErrors.gameNotFound();
      // The pair is redundant with nodeId; a client sending another game's pair has mixed up its state.
      if (vendor !== game.vassalage) throw apiErrors.invalidRequest('O campo "vendor" não corresponde ao provedor do jogo.');
      if (!gameFitsType(game, gameType)) throw apiErrors.invalidRequest('O campo "gameType" não corresponde ao tipo do jogo.');
      return ok({ nodeId, favorite: await toggleFavourite(db, member.id, nodeId, clock.now()) });
    },
  );

  scope.get<{ Querystring: FavouriteListQuery }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { schema: routeSchema('relay-MCSFE_getFavoriteGamesList.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { gameType, vassalage, pageNo, pageSize } = request.query;
      const page = await listFavourites(db, merchantOf(request).merchantCode, member.id, { gameType, vassalage, pageNo, pageSize });
      return ok({ content: page.games, totalPages: Math.ceil(page.totalCount / pageSize) });
    },
  );

  scope.get<{ Querystring: RecentQuery }>(
    '/wps/relay/GCS_recentGame',
    { schema: routeSchema('relay-GCS_recentGame.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { gameType, vassalage, pageNo, pageSize } = request.query;
      const page = await listRecentGames(db, merchantOf(request).merchantCode, member.id, { gameType, vassalage, pageNo, pageSize });
      return ok({ list: page.games, totalPages: Math.ceil(page.totalCount / pageSize) });
    },
  );
}
