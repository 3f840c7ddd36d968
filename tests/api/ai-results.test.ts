import http from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  aiResultListSchema,
  aiResultSchema,
  expandedIdeaSchema,
  ideaSetListSchema,
  ideaSetSchema,
  recipeAnalysisSchema,
  recipeIdeasSchema,
  recipeTransformSchema,
  type RecipeTransform,
} from '../../src/contracts/ai';
import { aiResults, users } from '../../src/db/schema';
import { buildApp } from '../../src/server/app';
import { createCreditService } from '../../src/server/modules/credits/service';
import type { ResolveHost } from '../../src/server/net/safe-fetch';
import { e2eAiAnswer } from '../../e2e/support/ai-answers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';

/**
 * Paid AI results are kept (issue 14, items 11 and 12): every transform, analysis and set of
 * ideas a member is charged for is stored in the transaction that takes the credits, listed in
 * the member's history, reopened whole, deleted by them, and never shown to anyone else. The AI
 * here is the project's own stand-in (the e2e server's answers), which answers like a real model.
 */

const LOOPBACK = '127.0.0.1';
let ctx: TestContext;
let standIn: OpenAiStandIn;
let site: http.Server;
let sitePort: number;

const fakeDns: ResolveHost = async (hostname) => {
  if (hostname !== 'recipes.test') throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address: LOOPBACK, family: isIP(LOOPBACK) }];
};

const OMELETTE_PAGE = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Herb Omelette',
  recipeYield: '2',
  recipeIngredient: ['4 large eggs', '1 tbsp butter', '2 tbsp chopped chives'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Beat the eggs with the chives.' }, { '@type': 'HowToStep', text: 'Cook in the butter.' }],
})}</script></head><body><h1>Herb Omelette</h1></body></html>`;

const PASTED = `Buttered Noodles
Serves 2
200 g egg noodles
3 tbsp butter
30 g parmesan cheese, grated
Boil the noodles and drain them.
Toss with the butter and cheese.`;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/omelette') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(OMELETTE_PAGE);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, LOOPBACK, resolve));
  sitePort = (site.address() as AddressInfo).port;
  standIn = await startOpenAiStandIn(e2eAiAnswer);
  ctx = await createTestContext({
    ai: standIn.config(),
    aiTimeoutMs: 10_000,
    importFetch: { lookup: fakeDns, allowedAddresses: [LOOPBACK], timeoutMs: 2_000 },
  });
});

afterEach(() => standIn.answer(e2eAiAnswer));

afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

type Member = { id: string; cookie: string };

async function memberWith(credits: number, role = 'member'): Promise<Member> {
  const member = await createMember(ctx.database.db, role);
  if (credits > 0) await createCreditService(ctx.database.db).grant(member.id, credits);
  return member;
}

async function balanceOf(member: Member): Promise<number> {
  const [row] = await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id));
  return row!.credits;
}

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Member | null, payload?: unknown) =>
  ctx.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: who ? { cookie: who.cookie } : {} });

async function publicRecipe(): Promise<{ id: number; title: string }> {
  const res = await send('GET', '/api/recipes/featured', null);
  return (res.json() as { id: number; title: string }[])[0]!;
}

async function transform(member: Member, source: unknown, goal = 'healthier'): Promise<RecipeTransform> {
  const res = await send('POST', '/api/ai/recipe-transform', member, { source, goal });
  expect(res.statusCode, res.body).toBe(200);
  return recipeTransformSchema.parse(res.json());
}

/** What the history keeps of a paid answer: all of it but the charge. */
const kept = <T extends { resultId: string; credits: number; balance: number }>({ resultId: _id, credits: _c, balance: _b, ...rest }: T) => rest;

describe("the project's AI stand-in answers like a real model for every source kind", () => {
  it('transforms pasted text, a web address and a recipe on the site (each 10 credits)', async () => {
    const member = await memberWith(30);
    const demo = await publicRecipe();

    const pasted = await transform(member, { type: 'text', text: PASTED });
    expect(pasted.original.draft).toMatchObject({ title: 'Buttered Noodles', servings: 2, description: null });
    expect(pasted.original.draft.ingredients.map((i) => i.name)).toEqual(['egg noodles', 'butter', 'parmesan cheese']);
    expect(pasted.transformed.draft.ingredients.map((i) => i.name)).toContain('olive oil');

    const page = await transform(member, { type: 'url', url: `http://recipes.test:${sitePort}/omelette` });
    expect(page.original.draft.title).toBe('Herb Omelette');
    expect(page.transformed.draft.title).toBe('Lighter Herb Omelette');

    const onSite = await transform(member, { type: 'recipe', recipeId: demo.id });
    expect(onSite.original.draft.title).toBe(demo.title);
    expect(onSite.transformed.draft.title).toBe(`Lighter ${demo.title}`);

    expect(onSite).toMatchObject({ credits: 10, balance: 0 });
    expect(await expectLedgerMatchesBalance(ctx.database.db, member.id)).toBe(0);
  });

  it('a model that leaves out what a pasted recipe lacks (no description, times or tips) is still used', async () => {
    const member = await memberWith(10);
    const sparse = { title: 'Buttered Noodles', servings: 2, ingredients: [{ name: 'egg noodles', quantity: 200, unit: 'g' }], instructions: [{ instruction: 'Boil.' }] };
    standIn.answer({ kind: 'json', content: { original: sparse, transformed: { ...sparse, title: 'Lighter Noodles' }, summary: 'Lighter.', changes: [] } });
    const body = await transform(member, { type: 'text', text: PASTED });
    expect(body.original.draft).toMatchObject({ title: 'Buttered Noodles', description: null, prepMinutes: null, categories: [] });
    expect(body.transformed.draft.instructions).toEqual([{ instruction: 'Boil.', tips: [] }]);
    expect(body.credits).toBe(10);
  });
});

