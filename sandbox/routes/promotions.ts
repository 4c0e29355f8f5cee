import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { routeSchema } from '../lib/api-schemas';
import { renderBannerSvg } from '../lib/art/banner';
import { isBannerMotif } from '../lib/art/motifs';
import { rasterise } from '../lib/art/rasterise';
import { ok } from '../lib/envelope';
import { routeErrorHandler } from '../lib/error-handling';
import { ApiError, apiErrors } from '../lib/errors';
import { adjustUploadError, decodeImages, type ImageUpload } from '../lib/image-uploads';
import { merchantOf, requireMerchant } from '../lib/merchant-context';
import { optionalMember, requireMember } from '../lib/session-auth';
import { SVG_CSP } from '../lib/security-headers';
import { IMMUTABLE_CACHE } from '../lib/static-site';
import { TRIAL_ACCOUNT_TYPE, type Account } from '../store/accounts';
import { findMerchant } from '../store/merchants';
import {
  findPromotion,
  listPromotions,
  moveEntry,
  readEntries,
  readEntry,
  replaceEntryImages,
  visibleStatus,
  type EntryRecord,
  type EntryStatus,
  type PromotionRecord,
  type PromotionStatus,
} from '../store/promotions';
import { readModuleSwitches } from '../store/whitelabel';
import { creditMemberWallet } from '../store/wallets';
import { rasterFormatFor } from './cdn';
import type { RouteDeps } from './deps';

/** The trial account type (spec section 4): refused every protected action. */
const ART_WIDTH = 960;
const ART_QUALITY = { jpeg: 62, webp: 75 } as const;

/** The artwork's path on either image CDN (system/status imageCDNs), as games' tiles are given. */
export const promotionImagePath = (merchantCode: string, slug: string) => `promotions/${merchantCode}/${slug}.jpg`;
/** Its phone crop (the cards' and phones' picture): the same words drawn larger. */
export const promotionPhoneImagePath = (merchantCode: string, slug: string) => `promotions/${merchantCode}/${slug}.phone.jpg`;
/** The phone crop's raster width: its 750 art units, which a card shows at up to about 400 CSS px. */
const PHONE_ART_WIDTH = 750;

const promotionErrors = {
  off: () => new ApiError(404, 'PROMOTIONS_OFF', 'As promoções não estão disponíveis neste site.'),
  notFound: () => new ApiError(404, 'PROMOTION_NOT_FOUND', 'Promoção não encontrada.'),
  realAccount: () => new ApiError(403, 'REAL_ACCOUNT_REQUIRED', 'Cadastre uma conta real para participar das promoções.'),
  wrongMode: (message: string) => new ApiError(409, 'PROMOTION_MODE', message),
  state: (status: PromotionStatus) => new ApiError(409, 'PROMOTION_STATE', STATE_MESSAGES[status]),
  messagingIdRequired: (app: string) =>
    new ApiError(400, 'MESSAGING_ID_REQUIRED', `Informe o seu número ID do ${app} para resgatar este bônus.`),
  remarkEmpty: () => new ApiError(400, 'INVALID_REQUEST', 'Escreva uma observação de até 140 caracteres.'),
};

/** Why an action is refused in each status, in the words the member reads. */
const STATE_MESSAGES: Record<PromotionStatus, string> = {
  JOIN: 'Você ainda não participa desta promoção.',
  CLAIM: 'Há um bônus esperando o seu resgate nesta promoção.',
  APPLYING: 'A sua solicitação já está em análise.',
  CLOSED: 'Esta promoção já terminou.',
  REJECTED: 'A sua solicitação foi recusada. Você pode enviar uma nova.',
  ISSUED: 'O bônus desta promoção já foi creditado.',
  CLAIMED: 'Você já resgatou este bônus.',
  IN_PROCESS: 'Você já participa desta promoção.',
  SIGNED: 'Você já está inscrito nesta promoção.',
  COMING_SOON: 'Esta promoção ainda não começou.',
};

const MESSAGING_APP_NAMES = { WHATSAPP: 'WhatsApp', TELEGRAM: 'Telegram' } as const;

function promotionView(promotion: PromotionRecord, entry: EntryRecord | null | undefined, now: Date) {
  return {
    id: promotion.slug,
    category: promotion.category,
    title: promotion.title,
    summary: promotion.summary,
    imageUrl: promotionImagePath(promotion.merchantCode, promotion.slug),
    phoneImageUrl: promotionPhoneImagePath(promotion.merchantCode, promotion.slug),
    startsAt: promotion.startsAt.toISOString(),
    endsAt: promotion.endsAt.toISOString(),
    mode: promotion.mode,
    bonusAmount: promotion.bonusAmount,
    messagingApp: promotion.messagingApp,
    status: visibleStatus(promotion, entry?.status ?? null, now),
  };
}

