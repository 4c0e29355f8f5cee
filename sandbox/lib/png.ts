import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (truecolour, 8 bits per channel, no interlace): enough for the captcha
 * images, with no dependency beyond node:zlib. Chunks are length, type, data, CRC-32 of type+data.
 */
export interface RgbImage {
  width: number;
  height: number;
  /** width * height * 3 bytes, row by row, RGB. */
  pixels: Uint8Array;
}

export function createImage(width: number, height: number, rgb: readonly [number, number, number]): RgbImage {
  const pixels = new Uint8Array(width * height * 3);
  for (let index = 0; index < width * height; index += 1) pixels.set(rgb, index * 3);
  return { width, height, pixels };
}

export function setPixel(image: RgbImage, x: number, y: number, rgb: readonly [number, number, number]): void {
  const px = Math.round(x);
  const py = Math.round(y);
  if (px < 0 || py < 0 || px >= image.width || py >= image.height) return;
  image.pixels.set(rgb, (py * image.width + px) * 3);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function encodePng(image: RgbImage): Buffer {
  const { width, height, pixels } = image;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // no interlace
  // Each scanline: filter type 0 (None), then the row's bytes.
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0;
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (ISO 3309, polynomial 0xEDB88320), as PNG chunks use it. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