describe('a paid Recipe AI result is kept with its charge', () => {
  it('a transform is in the history at once (latest first) and reopens whole, also from a restarted server', async () => {
    const member = await memberWith(20);
    const demo = await publicRecipe();
    const first = await transform(member, { type: 'recipe', recipeId: demo.id });
    const second = await transform(member, { type: 'text', text: PASTED }, 'vegan');
    expect(second.resultId).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const list = aiResultListSchema.parse((await send('GET', '/api/ai/results?feature=recipe_transform', member)).json());
    expect(list.results.map((r) => [r.id, r.title, r.feature])).toEqual([
      [second.resultId, second.transformed.draft.title, 'recipe_transform'],
      [first.resultId, first.transformed.draft.title, 'recipe_transform'],
    ]);

    const res = await send('GET', `/api/ai/results/${first.resultId}`, member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const reopened = aiResultSchema.parse(res.json());
    expect(reopened.feature === 'recipe_transform' && reopened.transform).toEqual(kept(first));

    // A new process over the same database (a restart) has it too: nothing lives in memory.
    const restarted = await buildApp(ctx.database, {
      logLevel: 'silent',
      webDist: path.join(ctx.uploadsDir, 'no-web-build'),
      uploadsDir: ctx.uploadsDir,
      appSecret: 'test-secret-test-secret-test-secret-000',
    }, { analyzer: createNutritionEngine(ctx.database.db).analyzer });
    try {
      const again = await restarted.inject({ method: 'GET', url: `/api/ai/results/${second.resultId}`, headers: { cookie: member.cookie } });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ transform: { summary: second.summary } });
    } finally {
      await restarted.close();
    }
  });

  it('an analysis is kept too, in its own history', async () => {
    const member = await memberWith(5);
    const demo = await publicRecipe();
    const res = await send('POST', '/api/ai/recipe-analysis', member, { recipeId: demo.id });
    expect(res.statusCode, res.body).toBe(200);
    const analysis = recipeAnalysisSchema.parse(res.json());
    expect(analysis).toMatchObject({ title: demo.title, credits: 5, balance: 0 });

    const list = aiResultListSchema.parse((await send('GET', '/api/ai/results?feature=recipe_analysis', member)).json());
    expect(list.results).toEqual([expect.objectContaining({ id: analysis.resultId, feature: 'recipe_analysis', title: demo.title })]);
    expect(aiResultListSchema.parse((await send('GET', '/api/ai/results?feature=recipe_transform', member)).json()).results).toEqual([]);
    const reopened = aiResultSchema.parse((await send('GET', `/api/ai/results/${analysis.resultId}`, member)).json());
    expect(reopened.feature === 'recipe_analysis' && reopened.analysis).toEqual(kept(analysis));
  });

  it('when the result cannot be kept, the charge is rolled back with it: the member is not charged', async () => {
    const member = await memberWith(10);
    const demo = await publicRecipe();
    // Keeping fails inside the settling transaction (as a full disk or a lost connection would).
    await ctx.database.db.execute(sql`create function refuse_ai_result() returns trigger language plpgsql as $$ begin raise exception 'no room'; end $$`);
    await ctx.database.db.execute(sql`create trigger refuse_ai_result before insert on ai_results for each row execute function refuse_ai_result()`);
    try {
      const res = await send('POST', '/api/ai/recipe-transform', member, { source: { type: 'recipe', recipeId: demo.id }, goal: 'healthier' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ credits: 0, balance: 10 });
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_ai_result on ai_results`);
      await ctx.database.db.execute(sql`drop function refuse_ai_result()`);
    }
    expect(await balanceOf(member)).toBe(10);
    expect(await expectLedgerMatchesBalance(ctx.database.db, member.id)).toBe(10);
    expect(await ctx.database.db.select().from(aiResults).where(eq(aiResults.userId, member.id))).toEqual([]);
  });

  it('a set of ideas is in the history and reopens with the ideas already written out', async () => {
    const member = await memberWith(10);
    const first = recipeIdeasSchema.parse((await send('POST', '/api/ai/recipe-ideas', member, { ingredients: ['eggs', 'spinach'] })).json());
    const second = recipeIdeasSchema.parse((await send('POST', '/api/ai/recipe-ideas', member, { ingredients: ['rice'] })).json());
    const expanded = expandedIdeaSchema.parse((await send('POST', `/api/ai/recipe-ideas/${first.setId}/expand`, member, { index: 1 })).json());

    const list = ideaSetListSchema.parse((await send('GET', '/api/ai/recipe-ideas', member)).json());
    expect(list.sets.map((s) => [s.setId, s.ingredients])).toEqual([
      [second.setId, ['rice']],
      [first.setId, ['eggs', 'spinach']],
    ]);
    expect(list.sets[1]!.titles).toEqual(first.ideas.map((i) => i.title));

    const res = await send('GET', `/api/ai/recipe-ideas/${first.setId}`, member);
    expect(res.statusCode, res.body).toBe(200);
    const set = ideaSetSchema.parse(res.json());
    expect(set.ideas).toEqual(first.ideas);
    expect(Object.keys(set.expansions)).toEqual(['1']);
    expect(set.expansions['1']!.draft.title).toBe(expanded.draft.title);
  });

  it('a member deletes a result or a set: gone from the history and from its address, credits not returned', async () => {
    const member = await memberWith(20);
    const demo = await publicRecipe();
    const result = await transform(member, { type: 'recipe', recipeId: demo.id });
    const set = recipeIdeasSchema.parse((await send('POST', '/api/ai/recipe-ideas', member, { ingredients: ['eggs'] })).json());

    expect((await send('DELETE', `/api/ai/results/${result.resultId}`, member)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/ai/recipe-ideas/${set.setId}`, member)).statusCode).toBe(204);
    expectApiError(await send('GET', `/api/ai/results/${result.resultId}`, member), 404, 'NOT_FOUND');
    expectApiError(await send('GET', `/api/ai/recipe-ideas/${set.setId}`, member), 404, 'NOT_FOUND');
    expectApiError(await send('DELETE', `/api/ai/results/${result.resultId}`, member), 404, 'NOT_FOUND');
    expect(aiResultListSchema.parse((await send('GET', '/api/ai/results', member)).json()).results).toEqual([]);
    expect(ideaSetListSchema.parse((await send('GET', '/api/ai/recipe-ideas', member)).json()).sets).toEqual([]);
    expect(await balanceOf(member)).toBe(5);
  });
});

