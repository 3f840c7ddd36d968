import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata, default as Sharp } from 'sharp';
import { AppError } from './errors';

/**
 * Uploaded pictures (avatars, recipe photos): judged by their bytes, never by name or declared
 * type, and re-encoded as WebP so nothing of the original file (metadata, trailing data,
 * polyglot payloads) is ever served.
 */

/** SPEC section 5: an upload is an image of at most 5 MB (the web forms check the same number). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Larger images are refused before any pixel is decoded (decompression bombs). */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 10_000;
const WEBP_QUALITY = 82;
/** A stuck or pathological decode gives up rather than holding a worker thread. */
const PROCESS_TIMEOUT_SECONDS = 20;

export const INVALID_TYPE_MESSAGE = 'Invalid file type: Please upload an image file (JPEG, PNG, etc.)';
export const TOO_LARGE_MESSAGE = 'File too large: Please upload an image smaller than 5MB';
export const TOO_MANY_PIXELS_MESSAGE = `Image dimensions too large: Please upload an image at most ${IMAGE_MAX_SIDE} pixels on a side`;

export const invalidType = () => AppError.validation(INVALID_TYPE_MESSAGE);
export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, TOO_LARGE_MESSAGE);
const tooManyPixels = () => AppError.validation(TOO_MANY_PIXELS_MESSAGE);

type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO-BMFF 'ftyp' box naming AVIF as its major or one of its compatible brands. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** The image format by its magic number; the file's name and declared type are never consulted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/** The output box for an upright source of the given size. */
export type ImageFit = (upright: { width: number; height: number }) => { width: number; height: number; fit: 'cover' | 'inside' };

/**
 * Checks an upload by its bytes and re-encodes it as WebP in the box `fit` chooses: turned
 * upright by its EXIF orientation, first frame only, every piece of metadata (EXIF, GPS, XMP,
 * ICC, comments) and anything after the image data dropped.
 */
export async function toWebp(bytes: Buffer, fit: ImageFit): Promise<Buffer> {
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
  const kind = sniffImage(bytes);
  if (!kind) throw invalidType();
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' as const, autoOrient: true };
  const sharp = await loadSharp();

  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked against the declared size.
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw invalidType();
  }
  const expected = kind === 'avif' ? 'heif' : kind;
  if (metadata.format !== expected || (kind === 'avif' && metadata.compression !== 'av1')) throw invalidType();
  const { width, height } = metadata;
  if (!width || !height) throw invalidType();
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) throw tooManyPixels();

  const box = fit(metadata.autoOrient ?? { width, height });
  try {
    return await sharp(bytes, options)
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .resize(box.width, box.height, { fit: box.fit, position: 'centre', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (isPixelLimitError(error)) throw tooManyPixels();
    throw invalidType();
  }
}

/**
 * sharp, loaded on first use, not at start: its native library is a large part of a cold start
 * (ADR 0016). libvips' operation cache is off: each picture is decoded once, and the cache (up to
 * 50 MB) would only hold memory (issue 17).
 */
export async function loadSharp(): Promise<typeof Sharp> {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
}

/** Writes a file whole (temp name, then rename), so a reader never sees half a file. */
export async function writeWhole(folder: string, file: string, bytes: Buffer): Promise<void> {
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, `.${file}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, path.join(folder, file));
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}
