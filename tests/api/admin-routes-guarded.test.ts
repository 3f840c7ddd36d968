import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/**
 * Issue 7's bar, for every admin API at once: whatever the module, each route under /api/admin is
 * found in the app's own route list (its OpenAPI document) and must refuse a visitor with 401 and a
 * member with 403. A new admin route that forgets the guard fails here without anyone listing it.
 */
let ctx: TestContext;
let member: { cookie: string };
let adminRoutes: [string, string][];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** SPEC's call table: the site's name, logo, favicon and theme colour answer everyone (the whole site shows them). */
const PUBLIC_BY_SPEC = [['GET', '/api/admin/settings']];

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  member = await createMember(ctx.database.db);
  const doc = (await ctx.app.apiDocument()) as { paths: Record<string, Record<string, unknown>> };
  adminRoutes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method): [string, string] => [method.toUpperCase(), path]))
    .filter(([method, path]) => !PUBLIC_BY_SPEC.some(([m, p]) => m === method && p === path));
});

afterAll(async () => {
  await ctx?.close();
});

/** A path parameter gets a plausible value: the guard must answer before anything looks it up. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

async function call(method: string, path: string, cookie?: string) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  return ctx.app.inject({
    method: method as Method,
    url: concrete(path),
    headers: cookie ? { cookie } : {},
    ...(withBody ? { payload: {} } : {}),
  });
}

describe('every route under /api/admin but the public site settings', () => {
  it('is found in the route list (the back office has dozens)', () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes).toContainEqual(['GET', '/api/admin/dashboard']);
    expect(adminRoutes).toContainEqual(['POST', '/api/admin/kitchen-tools/create-with-ai']);
  });

  it('refuses a visitor with 401 and a member with 403, before reading the body', async () => {
    const wrong: string[] = [];
    for (const [method, path] of adminRoutes) {
      const visitor = await call(method, path);
      const asMember = await call(method, path, member.cookie);
      if (visitor.statusCode !== 401 || asMember.statusCode !== 403) {
        wrong.push(`${method} ${path}: visitor ${visitor.statusCode}, member ${asMember.statusCode}`);
      } else {
        expectApiError(visitor, 401, 'UNAUTHORIZED');
        expectApiError(asMember, 403, 'FORBIDDEN');
      }
    }
    expect(wrong).toEqual([]);
  });
});

it('the public site settings answer a visitor, without anything only an admin may see', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json()).sort()).toEqual(['faviconUrl', 'logoUrl', 'siteName', 'socialLinks', 'themeColor']);
});
