import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aiCalls, creditTransactions, users } from '../../src/db/schema';
import { AppError } from '../../src/server/errors';
import { createAiRunner } from '../../src/server/modules/ai/runner';
import { createCreditService } from '../../src/server/modules/credits/service';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';
import { createOutbound } from '../../src/server/net/outbound';

/** Many AI calls by one member at once: the holds decide who gets an answer, never the provider. */
let ctx: TestContext;
let standIn: OpenAiStandIn;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  standIn = await startOpenAiStandIn({ kind: 'json', content: { title: 'Soup' }, delayMs: 50 });
});

afterAll(async () => {
  await standIn?.close();
  await ctx?.close();
});

describe('50 simultaneous AI calls by a member whose balance covers 7', () => {
  it('give exactly 7 answers, never take the balance below 0, and leave a ledger that sums to the balance', async () => {
    const db = ctx.database.db;
    const credits = createCreditService(db);
    const runner = createAiRunner({ db, credits, settings: async () => standIn.config(), timeoutMs: 10_000, log: { warn() {}, error() {} }, fetch: createOutbound({ allowPrivateNetworks: true }).fetch });
    const { id } = await createMember(db);
    await credits.promotionalGrant(id, 30, new Date(Date.now() + 86_400_000));
    await credits.purchase(id, 40, `cs_ai_concurrency_${id}`); // 70 credits: 7 recipe transforms at 10

    let lowest = Infinity;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, id));
        lowest = Math.min(lowest, row!.credits);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        runner.json({
          feature: 'recipe_transform',
          charge: 'recipe_transform',
          userId: id,
          system: 'Transform the recipe.',
          input: 'soup',
          schema: z.object({ title: z.string() }),
          schemaName: 'recipe',
        }),
      ),
    );
    watching = false;
    await watch;

    const answered = results.filter((r) => r.status === 'fulfilled');
    expect(answered).toHaveLength(7);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(AppError);
        expect(r.reason).toMatchObject({ statusCode: 402, errorCode: 'INSUFFICIENT_CREDITS' });
      }
    }
    // Only the calls that held credits reached the provider.
    expect(standIn.requests).toHaveLength(7);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await expectLedgerMatchesBalance(db, id)).toBe(0);
    const rows = await db.select().from(creditTransactions).where(eq(creditTransactions.userId, id));
    expect(rows.filter((r) => r.kind === 'hold')).toHaveLength(7);
    expect(rows.filter((r) => r.kind === 'spend')).toHaveLength(7);
    const calls = await db.select().from(aiCalls).where(eq(aiCalls.userId, id));
    expect(calls).toHaveLength(7);
    expect(calls.every((c) => c.outcome === 'success' && c.credits === 10)).toBe(true);
  });
});
