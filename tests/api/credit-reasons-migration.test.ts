import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { migrationStatements } from './helpers';

/**
 * Migration 0017 gives the sign-up bonus its reason code. Rows written before it (the promotional
 * grant whose reference is 'signup:<user id>') are marked by the migration's own statement, run
 * here again on rows in the old shape.
 */
const backfill = migrationStatements('0017_credit_reasons.sql')[2]!;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('migration 0017: the sign-up bonus gets its reason', () => {
  it("marks each account's sign-up grant, and leaves other promotional grants and other kinds alone", async () => {
    const db = ctx.database.db;
    const userId = randomUUID();
    const otherId = randomUUID();
    await db.insert(users).values([
      { id: userId, email: `${userId}@test.example`, credits: 35 },
      { id: otherId, email: `${otherId}@test.example`, credits: 0 },
    ]);
    const expiresAt = new Date(Date.now() + 86_400_000);
    const insert = async (values: Omit<typeof creditTransactions.$inferInsert, 'balanceAfter'>) =>
      (await db.insert(creditTransactions).values({ ...values, balanceAfter: 0 }).returning())[0]!;
    const bonus = await insert({ userId, kind: 'promotional_grant', amount: 20, expiresAt, reference: `signup:${userId}` });
    const promotion = await insert({ userId, kind: 'promotional_grant', amount: 5, expiresAt, reference: 'spring-promotion' });
    // Another account's reference: not this account's sign-up.
    const foreign = await insert({ userId, kind: 'promotional_grant', amount: 5, expiresAt, reference: `signup:${otherId}` });
    const grant = await insert({ userId, kind: 'grant', amount: 5, reference: `signup:${userId}` });

    await db.execute(sql.raw(backfill));

    const reasonOf = async (id: number) => (await db.select().from(creditTransactions).where(eq(creditTransactions.id, id)))[0]!.reason;
    expect(await reasonOf(bonus.id)).toBe('signup_bonus');
    expect(await reasonOf(promotion.id)).toBeNull();
    expect(await reasonOf(foreign.id)).toBeNull();
    expect(await reasonOf(grant.id)).toBeNull();

    // Run twice (a restored backup, say), nothing changes.
    await db.execute(sql.raw(backfill));
    expect(await reasonOf(bonus.id)).toBe('signup_bonus');
    expect(await reasonOf(promotion.id)).toBeNull();
  });

  it('a reason outside the codes is refused by the database', async () => {
    const db = ctx.database.db;
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, email: `${userId}@test.example`, credits: 0 });
    await expect(
      db.execute(sql`insert into credit_transactions (user_id, kind, reason, amount, balance_after) values (${userId}, 'grant', 'birthday', 1, 1)`),
    ).rejects.toThrow();
  });
});
