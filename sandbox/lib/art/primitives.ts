import { darken, escapeXml, FONT_STACK, r1 } from './svg-kit';

/**
 * Reusable casino shapes (chips, coins, cards, balls...) as SVG fragments. They rely on the
 * shared definitions below (gold, pearl, drop shadow, suits, star, spark), which every document
 * that uses them must include once.
 */
export function sharedDefs(): string {
  return [
    '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4c2"/><stop offset=".45" stop-color="#f7c948"/><stop offset="1" stop-color="#a8680c"/></linearGradient>',
    '<radialGradient id="pearl" cx=".35" cy=".3" r=".9"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d5d8e6"/></radialGradient>',
    '<radialGradient id="shine" cx=".3" cy=".25" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<filter id="drop" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="12" stdDeviation="12" flood-color="#000" flood-opacity=".45"/></filter>',
    '<symbol id="heart" viewBox="0 0 100 100"><path d="M50 92C20 66 4 50 4 30A23 23 0 0 1 50 20A23 23 0 0 1 96 30C96 50 80 66 50 92Z"/></symbol>',
    '<symbol id="spade" viewBox="0 0 100 100"><path d="M50 4C80 34 96 48 96 64A22 22 0 0 1 56 76L64 96H36L44 76A22 22 0 0 1 4 64C4 48 20 34 50 4Z"/></symbol>',
    '<symbol id="diamond" viewBox="0 0 100 100"><path d="M50 2L88 50L50 98L12 50Z"/></symbol>',
    '<symbol id="club" viewBox="0 0 100 100"><circle cx="50" cy="28" r="22"/><circle cx="26" cy="58" r="22"/><circle cx="74" cy="58" r="22"/><path d="M44 56H56L64 96H36Z"/></symbol>',
    '<symbol id="star" viewBox="-50 -50 100 100"><path d="M0-48 14-16 48-15 21 6 30 40 0 21-30 40-21 6-48-15-14-16Z"/></symbol>',
    '<symbol id="spark" viewBox="-10 -10 20 20"><path d="M0-10 1.8-1.8 10 0 1.8 1.8 0 10-1.8 1.8-10 0-1.8-1.8Z"/></symbol>',
  ].join('');
}

export type Suit = 'heart' | 'spade' | 'diamond' | 'club';

const SUIT_COLOR: Record<Suit, string> = { heart: '#d7263d', diamond: '#d7263d', spade: '#151826', club: '#151826' };

/** A poker chip seen from the front. */
export function chip(cx: number, cy: number, radius: number, color: string, rotation = 0): string {
  const ring = radius * 0.84;
  const dash = r1((2 * Math.PI * ring) / 16);
  return (
    `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(rotation)})" filter="url(#drop)">` +
    `<circle r="${r1(radius)}" fill="${color}"/>` +
    `<circle r="${r1(ring)}" fill="none" stroke="#fff" stroke-width="${r1(radius * 0.17)}" stroke-dasharray="${dash} ${dash}"/>` +
    `<circle r="${r1(radius * 0.6)}" fill="${darken(color, 0.18)}" stroke="#fff" stroke-opacity=".7" stroke-width="${r1(radius * 0.04)}" stroke-dasharray="4 5"/>` +
    `<use href="#star" x="${r1(-radius * 0.32)}" y="${r1(-radius * 0.32)}" width="${r1(radius * 0.64)}" height="${r1(radius * 0.64)}" fill="url(#gold)"/>` +
    `<circle r="${r1(radius)}" fill="url(#shine)"/></g>`
  );
}

/** A stack of chips in perspective, `count` high. */
export function chipStack(cx: number, bottom: number, radius: number, count: number, color: string): string {
  const ry = radius * 0.36;
  const step = radius * 0.2;
  const dash = r1((2 * Math.PI * radius) / 24);
  let layers = '';
  for (let index = 0; index < count; index += 1) {
    const y = r1(bottom - index * step);
    layers +=
      `<ellipse cx="${r1(cx)}" cy="${y}" rx="${r1(radius)}" ry="${r1(ry)}" fill="${darken(color, 0.25)}"/>` +
      `<ellipse cx="${r1(cx)}" cy="${r1(y - step * 0.5)}" rx="${r1(radius)}" ry="${r1(ry)}" fill="${color}" stroke="#fff" stroke-width="${r1(step * 0.5)}" stroke-dasharray="${dash} ${dash}" stroke-opacity=".9"/>`;
  }
  const top = bottom - count * step;
  return (
    `<g filter="url(#drop)">${layers}` +
    `<ellipse cx="${r1(cx)}" cy="${r1(top)}" rx="${r1(radius * 0.62)}" ry="${r1(ry * 0.62)}" fill="${darken(color, 0.15)}" stroke="#fff" stroke-opacity=".6" stroke-width="2" stroke-dasharray="4 5"/></g>`
  );
}

