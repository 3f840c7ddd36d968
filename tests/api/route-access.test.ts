import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../src/server/plugins/access';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/**
 * Issue 16: who may call a route is declared on the route (`config.access`) and answered by one
 * plugin. This reads the app's own route list: a route without a declaration fails here, and
 * every declared level is tried as the people it must refuse.
 */
let ctx: TestContext;
let member: { cookie: string };
let otherRole: { cookie: string };
let routes: RouteAccess[];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  member = await createMember(ctx.database.db);
  // SPEC: roles other than member and admin are possible; such an account is signed in, not a member.
  otherRole = await createMember(ctx.database.db, 'user');
  routes = ctx.app.routeAccess.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
});

afterAll(async () => {
  await ctx?.close();
});

/** A path parameter gets a plausible value: the guard must answer before anything looks it up. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

async function call(route: RouteAccess, cookie?: string) {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return ctx.app.inject({
    method: route.method as Method,
    url: concrete(route.url),
    headers: cookie ? { cookie } : {},
    ...(withBody ? { payload: {} } : {}),
  });
}

const named = (route: RouteAccess) => `${route.method} ${route.url}`;

it('every route declares who may call it', () => {
  expect(routes.length).toBeGreaterThan(120);
  expect(routes.filter((route) => route.access === undefined).map(named)).toEqual([]);
});

describe('each level refuses whom it must, before reading the body, and is never cached', () => {
  it('a visitor gets 401 from every route that is not public', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await call(route);
      if (res.statusCode !== 401 || res.headers['cache-control'] !== 'private, no-store') {
        wrong.push(`${named(route)}: ${res.statusCode}, cache-control ${String(res.headers['cache-control'])}`);
      } else {
        expectApiError(res, 401, 'UNAUTHORIZED');
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a member gets 403 from every admin route', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access === 'admin')) {
      const res = await call(route, member.cookie);
      if (res.statusCode !== 403) wrong.push(`${named(route)}: ${res.statusCode}`);
      else expectApiError(res, 403, 'FORBIDDEN');
    }
    expect(wrong).toEqual([]);
  });

  it('an account with another role gets 403 from every member route, and passes the signed-in ones', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access === 'member' || r.access === 'signed-in')) {
      const res = await call(route, otherRole.cookie);
      const refused = res.statusCode === 403 && res.json<{ errorCode: string }>().errorCode === 'FORBIDDEN';
      if (route.access === 'member' ? !refused : res.statusCode === 401) wrong.push(`${named(route)}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
