import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { restoreSiteBackup, writeSiteBackup } from '../../src/server/site-archive';
import { sql } from 'drizzle-orm';
import { RECIPE_IMAGE_FOLDER } from '../../src/server/modules/recipes/images';
import { createAuthoringRepo } from '../../src/server/modules/recipes/authoring-repo';
import { createOutbound } from '../../src/server/net/outbound';
import { createOrphanFileSweep } from '../../src/server/orphan-file-sweep';
import { createS3Storage } from '../../src/server/storage/s3-storage';
import type { PictureStorage } from '../../src/server/storage/picture-storage';
import { startS3Server } from '../support/s3-server';
import { createTestContext, type TestContext } from './harness';
import { multipart } from './helpers';
import { createMember } from './sessions';

/**
 * Issue 20: with S3_* set, every picture the site stores goes to the bucket and is served from
 * there through the app at the same addresses, with the same caching; or, with PUBLIC_ASSET_URL,
 * redirected to it. Nothing is written to the instance's own disk.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: TestContext;
let bucket: PictureStorage;
const outbound = createOutbound({ allowPrivateNetworks: true });
let member: { id: string; cookie: string };

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7d44' } }).png().toBuffer();
function post(url: string, field: string, data: Buffer, cookie: string): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipart([{ name: field, data, filename: 'picture.png', type: 'image/png' }]);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, cookie } });
}
const filesUnder = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);

beforeAll(async () => {
  s3 = await startS3Server(['site-pictures', 'restored-pictures']);
  ctx = await createTestContext({ s3: s3.config('site-pictures') });
  bucket = await createS3Storage(s3.config('site-pictures'), outbound);
  member = await createMember(ctx.database.db);
});
afterAll(async () => {
  bucket?.close();
  await ctx?.close();
  await outbound.close();
  await s3?.close();
});

describe('pictures in an S3-compatible bucket', () => {
  it('stores an avatar in the bucket, not on disk, and serves it at the same address with caching and validators', async () => {
    const res = await post('/api/users/avatar', 'avatar', await png(600, 600), member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const key = (res.json() as { user: { avatar_url: string } }).user.avatar_url;
    expect(key).toMatch(/^avatars\/.+\.webp$/);
    const stored = await bucket.get(key);
    expect((await sharp(stored!).metadata()).width).toBe(512);
    expect(filesUnder(ctx.uploadsDir)).toBe(0);

    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored!)).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url: `/uploads/${key}`, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await ctx.app.inject({ method: 'HEAD', url: `/uploads/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(stored!.length));

    // A replacement removes the old picture from the bucket.
    const replaced = await post('/api/users/avatar', 'avatar', await png(300, 300), member.cookie);
    expect(await bucket.stat(key)).toBeNull();
    expect(await bucket.stat((replaced.json() as { user: { avatar_url: string } }).user.avatar_url)).not.toBeNull();
  });

  it('answers 404 for a picture not in the bucket and for names no module writes', async () => {
    for (const url of ['/uploads/avatars/nobody.webp', '/uploads/avatars/..%2f..%2fsecret.webp', '/uploads/site/page.html', '/uploads/x.webp']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('stores a recipe photo with its sized copies in the bucket; a copy missing there is made when first asked for', async () => {
    const res = await post('/api/recipes/images', 'image', await png(1200, 800), member.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    const name = path.basename(url, '.webp');
    expect(await bucket.stat(`recipes/${name}.webp`)).not.toBeNull();
    expect(await bucket.stat(`recipes/${name}.w400.webp`)).not.toBeNull();

    await bucket.remove(`recipes/${name}.w400.webp`);
    const copy = await ctx.app.inject({ method: 'GET', url: `/uploads/recipes/${name}.w400.webp` });
    expect(copy.statusCode).toBe(200);
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(400);
    expect(await bucket.stat(`recipes/${name}.w400.webp`)).not.toBeNull();
    expect(filesUnder(ctx.uploadsDir)).toBe(0);
  });

  it('sweeps pictures nothing points at from the bucket once they are old, and keeps the ones in use', async () => {
    await bucket.put('recipes/orphan-1.webp', Buffer.from('left behind'));
    await bucket.put('recipes/orphan-1.w400.webp', Buffer.from('left behind, small'));
    const res = await post('/api/recipes/images', 'image', await png(500, 500), member.cookie);
    const { url } = res.json() as { url: string };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: member.cookie },
      payload: {
        title: 'Bucket Soup',
        description: 'Beans in a quick broth.',
        servings: 2,
        featuredImage: url,
        ingredients: [{ name: 'cannellini beans', quantity: 1, unit: 'can', preparation: 'drained' }],
        instructions: [{ instruction: 'Warm the beans in the broth.' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const later = () => Date.now() + 3 * 24 * 60 * 60 * 1000;
    const sweep = createOrphanFileSweep({ storage: bucket, folder: RECIPE_IMAGE_FOLDER, referenced: createAuthoringRepo(ctx.database.db).imagesInUse, now: later });
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(2);
    expect(await bucket.stat('recipes/orphan-1.webp')).toBeNull();
    expect(await bucket.stat('recipes/orphan-1.w400.webp')).toBeNull();
    expect(await bucket.stat(url.replace('/uploads/', ''))).not.toBeNull();
  });

  it('backs up a database with the bucket\'s pictures, and restores both into an empty database and an empty bucket', async () => {
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'sprig-s3-backup-'));
    const archive = path.join(scratch, 'site.tar.gz');
    // The dump comes from an embedded database of its own (the other tests' may be a PostgreSQL server's).
    const source = await openDatabase({ kind: 'memory' });
    const restoredBucket = await createS3Storage(s3.config('restored-pictures'), outbound);
    const target = await openDatabase({ kind: 'memory' });
    try {
      await source.migrate();
      const owner = await createMember(source.db);
      await bucket.put('avatars/backed-up.webp', Buffer.from('an avatar'));
      await source.db.execute(sql`update users set avatar_url = 'avatars/backed-up.webp' where id = ${owner.id}`);
      const keys: string[] = [];
      for await (const { key } of bucket.list('')) keys.push(key);
      expect(await writeSiteBackup({ pglite: source.pglite! }, bucket, archive)).toEqual({ files: keys.length });

      expect(await restoreSiteBackup(target, restoredBucket, archive)).toEqual({ files: keys.length });
      const [row] = await queryRows<{ avatar_url: string }>(target.db, sql`select avatar_url from users where id = ${owner.id}`);
      expect((await restoredBucket.get(row!.avatar_url))?.toString()).toBe('an avatar');
      for (const key of keys) expect(await restoredBucket.get(key), key).toEqual(await bucket.get(key));
      // Into a bucket that now holds pictures, a second restore is refused.
      const another = await openDatabase({ kind: 'memory' });
      await expect(restoreSiteBackup(another, restoredBucket, archive)).rejects.toThrow(/bucket S3_BUCKET names is not empty/);
      await another.close();
    } finally {
      restoredBucket.close();
      await source.close();
      await target.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('pictures redirected to PUBLIC_ASSET_URL', () => {
  let cdn: TestContext;
  beforeAll(async () => {
    cdn = await createTestContext({ seed: false, s3: s3.config('site-pictures'), publicAssetUrl: 'https://cdn.sprig.example/pictures' });
  });
  afterAll(async () => cdn?.close());

  it('answers /uploads/<key> with a cacheable redirect to the same key there', async () => {
    await bucket.put('avatars/cdn-1.webp', Buffer.from('x'));
    const res = await cdn.app.inject({ method: 'GET', url: '/uploads/avatars/cdn-1.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.sprig.example/pictures/avatars/cdn-1.webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('makes a sized copy in the bucket before redirecting to it, and answers 404 for a picture that is not there', async () => {
    await bucket.put('recipes/cdn-2.webp', await sharp(await png(900, 600)).webp().toBuffer());
    const res = await cdn.app.inject({ method: 'GET', url: '/uploads/recipes/cdn-2.w400.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.sprig.example/pictures/recipes/cdn-2.w400.webp');
    expect(await bucket.stat('recipes/cdn-2.w400.webp')).not.toBeNull();
    expect((await cdn.app.inject({ method: 'GET', url: '/uploads/recipes/nothing.w400.webp' })).statusCode).toBe(404);
  });
});
