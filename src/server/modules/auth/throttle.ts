import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginThrottles } from '../../../db/schema';

/** After this many wrong passwords for one e-mail from one client within the window… */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;
/** …sign-in for that e-mail from that client is refused for this long. */
export const LOCKOUT_MINUTES = 15;

/**
 * The temporary lockout after repeated failed sign-ins, per (e-mail, client), kept in the database
 * so every app process sees it. Only the client that kept guessing is locked out: the owner
 * signing in from anywhere else is not (a stranger must never control someone's lockout). How
 * many attempts one client may make in all is the sign-in rate limit (per address) of the route.
 * Each change is one statement (no read-then-write race).
 */
export function createLoginThrottle(db: Db) {
  const row = (email: string, client: string) => and(eq(loginThrottles.email, email), eq(loginThrottles.client, client));

  return {
    /** When sign-in for this e-mail from this client is locked, the time it opens again; else null. */
    async lockedUntil(email: string, client: string): Promise<Date | null> {
      const rows = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(row(email, client));
      const until = rows[0]?.lockedUntil ?? null;
      return until && until.getTime() > Date.now() ? until : null;
    },

    /** Counts a failure; returns the lock's end when this failure locks the e-mail for this client. */
    async recordFailure(email: string, client: string): Promise<Date | null> {
      const fresh = sql`${loginThrottles.windowStartedAt} < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;
      const count = sql`case when ${fresh} then 1 else ${loginThrottles.failures} + 1 end`;
      const rows = await db
        .insert(loginThrottles)
        .values({ email, client, failures: 1 })
        .onConflictDoUpdate({
          target: [loginThrottles.email, loginThrottles.client],
          set: {
            failures: sql`case when ${count} >= ${MAX_FAILURES} then 0 else ${count} end`,
            windowStartedAt: sql`case when ${fresh} or ${count} >= ${MAX_FAILURES} then now() else ${loginThrottles.windowStartedAt} end`,
            lockedUntil: sql`case when ${count} >= ${MAX_FAILURES} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${loginThrottles.lockedUntil} end`,
          },
        })
        .returning({ lockedUntil: loginThrottles.lockedUntil });
      const until = rows[0]?.lockedUntil ?? null;
      return until && until.getTime() > Date.now() ? until : null;
    },

    /** Drops rows whose window and lock have both passed (made-up addresses would pile up). */
    async purgeStale(): Promise<void> {
      await db
        .delete(loginThrottles)
        .where(
          sql`${loginThrottles.windowStartedAt} < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES}) and (${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} < now())`,
        );
    },

    /** Forgets this client's failures for the e-mail (it just signed in). */
    async clear(email: string, client: string): Promise<void> {
      await db.delete(loginThrottles).where(row(email, client));
    },

    /** Forgets every client's failures for the e-mail (its password was just reset). */
    async clearAll(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
