import { and, asc, desc, eq, gte, like, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreditFeature, CreditKind, CreditReason } from '../../../contracts/credits';
import type { Db } from '../../../db/client';
import type { Audit } from '../admin/audit';
import { creditTransactions as ct, siteSettings, users } from '../../../db/schema';

export type LedgerEntry = typeof ct.$inferSelect;

export interface NewEntry {
  userId: string;
  kind: CreditKind;
  reason?: CreditReason | null;
  amount: number;
  feature?: CreditFeature | null;
  relatedId?: number | null;
  reference?: string | null;
  note?: string | null;
  expiresAt?: Date | null;
}

const closer = alias(ct, 'closer');

/** Ledger queries. Functions taking `tx` must run inside a transaction (they rely on its row locks). */
export function createCreditRepo(db: Db) {
  return {
    /**
     * Changes the cached balance and appends the row in `tx`. A debit is one conditional UPDATE
     * (never read-then-write): null when the balance does not cover it.
     */
    async append(tx: Db, entry: NewEntry): Promise<LedgerEntry | null> {
      const covers = entry.amount < 0 ? gte(users.credits, -entry.amount) : undefined;
      const [balance] = await tx
        .update(users)
        .set({ credits: sql`${users.credits} + ${entry.amount}` })
        .where(and(eq(users.id, entry.userId), covers))
        .returning({ credits: users.credits });
      if (!balance) return null;
      const [row] = await tx
        .insert(ct)
        .values({ ...entry, balanceAfter: balance.credits })
        .returning();
      return row!;
    },

    /** Locks the member's balance until `tx` ends, so the ledger cannot change under a replay. */
    async lockBalance(tx: Db, userId: string): Promise<number | null> {
      const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).for('update');
      return row?.credits ?? null;
    },

    ledgerOf(tx: Db, userId: string) {
      return tx
        .select({ id: ct.id, kind: ct.kind, amount: ct.amount, relatedId: ct.relatedId, expiresAt: ct.expiresAt })
        .from(ct)
        .where(eq(ct.userId, userId))
        .orderBy(asc(ct.id));
    },

    async byId(exec: Db, id: number): Promise<LedgerEntry | null> {
      const [row] = await exec.select().from(ct).where(eq(ct.id, id));
      return row ?? null;
    },

    async byReference(exec: Db, kind: CreditKind, reference: string): Promise<LedgerEntry | null> {
      const [row] = await exec.select().from(ct).where(and(eq(ct.kind, kind), eq(ct.reference, reference)));
      return row ?? null;
    },

    /** Rows whose reference is this one or this one followed by '#n', oldest first. */
    async byReferencePrefix(exec: Db, kind: CreditKind, reference: string): Promise<LedgerEntry[]> {
      const numbered = `${reference.replace(/[\\%_]/g, (c) => `\\${c}`)}#%`;
      return exec
        .select()
        .from(ct)
        .where(and(eq(ct.kind, kind), or(eq(ct.reference, reference), like(ct.reference, numbered))))
        .orderBy(asc(ct.id));
    },

    /** The row that settled, released, expired or refunded this one, if any. */
    async closerOf(exec: Db, id: number): Promise<LedgerEntry | null> {
      const [row] = await exec.select().from(ct).where(eq(ct.relatedId, id));
      return row ?? null;
    },

    async balance(userId: string): Promise<number | null> {
      const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
      return row?.credits ?? null;
    },

    /** Newest first, one more than asked (to know whether a next page exists), with each hold's closing kind. */
    page(userId: string, limit: number, before: number | undefined) {
      return db
        .select({ entry: ct, closedBy: closer.kind })
        .from(ct)
        .leftJoin(closer, eq(closer.relatedId, ct.id))
        .where(and(eq(ct.userId, userId), before === undefined ? undefined : lt(ct.id, before)))
        .orderBy(desc(ct.id))
        .limit(limit + 1);
    },

    /** Promotional grants past their expiry that no expiry row closes yet (of one member, or everyone's). */
    async dueGrants(now: Date, userId: string | undefined, limit: number): Promise<LedgerEntry[]> {
      return db
        .select()
        .from(ct)
        .where(
          and(
            eq(ct.kind, 'promotional_grant'),
            lte(ct.expiresAt, now),
            userId === undefined ? undefined : eq(ct.userId, userId),
            notExists(db.select({ one: sql`1` }).from(closer).where(eq(closer.relatedId, ct.id))),
          ),
        )
        .orderBy(asc(ct.expiresAt), asc(ct.id))
        .limit(limit);
    },

    async setting(exec: Db, key: string): Promise<unknown> {
      const [row] = await exec.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
      return row?.value;
    },

    /**
     * Read-modify-write of one setting under a row lock, so two admins' changes do not overwrite
     * each other; the audit row in the same transaction.
     */
    async updateSetting<T>(key: string, change: (stored: unknown) => T, audit: Audit): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.insert(siteSettings).values({ key, value: {} }).onConflictDoNothing();
        const [row] = await tx.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).for('update');
        const value = change(row?.value);
        await tx.update(siteSettings).set({ value, updatedAt: new Date() }).where(eq(siteSettings.key, key));
        await audit(tx);
        return value;
      });
    },
  };
}

export type CreditRepo = ReturnType<typeof createCreditRepo>;
