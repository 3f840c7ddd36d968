import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCalls, users } from '../../src/db/schema';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, getJson, multipart } from './helpers';
import { createMember } from './sessions';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Default" />' +
  '<title>Sprig</title></head><body><div id="root"></div></body></html>';
const NO_SOCIAL_LINKS = { instagram: null, facebook: null, x: null, youtube: null };
const DEFAULT_SITE = { siteName: 'Sprig', logoUrl: null, faviconUrl: null, themeColor: '#3d7068', socialLinks: NO_SOCIAL_LINKS };
const DEFAULT_THEME = { primaryColor: '#3d7068', secondaryColor: '#f0b67f', accentColor: '#d53939' };

let ctx: TestContext;
let standIn: OpenAiStandIn;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
let recipeId: number;
let recipeTitle: string;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ kind: 'json', content: { answer: 'Pong from the stand-in' } });
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'sprig-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  ctx = await createTestContext({ webDist, ai: standIn.config(), aiRateLimit: 8 });
  admin = await createMember(ctx.database.db, 'admin');
  member = await createMember(ctx.database.db);
  const rows = (await ctx.database.db.execute(sql`select id, title from recipes where privacy_level = 'public' order by id limit 1`)) as {
    rows: { id: number; title: string }[];
  };
  recipeId = rows.rows[0]!.id;
  recipeTitle = rows.rows[0]!.title;
});

afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });

const upload = (url: string, cookie: string | undefined, field: string, data: Buffer, filename = 'image.png') => {
  const { payload, contentType } = multipart([{ name: field, data, filename, type: 'image/png' }]);
  return ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('every admin settings endpoint refuses visitors (401) and members (403)', () => {
  const json: [string, 'GET' | 'PUT' | 'POST', unknown][] = [
    ['/api/admin/settings/site', 'GET', undefined],
    ['/api/admin/settings/site', 'PUT', DEFAULT_SITE],
    ['/api/admin/settings/theme', 'GET', undefined],
    ['/api/admin/settings/theme', 'PUT', DEFAULT_THEME],
    ['/api/admin/ai/test', 'POST', { prompt: 'hi' }],
  ];
  for (const [url, method, body] of json) {
    it(`${method} ${url}`, async () => {
      expectApiError(await call(method, url, undefined, body), 401, 'UNAUTHORIZED');
      expectApiError(await call(method, url, member.cookie, body), 403, 'FORBIDDEN');
    });
  }
  for (const [url, field] of [['/api/admin/settings/logo', 'logo'], ['/api/admin/settings/favicon', 'favicon']] as const) {
    it(`POST ${url} (before the upload is read)`, async () => {
      const image = await png(64, 64);
      expectApiError(await upload(url, undefined, field, image), 401, 'UNAUTHORIZED');
      expectApiError(await upload(url, member.cookie, field, image), 403, 'FORBIDDEN');
    });
  }
  it('the member is not changed into anything by trying', async () => {
    const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row!.role).toBe('member');
  });
});

