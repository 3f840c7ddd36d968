import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { UserRow } from './repo';

/** What saving the calculator writes: its inputs as profile fields, and the figures computed from them. */
export type NutritionGoalColumns = Pick<
  typeof users.$inferInsert,
  | 'measurementUnit'
  | 'age'
  | 'height'
  | 'weight'
  | 'gender'
  | 'activityLevel'
  | 'nutritionalGoal'
  | 'bmr'
  | 'maintenanceCalories'
  | 'weightLossCalories'
  | 'weightGainCalories'
  | 'proteinGrams'
  | 'carbsGrams'
  | 'fatGrams'
>;

export function createNutritionGoalsRepo(db: Db) {
  return {
    /** One UPDATE, so the inputs and the figures never disagree; null when the user no longer exists. */
    async save(userId: string, columns: NutritionGoalColumns): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type NutritionGoalsRepo = ReturnType<typeof createNutritionGoalsRepo>;
