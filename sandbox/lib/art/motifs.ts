import { ball, card, chip, chipStack, coin, coinStack, sparkles } from './primitives';
import { darken, FONT_STACK, lighten, mix, r1 } from './svg-kit';

/** The illustrations a banner or tile can carry. Stored per banner in the database. */
export const BANNER_MOTIFS = [
  'chips',
  'coins',
  'cards',
  'roulette',
  'slots',
  'fish',
  'football',
  'trophy',
  'esports',
  'lottery',
  'phone',
  'gift',
  'help',
  'welcome',
] as const;
export type BannerMotif = (typeof BANNER_MOTIFS)[number];

export function isBannerMotif(value: string): value is BannerMotif {
  return (BANNER_MOTIFS as readonly string[]).includes(value);
}

export interface MotifColors {
  primary: string;
  accent: string;
  background: string;
}

/**
 * Each motif draws in a 640 x 460 box (origin top left); the banner places it on the right and
 * game tiles scale it down. `random` is seeded by the caller, so a given image never changes.
 */
type Motif = (colors: MotifColors, random: () => number) => string;

const BALL_COLORS = ['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#9b5de5', '#f15bb5', '#00bbf9', '#43aa8b'];

const MOTIFS: Record<BannerMotif, Motif> = {
  chips: ({ primary, accent }, random) =>
    chipStack(170, 420, 92, 7, accent) +
    chipStack(350, 440, 92, 4, '#1d2233') +
    chip(505, 150, 84, accent, -18) +
    chip(300, 120, 62, darken(primary, 0.1), 24) +
    chip(560, 360, 58, '#1d2233', 40) +
    coin(110, 150, 40, 0.3, -20) +
    coin(450, 300, 34, 0.6, 15) +
    sparkles(random, 7, { x: 40, y: 20, width: 580, height: 300 }),

  coins: (_colors, random) => {
    let falling = '';
    for (let index = 0; index < 7; index += 1) {
      falling += coin(60 + random() * 540, 30 + random() * 210, 30 + random() * 26, random(), random() * 60 - 30);
    }
    return (
      coinStack(170, 430, 96, 9) +
      coinStack(360, 440, 84, 6) +
      coinStack(520, 430, 70, 11) +
      falling +
      sparkles(random, 8, { x: 20, y: 10, width: 600, height: 260 })
    );
  },

  cards: ({ accent }, random) =>
    card(200, 250, -28, 'A', 'spade') +
    card(265, 225, -12, 'K', 'heart') +
    card(335, 215, 4, 'Q', 'diamond') +
    card(405, 225, 18, 'J', 'club') +
    card(470, 250, 32, '10', 'heart') +
    chipStack(120, 440, 70, 5, accent) +
    chip(560, 400, 56, '#1d2233', 12) +
    sparkles(random, 6, { x: 40, y: 10, width: 560, height: 120 }),

  roulette: ({ accent }, random) => {
    const ring = 2 * Math.PI * 150;
    const slot = r1(ring / 36);
    let spokes = '';
    for (let angle = 0; angle < 360; angle += 45) {
      spokes += `<rect x="-5" y="-118" width="10" height="100" rx="5" fill="url(#gold)" transform="rotate(${angle})"/>`;
    }
    return (
      `<g transform="translate(320 232)" filter="url(#drop)">` +
      `<circle r="222" fill="url(#gold)"/><circle r="204" fill="#3b1f0e"/><circle r="190" fill="#5a2f14"/>` +
      `<circle r="150" fill="none" stroke="#c0182a" stroke-width="56"/>` +
      `<circle r="150" fill="none" stroke="#14161f" stroke-width="56" stroke-dasharray="${slot} ${slot}"/>` +
      `<circle r="150" fill="none" stroke="#1f9d55" stroke-width="56" stroke-dasharray="${slot} ${r1(ring - slot)}"/>` +
      `<circle r="178" fill="none" stroke="url(#gold)" stroke-width="3"/><circle r="122" fill="none" stroke="url(#gold)" stroke-width="4"/>` +
      `<circle r="120" fill="${darken(accent, 0.55)}"/>${spokes}` +
      `<circle r="40" fill="url(#gold)"/><circle r="16" fill="#fff4c2"/>` +
      `<circle cx="86" cy="-140" r="14" fill="url(#pearl)"/><circle r="222" fill="url(#shine)" opacity=".5"/></g>` +
      chip(560, 400, 50, accent, 10) +
      chip(80, 410, 44, '#1d2233', -14) +
      sparkles(random, 5, { x: 20, y: 10, width: 600, height: 120 })
    );
  },

  slots: ({ primary, accent }, random) => {
    let bulbs = '';
    for (let index = 0; index < 9; index += 1)
      bulbs += `<circle cx="${86 + index * 36}" cy="22" r="7" fill="${index % 2 ? '#fff4c2' : primary}"/>`;
    let reels = '';
    for (let index = 0; index < 3; index += 1) {
      const x = 62 + index * 108;
      reels +=
        `<rect x="${x}" y="142" width="96" height="150" rx="12" fill="url(#pearl)"/>` +
        `<text x="${x + 48}" y="250" font-family="${FONT_STACK}" font-size="112" font-weight="900" fill="#d7263d" stroke="#7a0f1d" stroke-width="3" text-anchor="middle">7</text>`;
    }
    return (
      `<g transform="translate(120 0)" filter="url(#drop)">` +
      `<rect x="0" y="52" width="420" height="390" rx="40" fill="${accent}" stroke="url(#gold)" stroke-width="8"/>` +
      `<rect x="0" y="52" width="420" height="390" rx="40" fill="url(#shine)"/>` +
      `<rect x="40" y="0" width="340" height="92" rx="46" fill="#160c26" stroke="url(#gold)" stroke-width="6"/>${bulbs}` +
      `<text x="210" y="70" font-family="${FONT_STACK}" font-size="44" font-weight="900" fill="url(#gold)" text-anchor="middle" letter-spacing="4">JACKPOT</text>` +
      `<rect x="46" y="126" width="328" height="182" rx="18" fill="#0b0b14"/>${reels}` +
      `<rect x="40" y="212" width="340" height="5" fill="${primary}" opacity=".85"/>` +
      `<rect x="60" y="330" width="300" height="70" rx="16" fill="${darken(accent, 0.35)}"/>` +
      `<circle cx="120" cy="365" r="20" fill="#2fbf71"/><circle cx="210" cy="365" r="20" fill="${primary}"/><circle cx="300" cy="365" r="20" fill="#e8394d"/>` +
      `<rect x="446" y="150" width="16" height="190" rx="8" fill="url(#gold)"/><circle cx="454" cy="140" r="30" fill="#e8394d"/><circle cx="446" cy="130" r="9" fill="#fff" opacity=".6"/></g>` +
      coin(70, 400, 36, 0.2, -10) +
      coin(600, 420, 30, 0.5, 20) +
      coin(40, 320, 24, 0.7, 0) +
      sparkles(random, 6, { x: 0, y: 0, width: 640, height: 200 }, lighten(primary, 0.6))
    );
  },

  fish: ({ primary, accent }, random) => {
    let bubbles = '';
    for (let index = 0; index < 12; index += 1) {
      bubbles += `<circle cx="${r1(30 + random() * 580)}" cy="${r1(20 + random() * 420)}" r="${r1(5 + random() * 16)}" fill="#bfefff" fill-opacity=".12" stroke="#dff8ff" stroke-opacity=".6" stroke-width="2"/>`;
    }
    const fishBody = (x: number, y: number, scale: number, body: string, fin: string, flip = false) =>
      `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})" filter="url(#drop)">` +
      `<path d="M-150 0L-250-90L-222 0L-250 90Z" fill="${fin}"/>` +
      `<path d="M-40-92C-10-150 60-150 80-100Z" fill="${fin}"/>` +
      `<path d="M-170 0C-110-118 100-126 170 0C100 126-110 118-170 0Z" fill="${body}"/>` +
      `<path d="M-170 0C-110-118 100-126 170 0C100 126-110 118-170 0Z" fill="url(#shine)"/>` +
      `<path d="M70-70C100-30 100 30 70 70" fill="none" stroke="${darken(body, 0.3)}" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M-90-20q20 20 0 40M-50-30q24 30 0 60M-10-36q28 36 0 72" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>` +
      `<circle cx="112" cy="-18" r="24" fill="#fff"/><circle cx="118" cy="-18" r="12" fill="#0b0f1a"/></g>`;
    return (
      `<path d="M0 60q80-30 160 0t160 0 160 0 160 0" fill="none" stroke="#9be7ff" stroke-opacity=".25" stroke-width="6"/>` +
      `<path d="M0 110q80-30 160 0t160 0 160 0 160 0" fill="none" stroke="#9be7ff" stroke-opacity=".15" stroke-width="4"/>` +
      bubbles +
      fishBody(330, 240, 1, mix(primary, '#ff8a3d', 0.35), accent) +
      fishBody(560, 110, 0.38, '#35c7e6', '#1b7fa3', true) +
      fishBody(90, 120, 0.3, '#ffd166', '#f08c00') +
      coin(130, 420, 30, 0.2, 0) +
      coin(190, 430, 26, 0.6, 0) +
      coin(520, 425, 32, 0.3, 0)
    );
  },

  football: ({ primary }, random) => {
    const pentagon = (cx: number, cy: number, radius: number, rotation: number) => {
      const points = [0, 1, 2, 3, 4]
        .map((index) => {
          const angle = ((rotation + index * 72 - 90) * Math.PI) / 180;
          return `${r1(cx + radius * Math.cos(angle))},${r1(cy + radius * Math.sin(angle))}`;
        })
        .join(' ');
      return `<polygon points="${points}" fill="#151826"/>`;
    };
    let patches = pentagon(0, 0, 52, 0);
    let seams = '';
    for (let index = 0; index < 5; index += 1) {
      const angle = ((index * 72 - 90) * Math.PI) / 180;
      patches += pentagon(r1(150 * Math.cos(angle)), r1(150 * Math.sin(angle)), 54, 36 + index * 72);
      seams += `<line x1="${r1(52 * Math.cos(angle))}" y1="${r1(52 * Math.sin(angle))}" x2="${r1(104 * Math.cos(angle))}" y2="${r1(104 * Math.sin(angle))}" stroke="#151826" stroke-width="6"/>`;
    }
    let streaks = '';
    for (let index = 0; index < 5; index += 1) {
      streaks += `<rect x="${r1(20 + random() * 40)}" y="${150 + index * 34}" width="${r1(90 + random() * 80)}" height="8" rx="4" fill="#fff" opacity="${r1(0.15 + random() * 0.3)}"/>`;
    }
    return (
      `<ellipse cx="360" cy="430" rx="200" ry="26" fill="#000" opacity=".35"/>` +
      streaks +
      `<defs><clipPath id="ball"><circle r="175"/></clipPath></defs>` +
      `<g transform="translate(360 230) rotate(-12)" filter="url(#drop)"><circle r="175" fill="url(#pearl)"/>` +
      `<g clip-path="url(#ball)">${patches}${seams}</g><circle r="175" fill="none" stroke="#151826" stroke-width="5"/><circle r="175" fill="url(#shine)"/></g>` +
      sparkles(random, 6, { x: 420, y: 10, width: 200, height: 420 }, lighten(primary, 0.5))
    );
  },

  trophy: ({ primary }, random) =>
    `<g transform="translate(320 220)" filter="url(#drop)">` +
    `<path d="M-118-120C-210-120-205 10-80 30" fill="none" stroke="url(#gold)" stroke-width="22"/>` +
    `<path d="M118-120C210-120 205 10 80 30" fill="none" stroke="url(#gold)" stroke-width="22"/>` +
    `<path d="M-130-170H130C130-30 70 50 0 60C-70 50-130-30-130-170Z" fill="url(#gold)"/>` +
    `<path d="M-100-150C-96-70-60-10-20 20" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="10" stroke-linecap="round"/>` +
    `<use href="#star" x="-44" y="-130" width="88" height="88" fill="#fff6d0"/>` +
    `<rect x="-22" y="58" width="44" height="70" fill="url(#gold)"/><rect x="-100" y="124" width="200" height="54" rx="10" fill="#8a5508"/>` +
    `<rect x="-80" y="136" width="160" height="30" rx="6" fill="url(#gold)"/></g>` +
    coin(110, 380, 36, 0.2, 0) +
    coin(540, 370, 40, 0.5, 0) +
    sparkles(random, 10, { x: 40, y: 10, width: 560, height: 420 }, lighten(primary, 0.5)),

  esports: ({ primary, accent }, random) => {
    let hexes = '';
    for (let index = 0; index < 8; index += 1) {
      const x = r1(40 + random() * 560);
      const y = r1(20 + random() * 400);
      hexes += `<path d="M${x} ${y}l26 15v30l-26 15-26-15v-30z" fill="none" stroke="${primary}" stroke-opacity=".45" stroke-width="3"/>`;
    }
    return (
      hexes +
      `<g transform="translate(320 240)" filter="url(#drop)">` +
      `<path d="M-210-40C-210-120-140-130-96-108H96C140-130 210-120 210-40L240 92C256 168 176 190 134 126L104 84H-104L-134 126C-176 190-256 168-240 92Z" fill="#1a1d2e" stroke="${primary}" stroke-width="6"/>` +
      `<path d="M-210-40C-210-120-140-130-96-108H96C140-130 210-120 210-40" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="6"/>` +
      `<rect x="-150" y="-40" width="72" height="24" rx="6" fill="#cfd3e6"/><rect x="-126" y="-64" width="24" height="72" rx="6" fill="#cfd3e6"/>` +
      `<circle cx="116" cy="-58" r="17" fill="#2fbf71"/><circle cx="150" cy="-26" r="17" fill="${accent}"/><circle cx="82" cy="-26" r="17" fill="#3aa0ff"/><circle cx="116" cy="6" r="17" fill="${primary}"/>` +
      `<circle cx="-62" cy="40" r="30" fill="#0d0f18" stroke="#4a5070" stroke-width="5"/><circle cx="62" cy="40" r="30" fill="#0d0f18" stroke="#4a5070" stroke-width="5"/>` +
      `<rect x="-26" y="-52" width="52" height="12" rx="6" fill="${accent}"/></g>` +
      `<path d="M520 40l-40 90h40l-30 80 80-110h-44l34-60z" fill="${primary}" opacity=".9"/>` +
      sparkles(random, 5, { x: 20, y: 10, width: 600, height: 120 }, lighten(primary, 0.5))
    );
  },

  lottery: (_colors, random) => {
    // Balls settle at the bottom of the drum, in rows, with one caught mid-air.
    const settled = [
      [140, 300],
      [200, 312],
      [260, 312],
      [320, 300],
      [170, 250],
      [230, 256],
      [290, 250],
      [205, 196],
      [262, 120],
    ];
    const inside = settled
      .map(([x, y], index) => ball(x, y, 30, BALL_COLORS[index % BALL_COLORS.length], 1 + Math.floor(random() * 60)))
      .join('');
    let row = '';
    for (let index = 0; index < 4; index += 1)
      row += ball(470 + (index % 2) * 86, 120 + index * 82, 42, BALL_COLORS[(index * 3 + 1) % BALL_COLORS.length], 7 + index * 11);
    return (
      `<path d="M160 340L120 440H340L300 340Z" fill="url(#gold)" filter="url(#drop)"/><rect x="100" y="430" width="260" height="24" rx="8" fill="#8a5508"/>` +
      `<circle cx="230" cy="210" r="170" fill="#fff" fill-opacity=".08"/>` +
      inside +
      `<circle cx="230" cy="210" r="170" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6"/>` +
      `<path d="M120 120A150 150 0 0 1 250 62" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="10" stroke-linecap="round"/>` +
      row +
      sparkles(random, 6, { x: 20, y: 10, width: 600, height: 200 })
    );
  },

  phone: ({ primary, accent, background }, random) => {
    let apps = '';
    const hues = [accent, primary, '#3aa0ff', '#2fbf71', '#9b5de5', '#f15bb5'];
    for (let index = 0; index < 6; index += 1) {
      apps += `<rect x="${236 + (index % 3) * 60}" y="${190 + Math.floor(index / 3) * 66}" width="48" height="48" rx="12" fill="${hues[index]}"/>`;
    }
    return (
      `<g filter="url(#drop)"><rect x="196" y="8" width="248" height="444" rx="40" fill="#0d0f17" stroke="#3a3f55" stroke-width="6"/>` +
      `<rect x="212" y="36" width="216" height="398" rx="24" fill="${mix(background, primary, 0.25)}"/>` +
      `<rect x="286" y="18" width="68" height="10" rx="5" fill="#2a2e40"/>` +
      `<rect x="228" y="56" width="184" height="110" rx="14" fill="${accent}"/>${chip(370, 110, 34, primary, 0)}` +
      `<rect x="244" y="80" width="90" height="14" rx="7" fill="#fff" opacity=".9"/><rect x="244" y="104" width="60" height="10" rx="5" fill="#fff" opacity=".6"/>` +
      `${apps}<rect x="236" y="340" width="168" height="44" rx="22" fill="${primary}"/></g>` +
      `<g transform="translate(500 330)" filter="url(#drop)"><circle r="66" fill="${primary}"/><path d="M-14-36h28v34h22L0 30-36-2h22z" fill="${darken(primary, 0.7)}"/></g>` +
      coin(120, 380, 38, 0.3, 0) +
      sparkles(random, 7, { x: 20, y: 10, width: 600, height: 420 })
    );
  },

  gift: ({ primary, accent }, random) => {
    let confetti = '';
    const colors = [primary, accent, '#3aa0ff', '#2fbf71', '#ffffff'];
    for (let index = 0; index < 16; index += 1) {
      confetti += `<rect x="${r1(20 + random() * 600)}" y="${r1(10 + random() * 300)}" width="${r1(8 + random() * 10)}" height="${r1(16 + random() * 14)}" rx="3" fill="${colors[index % colors.length]}" transform="rotate(${Math.round(random() * 180)} ${r1(320)} ${r1(200)})" opacity=".85"/>`;
    }
    return (
      confetti +
      `<g filter="url(#drop)"><rect x="170" y="210" width="300" height="220" rx="18" fill="${accent}"/><rect x="170" y="210" width="300" height="220" rx="18" fill="url(#shine)"/>` +
      `<rect x="150" y="158" width="340" height="72" rx="16" fill="${lighten(accent, 0.15)}"/>` +
      `<rect x="298" y="158" width="44" height="272" fill="url(#gold)"/><rect x="150" y="178" width="340" height="30" fill="url(#gold)" opacity=".9"/>` +
      `<path d="M320 160C260 60 180 90 220 150C240 178 300 170 320 160Z" fill="url(#gold)" stroke="#a8680c" stroke-width="4"/>` +
      `<path d="M320 160C380 60 460 90 420 150C400 178 340 170 320 160Z" fill="url(#gold)" stroke="#a8680c" stroke-width="4"/>` +
      `<circle cx="320" cy="160" r="22" fill="url(#gold)" stroke="#a8680c" stroke-width="4"/></g>` +
      coin(100, 390, 40, 0.2, 0) +
      coin(560, 400, 34, 0.6, 0) +
      coin(540, 300, 26, 0.4, 0)
    );
  },

  help: ({ primary, accent }, random) =>
    `<g filter="url(#drop)"><rect x="110" y="50" width="360" height="250" rx="48" fill="${primary}"/>` +
    `<path d="M180 290L150 370L250 296Z" fill="${primary}"/>` +
    `<text x="290" y="250" font-family="${FONT_STACK}" font-size="210" font-weight="900" fill="${darken(primary, 0.7)}" text-anchor="middle">?</text></g>` +
    `<g filter="url(#drop)"><rect x="330" y="250" width="260" height="150" rx="40" fill="${accent}"/><path d="M530 392L566 450L470 398Z" fill="${accent}"/>` +
    `<circle cx="400" cy="325" r="16" fill="#fff"/><circle cx="460" cy="325" r="16" fill="#fff" opacity=".8"/><circle cx="520" cy="325" r="16" fill="#fff" opacity=".6"/></g>` +
    sparkles(random, 7, { x: 20, y: 10, width: 600, height: 420 }),

  welcome: ({ primary, accent }, random) =>
    card(200, 270, -20, 'A', 'heart', 0.8) +
    card(440, 270, 20, 'A', 'spade', 0.8) +
    `<g transform="translate(320 210)" filter="url(#drop)">` +
    `<path d="M-190 70L-222-120-100-20 0-160 100-20 222-120 190 70Z" fill="url(#gold)" stroke="#a8680c" stroke-width="5"/>` +
    `<rect x="-196" y="66" width="392" height="64" rx="12" fill="#b87a10"/>` +
    `<circle cx="-110" cy="98" r="16" fill="${accent}"/><circle cx="0" cy="98" r="20" fill="${lighten(primary, 0.3)}"/><circle cx="110" cy="98" r="16" fill="${accent}"/>` +
    `<circle cx="-222" cy="-120" r="16" fill="#fff4c2"/><circle cx="0" cy="-160" r="18" fill="#fff4c2"/><circle cx="222" cy="-120" r="16" fill="#fff4c2"/></g>` +
    chip(110, 410, 46, accent, 0) +
    chip(540, 410, 46, '#1d2233', 20) +
    sparkles(random, 9, { x: 20, y: 0, width: 600, height: 440 }, lighten(primary, 0.6)),
};

export function drawMotif(motif: BannerMotif, colors: MotifColors, random: () => number): string {
  return MOTIFS[motif](colors, random);
}
