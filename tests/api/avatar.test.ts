import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authUserSchema, type AuthUser } from '../../src/contracts/auth';
import { recipes, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, multipart, type Part } from './helpers';
import { cookieFor, createMember } from './sessions';

let ctx: TestContext;
let avatarsDir: string;

beforeAll(async () => {
  ctx = await createTestContext();
  avatarsDir = path.join(ctx.uploadsDir, 'avatars');
});

afterAll(async () => {
  await ctx?.close();
});

const URL = '/api/users/avatar';
const MB = 1024 * 1024;
const INVALID_TYPE = 'Invalid file type: Please upload an image file (JPEG, PNG, etc.)';
const TOO_LARGE = 'File too large: Please upload an image smaller than 5MB';
const TOO_MANY_PIXELS = 'Image dimensions too large: Please upload an image at most 10000 pixels on a side';

// ------------------------------------------------------------------ fixtures (made here, never committed)

const solid = (width: number, height: number, background = '#3a7d44') =>
  sharp({ create: { width, height, channels: 3, background } });

const png = (width = 800, height = 600) => solid(width, height).png().toBuffer();

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a 1-bit greyscale PNG of width x height blank pixels. Its header tells the
 * truth, the file is a few KB, and decoding it would take width * height pixels of memory.
 */
function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels
  const raw = Buffer.alloc(row * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether TIFF-structured EXIF (as sharp's metadata gives it, 'Exif\0\0' first) points to a GPS IFD (tag 0x8825). */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i += 1) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

const PAYLOAD = '<html><script>alert("owned")</script></html>';

// ------------------------------------------------------------------ requests

/** Request headers a browser on another site would send. */
const CROSS_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'http://localhost:8080' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
];

function send(parts: Part[], cookie?: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}), ...headers },
  });
}

function upload(
  data: Buffer | string,
  cookie?: string,
  options: { filename?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return send([{ name: 'avatar', data, filename: options.filename ?? 'me.png', type: options.type ?? 'image/png' }], cookie, options.headers);
}

const answer = z.object({ user: authUserSchema }).strict();

/** A 200 answer { user } whose avatar_url names a new WebP under avatars/ that is on disk. */
function expectStored(res: LightMyRequestResponse, userId: string): AuthUser {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const { user } = answer.parse(res.json());
  expect(user.id).toBe(userId);
  expect(user.avatar_url).toMatch(new RegExp(`^avatars/${userId}-[0-9a-f]{16}\\.webp$`));
  expect(existsSync(path.join(ctx.uploadsDir, user.avatar_url!))).toBe(true);
  return user;
}

function storedFiles(): string[] {
  return existsSync(avatarsDir) ? readdirSync(avatarsDir).sort() : [];
}

function storedBytes(user: AuthUser): Buffer {
  return readFileSync(path.join(ctx.uploadsDir, user.avatar_url!));
}

async function avatarOf(id: string): Promise<string | null> {
  const rows = await ctx.database.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, id));
  return rows[0]!.avatarUrl;
}

/** A refused upload: the given error, the avatar as it was, and not one file more (or less) in the folder. */
async function expectRefused(
  res: Promise<LightMyRequestResponse>,
  status: number,
  errorCode: string,
  message: string | undefined,
  userId: string | null,
): Promise<void> {
  const files = storedFiles();
  const before = userId ? await avatarOf(userId) : null;
  const body = expectApiError(await res, status, errorCode);
  if (message) expect(body.message).toBe(message);
  expect(storedFiles()).toEqual(files);
  if (userId) expect(await avatarOf(userId)).toBe(before);
}

let member: { id: string; cookie: string };
beforeEach(async () => {
  // A member per test: the upload limit (10 a minute) counts per account.
  member = await createMember(ctx.database.db);
});

// ------------------------------------------------------------------ tests

