import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginThrottles } from '../../../db/schema';

/** After this many wrong passwords for one e-mail within the window… */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;
/** …sign-in for that e-mail is refused for this long. */
export const LOCKOUT_MINUTES = 15;

/**
 * The temporary lockout after repeated failed sign-ins, per e-mail address, kept in the database
 * so every app process sees it. Each change is one statement (no read-then-write race).
 */
export function createLoginThrottle(db: Db) {
  return {
    /** When sign-in for this e-mail is locked, the time it opens again; else null. */
    async lockedUntil(email: string): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: loginThrottles.lockedUntil })
        .from(loginThrottles)
        .where(eq(loginThrottles.email, email));
      const until = rows[0]?.lockedUntil ?? null;
      return until && until.getTime() > Date.now() ? until : null;
    },

    /** Counts a failure; returns the lock's end when this failure locks the address. */
    async recordFailure(email: string): Promise<Date | null> {
      const fresh = sql`${loginThrottles.windowStartedAt} < now() - make_interval(mins => ${FAILURE_WINDOW_MINUTES})`;
      const count = sql`case when ${fresh} then 1 else ${loginThrottles.failures} + 1 end`;
      const rows = await db
        .insert(loginThrottles)
        .values({ email, failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.email,
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

    async clear(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.email, email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
