import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, kitchenTools, recipes, users } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/server/modules/auth/session-cookie';
import type { ResolveHost } from '../../src/server/net/safe-fetch';
import { createTestContext, type TestContext } from '../api/harness';
import { freshAddress } from '../api/helpers';
import { cookieFor, createMember } from '../api/sessions';
import { HIDDEN_OPERATIONS, operationsOf, type Operation } from './openapi';
import { fuzzSeed, Random } from './random';
import { fuzzRequest, type FuzzRequest, type RequestContext } from './requests';
import { hasLoneSurrogate, type Known } from './values';

export type Role = 'visitor' | 'member' | 'admin';

/** Requests per role; three roles make the tier's total (FUZZ_REQUESTS to change it). */
const REQUESTS_PER_ROLE = Number(process.env.FUZZ_REQUESTS ?? 3_400);

/**
 * The only 5xx a route may answer to any input: the documented "not configured" of a provider the
 * operator has not set up (the fuzzed apps have no AI and no payment provider).
 */
const NOT_CONFIGURED = new Set(['AI_NOT_CONFIGURED', 'PAYMENTS_NOT_CONFIGURED']);

/** Nothing leaves the machine: every name a fuzzed request makes the server look up is unknown. */
const noDns: ResolveHost = async (hostname) => {
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

/**
 * A valid admin request to these would point the app at an outside provider (AI, SMTP, Stripe);
 * each is answered by putting the setting back, so later requests meet "not configured" again.
 */
const UNDO: Record<string, FuzzRequest> = {
  'PUT /api/admin/ai/settings': { mutation: 'undo', method: 'DELETE', url: '/api/admin/ai/settings', headers: {} },
  'PUT /api/admin/email/settings': {
    mutation: 'undo',
    method: 'PUT',
    url: '/api/admin/email/settings',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ provider: 'none', fromAddress: 'fuzz@example.com' }),
  },
  'PUT /api/admin/payments/settings': {
    mutation: 'undo',
    method: 'PUT',
    url: '/api/admin/payments/settings',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ secretKey: '', webhookSecret: '' }),
  },
};

interface Failure {
  index: number;
  request: FuzzRequest;
  status: number;
  body: string;
}

function payloadText(r: FuzzRequest): string {
  return r.payload === undefined ? '' : Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload;
}

const carriesSurrogate = (r: FuzzRequest) => hasLoneSurrogate(`${r.url} ${payloadText(r)}`);

function describeRequest(r: FuzzRequest): string {
  const payload = payloadText(r);
  const shown = payload.length > 600 ? `${JSON.stringify(payload.slice(0, 600))}… (${payload.length} characters)` : JSON.stringify(payload);
  return [
    `${r.method} ${r.url.length > 300 ? `${r.url.slice(0, 300)}… (${r.url.length} characters)` : r.url}   [${r.mutation}]`,
    `  headers: ${JSON.stringify(r.headers).slice(0, 600)}`,
    ...(r.payload === undefined ? [] : [`  payload: ${shown}`]),
    ...(carriesSurrogate(r) ? ['  (carries a lone UTF-16 surrogate)'] : []),
  ].join('\n');
}

function isAllowed(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 500) return true;
  if (res.statusCode !== 503) return false;
  try {
    return NOT_CONFIGURED.has((res.json() as { errorCode?: string }).errorCode ?? '');
  } catch {
    return false;
  }
}

/** Where a failure was, to show one request per route (and status, and whether it is a surrogate case). */
function routeOf(r: FuzzRequest): string {
  return `${r.method} ${r.url.split('?')[0]}`;
}

async function knownValues(ctx: TestContext, exclude: string[]): Promise<Known> {
  const { db } = ctx.database;
  const recipeIds = (await db.select({ id: recipes.id }).from(recipes).orderBy(asc(recipes.id)).limit(20)).map((r) => r.id);
  const userRows = await db.select({ id: users.id, username: users.username }).from(users).orderBy(asc(users.createdAt), asc(users.id));
  const named = await db.select({ username: users.username }).from(users).where(isNotNull(users.username)).orderBy(asc(users.username)).limit(5);
  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id)).limit(5);
  const toolRows = await db.select({ id: kitchenTools.id, name: kitchenTools.toolName }).from(kitchenTools).orderBy(asc(kitchenTools.id)).limit(5);
  return {
    ids: [...new Set([1, 2, 3, ...recipeIds, ...categoryRows.map((c) => c.id), ...toolRows.map((t) => t.id)])],
    uuids: userRows.map((u) => u.id).filter((id) => !exclude.includes(id)),
    names: [...named.map((u) => u.username!), ...categoryRows.map((c) => c.name), ...toolRows.map((t) => t.name)],
  };
}

/**
 * One role's fuzz run against its own app (PGlite, demo catalogue): every documented route and the
 * hidden pages in turn, each request with one kind of bad input. Any 5xx but a documented "not
 * configured" fails the run, with the exact request; the app must still answer afterwards.
 */
