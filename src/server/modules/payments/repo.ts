import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { CheckoutStatus } from '../../../contracts/payments';
import type { Db } from '../../../db/client';
import type { Audit } from '../admin/audit';
import { creditCheckouts, siteSettings, stripeEvents, users } from '../../../db/schema';

export type CheckoutRow = typeof creditCheckouts.$inferSelect;
export type NewCheckout = Pick<CheckoutRow, 'sessionId' | 'userId' | 'packId' | 'packName' | 'credits' | 'amountCents' | 'currency'>;

/** Payments queries: settings rows, checkouts and handled Stripe events. No rules here. */
export function createPaymentsRepo(db: Db) {
  return {
    async setting(key: string): Promise<unknown> {
      const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
      return row?.value;
    },

    /** Writes the setting and its audit row in one transaction. */
    async putSetting(key: string, value: unknown, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(siteSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
        await audit(tx);
      });
    },

    async deleteSetting(key: string, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(siteSettings).where(eq(siteSettings.key, key));
        await audit(tx);
      });
    },

    async insertCheckout(row: NewCheckout): Promise<void> {
      await db.insert(creditCheckouts).values({ ...row, status: 'open' });
    },

    async checkout(sessionId: string): Promise<CheckoutRow | null> {
      const [row] = await db.select().from(creditCheckouts).where(eq(creditCheckouts.sessionId, sessionId));
      return row ?? null;
    },

    async checkoutByPaymentIntent(paymentIntentId: string): Promise<CheckoutRow | null> {
      const [row] = await db.select().from(creditCheckouts).where(eq(creditCheckouts.paymentIntentId, paymentIntentId));
      return row ?? null;
    },

    /** Remembers which payment paid a checkout (refunds and disputes name only the payment). */
    async linkPaymentIntent(sessionId: string, paymentIntentId: string): Promise<void> {
      await db.update(creditCheckouts).set({ paymentIntentId }).where(eq(creditCheckouts.sessionId, sessionId));
    },

    /** Notes that the payment was refunded in full (once: the first time is kept). */
    async markRefunded(sessionId: string): Promise<void> {
      await db
        .update(creditCheckouts)
        .set({ refundedAt: new Date() })
        .where(and(eq(creditCheckouts.sessionId, sessionId), isNull(creditCheckouts.refundedAt)));
    },

    /** Moves a checkout to `to` only from one of `from`; answers whether this call moved it. */
    async transition(sessionId: string, from: CheckoutStatus[], to: CheckoutStatus): Promise<boolean> {
      const moved = await db
        .update(creditCheckouts)
        .set({ status: to, ...(to === 'fulfilled' ? { fulfilledAt: new Date() } : to === 'failed' ? { failedAt: new Date() } : {}) })
        .where(and(eq(creditCheckouts.sessionId, sessionId), inArray(creditCheckouts.status, from)))
        .returning({ sessionId: creditCheckouts.sessionId });
      return moved.length > 0;
    },

    recentCheckouts(userId: string, limit: number): Promise<CheckoutRow[]> {
      return db
        .select()
        .from(creditCheckouts)
        .where(eq(creditCheckouts.userId, userId))
        .orderBy(desc(creditCheckouts.createdAt))
        .limit(limit);
    },

    /** Checkouts waiting for a slow payment, and those whose payment failed since `failedSince`, newest first. */
    unsettledCheckouts(userId: string, failedSince: Date): Promise<CheckoutRow[]> {
      return db
        .select()
        .from(creditCheckouts)
        .where(
          and(
            eq(creditCheckouts.userId, userId),
            or(
              eq(creditCheckouts.status, 'processing'),
              and(eq(creditCheckouts.status, 'failed'), gte(creditCheckouts.failedAt, failedSince)),
            ),
          ),
        )
        .orderBy(desc(creditCheckouts.createdAt));
    },

    async eventHandled(eventId: string): Promise<boolean> {
      const [row] = await db.select({ id: stripeEvents.eventId }).from(stripeEvents).where(eq(stripeEvents.eventId, eventId));
      return Boolean(row);
    },

    async recordEvent(eventId: string, type: string): Promise<void> {
      await db.insert(stripeEvents).values({ eventId, type }).onConflictDoNothing();
    },

    async balance(userId: string): Promise<number> {
      const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
      return row?.credits ?? 0;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
