import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Db, Listening } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import { KeptUntilChanged } from '../../kept/kept-until-changed';
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

/** Sessions kept in memory at most (LRU): a large site's signed-in members of the last hours. */
const KEPT_SESSIONS = 20_000;
/** Migration 0019's triggers: a statement changed users or ended sessions. */
const SESSIONS_CHANGED = 'sprig_sessions_changed';

interface KeptSession {
  user: UserRow;
  expiresAt: number;
  lastSeenAt: number;
}

/** What a session store keeps, and how it knows it may still trust it. */
export interface SessionKeeping {
  kept: KeptUntilChanged<string, KeptSession>;
  listening: Listening;
}

/**
 * The session lookup every signed-in request makes costs a query: on PGlite about a millisecond of
 * the one thread the whole server runs on, on a PostgreSQL server a round trip on a pooled
 * connection. A kept list answer costs a few microseconds, so each session is kept in memory once
 * read (ADR 0019). The triggers of migration 0019 notify any change to a user (disabled, role,
 * profile, credits) or an ended session, however it was made, and every kept session is dropped.
 * A kept session is used only once this process has heard the notifications of every write it has
 * made (`caughtUp`), so what a member, an admin or a test changed through this process shows on
 * the very next request; a change made elsewhere shows once its notification arrives.
 */
export async function keepSessions(database: Database): Promise<SessionKeeping> {
  const kept = new KeptUntilChanged<string, KeptSession>(KEPT_SESSIONS, Infinity);
  const listening = await database.listen(SESSIONS_CHANGED, () => kept.invalidate());
  return { kept, listening };
}

export function createSessionStore(db: Db, keeping?: SessionKeeping) {
  const kept = keeping?.kept;
  /** Still within both of its ends at `now`, and the account not disabled. */
  const live = (session: KeptSession, now: number) => session.expiresAt > now && session.lastSeenAt > now - SESSION_IDLE_MS && session.user.disabledAt === null;
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
      // Checked before the kept session is read: hearing this process's writes may drop it.
      const known = keeping && (await keeping.listening.caughtUp()) ? keeping.kept.get(id) : undefined;
      if (known && live(known, now)) {
        if (now - known.lastSeenAt > TOUCH_INTERVAL_MS) {
          known.lastSeenAt = now;
          await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
        }
        return known.user;
      }
      const generation = kept?.generation ?? 0;
      const rows = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
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
      let lastSeenAt = row.lastSeenAt.getTime();
      if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
        lastSeenAt = now;
        await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, id));
      }
      // Not kept when a user or session changed while it was read: it may be what changed.
      kept?.set(id, { user: row.user, expiresAt: row.expiresAt.getTime(), lastSeenAt }, generation);
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
