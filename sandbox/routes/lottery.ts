import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { isVnGroup, recentDraws, recentDrawsOfGames, VN_GROUPS } from '../lib/lottery-draws';
import { merchantOf } from '../lib/merchant-context';
import { requireMember } from '../lib/session-auth';
import {
  drawGameOf,
  findLottery,
  groupLotteries,
  readPopularLotteries,
  readPrizeModeLotteries,
  readRecentVnLotteries,
  readVnLotteries,
  type PrizeMode,
} from '../store/lottery';
import type { RouteDeps } from './deps';

type Device = 'WEB' | 'H5' | 'MOBILE';

/**
 * The lottery lobbies and their results:
 *
 * GET /lgw/games/popular              popular lotteries of a prize mode (no token)
 * GET /lgw/games/lottery_menus        the SEA/LOTT/ELOTT lobby menu of a prize mode, by family (no token)
 * GET /lgw/vn/games/game_menu         the Vietnamese lobby, by region (no token)
 * GET /lgw/vn/games/game_menu/recent  the member's recent VN launches (token)
 * GET /lgw/vn/numeros/opened/game     the last VN results (no token)
 * GET /lotto/lgw/games/opened/numero  one lottery's last results (token)
 *
 * Draws come from lib/lottery-draws.ts: a pure function of game, issue and the sandbox clock.
 */
export function registerLotteryRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  scope.get<{ Querystring: { count: number; prizeMode: PrizeMode; device: Device; language: string } }>(
    '/lgw/games/popular',
    { schema: routeSchema('lgw-games-popular.json') },
    async (request) => {
      const { count, prizeMode } = request.query;
      return ok(await readPopularLotteries(db, merchantOf(request).merchantCode, prizeMode, count, clock.now()));
    },
  );

  scope.get<{ Querystring: { prizeMode: PrizeMode; device: Device; language: string } }>(
    '/lgw/games/lottery_menus',
    { schema: routeSchema('lgw-games-lottery_menus.json') },
    async (request) => {
      const games = await readPrizeModeLotteries(db, merchantOf(request).merchantCode, request.query.prizeMode, clock.now());
      return ok(groupLotteries(games.filter((game) => !isVnGroup(game.gameGroupCode))));
    },
  );

  scope.get<{ Querystring: { device: 'WEB'; language?: string } }>(
    '/lgw/vn/games/game_menu',
    { schema: routeSchema('lgw-vn-games-game_menu.json') },
    async (request) => {
      const games = await readVnLotteries(db, merchantOf(request).merchantCode, clock.now());
      return ok(
        groupLotteries(
          games.filter((game) => isVnGroup(game.gameGroupCode)),
          VN_GROUPS,
        ),
      );
    },
  );

  scope.get<{ Querystring: { device: Device } }>(
    '/lgw/vn/games/game_menu/recent',
    { schema: routeSchema('lgw-vn-games-game_menu-recent.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      return ok(await readRecentVnLotteries(db, merchantOf(request).merchantCode, member.id, clock.now()));
    },
  );

  scope.get<{ Querystring: { count: number; gameCode?: string } }>(
    '/lgw/vn/numeros/opened/game',
    { schema: routeSchema('lgw-vn-numeros-opened-game.json') },
    async (request) => {
      const { count, gameCode } = request.query;
      const now = clock.now();
      const games = await readVnLotteries(db, merchantOf(request).merchantCode, now, gameCode);
      if (gameCode !== undefined && games.length === 0) throw apiErrors.gameNotFound();
      return ok(recentDrawsOfGames(games.map(drawGameOf), now, count));
    },
  );

  scope.get<{ Querystring: { gameCode: string; count: number } }>(
    '/lotto/lgw/games/opened/numero',
    { schema: routeSchema('lotto-lgw-games-opened-numero.json') },
    async (request) => {
      await requireMember(request, deps);
      const now = clock.now();
      const game = await findLottery(db, merchantOf(request).merchantCode, request.query.gameCode, now);
      if (!game) throw apiErrors.gameNotFound();
      return ok(recentDraws(drawGameOf(game), now, request.query.count));
    },
  );
}
