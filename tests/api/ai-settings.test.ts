import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../src/db/schema';
import { AI_PROVIDER_SETTING } from '../../src/server/modules/ai/provider-settings';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, getJson } from './helpers';
import { createMember } from './sessions';

/** The AI provider from the admin's settings (no AI_* environment here), and GET /api/ai/status. */
let ctx: TestContext;
let standIn: OpenAiStandIn;
let admin: string;
let member: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  standIn = await startOpenAiStandIn({ kind: 'json', content: { purpose: 'Slices vegetables thinly and evenly.', recommendedProduct: 'adjustable mandoline slicer', priority: 3 } });
  admin = (await createMember(ctx.database.db, 'admin')).cookie;
  member = (await createMember(ctx.database.db)).cookie;
});

afterAll(async () => {
  await standIn?.close();
  await ctx?.close();
});

const settingsCall = (method: 'GET' | 'PUT' | 'DELETE', cookie?: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: '/api/admin/ai/settings', headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const createTool = (cookie: string, toolName: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/kitchen-tools/create-with-ai', headers: { cookie }, payload: { toolName, category: 'breakfast' } });

describe('admin AI settings are for admins only', () => {
  for (const method of ['GET', 'PUT', 'DELETE'] as const) {
    it(`${method} refuses a visitor (401) and a member (403)`, async () => {
      const body = { baseUrl: standIn.baseUrl, apiKey: 'sk-x', textModel: 'm' };
      expectApiError(await settingsCall(method, undefined, method === 'PUT' ? body : undefined), 401, 'UNAUTHORIZED');
      expectApiError(await settingsCall(method, member, method === 'PUT' ? body : undefined), 403, 'FORBIDDEN');
    });
  }
});

describe('without a provider', () => {
  it('status says not configured, to visitors too, and AI endpoints answer 503', async () => {
    expect(await getJson(ctx.app, '/api/ai/status')).toEqual({ configured: false, images: false });
    const res = await settingsCall('GET', admin);
    expect(res.json()).toMatchObject({ source: 'none', apiKey: { set: false, last4: null } });
    const body = expectApiError(await createTool(admin, 'Mandoline slicer'), 503, 'AI_NOT_CONFIGURED');
    expect(body.message).toMatch(/no AI provider is configured/);
  });

  it('a first save needs a key, and fields are validated by name', async () => {
    const noKey = expectApiError(await settingsCall('PUT', admin, { baseUrl: standIn.baseUrl, textModel: 'm' }), 400, 'VALIDATION_ERROR');
    expect(noKey.message).toMatch(/apiKey/);
    const badUrl = expectApiError(await settingsCall('PUT', admin, { baseUrl: 'ftp://x', apiKey: 'k', textModel: 'm' }), 400, 'VALIDATION_ERROR');
    expect(badUrl.message).toMatch(/baseUrl/);
    const noModel = expectApiError(await settingsCall('PUT', admin, { baseUrl: standIn.baseUrl, apiKey: 'k', textModel: ' ' }), 400, 'VALIDATION_ERROR');
    expect(noModel.message).toMatch(/textModel/);
  });
});

describe('a provider set by the admin', () => {
  it('is stored with the key sealed, shown only as its last 4, and used by AI calls', async () => {
    const res = await settingsCall('PUT', admin, { baseUrl: `${standIn.baseUrl}/`, apiKey: 'sk-admin-key-1234', textModel: 'admin/text', imageModel: 'admin/image' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      source: 'settings',
      baseUrl: standIn.baseUrl,
      textModel: 'admin/text',
      imageModel: 'admin/image',
      apiKey: { set: true, last4: '1234' },
    });
    expect(res.body).not.toContain('sk-admin-key');
    const [row] = await ctx.database.db.select().from(siteSettings).where(eq(siteSettings.key, AI_PROVIDER_SETTING));
    expect(JSON.stringify(row!.value)).not.toContain('sk-admin-key');
    expect(await getJson(ctx.app, '/api/ai/status')).toEqual({ configured: true, images: true });

    const created = await createTool(admin, 'Mandoline slicer');
    expect(created.statusCode, created.body).toBe(200);
    expect(standIn.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk-admin-key-1234', body: { model: 'admin/text' } });
  });

  it('keeps the stored key when saved with an empty one', async () => {
    const res = await settingsCall('PUT', admin, { baseUrl: standIn.baseUrl, apiKey: '', textModel: 'admin/text-2', imageModel: '' });
    expect(res.json()).toMatchObject({ source: 'settings', textModel: 'admin/text-2', apiKey: { set: true, last4: '1234' } });
    expect(await getJson(ctx.app, '/api/ai/status')).toEqual({ configured: true, images: false });
    await createTool(admin, 'Egg separator');
    expect(standIn.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk-admin-key-1234', body: { model: 'admin/text-2' } });
  });

  it('keeps the stored key only for the same address: a new address needs its key again', async () => {
    const res = await settingsCall('PUT', admin, { baseUrl: 'https://elsewhere.example/v1', apiKey: '', textModel: 'admin/text-3', imageModel: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: [{ field: 'apiKey', message: 'Enter the API key again for the new address' }] });
    expect((await settingsCall('GET', admin)).json()).toMatchObject({ baseUrl: standIn.baseUrl, textModel: 'admin/text-2' });
  });

  it('is forgotten on DELETE', async () => {
    const res = await settingsCall('DELETE', admin);
    expect(res.json()).toMatchObject({ source: 'none', apiKey: { set: false } });
    expect(await getJson(ctx.app, '/api/ai/status')).toEqual({ configured: false, images: false });
  });
});

describe('the environment provider', () => {
  it('wins over the admin settings', async () => {
    const envCtx = await createTestContext({ seed: false, ai: standIn.config({ apiKey: 'sk-env-key-9876' }) });
    try {
      const cookie = (await createMember(envCtx.database.db, 'admin')).cookie;
      const saved = await envCtx.app.inject({
        method: 'PUT',
        url: '/api/admin/ai/settings',
        headers: { cookie },
        payload: { baseUrl: 'https://example.invalid/v1', apiKey: 'sk-admin-0000', textModel: 'other' },
      });
      expect(saved.json()).toMatchObject({ source: 'environment', apiKey: { last4: '0000' } });
      expect(await getJson(envCtx.app, '/api/ai/status')).toEqual({ configured: true, images: true });
      const res = await envCtx.app.inject({ method: 'POST', url: '/api/admin/kitchen-tools/create-with-ai', headers: { cookie }, payload: { toolName: 'Spiralizer', category: '' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(standIn.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk-env-key-9876', body: { model: 'stand-in/text' } });
    } finally {
      await envCtx.close();
    }
  });
});
