import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeSchema } from '../lib/api-schemas';
import { renderBannerSvg, type BannerCrop } from '../lib/art/banner';
import { renderGameTileSvg } from '../lib/art/game-tile';
import { isBannerMotif } from '../lib/art/motifs';
import { rasterise, type RasterFormat } from '../lib/art/rasterise';
import { renderVendorLogoSvg } from '../lib/art/vendor-logo';
import { apiErrors } from '../lib/errors';
import { SVG_CSP } from '../lib/security-headers';
import { IMAGE_CLIENT_HINTS, IMMUTABLE_CACHE } from '../lib/static-site';
import { findVendorName } from '../store/game-menus';
import { findGameName } from '../store/games';
import { findMerchant } from '../store/merchants';
import { findBanner } from '../store/site-content';
import type { RouteDeps } from './deps';

type FileParams = { Params: { cdn: 'a' | 'b'; file: string } };

/** Strips the .svg or .jpg the params schema guarantees. */
const stem = (file: string) => file.slice(0, -'.svg'.length);
const isSvg = (file: string) => file.endsWith('.svg');

/**
 * Size and quality of the raster files. Tiles and logos are about twice the size the site shows
 * them at. The banner is the page's largest paint, so it is drawn for the screen asking (see
 * bannerWidthFor); 960 px when the browser sends no hints. WebP's quality scale is not JPEG's:
 * these pairs look alike, the WebP about a third smaller (a 720 px banner: 13 KB against 21 KB).
 */
const RASTER = {
  banner: { width: 960, quality: { jpeg: 62, webp: 75 } },
  vendor: { width: 240, quality: { jpeg: 75, webp: 80 } },
  game: { width: 360, quality: { jpeg: 72, webp: 75 } },
} as const;

type RasterKind = keyof typeof RASTER;

/** The banner widths drawn: a few steps, so the cache holds few copies of each banner. */
export const BANNER_WIDTHS = [480, 720, 960, 1440, 1920] as const;
/** The phone crop is shown under 768 px: 1440 device pixels are a 3x phone's 480. */
const PHONE_CROP_MAX_WIDTH = 1440;

/** `12-phone` → banner 12's phone crop; `12` → its wide crop. */
function bannerFile(stemmed: string): { bannerId: number; crop: BannerCrop } {
  const phone = stemmed.endsWith('-phone');
  return { bannerId: Number(phone ? stemmed.slice(0, -'-phone'.length) : stemmed), crop: phone ? 'phone' : 'wide' };
}

/**
 * The banner width for the screen asking, as an image CDN does with client hints: the viewport's
 * device pixels (the strip is full width), rounded up to a drawn step. A phone at 412 px and 1.75x
 * gets 720 px (a third fewer pixels than 960, less to wait for on the largest paint); a 1280 px
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
 * The picture format for the browser asking, as image CDNs choose it (Cloudflare Polish, imgix
 * `auto=format`): WebP when the Accept header names it with a weight above zero, which every
 * current browser's image requests do, else JPEG. The address stays `.jpg`; `Vary: Accept` keeps
 * caches apart.
 */
export function rasterFormatFor(headers: Record<string, string | string[] | undefined>): RasterFormat {
  const acceptsWebp = String(headers.accept ?? '')
    .split(',')
    .some((range) => {
      const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return type === 'image/webp' && (weight === undefined || Number(weight.slice(2)) > 0);
    });
  return acceptsWebp ? 'webp' : 'jpeg';
}

/**
 * GET /cdn/{a|b}/banners|vendors|games/<file>.jpg (or .svg): generated artwork. The catalogue
 * links the `.jpg` files, drawn from the SVG (see rasterise.ts for why) as WebP or JPEG (see
 * rasterFormatFor); the SVG stays available as the source. /cdn/a and /cdn/b are the two "image
 * CDNs" system/status lists; both are this server, so the page's CSP stays 'self'. An image never changes for a given address, hence the
 * year-long immutable caching.
 */
export function registerCdnRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<FileParams>('/cdn/:cdn/banners/:file', { schema: routeSchema('cdn-banners.json') }, async (request, reply) => {
    const { bannerId, crop } = bannerFile(stem(request.params.file));
    const banner = await findBanner(db, bannerId);
    const merchant = banner && (await findMerchant(db, banner.merchantCode));
    if (!banner || !merchant) throw apiErrors.notFound();
    const art = renderBannerSvg(
      {
        bannerId: banner.bannerId,
        brandName: merchant.name,
        title: banner.title,
        subtitle: banner.subtitle,
        callToAction: banner.callToAction,
        motif: isBannerMotif(banner.motif) ? banner.motif : 'chips',
        colors: merchant.colors,
      },
      crop,
    );
    return sendArt(request, reply, 'banner', art, crop === 'phone' ? PHONE_CROP_MAX_WIDTH : undefined);
  });

  app.get<FileParams>('/cdn/:cdn/vendors/:file', { schema: routeSchema('cdn-vendors.json') }, async (request, reply) => {
    const { file } = request.params;
    const code = stem(file);
    // The raster has square corners (JPEG has no transparency); the page rounds it.
    const logo = renderVendorLogoSvg(code, (await findVendorName(db, code)) ?? code, isSvg(file) ? undefined : 0);
    return sendArt(request, reply, 'vendor', logo);
  });

  app.get<FileParams>('/cdn/:cdn/games/:file', { schema: routeSchema('cdn-games.json') }, async (request, reply) => {
    const slug = stem(request.params.file);
    return sendArt(request, reply, 'game', renderGameTileSvg(slug, await findGameName(db, slug)));
  });
}

async function sendArt(
  request: FastifyRequest<FileParams>,
  reply: FastifyReply,
  kind: RasterKind,
  svg: string,
  maxWidth = Infinity,
): Promise<FastifyReply> {
  reply.header('cache-control', IMMUTABLE_CACHE);
  if (isSvg(request.params.file)) return reply.type('image/svg+xml; charset=utf-8').header('content-security-policy', SVG_CSP).send(svg);
  const format = rasterFormatFor(request.headers);
  // Only the banner is sized for the screen; every raster depends on the Accept header.
  const width = kind === 'banner' ? Math.min(bannerWidthFor(request.headers), maxWidth) : RASTER[kind].width;
  reply.header('vary', kind === 'banner' ? `Accept, ${IMAGE_CLIENT_HINTS}` : 'Accept');
  return reply.type(`image/${format}`).send(await rasterise(svg, { width, quality: RASTER[kind].quality[format], format }));
}
