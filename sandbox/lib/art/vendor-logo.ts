import { darken, escapeXml, FONT_STACK, hashString, hsl, lighten } from './svg-kit';

/**
 * A 240x120 vendor logo for any vendor code: a colour of its own (from the code's hash), a
 * monogram badge, the code in large type and the vendor's name. Same code, same logo.
 * `cornerRadius` 0 gives square corners, for JPEG (no transparency): the page rounds the image.
 */
export function renderVendorLogoSvg(code: string, name: string, cornerRadius = 18): string {
  const rx = cornerRadius;
  const hash = hashString(code);
  const base = hsl(hash % 360, 0.62, 0.42);
  const second = hsl((hash % 360) + 40, 0.7, 0.3);
  const codeSize = code.length <= 3 ? 46 : code.length <= 5 ? 36 : code.length <= 8 ? 26 : 17;
  const label = code.replace(/_/g, ' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(base, 0.1)}"/><stop offset="1" stop-color="${second}"/></linearGradient>` +
    `<radialGradient id="s" cx=".2" cy="0" r="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="240" height="120" rx="${rx}" fill="url(#v)"/><rect width="240" height="120" rx="${rx}" fill="url(#s)"/>` +
    `<path d="M170 0h70v120h-130z" fill="#fff" opacity=".06"/>` +
    `<circle cx="44" cy="60" r="26" fill="${darken(base, 0.35)}" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>` +
    `<text x="44" y="69" font-family="${FONT_STACK}" font-size="24" font-weight="900" fill="#fff" text-anchor="middle">${escapeXml(label.charAt(0))}</text>` +
    `<text x="82" y="${codeSize > 30 ? 66 : 62}" font-family="${FONT_STACK}" font-size="${codeSize}" font-weight="900" fill="#fff" letter-spacing="1">${escapeXml(label)}</text>` +
    `<text x="83" y="92" font-family="${FONT_STACK}" font-size="14" font-weight="600" fill="#fff" fill-opacity=".8">${escapeXml(name.slice(0, 20))}</text>` +
    `<rect x="0.5" y="0.5" width="239" height="119" rx="${Math.max(rx - 0.5, 0)}" fill="none" stroke="#fff" stroke-opacity=".25"/></svg>`
  );
}
