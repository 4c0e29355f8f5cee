import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { renderBannerSvg } from '../lib/art/banner';
import { renderGameTileSvg } from '../lib/art/game-tile';
import { isBannerMotif } from '../lib/art/motifs';
import { svgToJpeg, type JpegOptions } from '../lib/art/rasterise';
import { renderVendorLogoSvg } from '../lib/art/vendor-logo';
import { apiErrors } from '../lib/errors';
import { SVG_CSP } from '../lib/security-headers';
import { IMAGE_CLIENT_HINTS, IMMUTABLE_CACHE } from '../lib/static-site';
import { findVendorName } from '../store/game-menus';
import { findMerchant } from '../store/merchants';
import { findBanner } from '../store/site-content';
import type { RouteDeps } from './deps';

type FileParams = { Params: { cdn: 'a' | 'b'; file: string } };

/** Strips the .svg or .jpg the params schema guarantees. */
const stem = (file: string) => file.slice(0, -'.svg'.length);
const isSvg = (file: string) => file.endsWith('.svg');

/**
 * Size and quality of the JPEG files. Tiles and logos are about twice the size the site shows
 * them at. The banner is the page's largest paint, so it is drawn for the screen asking (see
 * bannerWidthFor); 960 px at quality 62 (about 31 KB) when the browser sends no hints.
 */
const RASTER = { banner: { width: 960, quality: 62 }, vendor: { width: 240, quality: 75 }, game: { width: 360, quality: 72 } } as const;

/** The banner widths drawn: a few steps, so the cache holds few copies of each banner. */
export const BANNER_WIDTHS = [480, 720, 960, 1440, 1920] as const;

/**
 * The banner width for the screen asking, as an image CDN does with client hints: the viewport's
 * device pixels (the strip is full width), rounded up to a drawn step. A phone at 412 px and 1.75x
 * gets 720 px (about 22 KB instead of 31 KB, less to wait for on the largest paint); a 1280 px
 * desktop gets 1440 px, sharper than one size for all. No hints (another browser, a script): 960.
 */
export function bannerWidthFor(headers: Record<string, string | string[] | undefined>): number {
  const viewport = Number(headers['sec-ch-viewport-width']);
  const dpr = Number(headers['sec-ch-dpr'] ?? 1);
  if (!(viewport > 0) || !(dpr > 0)) return RASTER.banner.width;
  // Up to 5% short of the screen is as sharp to the eye: 412 px at 1.75x (721) gets the 720 step.
  const devicePixels = Math.min(viewport, 4000) * Math.min(dpr, 4) * 0.95;
  return BANNER_WIDTHS.find((width) => width >= devicePixels) ?? BANNER_WIDTHS[BANNER_WIDTHS.length - 1];
}

/**
 * GET /cdn/{a|b}/banners|vendors|games/<file>.jpg (or .svg): generated artwork. The catalogue
 * links the JPEG files, drawn from the SVG (see rasterise.ts for why); the SVG stays available as
 * the source. /cdn/a and /cdn/b are the two "image CDNs" system/status lists; both are this server,
 * so the page's CSP stays 'self'. An image never changes for a given address, hence the
 * year-long immutable caching.
 */
export function registerCdnRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<FileParams>('/cdn/:cdn/banners/:file', { schema: routeSchema('cdn-banners.json') }, async (request, reply) => {
    const banner = await findBanner(db, Number(stem(request.params.file)));
    const merchant = banner && (await findMerchant(db, banner.merchantCode));
    if (!banner || !merchant) throw apiErrors.notFound();
    reply.header('vary', IMAGE_CLIENT_HINTS);
    return sendArt(
      reply,
      request.params.file,
      { ...RASTER.banner, width: bannerWidthFor(request.headers) },
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
    const { file } = request.params;
    const code = stem(file);
    // The JPEG has square corners (no transparency); the page rounds it.
    const logo = renderVendorLogoSvg(code, (await findVendorName(db, code)) ?? code, isSvg(file) ? undefined : 0);
    return sendArt(reply, file, RASTER.vendor, logo);
  });

  app.get<FileParams>('/cdn/:cdn/games/:file', { schema: routeSchema('cdn-games.json') }, async (request, reply) =>
    sendArt(reply, request.params.file, RASTER.game, renderGameTileSvg(stem(request.params.file))),
  );
}

async function sendArt(reply: FastifyReply, file: string, jpeg: JpegOptions, svg: string): Promise<FastifyReply> {
  reply.header('cache-control', IMMUTABLE_CACHE);
  if (isSvg(file)) return reply.type('image/svg+xml; charset=utf-8').header('content-security-policy', SVG_CSP).send(svg);
  return reply.type('image/jpeg').send(await svgToJpeg(svg, jpeg));
}
