import type { FastifyInstance, FastifyRequest } from 'fastify';
import { drawMotif, isBannerMotif, type MotifColors } from '../lib/art/motifs';
import { sharedDefs } from '../lib/art/primitives';
import { darken, hashString, lighten, seededRandom } from '../lib/art/svg-kit';
import { routeSchema } from '../lib/api-schemas';
import { calendarRange } from '../lib/date-range';
import { ok } from '../lib/envelope';
import { ApiError, apiErrors } from '../lib/errors';
import { merchantOf } from '../lib/merchant-context';
import { SVG_CSP } from '../lib/security-headers';
import { requireMember } from '../lib/session-auth';
import { IMMUTABLE_CACHE } from '../lib/static-site';
import { type Account, TRIAL_ACCOUNT_TYPE } from '../store/accounts';
import { findMerchant } from '../store/merchants';
import { moduleEnabled } from '../store/whitelabel';
import {
  convertPoints,
  countRedemptionsInProcess,
  findRewardArt,
  listEarnRules,
  listMovements,
  listRedemptions,
  listRewards,
  moneyValueOf,
  pointBalance,
  PointsRefusal,
  readPointSettings,
  redeemReward,
  type MovementKind,
  type RedemptionStatus,
  type RewardCategory,
  type SpendRefusal,
} from '../store/points';
import type { RouteDeps } from './deps';
import { paymentPasswordCheck } from '../lib/payment-password';

/** The movements filter spans at most this many calendar days. */
export const MAX_MOVEMENT_RANGE_DAYS = 90;

/** The points failures (Portuguese messages the mall shows as they are). */
export const pointsErrors = {
  pointMallOff: () => new ApiError(404, 'POINTMALL_OFF', 'A loja de pontos não está disponível neste site.'),
  trialAccount: () =>
    new ApiError(403, 'FORBIDDEN', 'Contas de teste não acumulam nem resgatam pontos. Crie uma conta real para usar a loja.'),
  refusal: (reason: SpendRefusal) => REFUSALS[reason](),
};

const REFUSALS: Record<SpendRefusal, () => ApiError> = {
  REQUEST_ID_REUSED: () =>
    new ApiError(409, 'REQUEST_ID_REUSED', 'Esta operação já foi usada para outro pedido. Abra a janela de novo e tente outra vez.'),
  REWARD_NOT_FOUND: () => new ApiError(404, 'REWARD_NOT_FOUND', 'Este prêmio não está mais disponível.'),
  OUT_OF_STOCK: () => new ApiError(409, 'OUT_OF_STOCK', 'Este prêmio esgotou. Escolha outro ou volte mais tarde.'),
  INSUFFICIENT_POINTS: () => new ApiError(409, 'INSUFFICIENT_POINTS', 'Você não tem pontos suficientes para esta operação.'),
  DAILY_LIMIT: () => new ApiError(409, 'DAILY_LIMIT', 'Você atingiu o limite diário desta operação. Tente novamente amanhã.'),
  INVALID_CONVERT_AMOUNT: () =>
    new ApiError(
      400,
      'INVALID_CONVERT_AMOUNT',
      'Quantidade de pontos inválida para conversão. Respeite o mínimo e os múltiplos indicados.',
    ),
  SETTINGS_MISSING: () => new ApiError(503, 'POINTS_UNAVAILABLE', 'A loja de pontos está indisponível no momento.'),
};

interface SpendBody {
  paymentPassword: string;
  requestId?: string;
}

/**
 * The points calls of spec section 7 (all under /wps/relay/):
 * GET  MCS2_getPointBalance                    the member's balance (token)
 * GET  MCS2_getPointReward                     the catalogue (token optional: visitors browse it)
 * GET  MCS2_getPointConfig                     rate, limits, how to earn (token optional)
 * GET  MCS2_getRedeemPointList                 the member's redemptions (token)
 * POST passwordCheck/MCS2_redeemPointReward    redeem behind the payment password (token)
 * POST passwordCheck/MCS2_convertPoint         convert into wallet money behind it (token)
 * GET  ODSFE2_MemTransDet                      the member's points movements by date (token)
 */
/** The routes below; the POINTMALL check applies to them only (the scope holds other calls too). */
const POINTS_PATHS: ReadonlySet<string> = new Set([
  '/wps/relay/MCS2_getPointBalance',
  '/wps/relay/MCS2_getPointReward',
  '/wps/relay/MCS2_getPointConfig',
  '/wps/relay/MCS2_getRedeemPointList',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  '/wps/relay/passwordCheck/MCS2_convertPoint',
  '/wps/relay/ODSFE2_MemTransDet',
]);