/** A gold coin; `tilt` (0-1) flattens it as if spinning. */
export function coin(cx: number, cy: number, radius: number, tilt = 0, rotation = 0): string {
  const sx = r1(1 - tilt * 0.75);
  return (
    `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(rotation)}) scale(${sx} 1)">` +
    `<circle r="${r1(radius)}" fill="#a8680c"/><circle r="${r1(radius * 0.92)}" fill="url(#gold)"/>` +
    `<circle r="${r1(radius * 0.72)}" fill="none" stroke="#fff3c4" stroke-opacity=".8" stroke-width="${r1(radius * 0.06)}"/>` +
    `<use href="#star" x="${r1(-radius * 0.45)}" y="${r1(-radius * 0.45)}" width="${r1(radius * 0.9)}" height="${r1(radius * 0.9)}" fill="#fff1b8"/></g>`
  );
}

/** A coin pile seen from the side: gold discs stacked `count` high. */
export function coinStack(cx: number, bottom: number, radius: number, count: number): string {
  let discs = '';
  for (let index = 0; index < count; index += 1) {
    const y = r1(bottom - index * radius * 0.16);
    discs += `<ellipse cx="${r1(cx)}" cy="${y}" rx="${r1(radius)}" ry="${r1(radius * 0.3)}" fill="url(#gold)" stroke="#8a5508" stroke-width="2"/>`;
  }
  return `<g filter="url(#drop)">${discs}</g>`;
}

/** A playing card, rotated about its centre. */
export function card(cx: number, cy: number, rotation: number, rank: string, suit: Suit, scale = 1): string {
  const color = SUIT_COLOR[suit];
  return (
    `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(rotation)}) scale(${scale})" filter="url(#drop)">` +
    `<rect x="-80" y="-115" width="160" height="230" rx="14" fill="url(#pearl)" stroke="#c3c7d6" stroke-width="2"/>` +
    `<text x="-58" y="-66" font-family="${FONT_STACK}" font-size="40" font-weight="800" fill="${color}" text-anchor="middle">${escapeXml(rank)}</text>` +
    `<use href="#${suit}" x="-72" y="-58" width="28" height="28" fill="${color}"/>` +
    `<use href="#${suit}" x="-42" y="-36" width="84" height="84" fill="${color}"/>` +
    `<g transform="rotate(180)"><text x="-58" y="-66" font-family="${FONT_STACK}" font-size="40" font-weight="800" fill="${color}" text-anchor="middle">${escapeXml(rank)}</text>` +
    `<use href="#${suit}" x="-72" y="-58" width="28" height="28" fill="${color}"/></g></g>`
  );
}

/** A numbered lottery ball. */
export function ball(cx: number, cy: number, radius: number, color: string, number: number): string {
  return (
    `<g transform="translate(${r1(cx)} ${r1(cy)})" filter="url(#drop)">` +
    `<circle r="${r1(radius)}" fill="${color}"/><circle r="${r1(radius * 0.55)}" fill="#fff"/>` +
    `<text y="${r1(radius * 0.2)}" font-family="${FONT_STACK}" font-size="${r1(radius * 0.58)}" font-weight="800" fill="${darken(color, 0.45)}" text-anchor="middle">${number}</text>` +
    `<circle r="${r1(radius)}" fill="url(#shine)"/></g>`
  );
}

/** Little four-pointed sparkles scattered in a box, placed by `random`. */
export function sparkles(
  random: () => number,
  count: number,
  box: { x: number; y: number; width: number; height: number },
  color = '#ffffff',
): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const size = r1(10 + random() * 26);
    const x = r1(box.x + random() * box.width);
    const y = r1(box.y + random() * box.height);
    out += `<use href="#spark" x="${x}" y="${y}" width="${size}" height="${size}" fill="${color}" opacity="${r1(0.35 + random() * 0.6)}"/>`;
  }
  return out;
}
