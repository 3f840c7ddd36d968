import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';
import { createMember } from './sessions';

/**
 * Ids in paths are decimal digits only, on every route that takes one. JavaScript's Number()
 * reads '0x10' as 16, '1e1' as 10, ' 16' and '+16' as 16: such an id named another row than the
 * one written in the address. The routes are read from the app's own OpenAPI document, so a new
 * route with an {id} is held to the rule without anyone listing it.
 */
let ctx: TestContext;
let admin: { cookie: string };
let idRoutes: [string, string][];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Members are named by their account id (a UUID or a provider's subject), kept AI results by a random text id: not numbers. */
const TEXT_IDS = /^\/api\/(admin\/users|ai\/results)\//;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await createMember(ctx.database.db, 'admin');
  const doc = (await ctx.app.apiDocument()) as { paths: Record<string, Record<string, unknown>> };
  idRoutes = Object.entries(doc.paths)
    .filter(([path]) => path.includes('{id}') && !TEXT_IDS.test(path))
    .flatMap(([path, operations]) => Object.keys(operations).map((method): [string, string] => [method.toUpperCase(), path]));
});

afterAll(async () => {
  await ctx?.close();
});

const NOT_DIGITS = ['0x10', '0X10', ' 16', '16 ', '+16', '1e1', '16.0', '0b10', '0o20', '-16', '0', '99999999999999999999'];

describe('an {id} path parameter', () => {
  it('is found on admin and public routes', () => {
    expect(idRoutes).toContainEqual(['GET', '/api/recipes/{id}']);
    expect(idRoutes).toContainEqual(['PUT', '/api/admin/categories/{id}']);
    expect(idRoutes).toContainEqual(['PUT', '/api/admin/kitchen-tools/{id}']);
    expect(idRoutes.filter(([, path]) => path.startsWith('/api/admin/newsletter')).length).toBeGreaterThan(3);
  });

  it.each(NOT_DIGITS)('%j answers 400 naming id on every route, as the admin', async (bad) => {
    // Admin routes' limits count per account (plugins/access.ts): each value is tried by an admin of its own.
    const admin = await createMember(ctx.database.db, 'admin');
    const wrong: string[] = [];
    for (const [method, path] of idRoutes) {
      const withBody = method !== 'GET' && method !== 'DELETE';
      const res = await ctx.app.inject({
        method: method as Method,
        url: path.replace('{id}', encodeURIComponent(bad)),
        headers: { cookie: admin.cookie },
        remoteAddress: freshAddress(),
        ...(withBody ? { payload: {} } : {}),
      });
      const body = res.json<{ errorCode?: string; details?: { field: string }[] }>();
      if (res.statusCode !== 400 || body.errorCode !== 'VALIDATION_ERROR' || !body.details?.some((d) => d.field === 'id')) {
        wrong.push(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('digits still name the row: an unknown id is a 404, not a 400', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/recipes/16' }), 404, 'NOT_FOUND');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/newsletter/campaigns/16', headers: { cookie: admin.cookie } }), 404, 'NOT_FOUND');
  });
});
