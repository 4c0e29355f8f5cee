import { BANNER_MOTIFS, drawMotif } from './motifs';
import { sharedDefs } from './primitives';
import { darken, escapeXml, FONT_STACK, hashString, hsl, seededRandom, wrapWords } from './svg-kit';

/**
 * "fortune-tiger" -> "Fortune Tiger", for a slug no game has (a game's own name is used otherwise).
 * A word with a digit or without a vowel is a code or an acronym and reads in capitals, as the
 * platform writes it: "ssc-turbo" -> "SSC Turbo", "pk10-sprint" -> "PK10 Sprint", never "Ssc".
 */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (/\d/.test(word) || !/[aeiouyà-ÿ]/i.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * Drop shadows (feDropShadow) are what makes an SVG costly to draw: a lobby shows dozens of tiles,
 * and Chrome rasterises SVG images on the main thread, so the tiles go without them.
 */
const withoutFilters = (svg: string) => svg.replace(/ filter="url\(#drop\)"/g, '');

/**
 * A 360x360 game tile for any slug: its own colours and illustration (both from the slug's hash),
 * with the game's title on a dark band at the bottom: `name` as the game lists give it, or a title
 * made from the slug for a slug no game has.
 */
export function renderGameTileSvg(slug: string, name: string = titleFromSlug(slug)): string {
  return withoutFilters(drawGameTileSvg(slug, name));
}

function drawGameTileSvg(slug: string, name: string): string {
  const hash = hashString(slug);
  const random = seededRandom(hash);
  const hue = hash % 360;
  const colors = { primary: hsl(hue + 50, 0.85, 0.6), accent: hsl(hue, 0.7, 0.5), background: hsl(hue, 0.5, 0.16) };
  const motif = BANNER_MOTIFS[hash % BANNER_MOTIFS.length];
  const title = wrapWords(name, 16, 2);
  const size = title.length > 1 ? 28 : 34;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 360" width="360" height="360" role="img" aria-label="${escapeXml(name)}">` +
    `<defs>${sharedDefs()}` +
    `<linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.background}"/><stop offset="1" stop-color="${darken(colors.accent, 0.35)}"/></linearGradient>` +
    `<radialGradient id="g" cx=".5" cy=".4" r=".55"><stop offset="0" stop-color="${colors.primary}" stop-opacity=".5"/><stop offset="1" stop-color="${colors.primary}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".85"/></linearGradient></defs>` +
    `<rect width="360" height="360" fill="url(#t)"/><rect width="360" height="360" fill="url(#g)"/>` +
    `<g transform="translate(20 10) scale(.5)">${drawMotif(motif, colors, random)}</g>` +
    `<rect y="200" width="360" height="160" fill="url(#b)"/>` +
    title
      .map(
        (line, index) =>
          `<text x="180" y="${(title.length > 1 ? 292 : 318) + index * (size + 4)}" font-family="${FONT_STACK}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('') +
    `</svg>`
  );
}