function detailView(promotion: PromotionRecord, entry: EntryRecord | null, now: Date) {
  return {
    promotion: promotionView(promotion, entry, now),
    rulesHtml: promotion.rulesHtml,
    remark: entry?.remark ?? null,
    rejectReason: entry?.status === 'REJECTED' ? entry.rejectReason : null,
    imageCount: entry?.imageCount ?? 0,
  };
}

/**
 * The promotions calls (paths not shown in the spec, designed here under /wps/; README
 * "Promotions and feedback"):
 *
 *   GET  /wps/promotions                        list, with the caller's statuses when a token is sent
 *   GET  /wps/promotions/detail?id=             one promotion with its rules and the caller's application
 *   POST /wps/promotions/join                   join a JOIN or RAFFLE promotion (token)
 *   POST /wps/promotions/apply                  apply with a remark and up to 3 images (token)
 *   POST /wps/promotions/claim                  claim a bonus (token)
 *   POST /wps/relay/MCS2_claimRafflePromotion   claim a raffle prize (token, spec section 7)
 *   GET  /cdn/{a|b}/promotions/<merchant>/<id>.jpg   the artwork
 *
 * All of it answers 404 PROMOTIONS_OFF while the merchant's PROMOTIONS module is off. A member
 * only ever reads or changes their own entries: every query is keyed by the session's account.
 */
