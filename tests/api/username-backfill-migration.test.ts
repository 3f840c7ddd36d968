import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../../src/contracts/users';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { migrationStatements } from './helpers';

/**
 * Migration 0012 gives every account without a username a default one (issue 14: nobody is ever
 * named by their e-mail address), run here again on rows in the old shape.
 */
const backfill = migrationStatements('0012_default_usernames.sql')[1]!;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

async function account(username: string | null) {
  const id = randomUUID();
  await ctx.database.db.insert(users).values({ id, email: `${id.slice(0, 8)}.someone@mailbox.example`, username });
  return id;
}

async function row(id: string) {
  return (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
}

describe('migration 0012: default usernames', () => {
  it('names every account without one, uniquely and validly, and leaves chosen names alone', async () => {
    const without = [await account(null), await account(null), await account('  ')];
    const chosen = await account('Maya_Greens');

    await ctx.database.db.execute(sql.raw(backfill));

    const given = await Promise.all(without.map(row));
    for (const user of given) {
      expect(user.username).toMatch(/^cook_[0-9a-f]{10}$/);
      expect(user.username).not.toContain(user.email.split('@')[0]!.split('.')[0]);
      expect(profileUpdateSchema.safeParse({ username: user.username }).success).toBe(true);
      // They have not chosen it: /profile still greets them.
      expect(user.profileCompleted).toBe(false);
    }
    expect(new Set(given.map((u) => u.username)).size).toBe(without.length);
    expect(await row(chosen)).toMatchObject({ username: 'Maya_Greens', profileCompleted: true });

    // Run twice (a restored backup, say): nothing changes.
    await ctx.database.db.execute(sql.raw(backfill));
    expect((await Promise.all(without.map(row))).map((u) => u.username)).toEqual(given.map((u) => u.username));
  });
});
