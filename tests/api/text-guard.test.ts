import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, kitchenTools, recipes, sessions, siteSettings } from '../../src/db/schema';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../../src/server/plugins/text-guard';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, signUp } from './helpers';
import { createMember } from './sessions';

/**
 * PostgreSQL cannot store a NUL character or an unpaired UTF-16 surrogate ("\ud800" in JSON) in
 * text or jsonb. Whatever the endpoint, a body, query or path parameter (or a key) holding one is a
 * 400 naming the field, and nothing is written (it used to be a 500 from deep inside a query).
 */
let ctx: TestContext;
let admin: { cookie: string };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await createMember(ctx.database.db, 'admin');
});

afterAll(async () => {
  await ctx?.close();
});

const MESSAGE = NUL_MESSAGE;

describe('a NUL character anywhere in a request', () => {
  it('in a body field: 400 naming it, nothing created', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/kitchen-tools',
      headers: { cookie: admin.cookie },
      payload: { toolName: 'Bench\u0000 Scraper', purpose: 'Scrapes.', recommendedProduct: 'Steel scraper', amazonLink: '', priority: 2, category: 'General' },
    });
    const error = expectApiError(res, 400, 'VALIDATION_ERROR');
    expect(error.message).toBe(`Invalid body field 'toolName': ${MESSAGE}`);
    expect(error.details).toEqual([{ field: 'toolName', message: MESSAGE }]);
    expect(await ctx.database.db.select().from(kitchenTools)).toEqual([]);
  });

  it('deep in a body: the dotted path of the field', async () => {
    const member = await createMember(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: member.cookie },
      payload: {
        title: 'Bean Soup',
        servings: 2,
        ingredients: [{ name: 'beans', quantity: 1, unit: 'can', preparation: null }, { name: 'sa\u0000lt', quantity: 1, unit: 'pinch', preparation: null }],
        instructions: [{ instruction: 'Warm.' }],
      },
    });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').details).toEqual([{ field: 'ingredients.1.name', message: MESSAGE }]);
    expect(await ctx.database.db.select().from(recipes)).toEqual([]);
  });

  it('in a query parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/recipes?q=ab%00c', headers: { cookie: admin.cookie } });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toBe(`Invalid querystring field 'q': ${MESSAGE}`);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/recipes?search=%00' });
    expect(expectApiError(search, 400, 'VALIDATION_ERROR').details).toEqual([{ field: 'search', message: MESSAGE }]);
  });

  it('in a path parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/ab%00c' });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toBe(`Invalid params field 'key': ${MESSAGE}`);
  });

  it('answers after the sign-in and admin checks, and leaves unknown addresses to the 404', async () => {
    const payload = { toolName: 'Bench\u0000 Scraper' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/kitchen-tools', payload })).statusCode).toBe(401);
    const member = await createMember(ctx.database.db);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/kitchen-tools', headers: { cookie: member.cookie }, payload })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing%00' })).statusCode).toBe(404);
  });

  it('a deeply nested body is a 400, never a 500', async () => {
    const deep = `${'['.repeat(5_000)}"x\u0000"${']'.repeat(5_000)}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/kitchen-tools',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      payload: `{"toolName":"Bench Scraper","purpose":"Scrapes.","recommendedProduct":"Steel","amazonLink":"","priority":2,"category":"General","extra":${deep}}`,
    });
    expectApiError(res, 400, 'VALIDATION_ERROR');
  });
});

describe('an unpaired UTF-16 surrogate anywhere in a request', () => {
  const recipe = (over: { ingredient?: string; instruction?: string }) => ({
    title: 'Bean Soup',
    servings: 2,
    ingredients: [{ name: 'beans', quantity: 1, unit: 'can', preparation: null }, { name: over.ingredient ?? 'salt', quantity: 1, unit: 'pinch', preparation: null }],
    instructions: [{ instruction: 'Warm.' }, { instruction: over.instruction ?? 'Serve.' }],
  });
  const settingRows = async () => (await ctx.database.db.select().from(siteSettings)).map(({ key, value }) => ({ key, value }));

  it('POST /api/analytics/event from a visitor: 400 naming the value or the key, nothing recorded', async () => {
    const value = await ctx.app.inject({ method: 'POST', url: '/api/analytics/event', payload: { eventType: 'page_view', data: { path: '/recipes/\ud800' } } });
    expect(expectApiError(value, 400, 'VALIDATION_ERROR').details).toEqual([{ field: 'data.path', message: SURROGATE_MESSAGE }]);
    // Written as JSON text, the way a browser or a probe sends it.
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/event',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventType":"engagement","data":{"\\udc00":1}}',
    });
    expect(expectApiError(key, 400, 'VALIDATION_ERROR').details).toEqual([{ field: 'data.\udc00', message: SURROGATE_MESSAGE }]);
    expect(await ctx.database.db.select().from(analyticsEvents)).toEqual([]);
  });

  it('POST /api/recipes from a member: an ingredient name or an instruction, nothing created', async () => {
    const member = await createMember(ctx.database.db);
    const create = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/recipes', headers: { cookie: member.cookie }, payload });
    const ingredient = expectApiError(await create(recipe({ ingredient: 'sa\ud800lt' })), 400, 'VALIDATION_ERROR');
    expect(ingredient.message).toBe(`Invalid body field 'ingredients.1.name': ${SURROGATE_MESSAGE}`);
    expect(ingredient.details).toEqual([{ field: 'ingredients.1.name', message: SURROGATE_MESSAGE }]);
    const step = expectApiError(await create(recipe({ instruction: 'Stir \udfff well.' })), 400, 'VALIDATION_ERROR');
    expect(step.details).toEqual([{ field: 'instructions.1.instruction', message: SURROGATE_MESSAGE }]);
    expect(await ctx.database.db.select().from(recipes)).toEqual([]);
    // A paired surrogate (an emoji) is ordinary text.
    const fine = await create(recipe({ ingredient: 'chilli 🌶️', instruction: 'Serve 🍲.' }));
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it('PUT /api/admin/ai/settings from an admin: 400 naming the field, nothing saved', async () => {
    const before = await settingRows();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/ai/settings',
      headers: { cookie: admin.cookie },
      payload: { baseUrl: 'https://ai.example.test/v1', apiKey: 'sk-test', textModel: 'gpt\ud800' },
    });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').details).toEqual([{ field: 'textModel', message: SURROGATE_MESSAGE }]);
    expect(await settingRows()).toEqual(before);
  });

  it('PUT /api/admin/credits/packs from an admin: 400 naming the field, nothing saved', async () => {
    const before = await settingRows();
    const packs = [{ id: 'family', name: 'Family', credits: 500, priceCents: 2999, currency: 'eur', active: true }, { id: 'tiny', name: 'Ti\udc00ny', credits: 10, priceCents: 99 }];
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/credits/packs', headers: { cookie: admin.cookie }, payload: { packs } });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').details).toEqual([{ field: 'packs.1.name', message: SURROGATE_MESSAGE }]);
    expect(await settingRows()).toEqual(before);
  });

  it('in a query or a path, where one can only come as its (invalid) UTF-8 bytes: never a 500', async () => {
    // A URL cannot carry a surrogate itself; its bytes are not decoded, so they reach no query as one.
    for (const url of ['/api/recipes?search=%ED%A0%80', '/api/users/%ED%A0%80', '/api/admin/recipes?q=%ED%B0%80', '/api/recipes?search=\ud800']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
  });
});

describe('text from headers that is stored', () => {
  it('a session keeps a user agent holding a NUL character without it (the HTTP parser refuses one; inject does not)', async () => {
    const res = await signUp(ctx.app, ctx.database.db, { email: 'agent@test.example', password: 'correct horse battery staple' }, {
      headers: { 'user-agent': 'Probe\u0000Agent/1.0' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ctx.database.db.select({ userAgent: sessions.userAgent }).from(sessions)).map((s) => s.userAgent)).toContain('ProbeAgent/1.0');
  });
});
