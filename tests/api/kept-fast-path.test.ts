import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSchema, type Recipe } from '../../src/contracts/recipe';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

// Visitors' kept API answers are sent by kept/fast-path.ts before Fastify sees the request. Over a
// real connection (inject() never reaches the server's listener), what it sends must be what Fastify
// sends, follow every change at once, be counted in API usage, and never reach a signed-in member.

let ctx: TestContext;
let origin: string;
let member: { id: string; cookie: string };
const runTag = Math.random().toString(36).slice(2, 8);

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: `Fast Lentil Soup ${runTag}`,
  description: 'Lentils, cumin and lemon.',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 30,
  categories: [],
  tags: [],
  dietaryAttributes: [],
  recipeTools: [],
  ingredients: [{ name: 'red lentils', quantity: 1, unit: 'cup', preparation: null }],
  instructions: [{ instruction: 'Simmer the lentils until soft.' }],
  privacyLevel: 'public',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<Recipe> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/recipes', payload: draft(overrides), headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return recipeSchema.parse(res.json());
}

/** Every header but the date, which differs from second to second. */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, { headers });
  const sent = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, headers: sent, body: await res.text() };
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  member = await createMember(ctx.database.db);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe("a visitor's kept API answer", () => {
  it('goes out again exactly as Fastify sent it the first time, in each encoding, and as 304 to a client holding it', async () => {
    const recipe = await create();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const first = await get(`/api/recipes/${recipe.id}`, headers);
      expect(first.status).toBe(200);
      const again = await get(`/api/recipes/${recipe.id}`, headers);
      expect(again).toEqual(first);
      const held = await get(`/api/recipes/${recipe.id}`, { ...headers, 'if-none-match': first.headers.etag! });
      expect(held.status).toBe(304);
      expect(held.body).toBe('');
    }
    // The kept answer, not the row: only a kept answer can still show a title changed behind the app.
    await ctx.database.db.execute(sql`update recipes set title = 'Changed behind the app' where id = ${recipe.id}`);
    expect(JSON.parse((await get(`/api/recipes/${recipe.id}`)).body)).toMatchObject({ title: recipe.title });
  });

  it('shows an edit, a privacy switch and a deletion made through the app on the next request', async () => {
    const recipe = await create();
    const path = `/api/recipes/${recipe.id}`;
    await get(path);
    await get(path);
    const edited = await ctx.app.inject({ method: 'PUT', url: path, payload: draft({ title: `Edited ${runTag}` }), headers: { cookie: member.cookie } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(JSON.parse((await get(path)).body)).toMatchObject({ title: `Edited ${runTag}` });
    await get(path);
    const hidden = await ctx.app.inject({ method: 'PUT', url: path, payload: draft({ title: `Edited ${runTag}`, privacyLevel: 'private' }), headers: { cookie: member.cookie } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await get(path)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
    await ctx.app.inject({ method: 'PUT', url: path, payload: draft({ privacyLevel: 'public' }), headers: { cookie: member.cookie } });
    await get(path);
    expect((await ctx.app.inject({ method: 'DELETE', url: path, headers: { cookie: member.cookie } })).statusCode).toBe(204);
    expect((await get(path)).status).toBe(404);
  });

  it("is never a signed-in member's answer: theirs comes from the app, private for them", async () => {
    const recipe = await create();
    const path = `/api/recipes/${recipe.id}`;
    await get(path);
    const visitor = await get(path);
    expect(visitor.headers['cache-control']).toContain('public');
    const theirs = await get(path, { cookie: member.cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.headers['cache-control']).not.toContain('public');
  });

  it('is counted in API usage under its route, like every answer', async () => {
    const recipe = await create();
    ctx.app.apiUsage.aggregator.drain();
    for (let i = 0; i < 5; i++) await get(`/api/recipes/${recipe.id}`);
    const counted = ctx.app.apiUsage.aggregator
      .drain()
      .filter((entry) => entry.route === '/api/recipes/:id' && entry.method === 'GET')
      .reduce((sum, entry) => sum + entry.count, 0);
    expect(counted).toBe(5);
  });
});