export function describeFuzz(role: Role): void {
  describe(`fuzz as ${role}`, () => {
    let ctx: TestContext;
    let userId: string | null = null;
    let operations: Operation[];
    const seed = fuzzSeed();
    const salt = { visitor: 0x1f2e3d4c, member: 0x5a6b7c8d, admin: 0x0badf00d }[role];
    const rng = new Random((seed ^ salt) >>> 0);
    const reqCtx: RequestContext = { known: { ids: [], uuids: [], names: [] }, cookie: null, picture: Buffer.alloc(0) };

    beforeAll(async () => {
      ctx = await createTestContext({ importFetch: { lookup: noDns, timeoutMs: 1_000 } });
      const { db } = ctx.database;
      // The admin's app has a member to act on; the admin's own id stays out of the known ids,
      // so the run cannot demote or disable the role it runs as.
      const target = await createMember(db);
      await db.update(users).set({ username: 'fuzz_target' }).where(eq(users.id, target.id));
      if (role !== 'visitor') {
        const signedIn = role === 'member' ? target : await createMember(db, 'admin');
        userId = signedIn.id;
        reqCtx.cookie = signedIn.cookie;
      }
      reqCtx.known = await knownValues(ctx, role === 'admin' && userId ? [userId] : []);
      reqCtx.picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#6a8' } }).png().toBuffer();
      // Routes that take a body have the most to get wrong: each comes round twice as often.
      const all = [...(await operationsOf(ctx.app)), ...HIDDEN_OPERATIONS];
      operations = all.flatMap((op) => (op.body || op.rawBody ? [op, op] : [op]));
    });

    afterAll(async () => {
      await ctx?.close();
    });

    async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
      return ctx.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        remoteAddress: freshAddress(),
      });
    }

    /** A sign-out (or a sign-in as someone else) among the requests: carry on as the role with a new session. */
    async function keepSignedIn(res: LightMyRequestResponse): Promise<void> {
      if (!userId) return;
      const cookies = res.headers['set-cookie'];
      const touched = [cookies ?? []].flat().some((c) => c.startsWith(`${SESSION_COOKIE}=`));
      if (touched) reqCtx.cookie = await cookieFor(ctx.database.db, userId);
    }

    it(`sends ${REQUESTS_PER_ROLE} bad requests over every route: no 5xx but "not configured", and the app still answers`, async () => {
      const started = performance.now();
      const failures: Failure[] = [];
      for (let index = 0; index < REQUESTS_PER_ROLE; index++) {
        const op = operations[index % operations.length]!;
        const request = fuzzRequest(op, rng, reqCtx);
        let res: LightMyRequestResponse;
        try {
          res = await send(request);
        } catch (err) {
          failures.push({ index, request, status: 0, body: String(err) });
          continue;
        }
        if (!isAllowed(res)) failures.push({ index, request, status: res.statusCode, body: res.body.slice(0, 300) });
        await keepSignedIn(res);
        const undo = UNDO[`${request.method} ${request.url.split('?')[0]}`];
        if (undo && res.statusCode < 300) await send({ ...undo, headers: { ...undo.headers, cookie: reqCtx.cookie ?? '' } });
      }
      const seconds = (performance.now() - started) / 1000;
      const repeat = `FUZZ_SEED=${seed} npx vitest run --project fuzz tests/fuzz/${role}.test.ts`;
      console.log(`fuzz as ${role}: seed ${seed} (${repeat} repeats it), ${REQUESTS_PER_ROLE} requests over ${new Set(operations).size} routes in ${seconds.toFixed(1)} s, ${failures.length} answered 5xx`);

      const byRoute = new Map<string, Failure>();
      for (const f of failures) {
        const key = `${routeOf(f.request)} ${f.status} ${carriesSurrogate(f.request)}`;
        if (!byRoute.has(key)) byRoute.set(key, f);
      }
      const report = [...byRoute.values()]
        .map((f) => `#${f.index} → ${f.status} ${f.body}\n${describeRequest(f.request)}`)
        .join('\n\n');
      // Every failing request in full (bodies can be megabytes), for replaying one by hand.
      const saved = `.tmp/fuzz-failures-${role}.json`;
      rmSync(saved, { force: true });
      if (failures.length) {
        mkdirSync('.tmp', { recursive: true });
        writeFileSync(saved, JSON.stringify(failures.map((f) => ({ ...f, request: { ...f.request, payload: f.request.payload === undefined ? undefined : payloadText(f.request) } })), null, 1));
      }
      expect(failures.length, `${repeat}: ${failures.length} request(s) answered 5xx (all in ${saved}); the first at each route:\n\n${report}`).toBe(0);

      // Still healthy: the probes and an ordinary request of the role answer as before.
      expect((await send({ mutation: 'health', method: 'GET', url: '/healthz', headers: {} })).statusCode).toBe(200);
      expect((await send({ mutation: 'health', method: 'GET', url: '/readyz', headers: {} })).statusCode).toBe(200);
      const recipesPage = await send({ mutation: 'health', method: 'GET', url: '/api/recipes?limit=5', headers: {} });
      expect(recipesPage.statusCode, recipesPage.body).toBe(200);
      expect((recipesPage.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);
      if (userId) {
        const me = await send({ mutation: 'health', method: 'GET', url: '/api/auth/user', headers: { cookie: reqCtx.cookie! } });
        expect(me.statusCode, me.body).toBe(200);
        expect((me.json() as { id: string }).id).toBe(userId);
      }
      if (role === 'admin') {
        const dashboard = await send({ mutation: 'health', method: 'GET', url: '/api/admin/dashboard', headers: { cookie: reqCtx.cookie! } });
        expect(dashboard.statusCode, dashboard.body).toBe(200);
      }
    });
  });
}
