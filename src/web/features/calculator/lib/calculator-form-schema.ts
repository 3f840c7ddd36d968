import { z } from 'zod';
import {
  BMR_FORMULAS,
  MEASUREMENT_UNITS,
  needsFormulaChoice,
  nutritionGoalsSchema,
  type BmrFormula,
  type NutritionGoals,
  type NutritionGoalsInput,
} from '../../../../contracts/nutrition-goals';
import { issuesToFieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { formFieldOf, imperialHeight, type CalculatorFormState } from './form-state';

const FORM_SHAPE = z.object({
  measurement_unit: z.enum(MEASUREMENT_UNITS),
  age: z.string(),
  heightCm: z.string(),
  feet: z.string(),
  inches: z.string(),
  weight: z.string(),
  gender: z.string(),
  bmr_formula: z.string(),
  activity_level: z.string(),
  nutritional_goal: z.string(),
});

/**
 * The form as PUT /api/users/nutrition-goals takes it, checked by the server's own schema
 * (nutritionGoalsSchema) plus the feet-and-inches rules of the imperial boxes. The formula choice
 * is sent only for the genders that are asked it (a hidden earlier choice is not).
 */
export const calculatorFormSchema = FORM_SHAPE.transform((values, ctx): NutritionGoals => {
  const height = values.measurement_unit === 'metric' ? values.heightCm : imperialHeight(values);
  const input: NutritionGoalsInput = {
    measurement_unit: values.measurement_unit,
    age: values.age,
    height: typeof height === 'object' ? '' : height,
    weight: values.weight,
    gender: values.gender,
    bmr_formula: needsFormulaChoice(values.gender) && BMR_FORMULAS.includes(values.bmr_formula as BmrFormula) ? (values.bmr_formula as BmrFormula) : undefined,
    activity_level: values.activity_level,
    nutritional_goal: values.nutritional_goal,
  };
  const checked = nutritionGoalsSchema.safeParse(input);
  const messages = new Map<string, string>();
  // One message per field, the first the contract gives; a bad feet or inches box says which.
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!messages.has(field)) messages.set(field, issue.message);
  }
  if (typeof height === 'object') messages.set('height', height.error);
  for (const [field, message] of messages) ctx.addIssue({ code: 'custom', path: [formFieldOf(field, values.measurement_unit) ?? field], message });
  return checked.success && messages.size === 0 ? checked.data : z.NEVER;
});

export type CalculatorCheck = { ok: true; data: NutritionGoals } | { ok: false; errors: FieldErrors };

/** The form's entries checked: the goals to compute and send, or one message per form field. */
export function checkCalculatorForm(values: CalculatorFormState): CalculatorCheck {
  const checked = calculatorFormSchema.safeParse(values);
  return checked.success ? { ok: true, data: checked.data } : { ok: false, errors: issuesToFieldErrors(checked.error.issues) };
}
