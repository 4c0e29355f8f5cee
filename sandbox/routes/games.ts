import type { FastifyInstance } from 'fastify';
import { slugOf } from '../db/seed/game-catalogue';
import type { GameType } from '../db/seed/reference-data';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { checkQueryMerchant, merchantOf } from '../lib/merchant-context';
import { optionalMember, requireMember } from '../lib/session-auth';
import { findCarriedVendor, listGames, listGamesInMenuOrder, listLanes } from '../store/games';
import { requireCategoryOn } from '../store/whitelabel';
import type { RouteDeps } from './deps';

/** The hot list is a strip on the home page, not a lobby: it never pages. */
const HOT_GAMES_MAX = 30;
/** A vendor's game popup shows every game at once; no vendor has more than this. */
const VENDOR_GAMES_MAX = 500;

interface GameListQuery {
  clientType: 3;
  platform: string;
  channel: string;
  merchant: string;
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo: number;
  pageSize: number;
  language: string;
  isTop?: 0 | 1;
}

interface HotGamesQuery {
  merchantCode: string;
  isPlatform: 2;
  vassalage?: string;
  gameType?: GameType;
  platform: string;
  language: string;
}

/**
 * The catalogue as the lobby reads it:
 * GET /wps/relay/GCSGAME_gameList         a page of games (token optional: fills favorite)
 * GET /wps/relay/GCSGAME_hotGamesV2       the hot games strip
 * GET /wps/relay/GCSGAME_newGameVendor    a category's vendor lanes
 * GET /wps/relay/GCSGAME_getVassGameType  one vendor's games, for its popup (token)
 */
export function registerGameRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  scope.get<{ Querystring: GameListQuery }>(
    '/wps/relay/GCSGAME_gameList',
    { schema: routeSchema('relay-GCSGAME_gameList.json') },
    async (request) => {
      const query = request.query;
      checkQueryMerchant(request, 'merchant', query.merchant);
      await requireCategoryOn(db, merchantOf(request).merchantCode, query.gameType, query.vassalage);
      const member = await optionalMember(request, deps);
      const { games, totalCount } = await listGames(
        db,
        merchantOf(request).merchantCode,
        {
          gameType: query.gameType,
          vassalage: query.vassalage,
          gameClassify: query.gameClassify,
          // An empty search box, or one of punctuation only, filters nothing.
          nameSlug: query.gameName ? slugOf(query.gameName) || undefined : undefined,
          minBet: query.minBet,
          minLineNum: query.minLineNum,
          onlyTop: query.isTop === 1,
        },
        { pageNo: query.pageNo, pageSize: query.pageSize },
        member?.id,
      );
      return ok({ games, totalPages: Math.ceil(totalCount / query.pageSize), totalCount, pageNo: query.pageNo });
    },
  );

  scope.get<{ Querystring: HotGamesQuery }>(
    '/wps/relay/GCSGAME_hotGamesV2',
    { schema: routeSchema('relay-GCSGAME_hotGamesV2.json') },
    async (request) => {
      const { merchantCode, vassalage, gameType } = request.query;
      checkQueryMerchant(request, 'merchantCode', merchantCode);
      // With a token the stars are the member's own, as in the game list.
      const member = await optionalMember(request, deps);
      const merchant = merchantOf(request).merchantCode;
      // A guest's strip of a category (the home page's, on every load) is the same for every guest.
      if (!member && vassalage === undefined) return ok(await deps.reads.guestHotGames(merchant, gameType, HOT_GAMES_MAX));
      return ok(await listGamesInMenuOrder(db, merchant, { gameType, vassalage, onlyHot: true }, HOT_GAMES_MAX, member?.id));
    },
  );

  scope.get<{ Querystring: { platform: string; gameType: GameType; language: string } }>(
    '/wps/relay/GCSGAME_newGameVendor',
    { schema: routeSchema('relay-GCSGAME_newGameVendor.json') },
    async (request) => {
      const merchantCode = merchantOf(request).merchantCode;
      await requireCategoryOn(db, merchantCode, request.query.gameType);
      return ok({ data: { lanes: await listLanes(db, merchantCode, request.query.gameType) } });
    },
  );

  scope.get<{ Querystring: { vassalage: string; gameType: GameType } }>(
    '/wps/relay/GCSGAME_getVassGameType',
    { schema: routeSchema('relay-GCSGAME_getVassGameType.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { vassalage, gameType } = request.query;
      const merchantCode = merchantOf(request).merchantCode;
      await requireCategoryOn(db, merchantCode, gameType, vassalage);
      const vendor = await findCarriedVendor(db, merchantCode, vassalage, gameType);
      if (!vendor) throw apiErrors.vendorNotFound();
      const games = await listGamesInMenuOrder(db, merchantCode, { gameType, vassalage }, VENDOR_GAMES_MAX, member.id);
      return ok({ vassalage: vendor.vendorCode, name: vendor.name, games });
    },
  );
}
