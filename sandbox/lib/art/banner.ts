import { drawMotif, type BannerMotif, type MotifColors } from './motifs';
import { sharedDefs } from './primitives';
import { darken, escapeXml, FONT_STACK, hashString, lighten, mix, seededRandom, wrapWords } from './svg-kit';

export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 560;

/**
 * The crops a banner is drawn in. `wide` fills the strip on screens from 768 px; `phone` is for
 * narrower ones, where the wide crop is shown at a fifth of its size and its sub-line came out at
 * about 7 px (issue 25): the phone crop is squarer and draws its words larger for that width, so
 * every word is at least 11 px when it is shown 328 px wide (a promotion card on a 360 px phone,
 * the narrowest place it is shown: a scale of 0.44, 26 units and up).
 */
export const BANNER_CROPS = {
  wide: { width: BANNER_WIDTH, height: BANNER_HEIGHT },
  phone: { width: 750, height: 400 },
} as const;
export type BannerCrop = keyof typeof BANNER_CROPS;

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

/** Where each crop puts its words and its illustration, in the crop's own units. */
interface Layout {
  left: number;
  /** How wide the words may run, from `left`, before they would reach the illustration. */
  column: number;
  /** Lines broken as evenly as the words allow (a short crop), or filled up to `chars` first. */
  wrap: 'even' | 'fill';
  pill: { height: number; font: number; charWidth: number; padding: number; letterSpacing: number };
  headline: { chars: number; size: number; longSize: number; longAt: number };
  subtitle: { chars: number; size: number; lineHeight: number };
  cta: { height: number; font: number; charWidth: number; padding: number; baseline: number };
  /** The gaps under the pill, the headline and the sub-line. */
  gaps: [number, number, number];
  motif: { x: number; y: number; scale: number };
  ring: { cx: number; cy: number; r: number };
  beams: string;
}

const LAYOUTS: Record<BannerCrop, Layout> = {
  wide: {
    left: 140,
    column: 1000,
    wrap: 'fill',
    // 28 units: 11 px from a 768 px wide strip up, where this crop takes over from the phone's.
    pill: { height: 48, font: 28, charWidth: 21, padding: 56, letterSpacing: 2 },
    headline: { chars: 22, size: 80, longSize: 70, longAt: 18 },
    subtitle: { chars: 56, size: 32, lineHeight: 40 },
    cta: { height: 68, font: 28, charWidth: 17.5, padding: 96, baseline: 45 },
    gaps: [24, 8, 22],
    motif: { x: 1130, y: 50, scale: 1 },
    ring: { cx: 1440, cy: 280, r: 300 },
    beams: 'M1040 0h170L860 560H690zM1300 0h70L1020 560H950zM1650 0h220L1520 560h-220z',
  },
  phone: {
    left: 40,
    column: 430,
    wrap: 'even',
    pill: { height: 40, font: 26, charWidth: 18.4, padding: 40, letterSpacing: 1.2 },
    headline: { chars: 17, size: 52, longSize: 46, longAt: 15 },
    subtitle: { chars: 29, size: 26, lineHeight: 33 },
    cta: { height: 56, font: 26, charWidth: 15.5, padding: 64, baseline: 37 },
    gaps: [18, 6, 16],
    motif: { x: 468, y: 138, scale: 0.46 },
    ring: { cx: 615, cy: 235, r: 150 },
    beams: 'M420 0h80L330 400H250zM560 0h36L420 400H384zM690 0h60L600 400h-70z',
  },
};

/** DejaVu Sans' average advance per character, in ems (bold and regular): to keep a line inside its column. */
const CHAR_EMS = { bold: 0.62, regular: 0.56 };

/**
 * Two lines at most, the break where the longer line is shortest; with `third`, a text too long
 * for two lines of `chars` gets a third, filled line by line.
 */
function evenLines(text: string, chars: number, third: boolean): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  let best = [words.join(' ')];
  for (let at = 1; at < words.length; at += 1) {
    const lines = [words.slice(0, at).join(' '), words.slice(at).join(' ')];
    if (Math.max(...lines.map((line) => line.length)) < Math.max(...best.map((line) => line.length))) best = lines;
  }
  return third && Math.max(...best.map((line) => line.length)) > chars ? wrapWords(text, chars, 3) : best;
}

/** The largest size up to `size` at which the longest line stays inside `column`. */
function fitSize(lines: string[], size: number, column: number, ems: number): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(size, Math.floor(column / (longest * ems)));
}

/**
 * A marketing banner in one of its crops: brand-coloured backdrop with glows and light beams, the
 * motif's illustration on the right, the brand's pill, headline, sub-line and a call-to-action pill
 * on the left, the block centred from top to bottom. Pure SVG: no script, no external reference,
 * safe under `default-src 'none'`.
 */