describe('POST /api/users/avatar: who may', () => {
  it('a visitor gets 401 and nothing is stored', async () => {
    const image = await png();
    await expectRefused(upload(image), 401, 'UNAUTHORIZED', 'Please sign in to edit your profile', null);
    await expectRefused(upload(image, 'sprig_session=not-a-real-token'), 401, 'UNAUTHORIZED', undefined, null);
  });

  it('a cross-site Origin (or Sec-Fetch-Site: cross-site) is refused with 403 and nothing is stored', async () => {
    const image = await png();
    for (const headers of CROSS_SITE) {
      await expectRefused(upload(image, member.cookie, { headers }), 403, 'FORBIDDEN', undefined, member.id);
    }
    expectStored(await upload(image, member.cookie, { headers: { origin: 'http://localhost:80' } }), member.id);
  });

  it("changes only the signed-in member's avatar; another member's file and avatar stay", async () => {
    const other = await createMember(ctx.database.db);
    const theirs = expectStored(await upload(await png(), other.cookie), other.id);
    const mine = expectStored(await upload(await png(300, 300), member.cookie), member.id);
    expect(mine.avatar_url).not.toBe(theirs.avatar_url);
    expect(await avatarOf(other.id)).toBe(theirs.avatar_url);
    expect(existsSync(path.join(ctx.uploadsDir, theirs.avatar_url!))).toBe(true);
    // A second upload of mine replaces my file only.
    expectStored(await upload(await png(400, 400), member.cookie), member.id);
    expect(existsSync(path.join(ctx.uploadsDir, theirs.avatar_url!))).toBe(true);
  });
});

