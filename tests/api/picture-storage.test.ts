import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, OutboundAddressRefused } from '../../src/server/net/outbound';
import { createLocalStorage } from '../../src/server/storage/local-storage';
import { copyPictures } from '../../src/server/storage/copy-pictures';
import { isEmptyStorage, type PictureStorage } from '../../src/server/storage/picture-storage';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import { startS3Server } from '../support/s3-server';

/**
 * Issue 20: one picture storage, two drivers: the same answers from the uploads folder and from an
 * S3-compatible bucket (s3rver, spoken to by the real AWS SDK).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'sprig-storage-'));
const outbound = createOutbound({ allowPrivateNetworks: true });
const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const keysOf = async (storage: PictureStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys.sort();
};

beforeAll(async () => {
  s3 = await startS3Server(['pictures', 'copies', 'empty']);
});
afterAll(async () => {
  await s3.close();
  await outbound.close();
  rmSync(scratch, { recursive: true, force: true });
});

const drivers: { name: string; open: () => Promise<PictureStorage> }[] = [
  { name: 'a local folder', open: async () => createLocalStorage(mkdtempSync(path.join(scratch, 'uploads-'))) },
  { name: 'an S3-compatible bucket', open: () => createS3Storage(s3.config('pictures'), outbound) },
];

describe.each(drivers)('picture storage in $name', ({ open }) => {
  let storage: PictureStorage;
  beforeAll(async () => {
    storage = await open();
  });
  afterAll(() => storage.close());

  it('stores a picture under its key and gives the same bytes back, with its size and time', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 picture bytes');
    const before = Date.now() - 2000;
    await storage.put('avatars/u1-ab12.webp', bytes);
    expect(await storage.get('avatars/u1-ab12.webp')).toEqual(bytes);
    const stat = await storage.stat('avatars/u1-ab12.webp');
    expect(stat?.size).toBe(bytes.length);
    expect(stat!.modifiedMs).toBeGreaterThan(before);
    const opened = await storage.open('avatars/u1-ab12.webp');
    expect(opened?.size).toBe(bytes.length);
    expect(await readAll(opened!.body)).toEqual(bytes);
  });

  it('replaces a picture whole under the same key', async () => {
    await storage.put('site/logo-1.webp', Buffer.from('first'));
    await storage.put('site/logo-1.webp', Buffer.from('second, longer'));
    expect((await storage.get('site/logo-1.webp'))!.toString()).toBe('second, longer');
  });

  it('answers null for a picture that is not there, and removing one twice is no error', async () => {
    expect(await storage.get('recipes/missing.webp')).toBeNull();
    expect(await storage.stat('recipes/missing.webp')).toBeNull();
    expect(await storage.open('recipes/missing.webp')).toBeNull();
    await storage.put('recipes/gone.webp', Buffer.from('x'));
    await storage.remove('recipes/gone.webp');
    await storage.remove('recipes/gone.webp');
    expect(await storage.stat('recipes/gone.webp')).toBeNull();
  });

  it('lists the keys of one folder, or of all', async () => {
    await storage.put('recipes/a.webp', Buffer.from('a'));
    await storage.put('recipes/a.w400.webp', Buffer.from('a small'));
    expect(await keysOf(storage, 'recipes/')).toEqual(['recipes/a.w400.webp', 'recipes/a.webp']);
    expect(await keysOf(storage, '')).toEqual(expect.arrayContaining(['avatars/u1-ab12.webp', 'recipes/a.webp', 'site/logo-1.webp']));
    expect(await isEmptyStorage(storage)).toBe(false);
  });

  it('refuses keys no module writes, before they reach a folder or a bucket', async () => {
    for (const key of ['../secret.webp', 'avatars/../../etc/passwd', 'avatars/a/b.webp', 'avatars/.hidden.webp', 'site/page.svg', 'site/page.html', '/avatars/x.webp', 'Avatars/x.webp']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a picture key/);
      await expect(storage.get(key), key).rejects.toThrow(/not a picture key/);
    }
  });

  it('copies a folder laid out as the uploads folder in, skipping pictures already there, and back out', async () => {
    const folder = path.join(scratch, `copy-in-${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.join(folder, 'avatars'), { recursive: true });
    mkdirSync(path.join(folder, 'recipes'), { recursive: true });
    writeFileSync(path.join(folder, 'avatars', 'copied-1.webp'), 'avatar');
    writeFileSync(path.join(folder, 'recipes', 'copied-2.webp'), 'recipe');
    writeFileSync(path.join(folder, 'recipes', 'notes.txt'), 'not a picture');
    expect(await copyPictures(createLocalStorage(folder), storage)).toEqual({ copied: 2, skipped: 0 });
    expect(await copyPictures(createLocalStorage(folder), storage)).toEqual({ copied: 0, skipped: 2 });
    const out = path.join(scratch, `copy-out-${Math.random().toString(36).slice(2)}`);
    expect(await copyPictures(storage, createLocalStorage(out))).toEqual({ copied: (await keysOf(storage, '')).filter((k) => !k.includes('/.')).length, skipped: 0 });
    const back = createLocalStorage(out);
    expect((await back.get('recipes/copied-2.webp'))!.toString()).toBe('recipe');
  });
});

describe('an S3-compatible bucket', () => {
  it('is empty when it holds no picture', async () => {
    const storage = await createS3Storage(s3.config('empty'), outbound);
    expect(await isEmptyStorage(storage)).toBe(true);
    storage.close();
  });

  it('stores each picture with its content type and a day of caching, for a CDN serving the bucket', async () => {
    const storage = await createS3Storage(s3.config('copies'), outbound);
    await storage.put('site/favicon-ab.png', Buffer.from('png bytes'));
    const response = await fetch(`${s3.url}/copies/site/favicon-ab.png`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    storage.close();
  });

  it('is reached through the address policy: a loopback endpoint is refused unless private networks are allowed', async () => {
    const strict = createOutbound({ allowPrivateNetworks: false });
    const storage = await createS3Storage(s3.config('pictures'), strict);
    await expect(storage.get('avatars/u1-ab12.webp')).rejects.toBeInstanceOf(OutboundAddressRefused);
    storage.close();
    await strict.close();
  });
});
