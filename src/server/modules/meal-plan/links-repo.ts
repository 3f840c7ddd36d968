import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mealPlanLinks, users } from '../../../db/schema';
import type { PlanLinkKind } from '../../../contracts/meal-plan-links';

/** A member's share link and calendar feed, by the SHA-256 of their secrets. */
export function createPlanLinksRepo(db: Db) {
  return {
    byMember(userId: string) {
      return db.select({ kind: mealPlanLinks.kind, createdAt: mealPlanLinks.createdAt }).from(mealPlanLinks).where(eq(mealPlanLinks.userId, userId));
    },

    /** Makes the member's link of `kind`, replacing the one before (whose secret stops working in the same statement). */
    async replace(userId: string, kind: PlanLinkKind, tokenHash: string): Promise<Date> {
      const [row] = await db
        .insert(mealPlanLinks)
        .values({ userId, kind, tokenHash })
        .onConflictDoUpdate({ target: [mealPlanLinks.userId, mealPlanLinks.kind], set: { tokenHash, createdAt: new Date() } })
        .returning({ createdAt: mealPlanLinks.createdAt });
      return row!.createdAt;
    },

    async remove(userId: string, kind: PlanLinkKind): Promise<boolean> {
      const rows = await db
        .delete(mealPlanLinks)
        .where(and(eq(mealPlanLinks.userId, userId), eq(mealPlanLinks.kind, kind)))
        .returning({ kind: mealPlanLinks.kind });
      return rows.length > 0;
    },

    /** Whose link of `kind` this is (a member still able to sign in); null for none. */
    async owner(kind: PlanLinkKind, tokenHash: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
        .from(mealPlanLinks)
        .innerJoin(users, eq(users.id, mealPlanLinks.userId))
        .where(and(eq(mealPlanLinks.kind, kind), eq(mealPlanLinks.tokenHash, tokenHash)));
      return row && row.disabledAt === null ? { id: row.id, role: row.role } : null;
    },
  };
}

export type PlanLinksRepo = ReturnType<typeof createPlanLinksRepo>;