describe('site settings', () => {
  it('answer the defaults before anything is saved', async () => {
    const res = await call('GET', '/api/admin/settings/site', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SITE);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a bad value is refused naming its field, and nothing changes', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...DEFAULT_SITE, siteName: '' }, 'siteName'],
      [{ ...DEFAULT_SITE, siteName: '   ' }, 'siteName'],
      [{ ...DEFAULT_SITE, siteName: 'x'.repeat(61) }, 'siteName'],
      [{ ...DEFAULT_SITE, siteName: 7 }, 'siteName'],
      [{ ...DEFAULT_SITE, themeColor: 'red' }, 'themeColor'],
      [{ ...DEFAULT_SITE, themeColor: '#12345' }, 'themeColor'],
      [{ ...DEFAULT_SITE, logoUrl: 'http://example.com/logo.png' }, 'logoUrl'],
      [{ ...DEFAULT_SITE, logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
      [{ ...DEFAULT_SITE, logoUrl: '//evil.example/logo.png' }, 'logoUrl'],
      [{ ...DEFAULT_SITE, logoUrl: '/public/../etc/passwd' }, 'logoUrl'],
      [{ ...DEFAULT_SITE, logoUrl: '/uploads/avatars/someone.webp' }, 'logoUrl'],
      [{ ...DEFAULT_SITE, logoUrl: '/uploads/site/logo-missing.webp?v=1' }, 'logoUrl'],
      [{ ...DEFAULT_SITE, faviconUrl: 'data:image/png;base64,AAAA' }, 'faviconUrl'],
      [{ ...DEFAULT_SITE, extra: 1 }, 'extra'],
      [{ siteName: 'Only a name' }, 'logoUrl'],
      [{ ...DEFAULT_SITE, socialLinks: { ...NO_SOCIAL_LINKS, instagram: 'instagram.com/sprig' } }, 'socialLinks.instagram'],
      [{ ...DEFAULT_SITE, socialLinks: { ...NO_SOCIAL_LINKS, x: 'http://x.com/sprig' } }, 'socialLinks.x'],
      [{ ...DEFAULT_SITE, socialLinks: { ...NO_SOCIAL_LINKS, youtube: 'javascript:alert(1)' } }, 'socialLinks.youtube'],
      [{ ...DEFAULT_SITE, socialLinks: { ...NO_SOCIAL_LINKS, facebook: `https://www.facebook.com/${'x'.repeat(300)}` } }, 'socialLinks.facebook'],
      [{ ...DEFAULT_SITE, socialLinks: { ...NO_SOCIAL_LINKS, tiktok: 'https://www.tiktok.com/@sprig' } }, 'socialLinks.tiktok'],
    ];
    for (const [body, field] of bad) {
      const error = expectApiError(await call('PUT', '/api/admin/settings/site', admin.cookie, body), 400, 'VALIDATION_ERROR');
      expect(error.message, JSON.stringify(body)).toContain(`'${field}'`);
    }
    expect(await getJson(ctx.app, '/api/admin/settings')).toEqual(DEFAULT_SITE);
  });

  it('a new site name shows in the public settings and in the title of a server-rendered recipe page at once', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: `/recipes/${recipeId}` });
    expect(titleOf(before.body)).toBe(`${recipeTitle} | Sprig`);

    const body = { siteName: '  Green Kitchen  ', logoUrl: '/public/brand/logo.svg', faviconUrl: 'https://cdn.example.com/fav.png', themeColor: '#224466' };
    const res = await call('PUT', '/api/admin/settings/site', admin.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = { siteName: 'Green Kitchen', logoUrl: '/public/brand/logo.svg', faviconUrl: 'https://cdn.example.com/fav.png', themeColor: '#224466', socialLinks: NO_SOCIAL_LINKS };
    expect(res.json()).toEqual(saved);
    expect(await getJson(ctx.app, '/api/admin/settings')).toEqual(saved);

    const page = await ctx.app.inject({ method: 'GET', url: `/recipes/${recipeId}` });
    expect(titleOf(page.body)).toBe(`${recipeTitle} | Green Kitchen`);
    expect(page.body).toContain(`content="${recipeTitle} | Green Kitchen"`);
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(titleOf(home.body)).toBe('Green Kitchen');
  });

  it('social links are kept as given, read by every visitor, and an empty one removes its link (issue 21)', async () => {
    const socialLinks = { instagram: ' https://www.instagram.com/greenkitchen ', facebook: '', x: 'https://x.com/greenkitchen', youtube: null };
    const res = await call('PUT', '/api/admin/settings/site', admin.cookie, { ...DEFAULT_SITE, socialLinks });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { instagram: 'https://www.instagram.com/greenkitchen', facebook: null, x: 'https://x.com/greenkitchen', youtube: null };
    expect((await getJson<{ socialLinks: unknown }>(ctx.app, '/api/admin/settings')).socialLinks).toEqual(expected);
    const message = expectApiError(await call('PUT', '/api/admin/settings/site', admin.cookie, { ...DEFAULT_SITE, socialLinks: { ...expected, facebook: 'facebook.com/greenkitchen' } }), 400, 'VALIDATION_ERROR');
    expect(message.details).toEqual([{ field: 'socialLinks.facebook', message: "The Facebook link must be an https:// address of the site's page there, or empty" }]);
    expect((await getJson<{ socialLinks: unknown }>(ctx.app, '/api/admin/settings')).socialLinks).toEqual(expected);
  });

  it('empty logo and favicon remove them', async () => {
    const res = await call('PUT', '/api/admin/settings/site', admin.cookie, { ...DEFAULT_SITE, logoUrl: '', faviconUrl: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(await getJson(ctx.app, '/api/admin/settings')).toEqual(DEFAULT_SITE);
  });
});

describe('theme settings', () => {
  it('a bad colour is refused naming its field, and nothing changes', async () => {
    for (const field of ['primaryColor', 'secondaryColor', 'accentColor'] as const) {
      for (const value of ['#fff', 'blue', '#12345g', 12, null, 'red; background: url(x)']) {
        const error = expectApiError(await call('PUT', '/api/admin/settings/theme', admin.cookie, { ...DEFAULT_THEME, [field]: value }), 400, 'VALIDATION_ERROR');
        expect(error.message).toContain(`'${field}'`);
      }
    }
    const missing = expectApiError(await call('PUT', '/api/admin/settings/theme', admin.cookie, { primaryColor: '#000000' }), 400, 'VALIDATION_ERROR');
    expect(missing.message).toContain('secondaryColor');
    expect(await getJson(ctx.app, '/api/public/theme-settings')).toEqual(DEFAULT_THEME);
  });

  it('a change shows in the public theme settings and in the initial data of pages', async () => {
    const theme = { primaryColor: '#112233', secondaryColor: '#AABBCC', accentColor: '#aa0000' };
    const res = await call('PUT', '/api/admin/settings/theme', admin.cookie, theme);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(theme);
    expect(await getJson(ctx.app, '/api/public/theme-settings')).toEqual(theme);
    expect((await call('GET', '/api/admin/settings/theme', admin.cookie)).json()).toEqual(theme);
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('"primaryColor":"#112233"');
    await call('PUT', '/api/admin/settings/theme', admin.cookie, DEFAULT_THEME);
    expect(await getJson(ctx.app, '/api/public/theme-settings')).toEqual(DEFAULT_THEME);
  });
});

describe('logo and favicon uploads', () => {
  it('a logo is re-encoded as WebP at most 400 px wide, served, and can be saved as logoUrl', async () => {
    const res = await upload('/api/admin/settings/logo', admin.cookie, 'logo', await png(1200, 300));
    expect(res.statusCode, res.body).toBe(201);
    const { url, width, height } = res.json<{ url: string; width: number; height: number }>();
    expect(url).toMatch(/^\/uploads\/site\/logo-[a-f0-9]+\.webp\?v=[a-z0-9]+$/);
    expect({ width, height }).toEqual({ width: 400, height: 100 });
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 100 });

    const saved = await call('PUT', '/api/admin/settings/site', admin.cookie, { ...DEFAULT_SITE, logoUrl: url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getJson<{ logoUrl: string }>(ctx.app, '/api/admin/settings')).logoUrl).toBe(url);

    // Replacing it deletes the old file.
    const next = (await upload('/api/admin/settings/logo', admin.cookie, 'logo', await png(100, 100))).json<{ url: string }>().url;
    expect((await call('PUT', '/api/admin/settings/site', admin.cookie, { ...DEFAULT_SITE, logoUrl: next })).statusCode).toBe(200);
    const file = (u: string) => path.join(ctx.uploadsDir, 'site', u.split('/').pop()!.split('?')[0]!);
    expect(existsSync(file(url))).toBe(false);
    expect(existsSync(file(next))).toBe(true);
    await call('PUT', '/api/admin/settings/site', admin.cookie, DEFAULT_SITE);
    expect(existsSync(file(next))).toBe(false);
  });

  it('a favicon becomes square PNGs of 32 and 192 px', async () => {
    const res = await upload('/api/admin/settings/favicon', admin.cookie, 'favicon', await png(300, 200));
    expect(res.statusCode, res.body).toBe(201);
    const { url, largeUrl } = res.json<{ url: string; largeUrl: string }>();
    for (const [u, side] of [[url, 32], [largeUrl, 192]] as const) {
      const served = await ctx.app.inject({ method: 'GET', url: u });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: side, height: side });
    }
    const saved = await call('PUT', '/api/admin/settings/site', admin.cookie, { ...DEFAULT_SITE, faviconUrl: url });
    expect(saved.statusCode, saved.body).toBe(200);
    await call('PUT', '/api/admin/settings/site', admin.cookie, DEFAULT_SITE);
  });

  it('a file that is not an image is refused, and the settings stay as they were', async () => {
    for (const [url, field] of [['/api/admin/settings/logo', 'logo'], ['/api/admin/settings/favicon', 'favicon']] as const) {
      const text = await upload(url, admin.cookie, field, Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.png');
      expect(expectApiError(text, 400, 'VALIDATION_ERROR').message).toMatch(/Invalid file type/);
      const wrongField = await upload(url, admin.cookie, 'file', await png(10, 10));
      expect(expectApiError(wrongField, 400, 'VALIDATION_ERROR').message).toContain(`'${field}'`);
      const json = await call('POST', url, admin.cookie, { logo: 'x' });
      expectApiError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await getJson(ctx.app, '/api/admin/settings')).toEqual(DEFAULT_SITE);
  });
});

