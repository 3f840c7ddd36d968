import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, users } from '../../src/db/schema';
import { AppError } from '../../src/server/errors';
import { createCreditService, type CreditService } from '../../src/server/modules/credits/service';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

/**
 * Many requests for one member at the same moment (PGlite by default; a real PostgreSQL server,
 * where they run on several connections at once, with TEST_DATABASE_URL).
 */
let ctx: TestContext;
let credits: CreditService;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  credits = createCreditService(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
});

const times = <T>(n: number, task: () => Promise<T>) => Promise.allSettled(Array.from({ length: n }, task));

describe('50 simultaneous debits by a member whose balance covers 7', () => {
  it('let exactly 7 succeed, never take the balance below 0, and leave a ledger that sums to the balance', async () => {
    const { id } = await createMember(ctx.database.db);
    await credits.promotionalGrant(id, 30, new Date(Date.now() + 86_400_000)); // promotional and purchased credits mixed
    await credits.purchase(id, 40, `cs_concurrency_${id}`);

    let lowest = Infinity;
    let running = true;
    const watch = (async () => {
      while (running) {
        const [row] = await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, id));
        lowest = Math.min(lowest, row!.credits);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const results = await times(50, () => credits.hold(id, 'recipe_transform'));
    running = false;
    await watch;

    const succeeded = results.filter((r) => r.status === 'fulfilled');
    expect(succeeded).toHaveLength(7);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 402, errorCode: 'INSUFFICIENT_CREDITS' });
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(AppError);
    }
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(0);
    const holds = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.kind, 'hold'));
    expect(holds.filter((h) => h.userId === id)).toHaveLength(7);

    // Settling some and releasing the rest at once gives back exactly what the released holds took.
    const ids = succeeded.map((r) => (r as PromiseFulfilledResult<{ holdId: number }>).value.holdId);
    await Promise.all(ids.map((holdId, i) => (i < 3 ? credits.settle(holdId) : credits.release(holdId))));
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(40);
  });
});

describe('the same operation repeated at once', () => {
  it('settles or releases a hold once, whichever comes first', async () => {
    const { id } = await createMember(ctx.database.db);
    await credits.grant(id, 10);
    const { holdId } = await credits.hold(id, 'recipe_suggestion');
    const results = await Promise.allSettled([...Array(10)].map((_, i) => (i % 2 ? credits.settle(holdId) : credits.release(holdId))));
    const closing = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.relatedId, holdId));
    expect(closing).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 409 });
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(closing[0]!.kind === 'release' ? 10 : 5);
  });

  it('credits a purchase once per checkout session and expires a grant once, across sweeps', async () => {
    const { id } = await createMember(ctx.database.db);
    const purchases = await times(10, () => credits.purchase(id, 25, `cs_once_${id}`));
    expect(new Set(purchases.map((r) => (r.status === 'fulfilled' ? r.value.id : r.reason as unknown))).size).toBe(1);
    await credits.promotionalGrant(id, 15, new Date(Date.now() - 1000));
    await times(8, () => credits.expireDue());
    const expiries = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.kind, 'expiry'));
    expect(expiries.filter((e) => e.userId === id)).toHaveLength(1);
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(25);
  });
});
