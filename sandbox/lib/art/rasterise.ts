import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import jpeg from 'jpeg-js';
import { encodeWebp } from './webp';

/**
 * Turns the generated SVG artwork into the JPEG (or WebP) files a real image CDN serves.
 *
 * Why raster: Chrome parses, styles, lays out and paints every SVG image on the page's main thread,
 * about 20 ms a tile on a mid-range phone and far more for a banner, so a lobby of SVG tiles blocked
 * the page for hundreds of milliseconds. JPEG decodes off the main thread.
 *
 * resvg (WebAssembly, no native build) draws the SVG; text uses DejaVu Sans from npm so a machine
 * without system fonts draws the same picture. Drawing costs 20-700 ms, so each result is kept in
 * memory and on disk (node_modules/.cache), keyed by a hash of the SVG and the output options: an
 * image is drawn once per machine, as a CDN renders once and then serves from its cache.
 */
export interface RasterOptions {
  /** Output width in pixels; the height follows the SVG's aspect ratio. */
  width: number;
  /** Encoder quality, 1-100 (the scales of JPEG and WebP differ). */
  quality: number;
  /** WebP where the browser accepts it (about a third smaller at the same look), else JPEG. */
  format: RasterFormat;
}

export type RasterFormat = 'jpeg' | 'webp';

const MEMORY_ENTRIES = 600;
const CACHE_DIR = path.resolve(__dirname, '../../../node_modules/.cache/sandbox-art');
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

/** Part of every cache key: a new renderer or font draws differently, so it must not meet old files. */
const RENDERER_VERSION = [
  `resvg-wasm@${packageVersion('@resvg/resvg-wasm', 'index_bg.wasm')}`,
  `dejavu@${packageVersion('dejavu-fonts-ttf', 'package.json')}`,
  `jpeg-js@${packageVersion('jpeg-js', 'package.json')}`,
  `webp@${packageVersion('@jsquash/webp', 'encode.js')}`,
].join('+');

let ready: Promise<Uint8Array[]> | undefined;
const memory = new Map<string, Buffer>();
/** Draws under way: a second request for the same image waits for the first drawing. */
const drawing = new Map<string, Promise<Buffer>>();

/** A package's version, read beside a file it exports (some packages do not export package.json). */
function packageVersion(name: string, exportedFile: string): string {
  const folder = path.dirname(require.resolve(`${name}/${exportedFile}`));
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Loads the WebAssembly renderer and the fonts once per process. */
function loadRenderer(): Promise<Uint8Array[]> {
  ready ??= (async () => {
    await initWasm(fs.readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    return FONT_FILES.map((file) => new Uint8Array(fs.readFileSync(path.join(fontDir, file))));
  })();
  return ready;
}

export async function rasterise(svg: string, options: RasterOptions): Promise<Buffer> {
  const { width, quality, format } = options;
  const key = createHash('sha256').update(`${RENDERER_VERSION}:${format}:${width}:${quality}:${svg}`).digest('hex');
  const file = `${key}.${format}`;
  const cached = memory.get(key) ?? readCached(file);
  if (cached) return remember(key, cached);
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw(svg, options)
      .then((bytes) => {
        writeCached(file, bytes);
        return bytes;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return remember(key, await pending);
}

async function draw(svg: string, { width, quality, format }: RasterOptions): Promise<Buffer> {
  const fonts = await loadRenderer();
  const renderer = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontBuffers: fonts, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  });
  try {
    const image = renderer.render();
    try {
      const pixels = image.pixels;
      if (format === 'webp') return await encodeWebp(pixels, image.width, image.height, quality);
      return Buffer.from(jpeg.encode({ data: Buffer.from(pixels), width: image.width, height: image.height }, quality).data);
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}

function remember(key: string, bytes: Buffer): Buffer {
  memory.delete(key);
  memory.set(key, bytes);
  // Oldest first in a Map: drop from the front once over the cap.
  while (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  return bytes;
}

function readCached(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(path.join(CACHE_DIR, file));
  } catch {
    return undefined;
  }
}

/** Best effort: a read-only checkout still serves images, it only draws them again. */
function writeCached(file: string, bytes: Buffer): void {
  try {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Write then rename, so a parallel test process never reads half a file.
    const temporary = path.join(CACHE_DIR, `${file}.${process.pid}.tmp`);
    fs.writeFileSync(temporary, bytes);
    fs.renameSync(temporary, path.join(CACHE_DIR, file));
  } catch {
    // Cache unavailable: nothing to do.
  }
}
