import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import { storableText } from '../../plugins/text-guard';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** …and after this long in any case (sign in again). */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading a page is not a database write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

/** The cookie holds a random token; the table holds its SHA-256. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createSessionStore(db: Db) {
  return {
    /** A new session (new id at every sign-in); returns the cookie token and its end. */
    async create(userId: string, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
      await db.insert(sessions).values({
        id: sessionIdOf(token),
        userId,
        expiresAt,
        // A header is kept as sent, less what PostgreSQL cannot store (the HTTP parser refuses a NUL; inject does not).
        userAgent: userAgent === undefined ? null : storableText(userAgent, 300),
      });
      return { token, expiresAt };
    },

    /** The session's user, or null when the token is unknown, idle too long, past its end or the account is disabled. */
    async resolve(token: string): Promise<UserRow | null> {
      const id = sessionIdOf(token);
      const now = Date.now();
      const rows = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, id),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
            // A disabled account is signed out everywhere, even by a session that outlived the disabling.
            isNull(users.disabledAt),
          ),
        )
        .limit(1);
      const row = rows[0];
      if (!row) return null;
      if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
      }
      return row.user;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));
    },

    /** Ends every session of a user (password reset, disabled account). */
    async destroyAllFor(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Removes ended sessions; run now and then, so the table does not grow forever. */
    async purgeExpired(): Promise<number> {
      const now = Date.now();
      const gone = await db
        .delete(sessions)
        .where(sql`${lt(sessions.expiresAt, new Date(now))} or ${lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))}`)
        .returning({ id: sessions.id });
      return gone.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
