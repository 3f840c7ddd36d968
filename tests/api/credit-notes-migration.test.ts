import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { migrationStatements } from './helpers';

/**
 * Migration 0007 moves an admin's reason out of the ledger reference ('admin:<uuid>:<reason>')
 * into the new note column. Rows written before it are rewritten by the migration's own
 * statement, run here again on rows in the old shape.
 */
const backfill = migrationStatements('0007_credit_notes.sql')[1]!;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

describe('migration 0007: admin reasons become notes', () => {
  it('splits old admin references into reference and note, and leaves other rows alone', async () => {
    const db = ctx.database.db;
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, email: `${userId}@test.example`, credits: 12 });
    const requestId = randomUUID();
    const [grant] = await db
      .insert(creditTransactions)
      .values({ userId, kind: 'grant', amount: 7, balanceAfter: 7, reference: `admin:${requestId}:Refund: the oven broke` })
      .returning();
    const [purchase] = await db
      .insert(creditTransactions)
      .values({ userId, kind: 'purchase', amount: 5, balanceAfter: 12, reference: 'cs_test_checkout:with-colon' })
      .returning();

    await db.execute(sql.raw(backfill));

    const [moved] = await db.select().from(creditTransactions).where(eq(creditTransactions.id, grant!.id));
    expect(moved).toMatchObject({ reference: `admin:${requestId}`, note: 'Refund: the oven broke' });
    const [untouched] = await db.select().from(creditTransactions).where(eq(creditTransactions.id, purchase!.id));
    expect(untouched).toMatchObject({ reference: 'cs_test_checkout:with-colon', note: null });

    // Run twice (a restored backup, say), nothing changes: the new shape no longer matches.
    await db.execute(sql.raw(backfill));
    const [again] = await db.select().from(creditTransactions).where(eq(creditTransactions.id, grant!.id));
    expect(again).toEqual(moved);
  });

  it('one request id used twice with different reasons: the first row keeps the reference, the later one is told apart', async () => {
    const db = ctx.database.db;
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, email: `${userId}@test.example`, credits: 5 });
    const requestId = randomUUID();
    const [first] = await db
      .insert(creditTransactions)
      .values({ userId, kind: 'grant', amount: 2, balanceAfter: 2, reference: `admin:${requestId}:First try` })
      .returning();
    const [second] = await db
      .insert(creditTransactions)
      .values({ userId, kind: 'grant', amount: 3, balanceAfter: 5, reference: `admin:${requestId}:Second try` })
      .returning();
    // The same id on a revoke is another kind: it keeps its own short reference.
    const [revoke] = await db
      .insert(creditTransactions)
      .values({ userId, kind: 'spend', amount: -1, balanceAfter: 4, reference: `admin:${requestId}:Taken back` })
      .returning();

    await db.execute(sql.raw(backfill));
    const read = async (id: number) => (await db.select().from(creditTransactions).where(eq(creditTransactions.id, id)))[0];
    expect(await read(first!.id)).toMatchObject({ reference: `admin:${requestId}`, note: 'First try' });
    expect(await read(second!.id)).toMatchObject({ reference: `admin:${requestId}#${second!.id}`, note: 'Second try' });
    expect(await read(revoke!.id)).toMatchObject({ reference: `admin:${requestId}`, note: 'Taken back' });

    await db.execute(sql.raw(backfill));
    expect(await read(second!.id)).toMatchObject({ reference: `admin:${requestId}#${second!.id}`, note: 'Second try' });
  });
});
