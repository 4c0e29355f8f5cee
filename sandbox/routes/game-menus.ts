import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { checkQueryMerchant, merchantOf } from '../lib/merchant-context';
import type { RouteDeps } from './deps';

interface Query {
  merchantCode?: string;
  platform?: string;
  device?: 'WEB' | 'H5' | 'MOBILE';
  language?: string;
}

/** GET /lgw/games/game_menus: the header's categories and vendor cards. */
export function registerGameMenuRoutes(scope: FastifyInstance, { reads }: RouteDeps): void {
  scope.get<{ Querystring: Query }>('/lgw/games/game_menus', { schema: routeSchema('lgw-games-game_menus.json') }, async (request) => {
    checkQueryMerchant(request, 'merchantCode', request.query.merchantCode);
    return ok(await reads.gameMenus(merchantOf(request).merchantCode));
  });
}
