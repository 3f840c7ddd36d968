import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenTools, recipes } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/**
 * PostgreSQL cannot store a NUL character in text or jsonb. Whatever the endpoint, a body, query or
 * path parameter holding one is a 400 naming the field, and nothing is written (it used to be a
 * 500 from deep inside a query).
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

const MESSAGE = 'must not contain NUL characters';

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
