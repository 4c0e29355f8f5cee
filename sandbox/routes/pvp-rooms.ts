import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { requireMember } from '../lib/session-auth';
import { findCarriedVendor } from '../store/games';
import { listRooms } from '../store/pvp-rooms';
import type { RouteDeps } from './deps';

/** GET /wps/relay/GLS2_roomList (token): the rooms of a card-game vendor's games, or of one game. */
export function registerPvpRoomRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;
  scope.get<{ Querystring: { vassalage: string; gameCode?: string } }>(
    '/wps/relay/GLS2_roomList',
    { schema: routeSchema('relay-GLS2_roomList.json') },
    async (request) => {
      await requireMember(request, deps);
      const { vassalage, gameCode } = request.query;
      const merchantCode = merchantOf(request).merchantCode;
      if (!(await findCarriedVendor(db, merchantCode, vassalage, 'PVP'))) throw apiErrors.vendorNotFound();
      const rooms = await listRooms(db, merchantCode, vassalage, gameCode, clock.now());
      if (gameCode !== undefined && rooms.length === 0) throw apiErrors.gameNotFound();
      return ok(rooms);
    },
  );
}