export function renderBannerSvg(art: BannerArt, crop: BannerCrop = 'wide'): string {
  const { colors } = art;
  const { width, height } = BANNER_CROPS[crop];
  const layout = LAYOUTS[crop];
  const random = seededRandom(hashString(`${art.bannerId}:${art.title}`));
  const deep = darken(colors.background, 0.2);
  // The headline keeps to two lines (its size shrinks to fit); a long sub-line may take a third.
  const lines = (words: string, chars: number, third: boolean) =>
    layout.wrap === 'even' ? evenLines(words, chars, third) : wrapWords(words, chars, 2);
  const headline = lines(art.title, layout.headline.chars, false);
  const headlineSize = fitSize(
    headline,
    Math.max(...headline.map((line) => line.length)) > layout.headline.longAt ? layout.headline.longSize : layout.headline.size,
    layout.column,
    CHAR_EMS.bold,
  );
  const headlineStep = headlineSize * 1.05;
  const subtitle = lines(art.subtitle, layout.subtitle.chars, true);
  const [pillGap, headlineGap, subtitleGap] = layout.gaps;
  const block =
    layout.pill.height +
    pillGap +
    headline.length * headlineStep +
    headlineGap +
    subtitle.length * layout.subtitle.lineHeight +
    subtitleGap +
    layout.cta.height;
  const pillTop = Math.round((height - block) / 2);
  // Baselines: a line's letters sit about 0.78 of its size below its top.
  const headlineTop = pillTop + layout.pill.height + pillGap + headlineSize * 0.8;
  const subtitleTop = headlineTop + (headline.length - 1) * headlineStep + headlineGap + layout.subtitle.lineHeight;
  const ctaTop = Math.round(subtitleTop + (subtitle.length - 1) * layout.subtitle.lineHeight + subtitleGap + layout.subtitle.size * 0.3);
  const ctaWidth = Math.round(art.callToAction.length * layout.cta.charWidth + layout.cta.padding);
  const pillWidth = Math.round(art.brandName.length * layout.pill.charWidth + layout.pill.padding);
  const ctaText = darken(colors.primary, 0.82);
  const { left } = layout;

  const text = (content: string, x: number, y: number, attributes: string) =>
    `<text x="${x}" y="${Math.round(y)}" font-family="${FONT_STACK}" ${attributes}>${escapeXml(content)}</text>`;
  const full = `width="${width}" height="${height}"`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ${full} role="img" aria-label="${escapeXml(art.title)}">` +
    `<defs>${sharedDefs()}` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset=".55" stop-color="${mix(colors.background, colors.primary, 0.16)}"/><stop offset="1" stop-color="${mix(colors.background, colors.accent, 0.42)}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".72" cy=".48" r=".42"><stop offset="0" stop-color="${colors.primary}" stop-opacity=".55"/><stop offset="1" stop-color="${colors.primary}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow2" cx=".08" cy="1" r=".5"><stop offset="0" stop-color="${colors.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${colors.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${deep}" stop-opacity=".85"/><stop offset=".5" stop-color="${deep}" stop-opacity=".25"/><stop offset=".7" stop-color="${deep}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(colors.primary, 0.25)}"/><stop offset="1" stop-color="${darken(colors.primary, 0.08)}"/></linearGradient>` +
    `<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="#fff" opacity=".07"/></pattern>` +
    `</defs>` +
    `<rect ${full} fill="url(#bg)"/>` +
    `<rect ${full} fill="url(#dots)"/>` +
    `<rect ${full} fill="url(#glow)"/>` +
    `<rect ${full} fill="url(#glow2)"/>` +
    `<path d="${layout.beams}" fill="#fff" opacity=".07"/>` +
    `<circle cx="${layout.ring.cx}" cy="${layout.ring.cy}" r="${layout.ring.r}" fill="none" stroke="${colors.primary}" stroke-opacity=".18" stroke-width="2"/>` +
    `<circle cx="${layout.ring.cx}" cy="${layout.ring.cy}" r="${Math.round(layout.ring.r * 0.83)}" fill="none" stroke="${colors.primary}" stroke-opacity=".12" stroke-width="${Math.round(layout.ring.r / 10)}"/>` +
    `<g transform="translate(${layout.motif.x} ${layout.motif.y})${layout.motif.scale === 1 ? '' : ` scale(${layout.motif.scale})`}">${drawMotif(art.motif, colors, random)}</g>` +
    `<rect ${full} fill="url(#fade)"/>` +
    `<rect x="${left}" y="${pillTop}" width="${pillWidth}" height="${layout.pill.height}" rx="${layout.pill.height / 2}" fill="${colors.accent}" fill-opacity=".9"/>` +
    text(
      art.brandName.toUpperCase(),
      left + layout.pill.padding / 2,
      pillTop + layout.pill.height / 2 + layout.pill.font * 0.36,
      `font-size="${layout.pill.font}" font-weight="700" letter-spacing="${layout.pill.letterSpacing}" fill="#fff"`,
    ) +
    headline
      .map((line, index) =>
        text(
          line,
          left,
          headlineTop + index * headlineStep,
          `font-size="${headlineSize}" font-weight="800" fill="#fff" letter-spacing="-1"`,
        ),
      )
      .join('') +
    subtitle
      .map((line, index) =>
        text(
          line,
          left + 2,
          subtitleTop + index * layout.subtitle.lineHeight,
          `font-size="${layout.subtitle.size}" font-weight="500" fill="#fff" fill-opacity=".86"`,
        ),
      )
      .join('') +
    `<g filter="url(#drop)"><rect x="${left}" y="${ctaTop}" width="${ctaWidth}" height="${layout.cta.height}" rx="${layout.cta.height / 2}" fill="url(#cta)"/></g>` +
    `<rect x="${left + 10}" y="${ctaTop + 6}" width="${ctaWidth - 20}" height="${Math.round(layout.cta.height * 0.35)}" rx="${Math.round(layout.cta.height * 0.18)}" fill="#fff" opacity=".18"/>` +
    text(
      art.callToAction,
      left + ctaWidth / 2,
      ctaTop + layout.cta.baseline,
      `font-size="${layout.cta.font}" font-weight="800" fill="${ctaText}" text-anchor="middle"`,
    ) +
    `</svg>`
  );
}
