import { randomInt } from 'node:crypto';
import { createImage, encodePng, setPixel, type RgbImage } from './png';

/** No 0/O, 1/I/L: characters nobody confuses. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** A 5x7 bitmap font of the alphabet ('#' = ink). */
const GLYPHS: Record<string, string[]> = {
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

export function glyphOf(character: string): readonly string[] {
  const glyph = GLYPHS[character];
  if (!glyph) throw new Error(`No captcha glyph for ${JSON.stringify(character)}`);
  return glyph;
}

export function randomCaptchaText(): string {
  let text = '';
  for (let index = 0; index < CAPTCHA_LENGTH; index += 1) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

type Rgb = [number, number, number];
const between = (min: number, max: number) => randomInt(min, max + 1);
const darkColour = (): Rgb => [between(10, 90), between(10, 90), between(40, 120)];
const midColour = (): Rgb => [between(100, 190), between(100, 190), between(100, 190)];

/**
 * Draws `text` (characters of CAPTCHA_ALPHABET) as a 120x40 PNG: each character scaled from the
 * bitmap font with its own colour, offset and slant, over speckles and crossing lines.
 */
export function drawCaptcha(text: string): Buffer {
  const image = createImage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [between(225, 245), between(225, 245), between(225, 245)]);
  for (let dot = 0; dot < 260; dot += 1) {
    setPixel(image, randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), midColour());
  }
  [...text].forEach((character, index) => drawGlyph(image, glyphOf(character), 8 + index * 27 + between(-2, 2), 5 + between(-2, 3)));
  for (let line = 0; line < 4; line += 1) {
    drawLine(image, randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), midColour());
  }
  return encodePng(image);
}

function drawGlyph(image: RgbImage, glyph: readonly string[], left: number, top: number): void {
  const colour = darkColour();
  const slant = between(-3, 3) / 10; // pixels of x per pixel of y
  const cell = 4;
  glyph.forEach((row, rowIndex) => {
    [...row].forEach((mark, columnIndex) => {
      if (mark !== '#') return;
      for (let dy = 0; dy < cell; dy += 1) {
        for (let dx = 0; dx < cell; dx += 1) {
          const y = top + rowIndex * cell + dy;
          setPixel(image, left + columnIndex * cell + dx + (y - top - 14) * slant, y, colour);
        }
      }
    });
  });
}

function drawLine(image: RgbImage, x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let step = 0; step <= steps; step += 1) {
    setPixel(image, x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps, colour);
  }
}
