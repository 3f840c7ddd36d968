import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeAnalysisSchema } from '../../src/contracts/ai';
import { apiErrorSchema } from '../../src/contracts/errors';
import { aiCalls, creditTransactions, users } from '../../src/db/schema';
import { createCreditService } from '../../src/server/modules/credits/service';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

/**
 * The quality bar for paid AI calls over HTTP: many simultaneous requests by one member never
 * spend more than the balance (PGlite by default; with TEST_DATABASE_URL, a PostgreSQL server
 * where they run on several connections at once).
 */

const REQUESTS = 50;
const AFFORDABLE = 7;
const ANALYSIS_COST = 5;

let ctx: TestContext;
let standIn: OpenAiStandIn;
let app: FastifyInstance;

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  // The AI rate limit raised above REQUESTS: this test is about credits, not the limit.
  ctx = await createTestContext({ seed: false, ai: standIn.config(), aiTimeoutMs: 10_000, aiRateLimit: REQUESTS * 2 });
  app = ctx.app;
});

afterAll(async () => {
  await ctx?.close();
  await standIn?.close();
});

describe(`${REQUESTS} simultaneous recipe analyses by a member whose balance covers ${AFFORDABLE}`, () => {
  it(`answer exactly ${AFFORDABLE} with 200 and the rest with 402, never take the balance below 0, and leave a ledger that sums to it`, async () => {
    const member = await createMember(ctx.database.db);
    await createCreditService(ctx.database.db).grant(member.id, AFFORDABLE * ANALYSIS_COST);
    const created = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: { cookie: member.cookie },
      payload: {
        title: 'Lentil Stew',
        servings: 4,
        ingredients: [{ name: 'lentils', quantity: 1, unit: 'cup', preparation: null }],
        instructions: [{ instruction: 'Simmer until soft.' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipeId = (created.json() as { id: number }).id;
    // A short wait at the provider keeps the held calls open while the others arrive.
    standIn.answer({
      kind: 'json',
      delayMs: 50,
      content: { summary: 'Hearty.', strengths: ['Fibre'], improvements: ['Add greens'], healthScore: 8 },
    });

    let lowest = Infinity;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const [row] = await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id));
        lowest = Math.min(lowest, row!.credits);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        app.inject({ method: 'POST', url: '/api/ai/recipe-analysis', headers: { cookie: member.cookie }, payload: { recipeId } }),
      ),
    );
    watching = false;
    await watch;

    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(AFFORDABLE);
    expect(refused).toHaveLength(REQUESTS - AFFORDABLE);
    for (const r of ok) expect(recipeAnalysisSchema.parse(r.json()).credits).toBe(ANALYSIS_COST);
    for (const r of refused) expect(apiErrorSchema.parse(r.json()).errorCode).toBe('INSUFFICIENT_CREDITS');
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await expectLedgerMatchesBalance(ctx.database.db, member.id)).toBe(0);
    // Only the paid calls reached the model, and each hold was settled once.
    expect(standIn.requests).toHaveLength(AFFORDABLE);
    const rows = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, member.id));
    expect(rows.filter((r) => r.kind === 'hold')).toHaveLength(AFFORDABLE);
    expect(rows.filter((r) => r.kind === 'spend')).toHaveLength(AFFORDABLE);
    expect(rows.filter((r) => r.kind === 'release')).toHaveLength(0);
    const calls = await ctx.database.db.select().from(aiCalls).where(eq(aiCalls.userId, member.id));
    expect(calls.map((c) => c.outcome)).toEqual(Array(AFFORDABLE).fill('success'));
  });
});
