import { drawMotif, type BannerMotif, type MotifColors } from './motifs';
import { sharedDefs } from './primitives';
import { darken, escapeXml, FONT_STACK, hashString, lighten, mix, seededRandom, wrapWords } from './svg-kit';

export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 560;

export interface BannerArt {
  /** Used as the seed too: a banner's image is the same on every request. */
  bannerId: number;
  brandName: string;
  title: string;
  subtitle: string;
  callToAction: string;
  motif: BannerMotif;
  colors: MotifColors;
}

/**
 * A 1920x560 marketing banner: brand-coloured backdrop with glows and light beams, the motif's
 * illustration on the right, headline, sub-line and a call-to-action pill on the left. Text stays
 * in the left 55% so the front end may crop the right on narrow screens. Pure SVG: no script,
 * no external reference, safe under `default-src 'none'`.
 */
export function renderBannerSvg(art: BannerArt): string {
  const { colors } = art;
  const random = seededRandom(hashString(`${art.bannerId}:${art.title}`));
  const deep = darken(colors.background, 0.2);
  const headline = wrapWords(art.title, 22, 2);
  const headlineSize = Math.max(...headline.map((line) => line.length)) > 18 ? 70 : 80;
  const subtitle = wrapWords(art.subtitle, 56, 2);
  const top = headline.length === 1 ? 236 : 196;
  const subtitleTop = top + headline.length * headlineSize * 1.05 + 8;
  const ctaTop = subtitleTop + subtitle.length * 40 + 22;
  const ctaWidth = Math.round(art.callToAction.length * 17.5 + 96);
  const ctaText = darken(colors.primary, 0.82);

  const text = (content: string, x: number, y: number, attributes: string) =>
    `<text x="${x}" y="${Math.round(y)}" font-family="${FONT_STACK}" ${attributes}>${escapeXml(content)}</text>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" role="img" aria-label="${escapeXml(art.title)}">` +
    `<defs>${sharedDefs()}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset=".55" stop-color="${mix(colors.background, colors.primary, 0.16)}"/><stop offset="1" stop-color="${mix(colors.background, colors.accent, 0.42)}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".72" cy=".48" r=".42"><stop offset="0" stop-color="${colors.primary}" stop-opacity=".55"/><stop offset="1" stop-color="${colors.primary}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow2" cx=".08" cy="1" r=".5"><stop offset="0" stop-color="${colors.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${deep}" stop-opacity=".85"/><stop offset=".5" stop-color="${deep}" stop-opacity=".25"/><stop offset=".7" stop-color="${deep}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(colors.primary, 0.25)}"/><stop offset="1" stop-color="${darken(colors.primary, 0.08)}"/></linearGradient>` +
    `<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="#fff" opacity=".07"/></pattern>` +
    `</defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#dots)"/>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow)"/>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow2)"/>` +
    `<g fill="#fff" opacity=".07"><path d="M1040 0h170L860 560H690z"/><path d="M1300 0h70L1020 560H950z"/><path d="M1650 0h220L1520 560h-220z"/></g>` +
    `<circle cx="1440" cy="280" r="300" fill="none" stroke="${colors.primary}" stroke-opacity=".18" stroke-width="2"/>` +
    `<circle cx="1440" cy="280" r="250" fill="none" stroke="${colors.primary}" stroke-opacity=".12" stroke-width="30"/>` +
    `<g transform="translate(1130 50)">${drawMotif(art.motif, colors, random)}</g>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#fade)"/>` +
    `<rect x="140" y="${top - headlineSize - 62}" width="${Math.round(art.brandName.length * 15.5 + 44)}" height="40" rx="20" fill="${colors.accent}" fill-opacity=".9"/>` +
    text(art.brandName.toUpperCase(), 164, top - headlineSize - 35, `font-size="20" font-weight="700" letter-spacing="2" fill="#fff"`) +
    headline
      .map((line, index) =>
        text(line, 140, top + index * headlineSize * 1.05, `font-size="${headlineSize}" font-weight="800" fill="#fff" letter-spacing="-1"`),
      )
      .join('') +
    subtitle
      .map((line, index) => text(line, 142, subtitleTop + index * 40, `font-size="32" font-weight="500" fill="#fff" fill-opacity=".86"`))
      .join('') +
    `<g filter="url(#drop)"><rect x="140" y="${Math.round(ctaTop)}" width="${ctaWidth}" height="68" rx="34" fill="url(#cta)"/></g>` +
    `<rect x="150" y="${Math.round(ctaTop) + 6}" width="${ctaWidth - 20}" height="24" rx="12" fill="#fff" opacity=".18"/>` +
    text(art.callToAction, 140 + ctaWidth / 2, ctaTop + 45, `font-size="28" font-weight="800" fill="${ctaText}" text-anchor="middle"`) +
    `</svg>`
  );
}
