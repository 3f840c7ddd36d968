import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions } from '../../src/db/schema';
import { createStaleHoldSweep, STALE_HOLD_MARGIN_MS } from '../../src/server/modules/ai/stale-holds';
import { createCreditService, type CreditService } from '../../src/server/modules/credits/service';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

/** Holds left open by a process that died mid-call are given back by the sweep. */
let ctx: TestContext;
let credits: CreditService;
const TIMEOUT_MS = 60_000;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  credits = createCreditService(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
});

const quiet = { warn() {} };

async function age(holdId: number, ms: number) {
  await ctx.database.db
    .update(creditTransactions)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(creditTransactions.id, holdId));
}

async function kindsOf(userId: string) {
  const rows = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));
  return rows.map((r) => `${r.kind}${r.relatedId ? `->${r.relatedId}` : ''}`);
}

describe('the stale-hold sweep', () => {
  it('releases only open holds older than the time limit plus the margin, once', async () => {
    const { id } = await createMember(ctx.database.db);
    await credits.grant(id, 30);
    const crashed = await credits.hold(id, 'recipe_transform'); // 10, its process died
    const settledOld = await credits.hold(id, 'recipe_suggestion'); // 5, finished long ago
    await credits.settle(settledOld.holdId);
    const inFlight = await credits.hold(id, 'recipe_analysis'); // 5, a call still running
    const stale = TIMEOUT_MS + STALE_HOLD_MARGIN_MS + 60_000;
    await age(crashed.holdId, stale);
    await age(settledOld.holdId, stale);

    const sweep = createStaleHoldSweep({ db: ctx.database.db, credits, timeoutMs: TIMEOUT_MS, log: quiet });
    expect(await sweep.sweep()).toBe(1);
    expect(await kindsOf(id)).toContain(`release->${crashed.holdId}`);
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(30 - 5 - 5);
    expect(await sweep.sweep()).toBe(0);

    // With the clock moved past the limit, the in-flight hold is stale too.
    const later = createStaleHoldSweep({
      db: ctx.database.db,
      credits,
      timeoutMs: TIMEOUT_MS,
      now: () => new Date(Date.now() + stale),
      log: quiet,
    });
    expect(await later.sweep()).toBe(1);
    expect(await kindsOf(id)).toContain(`release->${inFlight.holdId}`);
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(30 - 5);
  });

  it('leaves holds younger than the limit alone', async () => {
    const { id } = await createMember(ctx.database.db);
    await credits.grant(id, 10);
    const hold = await credits.hold(id, 'recipe_transform');
    await age(hold.holdId, TIMEOUT_MS + STALE_HOLD_MARGIN_MS - 60_000);
    const sweep = createStaleHoldSweep({ db: ctx.database.db, credits, timeoutMs: TIMEOUT_MS, log: quiet });
    await sweep.sweep();
    expect(await kindsOf(id)).toEqual(['grant', 'hold']);
  });
});
