/** Small helpers shared by the generated artwork: escaping, colours, deterministic randomness. */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix of two #rrggbb colours: 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const [from, to] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((index) => from[index] + (to[index] - from[index]) * amount) as Rgb);
}

export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);
export const darken = (color: string, amount: number) => mix(color, '#000000', amount);

/** #rrggbb from hue (0-360), saturation and lightness (0-1). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => 255 * (lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return toHex([channel(0), channel(8), channel(4)]);
}

/** A stable 32-bit hash of a string (FNV-1a), so the same name always gets the same art. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds coordinates to one decimal: smaller files, no visible difference. */
export const r1 = (value: number) => Math.round(value * 10) / 10;

/** Splits text into at most `maxLines` lines of about `maxChars` characters, on word boundaries. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && (current + ' ' + word).length > maxChars && lines.length < maxLines - 1) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export const FONT_STACK = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
