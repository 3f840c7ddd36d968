import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { creditTransactions, users } from '../../src/db/schema';

/**
 * The ledger rules every credits test ends with: the rows sum to the cached balance, and in id
 * order each row's balance_after is the previous one plus its amount, never below 0.
 */
export async function expectLedgerMatchesBalance(db: Db, userId: string): Promise<number> {
  const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({ amount: creditTransactions.amount, balanceAfter: creditTransactions.balanceAfter })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(asc(creditTransactions.id));
  let running = 0;
  for (const row of rows) {
    running += row.amount;
    expect(row.balanceAfter).toBe(running);
    expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(user!.credits).toBe(running);
  return running;
}
