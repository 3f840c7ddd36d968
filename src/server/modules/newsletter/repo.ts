import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import type { Audit } from '../admin/audit';
import { newsletterSubscriptions } from '../../../db/schema';
import type { NewsletterSubscribe } from '../../../contracts/newsletter';
import type { Subscriber, SubscriberStatus } from '../../../contracts/newsletter-admin';

const t = newsletterSubscriptions;

export interface SubscriberFilter {
  search?: string | undefined;
  status?: SubscriberStatus | undefined;
}

type Row = typeof newsletterSubscriptions.$inferSelect;

export function toSubscriber(row: Row): Subscriber {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    interests: row.interests,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterWhere(filter: SubscriberFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(t.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    parts.push(or(ilike(t.email, pattern), ilike(t.firstName, pattern), ilike(t.lastName, pattern))!);
  }
  return parts.length ? and(...parts) : undefined;
}

export function createNewsletterRepo(db: Db) {
  return {
    /**
     * Inserts or re-activates in one statement, so two simultaneous sign-ups of one address
     * cannot both 'create' it. Returns whether the address was already an active subscriber, and
     * the (new or re-activated) subscription otherwise.
     */
    async subscribe(input: NewsletterSubscribe): Promise<{ alreadySubscribed: boolean; subscription?: { id: number; email: string } }> {
      const existing = await db
        .select({ status: t.status })
        .from(t)
        .where(sql`lower(${t.email}) = ${input.email}`)
        .limit(1);
      if (existing[0]?.status === 'active') return { alreadySubscribed: true };
      const result = await queryRows<{ id: number; email: string }>(db, sql`
        insert into ${t} (email, first_name, last_name, interests, consent, status)
        values (${input.email}, ${input.firstName || null}, ${input.lastName || null},
                array[${sql.join((input.interests ?? []).map((i) => sql`${i}`), sql`, `)}]::text[], true, 'active')
        on conflict ((lower(email))) do update
          set status = 'active', consent = true, updated_at = now()
          where ${t.status} <> 'active'
        returning id, email`);
      const row = result[0];
      return row ? { alreadySubscribed: false, subscription: { id: Number(row.id), email: row.email } } : { alreadySubscribed: true };
    },

    async findById(id: number): Promise<Row | undefined> {
      const rows = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return rows[0];
    },

    async findByEmail(email: string): Promise<Row | undefined> {
      const rows = await db.select().from(t).where(sql`lower(${t.email}) = ${email.toLowerCase()}`).limit(1);
      return rows[0];
    },

    /** Marks the subscription unsubscribed (idempotent); returns the row, or undefined when there is none. */
    /** `audit` is written with the change; an address unsubscribed already is answered as it is. */
    async unsubscribe(id: number, audit: Audit): Promise<Row | undefined> {
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ status: 'unsubscribed', updatedAt: sql`now()` })
          .where(and(eq(t.id, id), eq(t.status, 'active')))
          .returning();
        if (row) await audit(tx);
        return row;
      });
      if (updated) return updated;
      audit.unchanged();
      return this.findById(id);
    },

    /** Newest first, keyset-paged on id. */
    async list(filter: SubscriberFilter, cursor: number | undefined, limit: number) {
      const where = filterWhere(filter);
      const rows = await db
        .select()
        .from(t)
        .where(and(where, cursor ? lt(t.id, cursor) : undefined))
        .orderBy(desc(t.id))
        .limit(limit + 1);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(where);
      const byStatus = await db
        .select({ status: t.status, n: sql<number>`count(*)::int` })
        .from(t)
        .groupBy(t.status);
      const counts = { active: 0, unsubscribed: 0 };
      for (const s of byStatus) if (s.status === 'active' || s.status === 'unsubscribed') counts[s.status] = Number(s.n);
      const page = rows.slice(0, limit);
      return {
        items: page.map(toSubscriber),
        nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
        total: Number(total?.n ?? 0),
        counts,
      };
    },

    /** Every matching subscriber, oldest first, for the CSV export. */
    async all(filter: SubscriberFilter): Promise<Row[]> {
      return db.select().from(t).where(filterWhere(filter)).orderBy(t.id);
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
