import { formatNumber } from '../../core/format/number';
import { ApiError } from './errors';
import type { StoredImage } from '../store/promotions';

/** Spec sections 5 and 9: png or jpg, at most 5 MB each, at most 3. */
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
// The upload calls' body limit is stated in their schema files (feedback.json, promotions-apply.json):
// 24 MiB, three 5 MB images in base64 (4/3 of the bytes) plus the remark and the JSON around them.

export interface ImageUpload {
  fileName: string;
  contentType: 'image/png' | 'image/jpeg';
  data: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
// A plain character class (no repeated group): linear on a 7 MB string, no backtracking stack.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** What the first bytes say the file is (its declared type is only the client's word). */
export function sniffImageType(bytes: Buffer): StoredImage['contentType'] | null {
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= JPEG_SIGNATURE.length && bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** "6.0": megabytes with one decimal, written as the site writes every number (spec section 9). */
const megabytes = (bytes: number) => formatNumber(bytes / (1024 * 1024), 1);

export const imageErrors = {
  tooMany: () => new ApiError(400, 'TOO_MANY_IMAGES', `Envie no máximo ${MAX_IMAGES} imagens.`),
  tooLarge: (fileName: string, bytes: number) =>
    new ApiError(400, 'IMAGE_TOO_LARGE', `A imagem "${fileName}" tem ${megabytes(bytes)} MB. Cada imagem pode ter no máximo 5 MB.`),
  notAnImage: (fileName: string) => new ApiError(400, 'IMAGE_TYPE_INVALID', `O arquivo "${fileName}" não é uma imagem PNG ou JPG válida.`),
  bodyTooLarge: () =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', `As imagens passam do limite: no máximo ${MAX_IMAGES} imagens de até 5 MB cada.`),
};

/**
 * Decodes and checks the uploaded images: valid base64, at most 5 MB decoded, and a PNG or JPEG
 * signature that matches the declared type. Throws the first problem as a 400 the user can read.
 */
export function decodeImages(uploads: readonly ImageUpload[]): StoredImage[] {
  if (uploads.length > MAX_IMAGES) throw imageErrors.tooMany();
  return uploads.map((upload) => {
    if (upload.data.length % 4 !== 0 || !BASE64.test(upload.data)) throw imageErrors.notAnImage(upload.fileName);
    const bytes = Buffer.from(upload.data, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) throw imageErrors.tooLarge(upload.fileName, bytes.length);
    const sniffed = sniffImageType(bytes);
    if (sniffed === null || sniffed !== upload.contentType) throw imageErrors.notAnImage(upload.fileName);
    return { fileName: upload.fileName, contentType: sniffed, bytes };
  });
}

/** Rewords the generic validation and size failures of an upload route for its users. */
export function adjustUploadError(error: { validation?: { keyword: string; instancePath: string }[] }, apiError: ApiError): ApiError {
  if (error.validation?.some((issue) => issue.keyword === 'maxItems' && issue.instancePath === '/images')) return imageErrors.tooMany();
  if (error.validation?.some((issue) => issue.keyword === 'maxLength' && /^\/images\/\d+\/data$/.test(issue.instancePath))) {
    return new ApiError(400, 'IMAGE_TOO_LARGE', 'Cada imagem pode ter no máximo 5 MB.');
  }
  if (apiError.code === 'PAYLOAD_TOO_LARGE') return imageErrors.bodyTooLarge();
  return apiError;
}
