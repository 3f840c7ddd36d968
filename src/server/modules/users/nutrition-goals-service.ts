import type { NutritionGoals } from '../../../contracts/nutrition-goals';
import { calculateNutrition, formulaFor } from '../../../domain/calculator';
import { AppError } from '../../errors';
import type { UserRepo, UserRow } from './repo';

export const SIGN_IN_TO_SAVE_GOALS = 'Please sign in to save your nutrition goals';

const signInRequired = () => new AppError('UNAUTHORIZED', 401, SIGN_IN_TO_SAVE_GOALS);

export function createNutritionGoalsService({ users }: { users: Pick<UserRepo, 'updateProfile'> }) {
  return {
    /**
     * PUT /api/users/nutrition-goals: the figures are computed here from the inputs (a client's
     * numbers are never stored), then inputs and figures are written to the member's own row.
     */
    async save(current: UserRow, input: NutritionGoals): Promise<UserRow> {
      const formula = formulaFor(input.gender, input.bmr_formula);
      // The contract already requires a choice whenever the gender has no constant of its own.
      if (!formula) throw AppError.validation('Choose which formula to use', [{ field: 'bmr_formula', message: 'Choose which formula to use' }]);
      const figures = calculateNutrition({
        unit: input.measurement_unit,
        age: input.age,
        height: input.height,
        weight: input.weight,
        formula,
        activityLevel: input.activity_level,
        goal: input.nutritional_goal,
      });
      const updated = await users.updateProfile(current.id, {
        measurementUnit: input.measurement_unit,
        age: input.age,
        height: input.height,
        weight: input.weight,
        gender: input.gender,
        activityLevel: input.activity_level,
        nutritionalGoal: input.nutritional_goal,
        bmr: figures.bmr,
        maintenanceCalories: figures.maintenance,
        weightLossCalories: figures.weightLoss,
        weightGainCalories: figures.weightGain,
        proteinGrams: figures.macros.protein.grams,
        carbsGrams: figures.macros.carbs.grams,
        fatGrams: figures.macros.fat.grams,
      });
      if (!updated) throw signInRequired();
      return updated.user;
    },
  };
}

export type NutritionGoalsService = ReturnType<typeof createNutritionGoalsService>;
