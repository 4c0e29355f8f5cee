/**
 * The rules and file handling behind ImageAttachments: which files an image picker takes (png or
 * jpg by their first bytes, a size limit, a count limit) and how the chosen files travel to the
 * platform (base64 in a JSON body; see docs/features.md, "Promotions and feedback").
 */
import { formatNumber } from '../format/number';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Spec sections 5 and 9: feedback (and the activity application) take 3 images of 5 MB each. */
export const DEFAULT_MAX_IMAGES = 3;
export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface AttachedImage {
  /** Stable key for the list. */
  id: string;
  file: File;
  type: ImageType;
  /** An object URL for the preview ('' where the browser has none, e.g. tests). */
  previewUrl: string;
}

export type RefusalReason = 'tooMany' | 'tooLarge' | 'notImage';

export interface Refusal {
  name: string;
  reason: RefusalReason;
  size: number;
}

export interface ImageUpload {
  fileName: string;
  contentType: ImageType;
  data: string;
}

/** What the first bytes say the file is; its name and declared type are only the user's word. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

function readAs<T extends ArrayBuffer | string>(blob: Blob, as: 'buffer' | 'dataUrl'): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    if (as === 'buffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

let nextId = 1;

/**
 * Sorts picked files into the accepted and the refused, in the order picked: a file past the
 * count limit, over the size limit, or not a PNG or JPEG by its first bytes (and its declared
 * type) is refused with the reason the user reads.
 */
export async function screenImages(files: readonly File[], alreadyAttached: number, maxFiles: number, maxBytes: number) {
  const accepted: AttachedImage[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const refuse = (reason: RefusalReason) => refused.push({ name: file.name, reason, size: file.size });
    if (alreadyAttached + accepted.length >= maxFiles) {
      refuse('tooMany');
      continue;
    }
    if (file.size > maxBytes) {
      refuse('tooLarge');
      continue;
    }
    const type = sniffImageType(new Uint8Array(await readAs<ArrayBuffer>(file.slice(0, 8), 'buffer')));
    if (!type || (file.type !== '' && file.type !== type)) {
      refuse('notImage');
      continue;
    }
    const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
    accepted.push({ id: `image-${nextId++}`, file, type, previewUrl });
  }
  return { accepted, refused };
}

export function releasePreview(image: AttachedImage): void {
  if (image.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.previewUrl);
}

/** The images as the upload calls take them: name, type and base64 bytes. */
export async function toUploads(images: readonly AttachedImage[]): Promise<ImageUpload[]> {
  return Promise.all(
    images.map(async (image) => {
      const dataUrl = await readAs<string>(image.file, 'dataUrl');
      return {
        fileName: image.file.name.slice(0, 120) || 'imagem',
        contentType: image.type,
        data: dataUrl.slice(dataUrl.indexOf(',') + 1),
      };
    }),
  );
}

/** "5", "1.5": megabytes as the texts show them (limits and refusals), written as every number on the site. */
export function formatMegabytes(bytes: number): string {
  return formatNumber(bytes / (1024 * 1024), 1).replace(/\.0$/, '');
}

/** A file's size for its preview: "820 KB" under a megabyte, "1.5 MB" from there. */
export function formatFileSize(bytes: number): { key: 'sizeKb' | 'size'; size: string } {
  if (bytes < 1024 * 1024) return { key: 'sizeKb', size: String(Math.max(1, Math.round(bytes / 1024))) };
  return { key: 'size', size: formatMegabytes(bytes) };
}
