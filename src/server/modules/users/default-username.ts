import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { usernameCandidates, type UsernameHints } from '../../../domain/default-username';

/**
 * A free username for a new account (domain/default-username.ts), checked against every
 * existing one case-insensitively like the unique index. Run inside the transaction that
 * inserts the account; two sign-ups drawing the same name at once are stopped by that index.
 */
export async function freeUsername(db: Db, hints: UsernameHints): Promise<string> {
  for (let round = 0; round < 5; round++) {
    const candidates = usernameCandidates(hints);
    const taken = await db
      .select({ name: sql<string>`lower(${users.username})` })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, candidates));
    const takenNames = new Set(taken.map((row) => row.name));
    const free = candidates.find((name) => !takenNames.has(name));
    if (free) return free;
  }
  throw new Error('No free default username found');
}
