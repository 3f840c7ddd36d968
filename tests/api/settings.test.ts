import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepo } from '../../src/server/modules/settings/repo';
import { NOT_AUDITED } from '../../src/server/modules/admin/audit';
import { createTestContext, type TestContext } from './harness';
import { getJson } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

const DEFAULT_THEME = { primaryColor: '#3d7068', secondaryColor: '#f0b67f', accentColor: '#d53939' };

describe('GET /api/public/theme-settings', () => {
  it('answers the SPEC default colours when nothing is stored', async () => {
    expect(await getJson(ctx.app, '/api/public/theme-settings')).toEqual(DEFAULT_THEME);
  });

  it('stored colours override the defaults', async () => {
    await createSettingsRepo(ctx.database.db).set('theme', {
      primaryColor: '#112233',
      secondaryColor: '#AABBCC',
      accentColor: '#000000',
    }, NOT_AUDITED);
    expect(await getJson(ctx.app, '/api/public/theme-settings')).toEqual({
      primaryColor: '#112233',
      secondaryColor: '#AABBCC',
      accentColor: '#000000',
    });
  });

  it('an invalid or missing stored colour falls back to its default, field by field', async () => {
    await createSettingsRepo(ctx.database.db).set('theme', {
      primaryColor: '#123456',
      secondaryColor: 'red; background: url(evil)',
      unknownField: '#ffffff',
    }, NOT_AUDITED);
    expect(await getJson(ctx.app, '/api/public/theme-settings')).toEqual({
      primaryColor: '#123456',
      secondaryColor: DEFAULT_THEME.secondaryColor,
      accentColor: DEFAULT_THEME.accentColor,
    });
  });

  it('a stored value of the wrong type answers the defaults', async () => {
    for (const bad of ['#ffffff', 42, ['#ffffff'], { primaryColor: 7 }, { primaryColor: '#fff' }]) {
      await createSettingsRepo(ctx.database.db).set('theme', bad, NOT_AUDITED);
      expect(await getJson(ctx.app, '/api/public/theme-settings'), JSON.stringify(bad)).toEqual(DEFAULT_THEME);
    }
  });
});

describe('GET /api/admin/settings (public fields)', () => {
  it("answers the defaults, site name 'Sprig'", async () => {
    expect(await getJson(ctx.app, '/api/admin/settings')).toEqual({
      siteName: 'Sprig',
      faviconUrl: null,
      themeColor: '#3d7068',
      logoUrl: null,
      socialLinks: { instagram: null, facebook: null, x: null, youtube: null },
    });
  });

  it('answers stored public fields and nothing else', async () => {
    await createSettingsRepo(ctx.database.db).set('site', {
      siteName: 'Green Table',
      logoUrl: '/public/logo.png',
      faviconUrl: '/favicon.ico',
      themeColor: 'not-a-colour',
      smtpPassword: 'hunter2',
      adminEmail: 'owner@example.com',
    }, NOT_AUDITED);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteName: 'Green Table',
      faviconUrl: '/favicon.ico',
      themeColor: '#3d7068',
      logoUrl: '/public/logo.png',
      socialLinks: { instagram: null, facebook: null, x: null, youtube: null },
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('owner@example.com');
  });

  it('an empty site name falls back to the default', async () => {
    await createSettingsRepo(ctx.database.db).set('site', { siteName: '' }, NOT_AUDITED);
    expect((await getJson<{ siteName: string }>(ctx.app, '/api/admin/settings')).siteName).toBe('Sprig');
  });
});