export function registerPointsRoutes(scope: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  /** Every points call answers only while the operator has the mall (POINTMALL) switched on. */
  const requirePointMall = async (request: FastifyRequest) => {
    if (!(await moduleEnabled(db, merchantOf(request).merchantCode, 'POINTMALL'))) throw pointsErrors.pointMallOff();
  };
  scope.addHook('preHandler', async (request) => {
    if (POINTS_PATHS.has(request.routeOptions.url ?? '')) await requirePointMall(request);
  });

  const settingsOf = async (merchantCode: string) => {
    const settings = await readPointSettings(db, merchantCode);
    if (!settings) throw pointsErrors.refusal('SETTINGS_MISSING');
    return settings;
  };

  const paymentPassword = paymentPasswordCheck(deps);
  const POINTS_WORDING = { action: 'resgatar ou converter pontos', blocked: 'resgates e conversões' };
  async function checkPaymentPassword(member: Account, password: string): Promise<void> {
    if (member.type === TRIAL_ACCOUNT_TYPE) throw pointsErrors.trialAccount();
    await paymentPassword(member, password, POINTS_WORDING);
  }

  const spendContext = (request: FastifyRequest, member: Account, body: SpendBody) => ({
    merchantCode: merchantOf(request).merchantCode,
    accountId: member.id,
    now: clock.now(),
    requestKey: body.requestId,
  });

  const refusalsAsApiErrors = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PointsRefusal) throw pointsErrors.refusal(error.reason);
      throw error;
    }
  };

  scope.get('/wps/relay/MCS2_getPointBalance', { schema: routeSchema('relay-MCS2_getPointBalance.json') }, async (request) => {
    const member = await requireMember(request, deps);
    const settings = await settingsOf(merchantOf(request).merchantCode);
    const points = await pointBalance(db, member.id);
    return ok({
      points,
      moneyValue: moneyValueOf(points, settings.pointsPerUnit),
      redeemsInProcess: await countRedemptionsInProcess(db, member.id),
    });
  });

  scope.get<{ Querystring: { category?: RewardCategory } }>(
    '/wps/relay/MCS2_getPointReward',
    { schema: routeSchema('relay-MCS2_getPointReward.json') },
    async (request) => ok({ list: await listRewards(db, merchantOf(request).merchantCode, request.query.category) }),
  );

  scope.get('/wps/relay/MCS2_getPointConfig', { schema: routeSchema('relay-MCS2_getPointConfig.json') }, async (request) => {
    const { merchantCode } = merchantOf(request);
    const settings = await settingsOf(merchantCode);
    return ok({ ...settings, earnRules: await listEarnRules(db, merchantCode) });
  });

  scope.get<{ Querystring: { status?: RedemptionStatus; pageNo: number; pageSize: number } }>(
    '/wps/relay/MCS2_getRedeemPointList',
    { schema: routeSchema('relay-MCS2_getRedeemPointList.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      return ok(await listRedemptions(db, member.id, request.query));
    },
  );

  scope.get<{ Querystring: { startDate: string; endDate: string; kind?: MovementKind; pageNo: number; pageSize: number } }>(
    '/wps/relay/ODSFE2_MemTransDet',
    { schema: routeSchema('relay-ODSFE2_MemTransDet.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      const { startDate, endDate, kind, pageNo, pageSize } = request.query;
      const { from, to } = calendarRange(startDate, endDate, MAX_MOVEMENT_RANGE_DAYS);
      return ok(await listMovements(db, member.id, { from, to, kind, pageNo, pageSize }));
    },
  );

  scope.post<{ Body: SpendBody & { rewardId: number } }>(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    { schema: routeSchema('relay-passwordCheck-MCS2_redeemPointReward.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      await checkPaymentPassword(member, request.body.paymentPassword);
      return ok(await refusalsAsApiErrors(() => redeemReward(db, spendContext(request, member, request.body), request.body.rewardId)));
    },
  );

  scope.post<{ Body: SpendBody & { points: number } }>(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    { schema: routeSchema('relay-passwordCheck-MCS2_convertPoint.json') },
    async (request) => {
      const member = await requireMember(request, deps);
      await checkPaymentPassword(member, request.body.paymentPassword);
      return ok(await refusalsAsApiErrors(() => convertPoints(db, spendContext(request, member, request.body), request.body.points)));
    },
  );
}

/** GET /cdn/{a,b}/rewards/<rewardId>.svg: generated reward artwork (both image CDNs are this server). */
export function registerRewardArtRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Params: { cdn: 'a' | 'b'; file: string } }>(
    '/cdn/:cdn/rewards/:file',
    { schema: routeSchema('cdn-rewards.json') },
    async (request, reply) => {
      const reward = await findRewardArt(db, Number(request.params.file.slice(0, -'.svg'.length)));
      const merchant = reward && (await findMerchant(db, reward.merchantCode));
      if (!reward || !merchant) throw apiErrors.notFound();
      const svg = renderRewardSvg(reward.name, isBannerMotif(reward.motif) ? reward.motif : 'gift', merchant.colors);
      return reply
        .header('cache-control', IMMUTABLE_CACHE)
        .type('image/svg+xml; charset=utf-8')
        .header('content-security-policy', SVG_CSP)
        .send(svg);
    },
  );
}

/** 480x300: the brand's backdrop with a glow and the reward's illustration; the name is page text. */
export function renderRewardSvg(name: string, motif: Parameters<typeof drawMotif>[0], colors: MotifColors): string {
  const random = seededRandom(hashString(`reward:${name}`));
  const deep = darken(colors.background, 0.25);
  const art = drawMotif(motif, colors, random).replace(/ filter="url\(#drop\)"/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="480" height="300" role="img" aria-hidden="true">` +
    `<defs>${sharedDefs()}` +
    `<linearGradient id="rb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(colors.background, 0.08)}"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
    `<radialGradient id="rg" cx=".5" cy=".55" r=".5"><stop offset="0" stop-color="${colors.primary}" stop-opacity=".45"/><stop offset="1" stop-color="${colors.primary}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="480" height="300" fill="url(#rb)"/><rect width="480" height="300" fill="url(#rg)"/>` +
    `<g transform="translate(80 56) scale(.5)">${art}</g>` +
    `</svg>`
  );
}