describe('POST /api/admin/ai/test', () => {
  it('sends the prompt to the provider and answers the reply, the model and the time, free of charge', async () => {
    const before = await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, admin.id));
    const res = await call('POST', '/api/admin/ai/test', admin.cookie, { prompt: '  Say pong  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ answer: string; model: string; ms: number }>();
    expect(body).toMatchObject({ answer: 'Pong from the stand-in', model: 'stand-in/text' });
    expect(body.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(standIn.requests.at(-1)!.body)).toContain('Say pong');
    const recorded = await ctx.database.db.select().from(aiCalls).where(and(eq(aiCalls.feature, 'provider_test'), eq(aiCalls.userId, admin.id)));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ outcome: 'success', credits: 0, holdId: null });
    const after = await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, admin.id));
    expect(after).toEqual(before);
  });

  it('a missing or empty prompt is refused naming the field, without calling the provider', async () => {
    const calls = standIn.requests.length;
    for (const body of [{}, { prompt: '   ' }, { prompt: 'x'.repeat(2001) }, { prompt: 5 }]) {
      expect(expectApiError(await call('POST', '/api/admin/ai/test', admin.cookie, body), 400, 'VALIDATION_ERROR').message).toContain("'prompt'");
    }
    expect(standIn.requests.length).toBe(calls);
  });

  it('a provider failure is a clear error, and the endpoint is rate limited', async () => {
    standIn.answer({ kind: 'error', status: 500 });
    expectApiError(await call('POST', '/api/admin/ai/test', admin.cookie, { prompt: 'hi' }), 502, 'AI_PROVIDER_ERROR');
    standIn.answer({ kind: 'json', content: { answer: 'ok' } });
    // AI_RATE_LIMIT is 8 a minute here; 6 calls were made above (the refused ones count too).
    let limited = false;
    for (let i = 0; i < 4 && !limited; i++) {
      limited = (await call('POST', '/api/admin/ai/test', admin.cookie, { prompt: 'hi' })).statusCode === 429;
    }
    expect(limited).toBe(true);
  });
});
