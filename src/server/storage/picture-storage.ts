import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated pictures live (issue 20): a local folder (DATA_DIR/uploads, one
 * instance) or an S3-compatible bucket (several instances). Keys are '<folder>/<file>', the path
 * after /uploads/ in a picture's address ('avatars/u1-ab12.webp', 'recipes/x.w400.webp'), and the
 * same in either place, so addresses saved in the database never change with the driver.
 */
export interface PictureStorage {
  /** The folder the pictures are files in (the local driver), so a backup archives them in place; null for a bucket. */
  readonly localFolder: string | null;
  /** Writes the bytes whole: a reader sees the old picture or the new one, never part of one. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such picture. */
  get(key: string): Promise<Buffer | null>;
  /** What GET /uploads/<key> sends: the bytes with their size and when they were written; null when missing. */
  open(key: string): Promise<StoredPicture | null>;
  /** Its size and when it was written, or null when missing. */
  stat(key: string): Promise<StoredStat | null>;
  /** Removes a stored file (a picture, or a temporary file `list` found); one already gone is no error (several instances sweep at once). */
  remove(key: string): Promise<void>;
  /** Every key under `prefix` ('' for all, 'avatars/' for one folder), with when it was written. */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** Closes its connections (at app close). */
  close(): void;
}

/** Stored pictures never change under their name (a new picture gets a new one), so caches may keep them a day. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=86400';

export interface StoredEntry {
  key: string;
  modifiedMs: number;
}

export interface StoredStat {
  size: number;
  modifiedMs: number;
}

export interface StoredPicture extends StoredStat {
  body: Readable;
}

/**
 * '<folder>/<file>' of letters, digits, '_', '-' and '.', the file not starting with a dot: what
 * every module writes. Anything else (a '..', a second slash, a temporary file) is no picture.
 */
const KEY = /^[a-z]+\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;

/** The content types of what is stored: WebP pictures and the PNG favicons; other names are not served. */
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png' };

export function isPictureKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..') && contentTypeOf(key) !== null;
}

export function contentTypeOf(key: string): string | null {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? null;
}

/** Refuses a key no module writes, before it reaches a file system or a bucket. */
export function checkedKey(key: string): string {
  if (!isPictureKey(key)) throw new Error(`not a picture key: ${JSON.stringify(key)}`);
  return key;
}

/** What `remove` takes: a picture's key, or a temporary file a crashed write left in a folder ('.name.tmp'). */
export function checkedRemovable(key: string): string {
  if (!/^[a-z]+\/[A-Za-z0-9_.-]{1,220}$/.test(key) || key.split('/')[1]!.startsWith('..')) throw new Error(`not a stored file: ${JSON.stringify(key)}`);
  return key;
}

/** Whether the storage holds no picture (a restore goes only into an empty one). */
export async function isEmptyStorage(storage: PictureStorage): Promise<boolean> {
  for await (const entry of storage.list('')) if (isPictureKey(entry.key)) return false;
  return true;
}
