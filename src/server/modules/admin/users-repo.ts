import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminLedgerEntry, AdminUsersQuery } from '../../../contracts/admin-users';
import type { Db } from '../../../db/client';
import type { Audit } from './audit';
import { creditTransactions as ct, sessions, users } from '../../../db/schema';

/** An administrator's grant or revoke: the request id keeps the reference unique per kind, so a retry happens once. */
export function adminReference(requestId: string): string {
  return `admin:${requestId}`;
}

export function toLedgerEntry(row: typeof ct.$inferSelect): AdminLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    feature: row.feature,
    relatedId: row.relatedId,
    reason: row.note,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Keyset cursor over (created_at desc, id desc). The time is PostgreSQL's own text with
 * microseconds (a JavaScript Date would drop them and skip rows); opaque to clients.
 */
export function encodeUserCursor(createdKey: string, id: string): string {
  return Buffer.from(`${createdKey}|${id}`).toString('base64url');
}

export function decodeUserCursor(cursor: string): { createdKey: string; id: string } | null {
  const [createdKey, id, extra] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdKey || !id || extra !== undefined || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(createdKey)) return null;
  return { createdKey, id };
}

const recipeCount = sql<number>`(select count(*)::int from recipes r where r.author_id = users.id)`;

const summaryColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  role: users.role,
  credits: users.credits,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  recipeCount,
  createdKey: sql<string>`to_char(users.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** Users for the back office: queries only, the rules are in users-service.ts. */
export function createAdminUsersRepo(db: Db) {
  return {
    /** Newest accounts first, one more than asked (to know whether a next page exists). */
    list(query: AdminUsersQuery, after: { createdKey: string; id: string } | null) {
      const filters: (SQL | undefined)[] = [];
      if (query.search) {
        const pattern = likePattern(query.search);
        filters.push(
          sql`(lower(${users.email}) like ${pattern} or lower(coalesce(${users.username}, '')) like ${pattern}
            or lower(concat_ws(' ', ${users.firstName}, ${users.lastName})) like ${pattern})`,
        );
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.status === 'disabled') filters.push(isNotNull(users.disabledAt));
      if (query.status === 'active') filters.push(isNull(users.disabledAt));
      if (after) {
        filters.push(sql`(${users.createdAt}, ${users.id}) < (${after.createdKey}::timestamptz, ${after.id})`);
      }
      return db
        .select(summaryColumns)
        .from(users)
        .where(and(...filters))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.limit + 1);
    },

    async detail(id: string) {
      const [row] = await db
        .select({
          ...summaryColumns,
          bio: users.bio,
          profileVisible: users.profileVisible,
          hasPassword: sql<boolean>`exists (select 1 from user_passwords p where p.user_id = users.id)`,
          lastSeenAt: sql<string | null>`(select max(s.last_seen_at) from sessions s where s.user_id = users.id)`,
          activeSessions: sql<number>`(select count(*)::int from sessions s where s.user_id = users.id and s.expires_at > now())`,
          aiCalls: sql<number>`(select count(*)::int from ai_calls c where c.user_id = users.id)`,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** The user's ledger, newest first, one more than asked. */
    ledger(userId: string, limit: number, before: number | undefined) {
      return db
        .select()
        .from(ct)
        .where(and(eq(ct.userId, userId), before === undefined ? undefined : lt(ct.id, before)))
        .orderBy(desc(ct.id))
        .limit(limit + 1);
    },

    async setRole(id: string, role: string, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
        if (!row) return false;
        await audit(tx);
        return true;
      });
    },

    /** Marks the account disabled and ends every session of it, in one transaction. */
    async disable(id: string, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          // An account disabled already keeps its first date.
          .set({ disabledAt: sql`coalesce(${users.disabledAt}, now())`, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (!row) return false;
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await audit(tx);
        return true;
      });
    },

    async enable(id: string, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(users).set({ disabledAt: null, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
        if (!row) return false;
        await audit(tx);
        return true;
      });
    },
  };
}

export type AdminUsersRepo = ReturnType<typeof createAdminUsersRepo>;