import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GameType } from '../db/seed/reference-data';
import { routeSchema } from '../lib/api-schemas';
import { ok } from '../lib/envelope';
import { apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { sandboxCdns } from '../lib/request-origin';
import { requireMember } from '../lib/session-auth';
import type { Account } from '../store/accounts';
import { findCarriedGameByCode, findCarriedVendor, gameFitsType, type GameRecord } from '../store/games';
import { requireCategoryOn } from '../store/whitelabel';
import { createLaunchTicket } from '../store/launch-tickets';
import { recordRecentGame } from '../store/member-games';
import { activeExclusion } from '../store/responsible-gaming';
import type { RouteDeps } from './deps';

interface ThirdPartyLaunchQuery {
  vassalage: string;
  gameType: GameType;
  gameCode?: string;
  platform: string;
  language: string;
}

interface LaunchGameQuery {
  gameCode: string;
  vassalage: string;
  gameType: GameType;
  language: string;
  lottoArea?: 'VN';
  launchMode?: 'LOTT';
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
  backUrl?: string;
}

const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/**
 * Game launches (token): each answers `{ content: <launch CDN>/play/<ticket> }`, the demo game
 * page (routes/game-page.ts), and records the game in the member's recent games.
 * GET /wps/relay/GCS_gameLaunchFB  third-party launch; without gameCode, the vendor's lobby
 * GET /wps/game/launchGame         a game (PVP, slots, lotteries with the lottery fields)
 */
export function registerGameLaunchRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  scope.get<{ Querystring: ThirdPartyLaunchQuery }>(
    '/wps/relay/GCS_gameLaunchFB',
    { schema: routeSchema('relay-GCS_gameLaunchFB.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { vassalage, gameType, gameCode } = request.query;
      const merchantCode = merchantOf(request).merchantCode;
      await requireCategoryOn(db, merchantCode, gameType, vassalage);
      if (gameCode === undefined) {
        const vendor = await findCarriedVendor(db, merchantCode, vassalage, gameType);
        if (!vendor) throw apiErrors.vendorNotFound();
        return ok({ content: await launch(request, deps, member, { vendorCode: vendor.vendorCode, game: null, lottoView: null }) });
      }
      const game = await carriedGameOfType(deps, merchantCode, vassalage, gameCode, gameType);
      return ok({ content: await launch(request, deps, member, { vendorCode: game.vassalage, game, lottoView: null }) });
    },
  );

  scope.get<{ Querystring: LaunchGameQuery }>('/wps/game/launchGame', { schema: routeSchema('game-launchGame.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const query = request.query;
    const isLottery = LOTTERY_TYPES.includes(query.gameType);
    const lotteryFields = (['lottoArea', 'launchMode', 'lottoGameCode', 'lottoView'] as const).filter(
      (field) => query[field] !== undefined,
    );
    if (!isLottery && lotteryFields.length) {
      throw apiErrors.invalidRequest(`O campo "${lotteryFields[0]}" só vale para jogos de loteria.`);
    }
    if (query.lottoArea === 'VN' && query.vassalage !== VN_LOTTERY_VENDOR) {
      throw apiErrors.invalidRequest(`O campo "lottoArea" VN só vale para o provedor ${VN_LOTTERY_VENDOR}.`);
    }
    // The VN lobby names the lottery in lottoGameCode; gameCode then only says "a lottery".
    const gameCode = query.lottoGameCode ?? query.gameCode;
    const merchantCode = merchantOf(request).merchantCode;
    await requireCategoryOn(db, merchantCode, query.gameType, query.vassalage);
    const game = await carriedGameOfType(deps, merchantCode, query.vassalage, gameCode, query.gameType);
    return ok({ content: await launch(request, deps, member, { vendorCode: game.vassalage, game, lottoView: query.lottoView ?? null }) });
  });
}

/** The game, when the merchant carries it and the client's gameType fits it. */
async function carriedGameOfType(
  { db }: RouteDeps,
  merchantCode: string,
  vendorCode: string,
  gameCode: string,
  gameType: GameType,
): Promise<GameRecord> {
  const game = await findCarriedGameByCode(db, merchantCode, vendorCode, gameCode);
  if (!game) throw apiErrors.gameNotFound();
  if (!gameFitsType(game, gameType)) throw apiErrors.invalidRequest('O campo "gameType" não corresponde ao tipo do jogo.');
  return game;
}

/** Issues the ticket, records the game as recent, and answers the game page's address. */
async function launch(
  request: FastifyRequest,
  { db, clock }: RouteDeps,
  member: Account,
  target: { vendorCode: string; game: GameRecord | null; lottoView: 'betting' | 'lobby' | null },
): Promise<string> {
  const now = clock.now();
  const exclusion = await activeExclusion(db, member.id, now);
  if (exclusion) throw apiErrors.selfExcluded(exclusion.endsAt);
  const ticket = await createLaunchTicket(
    db,
    { accountId: member.id, gameId: target.game?.nodeId ?? null, vendorCode: target.vendorCode, lottoView: target.lottoView },
    now,
  );
  if (target.game) await recordRecentGame(db, member.id, target.game.nodeId, now);
  const [launchCdn] = sandboxCdns(request);
  return `${launchCdn}/play/${ticket}`;
}
