import { z } from 'zod';
import {
  ACTIVITY_LEVELS,
  BMR_FORMULAS,
  GENDERS,
  MEASUREMENT_UNITS,
  needsFormulaChoice,
  NUTRITIONAL_GOALS,
  type BmrFormula,
  type NutritionalGoal,
} from './constants';

export { BMR_FORMULAS, MEASUREMENT_UNITS, needsFormulaChoice, NUTRITIONAL_GOALS, type BmrFormula, type NutritionalGoal };

/**
 * The ranges the calculator accepts. The equation was fitted on adults, so children and teens are
 * out; the body bounds are wide enough for real adults and keep typos (1800 cm, 7 kg) from giving
 * confident nonsense. Imperial bounds are the metric ones in inches and pounds (3 ft 4 in to 8 ft 2 in).
 */
export const CALCULATOR_LIMITS = {
  age: { min: 18, max: 100 },
  metric: { height: { min: 100, max: 250 }, weight: { min: 30, max: 300 } },
  imperial: { height: { min: 40, max: 98 }, weight: { min: 66, max: 660 } },
} as const;

const RANGE_MESSAGES = {
  metric: { height: 'Height must be from 100 to 250 cm', weight: 'Weight must be from 30 to 300 kg' },
  imperial: { height: 'Height must be from 3 ft 4 in to 8 ft 2 in', weight: 'Weight must be from 66 to 660 lb' },
} as const;

/** A form's text or a JSON number; blank text is missing. */
const toNumber = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value);

const numberOf = (label: string) =>
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`) });

const AGE_RANGE = `Age must be from ${CALCULATOR_LIMITS.age.min} to ${CALCULATOR_LIMITS.age.max}`;

function requiredChoice<T extends readonly [string, ...string[]]>(values: T, label: string, message: string) {
  return z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, { error: (issue) => (issue.input === undefined ? `${label} is required` : message) }));
}

/**
 * PUT /api/users/nutrition-goals, checked by the calculator form and by the server alike. Height
 * and weight are in the chosen system, as the profile stores them: centimetres and kilograms, or
 * total inches and pounds. `bmr_formula` is asked only of genders the equation has no constant for.
 */
export const nutritionGoalsSchema = z
  .object({
    measurement_unit: requiredChoice(MEASUREMENT_UNITS, 'Measurement unit', 'Measurement unit must be metric or imperial'),
    age: z.preprocess(
      toNumber,
      numberOf('Age').refine(Number.isInteger, 'Age must be a whole number').min(CALCULATOR_LIMITS.age.min, AGE_RANGE).max(CALCULATOR_LIMITS.age.max, AGE_RANGE),
    ),
    height: z.preprocess(toNumber, numberOf('Height')),
    weight: z.preprocess(toNumber, numberOf('Weight')),
    gender: requiredChoice(GENDERS, 'Gender', `Gender must be one of ${GENDERS.join(', ')}`),
    bmr_formula: z.enum(BMR_FORMULAS, `Formula must be one of ${BMR_FORMULAS.join(', ')}`).optional(),
    activity_level: requiredChoice(ACTIVITY_LEVELS, 'Activity level', `Activity level must be one of ${ACTIVITY_LEVELS.join(', ')}`),
    nutritional_goal: requiredChoice(NUTRITIONAL_GOALS, 'Goal', `Goal must be one of ${NUTRITIONAL_GOALS.join(', ')}`),
  })
  .strict()
  // The rules that join two fields. `when` runs them even while another field is wrong, so every
  // bad field is named at once; each rule checks the types it relies on itself.
  .superRefine(
    (input, ctx) => {
      // `when` runs this for any body, a null or a string included: the object check has named it already.
      if (typeof input !== 'object' || input === null) return;
      const unit = input.measurement_unit;
      if (unit === 'metric' || unit === 'imperial') {
        for (const field of ['height', 'weight'] as const) {
          const value = input[field];
          const { min, max } = CALCULATOR_LIMITS[unit][field];
          if (typeof value === 'number' && Number.isFinite(value) && (value < min || value > max)) {
            ctx.addIssue({ code: 'custom', path: [field], message: RANGE_MESSAGES[unit][field] });
          }
        }
      }
      if (needsFormulaChoice(input.gender) && input.bmr_formula === undefined) {
        ctx.addIssue({ code: 'custom', path: ['bmr_formula'], message: 'Choose which formula to use' });
      }
      if ((input.gender === 'male' || input.gender === 'female') && input.bmr_formula !== undefined && input.bmr_formula !== input.gender) {
        ctx.addIssue({ code: 'custom', path: ['bmr_formula'], message: `Formula must be ${input.gender} for gender ${input.gender}` });
      }
    },
    { when: () => true },
  );
export type NutritionGoalsInput = z.input<typeof nutritionGoalsSchema>;
export type NutritionGoals = z.output<typeof nutritionGoalsSchema>;
