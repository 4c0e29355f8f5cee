import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { renderBannerSvg } from '../lib/art/banner';
import { renderGameTileSvg } from '../lib/art/game-tile';
import { isBannerMotif } from '../lib/art/motifs';
import { renderVendorLogoSvg } from '../lib/art/vendor-logo';
import { apiErrors } from '../lib/errors';
import { SVG_CSP } from '../lib/security-headers';
import { IMMUTABLE_CACHE } from '../lib/static-site';
import { findVendorName } from '../store/game-menus';
import { findMerchant } from '../store/merchants';
import { findBanner } from '../store/site-content';
import type { RouteDeps } from './deps';

type FileParams = { Params: { cdn: 'a' | 'b'; file: string } };

/** Strips the .svg the params schema guarantees. */
const stem = (file: string) => file.slice(0, -'.svg'.length);

/**
 * GET /cdn/{a|b}/banners|vendors|games/<file>.svg: generated artwork. /cdn/a and /cdn/b are the
 * two "image CDNs" system/status lists; both are this server, so the page's CSP stays 'self'.
 * An image never changes for a given address, hence the year-long immutable caching.
 */
export function registerCdnRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<FileParams>('/cdn/:cdn/banners/:file', { schema: routeSchema('cdn-banners.json') }, async (request, reply) => {
    const banner = await findBanner(db, Number(stem(request.params.file)));
    const merchant = banner && (await findMerchant(db, banner.merchantCode));
    if (!banner || !merchant) throw apiErrors.notFound();
    return sendSvg(
      reply,
      renderBannerSvg({
        bannerId: banner.bannerId,
        brandName: merchant.name,
        title: banner.title,
        subtitle: banner.subtitle,
        callToAction: banner.callToAction,
        motif: isBannerMotif(banner.motif) ? banner.motif : 'chips',
        colors: merchant.colors,
      }),
    );
  });

  app.get<FileParams>('/cdn/:cdn/vendors/:file', { schema: routeSchema('cdn-vendors.json') }, async (request, reply) => {
    const code = stem(request.params.file);
    return sendSvg(reply, renderVendorLogoSvg(code, (await findVendorName(db, code)) ?? code));
  });

  app.get<FileParams>('/cdn/:cdn/games/:file', { schema: routeSchema('cdn-games.json') }, async (request, reply) =>
    sendSvg(reply, renderGameTileSvg(stem(request.params.file))),
  );
}

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', IMMUTABLE_CACHE)
    .header('content-security-policy', SVG_CSP)
    .send(svg);
}