describe('kept AI results are private to their member', () => {
  it('another member, an admin and a visitor can neither list, read nor delete them', async () => {
    const owner = await memberWith(15);
    const demo = await publicRecipe();
    const result = await transform(owner, { type: 'recipe', recipeId: demo.id });
    const set = recipeIdeasSchema.parse((await send('POST', '/api/ai/recipe-ideas', owner, { ingredients: ['eggs'] })).json());

    for (const other of [await memberWith(0), await memberWith(0, 'admin')]) {
      expect(aiResultListSchema.parse((await send('GET', '/api/ai/results', other)).json()).results).toEqual([]);
      expect(ideaSetListSchema.parse((await send('GET', '/api/ai/recipe-ideas', other)).json()).sets).toEqual([]);
      expectApiError(await send('GET', `/api/ai/results/${result.resultId}`, other), 404, 'NOT_FOUND');
      expectApiError(await send('DELETE', `/api/ai/results/${result.resultId}`, other), 404, 'NOT_FOUND');
      expectApiError(await send('GET', `/api/ai/recipe-ideas/${set.setId}`, other), 404, 'NOT_FOUND');
      expectApiError(await send('DELETE', `/api/ai/recipe-ideas/${set.setId}`, other), 404, 'NOT_FOUND');
    }
    for (const [method, url] of [
      ['GET', '/api/ai/results'],
      ['GET', `/api/ai/results/${result.resultId}`],
      ['DELETE', `/api/ai/results/${result.resultId}`],
      ['GET', '/api/ai/recipe-ideas'],
      ['GET', `/api/ai/recipe-ideas/${set.setId}`],
      ['DELETE', `/api/ai/recipe-ideas/${set.setId}`],
    ] as const) {
      expectApiError(await send(method, url, null), 401, 'UNAUTHORIZED');
    }
    // Still the owner's, untouched.
    expect((await send('GET', `/api/ai/results/${result.resultId}`, owner)).statusCode).toBe(200);
    expect((await send('GET', `/api/ai/recipe-ideas/${set.setId}`, owner)).statusCode).toBe(200);
  });

  it('a bad id or feature is a 400 naming the field', async () => {
    const member = await memberWith(0);
    const cases: [string, string][] = [
      ['/api/ai/results?feature=image_generation', 'feature'],
      ['/api/ai/results/not%20an%20id', 'id'],
      ['/api/ai/recipe-ideas/not%20an%20id', 'setId'],
    ];
    for (const [url, field] of cases) {
      const error = expectApiError(await send('GET', url, member), 400, 'VALIDATION_ERROR');
      expect(error.details, url).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
  });

  it('the history routes are documented in the OpenAPI description', async () => {
    const paths = (await send('GET', '/api/docs/json', null)).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths.paths['/api/ai/results']!)).toEqual(['get']);
    expect(Object.keys(paths.paths['/api/ai/results/{id}']!).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(paths.paths['/api/ai/recipe-ideas']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths.paths['/api/ai/recipe-ideas/{setId}']!).sort()).toEqual(['delete', 'get']);
  });
});