export function registerPromotionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, clock } = deps;

  void app.register(async (scope) => {
    requireMerchant(scope, deps.reads.merchant);

    /** The merchant's promotion by slug, refused when the module is off or a REFERRAL-like module hides it. */
    async function promotionFor(request: FastifyRequest, slug: string): Promise<PromotionRecord> {
      const merchantCode = merchantOf(request).merchantCode;
      const switches = await readModuleSwitches(db, merchantCode);
      if (switches.get('PROMOTIONS') !== true) throw promotionErrors.off();
      const promotion = await findPromotion(db, merchantCode, slug);
      if (!promotion || (promotion.moduleId !== null && switches.get(promotion.moduleId) !== true)) throw promotionErrors.notFound();
      return promotion;
    }

    async function realMember(request: FastifyRequest): Promise<Account> {
      const member = await requireMember(request, deps);
      if (member.type === TRIAL_ACCOUNT_TYPE) throw promotionErrors.realAccount();
      return member;
    }

    /** Moves the caller's entry, or says why the current status does not allow it. */
    async function transition(
      promotion: PromotionRecord,
      member: Account,
      from: readonly (EntryStatus | null)[],
      to: EntryStatus,
      work: (tx: Queryable) => Promise<void>,
      fields: { remark?: string; messagingId?: string } = {},
    ) {
      const now = clock.now();
      const entry = await readEntry(db, promotion.promotionId, member.id);
      const status = visibleStatus(promotion, entry?.status ?? null, now);
      const allowedNow = from.some((candidate) => (candidate === null ? status === 'JOIN' : status === candidate));
      if (!allowedNow) throw promotionErrors.state(status);
      const moved = await db.transaction(async (tx) => {
        if (!(await moveEntry(tx, promotion.promotionId, member.id, from, to, now, fields))) return false;
        await work(tx);
        return true;
      });
      // Another request of the same member moved it first (a double click): say where it is now.
      if (!moved) {
        const current = await readEntry(db, promotion.promotionId, member.id);
        throw promotionErrors.state(visibleStatus(promotion, current?.status ?? null, now));
      }
      return ok(detailView(promotion, await readEntry(db, promotion.promotionId, member.id), clock.now()));
    }

    scope.get('/wps/promotions', { schema: routeSchema('promotions.json') }, async (request) => {
      const merchantCode = merchantOf(request).merchantCode;
      const switches = await deps.reads.moduleSwitches(merchantCode);
      if (switches.get('PROMOTIONS') !== true) throw promotionErrors.off();
      const member = await optionalMember(request, deps);
      const entries = member ? await readEntries(db, member.id) : new Map<number, EntryRecord>();
      const now = clock.now();
      const promotions = await listPromotions(db, merchantCode, (modId) => switches.get(modId) === true);
      return ok(promotions.map((promotion) => promotionView(promotion, entries.get(promotion.promotionId), now)));
    });

    scope.get<{ Querystring: { id: string } }>(
      '/wps/promotions/detail',
      { schema: routeSchema('promotions-detail.json') },
      async (request) => {
        const promotion = await promotionFor(request, request.query.id);
        const member = await optionalMember(request, deps);
        const entry = member ? await readEntry(db, promotion.promotionId, member.id) : null;
        return ok(detailView(promotion, entry, clock.now()));
      },
    );

    scope.post<{ Body: { id: string } }>('/wps/promotions/join', { schema: routeSchema('promotions-join.json') }, async (request) => {
      const member = await realMember(request);
      const promotion = await promotionFor(request, request.body.id);
      if (promotion.mode === 'APPLY')
        throw promotionErrors.wrongMode('Esta promoção pede uma solicitação: preencha o formulário com os comprovantes.');
      return transition(promotion, member, [null], promotion.mode === 'RAFFLE' ? 'SIGNED' : 'IN_PROCESS', async () => undefined);
    });

    scope.post<{ Body: { id: string; remark: string; images: ImageUpload[] } }>(
      '/wps/promotions/apply',
      {
        schema: routeSchema('promotions-apply.json'),
        errorHandler: (error: FastifyError, request, reply) =>
          routeErrorHandler({ adjust: (apiError) => adjustUploadError(error, apiError) })(error, request, reply),
      },
      async (request) => {
        const member = await realMember(request);
        const promotion = await promotionFor(request, request.body.id);
        if (promotion.mode !== 'APPLY')
          throw promotionErrors.wrongMode('Esta promoção não recebe solicitações: use o botão de participar.');
        const remark = request.body.remark.trim();
        if (!remark) throw promotionErrors.remarkEmpty();
        // Checked before anything is written: a refused image leaves the entry as it was.
        const images = decodeImages(request.body.images);
        return transition(
          promotion,
          member,
          [null, 'REJECTED'],
          'APPLYING',
          (tx) => replaceEntryImages(tx, promotion.promotionId, member.id, images),
          { remark },
        );
      },
    );

    async function claim(request: FastifyRequest<{ Body: { id: string; messagingId?: string } }>, raffle: boolean) {
      const member = await realMember(request);
      const promotion = await promotionFor(request, request.body.id);
      if (raffle && promotion.mode !== 'RAFFLE') throw promotionErrors.wrongMode('Esta promoção não é um sorteio.');
      if (!raffle && promotion.mode === 'RAFFLE')
        throw promotionErrors.wrongMode('Prêmios de sorteio são resgatados pelo resgate de sorteio.');
      const messagingId = request.body.messagingId;
      if (promotion.messagingApp && !messagingId) throw promotionErrors.messagingIdRequired(MESSAGING_APP_NAMES[promotion.messagingApp]);
      return transition(
        promotion,
        member,
        ['CLAIM'],
        'CLAIMED',
        async (tx) => {
          // numeric(14, 2) read as a number is exact to the cent (well under 2^53 cents); credited as text.
          if (promotion.bonusAmount > 0) {
            await creditMemberWallet(tx, {
              merchantCode: member.merchantCode,
              accountId: member.id,
              amount: promotion.bonusAmount.toFixed(2),
              kind: 'BONUS',
              description: `Bônus: ${promotion.title}`,
              reference: `promotion:${promotion.promotionId}`,
              now: deps.clock.now(),
            });
          }
        },
        {
          messagingId: promotion.messagingApp ? messagingId : undefined,
        },
      );
    }

    scope.post<{ Body: { id: string; messagingId?: string } }>(
      '/wps/promotions/claim',
      { schema: routeSchema('promotions-claim.json') },
      (request) => claim(request, false),
    );
    scope.post<{ Body: { id: string; messagingId?: string } }>(
      '/wps/relay/MCS2_claimRafflePromotion',
      { schema: routeSchema('relay-MCS2_claimRafflePromotion.json') },
      (request) => claim(request, true),
    );
  });

  app.get<{ Params: { cdn: 'a' | 'b'; merchant: string; file: string } }>(
    '/cdn/:cdn/promotions/:merchant/:file',
    { schema: routeSchema('cdn-promotions.json') },
    async (request, reply) => {
      const { merchant: merchantCode, file } = request.params;
      const svgWanted = file.endsWith('.svg');
      const name = file.slice(0, -'.jpg'.length);
      const phone = name.endsWith('.phone');
      const promotion = await findPromotion(db, merchantCode, phone ? name.slice(0, -'.phone'.length) : name);
      const merchant = promotion && (await findMerchant(db, merchantCode));
      if (!promotion || !merchant) throw apiErrors.notFound();
      const svg = renderBannerSvg(
        {
          bannerId: promotion.promotionId,
          brandName: merchant.name,
          title: promotion.title,
          subtitle: promotion.summary,
          callToAction: promotion.callToAction,
          motif: isBannerMotif(promotion.motif) ? promotion.motif : 'gift',
          colors: merchant.colors,
        },
        phone ? 'phone' : 'wide',
      );
      reply.header('cache-control', IMMUTABLE_CACHE);
      if (svgWanted) return reply.type('image/svg+xml; charset=utf-8').header('content-security-policy', SVG_CSP).send(svg);
      const format = rasterFormatFor(request.headers);
      reply.header('vary', 'Accept');
      const width = phone ? PHONE_ART_WIDTH : ART_WIDTH;
      return reply.type(`image/${format}`).send(await rasterise(svg, { width, quality: ART_QUALITY[format], format }));
    },
  );
}