describe('POST /api/users/avatar: accepted images', () => {
  it('stores a PNG as a 512x512 WebP, answers { user } and serves it under /uploads with nosniff', async () => {
    const before = storedFiles();
    const user = expectStored(await upload(await png(800, 600), member.cookie), member.id);
    expect(storedFiles()).toEqual([...before, path.basename(user.avatar_url!)].sort());
    expect(await avatarOf(member.id)).toBe(user.avatar_url);

    const stored = storedBytes(user);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: member.cookie } });
    expect(me.json<AuthUser>()).toEqual(user);

    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${user.avatar_url}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('accepts JPEG, WebP, GIF and AVIF by their bytes; the name and declared type do not matter', async () => {
    const fixtures: [string, Buffer, string, string][] = [
      ['jpeg', await solid(800, 600).jpeg().toBuffer(), 'photo.jpg', 'image/jpeg'],
      ['webp', await solid(800, 600).webp().toBuffer(), 'photo.webp', 'image/webp'],
      ['gif', await solid(800, 600).gif().toBuffer(), 'photo.gif', 'image/gif'],
      ['png named .txt', await png(), 'notes.txt', 'text/plain'],
      ['jpeg without a type', await solid(600, 600).jpeg().toBuffer(), 'blob', 'application/octet-stream'],
    ];
    if (sharp.format.heif.output.buffer) fixtures.push(['avif', await solid(800, 600).avif().toBuffer(), 'photo.avif', 'image/avif']);
    for (const [label, data, filename, type] of fixtures) {
      const user = expectStored(await upload(data, member.cookie, { filename, type }), member.id);
      const meta = await sharp(storedBytes(user)).metadata();
      expect(meta, label).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
  });

  it('an animated GIF keeps its first frame only', async () => {
    const red = await solid(300, 300, '#ff0000').png().toBuffer();
    const blue = await solid(300, 300, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const user = expectStored(await upload(gif, member.cookie, { type: 'image/gif' }), member.id);
    const stored = storedBytes(user);
    const meta = await sharp(stored).metadata();
    expect(meta.pages ?? 1).toBe(1);
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red
    expect(data[2]).toBeLessThan(50);
  });

  it('a small image is cropped square, never enlarged', async () => {
    const user = expectStored(await upload(await png(120, 80), member.cookie), member.id);
    expect(await sharp(storedBytes(user)).metadata()).toMatchObject({ width: 80, height: 80 });
  });

  it('a JPEG is turned upright by its EXIF orientation and loses its EXIF (GPS included)', async () => {
    // Landscape, red left half and blue right half; Orientation 6 says "rotate 90° clockwise to view".
    const blueHalf = await solid(300, 300, '#0000ff').png().toBuffer();
    const jpeg = await solid(600, 300, '#ff0000')
      .composite([{ input: blueHalf, left: 300, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'SprigTestCam', ImageDescription: 'HOME-ADDRESS-12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2637/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3962/100' },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(hasGpsIfd(input.exif!)).toBe(true);
    expect(jpeg.includes('SprigTestCam')).toBe(true);

    const user = expectStored(await upload(jpeg, member.cookie, { filename: 'IMG_0001.JPG', type: 'image/jpeg' }), member.id);
    const stored = storedBytes(user);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const trace of ['SprigTestCam', 'HOME-ADDRESS-12', 'Exif', 'GPS']) expect(stored.includes(trace), trace).toBe(false);

    // Upright: the left (red) half is now on top, the right (blue) half at the bottom.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [topR, , topB] = pixel(info.width / 2, 10);
    const [bottomR, , bottomB] = pixel(info.width / 2, info.height - 10);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('a second upload replaces the first and deletes its file', async () => {
    const first = expectStored(await upload(await png(), member.cookie), member.id);
    const second = expectStored(await upload(await solid(700, 700).jpeg().toBuffer(), member.cookie), member.id);
    expect(second.avatar_url).not.toBe(first.avatar_url);
    expect(existsSync(path.join(ctx.uploadsDir, first.avatar_url!))).toBe(false);
    expect(storedFiles().filter((f) => f.startsWith(member.id))).toEqual([path.basename(second.avatar_url!)]);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${first.avatar_url}` })).statusCode).toBe(404);
  });

  it('a previous avatar that is a link, or a name outside avatars/, is never deleted', async () => {
    const outside = path.join(ctx.uploadsDir, 'keep-me.txt');
    writeFileSync(outside, 'not an avatar');
    for (const previous of ['https://cdn.example/avatars/a.webp', '../keep-me.txt', 'avatars/../keep-me.txt', 'keep-me.txt', '/etc/hostname']) {
      await ctx.database.db.update(users).set({ avatarUrl: previous }).where(eq(users.id, member.id));
      const res = await upload(await png(64, 64), member.cookie);
      const user = expectStored(res, member.id);
      expect(existsSync(outside)).toBe(true);
      // Clean up this round's file so the next round starts from the link again.
      await ctx.database.db.update(users).set({ avatarUrl: null }).where(eq(users.id, member.id));
      expect(existsSync(path.join(ctx.uploadsDir, user.avatar_url!))).toBe(true);
    }
  });

  it("a seeded author's new avatar shows on their (cached) recipe pages", async () => {
    const [recipe] = await ctx.database.db
      .select({ id: recipes.id, authorId: recipes.authorId })
      .from(recipes)
      .where(eq(recipes.privacyLevel, 'public'))
      .limit(1);
    const cookie = await cookieFor(ctx.database.db, recipe!.authorId!);
    const detail = async () => (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${recipe!.id}` })).json<{ author: { avatar_url: string | null } }>();
    const before = (await detail()).author.avatar_url;
    const user = expectStored(await upload(await png(), cookie), recipe!.authorId!);
    expect(user.avatar_url).not.toBe(before);
    expect((await detail()).author.avatar_url).toBe(user.avatar_url);
  });
});

describe('POST /api/users/avatar: refused files', () => {
  it('a text file renamed .png and declared image/png is not an image', async () => {
    await expectRefused(upload('just some notes\n'.repeat(50), member.cookie, { filename: 'notes.png', type: 'image/png' }), 400, 'VALIDATION_ERROR', INVALID_TYPE, member.id);
  });

  it('other non-images (SVG, HTML, PDF, TIFF, BMP-like, empty) are refused whatever they claim', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const fixtures: [string, Buffer | string, string][] = [
      ['svg', svg, 'image/svg+xml'],
      ['html', PAYLOAD, 'image/png'],
      ['pdf', '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', 'image/jpeg'],
      ['tiff', await solid(64, 64).tiff().toBuffer(), 'image/tiff'],
      ['bmp-like', Buffer.concat([Buffer.from('BM'), randomBytes(200)]), 'image/bmp'],
      ['empty', Buffer.alloc(0), 'image/png'],
      ['magic only', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ];
    for (const [label, data, type] of fixtures) {
      const res = upload(data, member.cookie, { filename: `${label}.png`, type });
      await expectRefused(res, 400, 'VALIDATION_ERROR', INVALID_TYPE, member.id);
    }
  });

  it('more than 5 MB is a 413 (a real image too); exactly 5 MB is not refused for its size', async () => {
    // Noise does not compress: a 1400x1400 RGB PNG of random pixels is about 5.9 MB.
    const noise = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(5 * MB);
    await expectRefused(upload(noise, member.cookie), 413, 'PAYLOAD_TOO_LARGE', TOO_LARGE, member.id);

    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const justOver = Buffer.concat([header, Buffer.alloc(5 * MB + 1 - header.length)]);
    await expectRefused(upload(justOver, member.cookie, { type: 'image/jpeg' }), 413, 'PAYLOAD_TOO_LARGE', TOO_LARGE, member.id);
    const much = Buffer.concat([header, Buffer.alloc(12 * MB)]);
    await expectRefused(upload(much, member.cookie, { type: 'image/jpeg' }), 413, 'PAYLOAD_TOO_LARGE', TOO_LARGE, member.id);
    // 5 MB exactly passes the size check and fails only for not being an image.
    const exactly = Buffer.concat([header, Buffer.alloc(5 * MB - header.length)]);
    await expectRefused(upload(exactly, member.cookie, { type: 'image/jpeg' }), 400, 'VALIDATION_ERROR', INVALID_TYPE, member.id);
  });

  it('an image wider or taller than 10000 pixels is refused, however small the file', async () => {
    const wide = await png(12_000, 10);
    const tall = await png(10, 10_001);
    expect(wide.length).toBeLessThan(10_000);
    await expectRefused(upload(wide, member.cookie), 400, 'VALIDATION_ERROR', TOO_MANY_PIXELS, member.id);
    await expectRefused(upload(tall, member.cookie), 400, 'VALIDATION_ERROR', TOO_MANY_PIXELS, member.id);
  });

  it('a decompression bomb (more than 40 megapixels in a few KB) is refused before it is decoded', async () => {
    const bomb = bombPng(9_000, 9_000); // 81 megapixels, each side within 10000
    expect(bomb.length).toBeLessThan(50 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 9000, height: 9000 });
    await expectRefused(upload(bomb, member.cookie), 400, 'VALIDATION_ERROR', TOO_MANY_PIXELS, member.id);
    // The same trick as a GIF or JPEG header claiming a huge canvas.
    const bigGif = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } }).gif().toBuffer();
    await expectRefused(upload(bigGif, member.cookie, { type: 'image/gif' }), 400, 'VALIDATION_ERROR', TOO_MANY_PIXELS, member.id);
    // Just under the limit is fine (6000 x 6000 = 36 megapixels).
    expectStored(await upload(bombPng(6_000, 6_000), member.cookie), member.id);
  });

  it('polyglots: an image header over a script is refused', async () => {
    const fakes: [string, Buffer][] = [
      ['gif header', Buffer.concat([Buffer.from('GIF89a'), Buffer.from(`/*${PAYLOAD}*/=1;alert(1)//`)])],
      ['jpeg header', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(PAYLOAD)])],
      ['webp header', Buffer.concat([Buffer.from('RIFF\u0000\u0001\u0000\u0000WEBPVP8 ', 'latin1'), Buffer.from(PAYLOAD)])],
      ['png header', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(PAYLOAD)])],
    ];
    for (const [label, data] of fakes) {
      const res = upload(data, member.cookie, { filename: `${label}.gif`, type: 'image/gif' });
      await expectRefused(res, 400, 'VALIDATION_ERROR', INVALID_TYPE, member.id);
    }
  });

  it('polyglots: a valid image carrying HTML/JS (appended, or in a text chunk) comes out as a clean WebP', async () => {
    const image = await png(600, 600);
    const appended = Buffer.concat([image, Buffer.from(PAYLOAD)]);
    // A tEXt chunk right after IHDR (8-byte signature + 25-byte IHDR chunk).
    const text = pngChunk('tEXt', Buffer.from(`Comment\u0000${PAYLOAD}`, 'latin1'));
    const inChunk = Buffer.concat([image.subarray(0, 33), text, image.subarray(33)]);
    expect((await sharp(inChunk).metadata()).format).toBe('png');
    for (const data of [appended, inChunk]) {
      expect(data.includes('<script>')).toBe(true);
      const user = expectStored(await upload(data, member.cookie, { filename: 'x.html', type: 'text/html' }), member.id);
      const stored = storedBytes(user);
      expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
      for (const trace of ['<script', 'alert', '<html', 'owned']) expect(stored.includes(trace), trace).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
      const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${user.avatar_url}` });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body.includes('<script')).toBe(false);
    }
  });
});

describe('POST /api/users/avatar: the form itself', () => {
  it('no file, a file under another name, or two files are refused', async () => {
    const image = await png(64, 64);
    await expectRefused(send([], member.cookie), 400, 'VALIDATION_ERROR', undefined, member.id);
    await expectRefused(send([{ name: 'note', data: 'hello' }], member.cookie), 400, 'VALIDATION_ERROR', undefined, member.id);
    await expectRefused(send([{ name: 'photo', data: image, filename: 'a.png', type: 'image/png' }], member.cookie), 400, 'VALIDATION_ERROR', undefined, member.id);
    const two = send(
      [
        { name: 'avatar', data: image, filename: 'a.png', type: 'image/png' },
        { name: 'avatar', data: image, filename: 'b.png', type: 'image/png' },
      ],
      member.cookie,
    );
    await expectRefused(two, 400, 'VALIDATION_ERROR', undefined, member.id);
  });

  it('a few small text fields beside the file are ignored; many fields are refused', async () => {
    const image = await png(64, 64);
    expectStored(await send([{ name: 'source', data: 'web' }, { name: 'avatar', data: image, filename: 'a.png', type: 'image/png' }], member.cookie), member.id);
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, data: 'x' }));
    await expectRefused(send([...many, { name: 'avatar', data: image, filename: 'a.png', type: 'image/png' }], member.cookie), 400, 'VALIDATION_ERROR', undefined, member.id);
  });

  it('a body that is not multipart, or broken multipart, is refused without a 500', async () => {
    const image = await png(64, 64);
    const json = await ctx.app.inject({ method: 'POST', url: URL, payload: { avatar: image.toString('base64') }, headers: { cookie: member.cookie } });
    expectApiError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const raw = await ctx.app.inject({ method: 'POST', url: URL, payload: image, headers: { cookie: member.cookie, 'content-type': 'image/png' } });
    expectApiError(raw, 415, 'UNSUPPORTED_MEDIA_TYPE');

    const { payload } = multipart([{ name: 'avatar', data: image, filename: 'a.png', type: 'image/png' }]);
    const noBoundary = ctx.app.inject({ method: 'POST', url: URL, payload, headers: { cookie: member.cookie, 'content-type': 'multipart/form-data' } });
    await expectRefused(noBoundary, 400, 'VALIDATION_ERROR', undefined, member.id);
    const built = multipart([{ name: 'avatar', data: image, filename: 'a.png', type: 'image/png' }]);
    const truncated = ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: built.payload.subarray(0, built.payload.length - 200),
      headers: { cookie: member.cookie, 'content-type': built.contentType },
    });
    await expectRefused(truncated, 400, 'VALIDATION_ERROR', undefined, member.id);
  });

  it('allows 10 uploads a minute per member, then answers 429', async () => {
    const image = await png(32, 32);
    for (let i = 0; i < 10; i += 1) expectStored(await upload(image, member.cookie), member.id);
    await expectRefused(upload(image, member.cookie), 429, 'RATE_LIMITED', undefined, member.id);
    // Only the last of the ten is kept.
    expect(storedFiles().filter((f) => f.startsWith(member.id))).toHaveLength(1);
  });

  it('no temporary files are left behind', () => {
    expect(storedFiles().filter((f) => f.startsWith('.') || f.endsWith('.tmp'))).toEqual([]);
  });
});
