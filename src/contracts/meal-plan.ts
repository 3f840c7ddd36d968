import { z } from 'zod';
import { idParams, idValue } from './ids';

/** The meal slots of a day, in the order a day shows them (issue 18). */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof MEALS)[number];
export const MEAL_LABELS: Readonly<Record<Meal, string>> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

/**
 * What one plan holds: a day is a page a member reads at a glance, and a plan that runs for years
 * stays a small table. Servings go in quarters (half a portion of leftovers is a real plan).
 */
export const MEAL_PLAN_LIMITS = {
  entriesPerDay: 20,
  noteLength: 80,
  servings: { min: 0.25, max: 50 },
  /** How far from today an entry may be planned, either way. */
  daysAway: 366,
} as const;

/** The days a week view shows. */
export const PLAN_WEEK_DAYS = 7;

/** The days a member's weeks may start on (issue 18): Monday (ISO), Sunday (US), Saturday. */
export const WEEK_STARTS = ['monday', 'sunday', 'saturday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/** GET and PUT /api/meal-plan/settings: the member's planner preferences. */
export const mealPlanSettingsSchema = z.object({ weekStart: z.enum(WEEK_STARTS, `weekStart must be one of ${WEEK_STARTS.join(', ')}`) }).strict();
export type MealPlanSettings = z.infer<typeof mealPlanSettingsSchema>;

const DATE_MESSAGE = 'date must be a calendar date (YYYY-MM-DD)';

/** Whether text is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isPlanDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

export const planDate = (message = DATE_MESSAGE) => z.string(message).refine(isPlanDate, message);

export const mealChoice = z.enum(MEALS, `meal must be one of ${MEALS.join(', ')}`);

/** A count of servings (cooked, or eaten by the member): the API's number, and the planner's forms check the same. */
function servingCount(field: 'servings' | 'portions') {
  const message = `${field} must be a number from ${MEAL_PLAN_LIMITS.servings.min} to ${MEAL_PLAN_LIMITS.servings.max} in quarters`;
  return z
    .number(message)
    .min(MEAL_PLAN_LIMITS.servings.min, message)
    .max(MEAL_PLAN_LIMITS.servings.max, message)
    .refine((n) => Number.isInteger(n * 4), message);
}
/** The servings an entry cooks (what a shopping list buys for). */
export const planServingsSchema = servingCount('servings');
/** The servings of it the member eats themselves: what counts against their targets. */
export const planPortionsSchema = servingCount('portions');
export const PORTIONS_OVER_SERVINGS = 'portions must not be more than servings';
/** One serving is the member's, unless fewer are cooked. */
export const defaultPortions = (servings: number) => Math.min(1, servings);

/** GET /api/meal-plan?start=YYYY-MM-DD: the seven days from `start`. */
export const mealPlanWeekQuerySchema = z.object({ start: planDate('start must be a calendar date (YYYY-MM-DD)') }).strict();

/**
 * POST /api/meal-plan/entries: a recipe or a free-text entry ("leftovers", "eating out") that
 * carries no nutrition, exactly one of the two. A recipe's servings (what is cooked) default to the
 * recipe's own; its portions (what the member eats, and what counts against their targets) to one.
 */
export const mealPlanEntryInputSchema = z
  .object({
    date: planDate(),
    meal: mealChoice,
    recipeId: idValue('recipeId must be a recipe id').optional(),
    note: z.string('note must be text').trim().min(1, 'note must not be empty').max(MEAL_PLAN_LIMITS.noteLength, `note must be at most ${MEAL_PLAN_LIMITS.noteLength} characters`).optional(),
    servings: planServingsSchema.optional(),
    portions: planPortionsSchema.optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if ((input.recipeId === undefined) === (input.note === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['recipeId'], message: 'An entry is either a recipe (recipeId) or a note (note)' });
    }
    if (input.note !== undefined) {
      for (const field of ['servings', 'portions'] as const) {
        if (input[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `A note has no ${field}` });
      }
    }
    if (typeof input.servings === 'number' && typeof input.portions === 'number' && input.portions > input.servings) {
      ctx.addIssue({ code: 'custom', path: ['portions'], message: PORTIONS_OVER_SERVINGS });
    }
  });
export type MealPlanEntryInput = z.input<typeof mealPlanEntryInputSchema>;

/** PATCH /api/meal-plan/entries/:id: move it (day, meal) or change its servings or portions. */
export const mealPlanEntryUpdateSchema = z
  .object({ date: planDate().optional(), meal: mealChoice.optional(), servings: planServingsSchema.optional(), portions: planPortionsSchema.optional() })
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'Send date, meal, servings or portions to change', path: ['date'] });
export type MealPlanEntryUpdate = z.infer<typeof mealPlanEntryUpdateSchema>;

/**
 * POST /api/meal-plan/copy: the entries of `days` days from `from` added to the same meals of as
 * many days from `to` (one day: "copy a day"; seven: "copy last week"). Entries whose recipe is no
 * longer available are left behind. All or nothing: a target day that would pass the per-day limit
 * refuses the whole copy.
 */
export const mealPlanCopySchema = z
  .object({
    from: planDate('from must be a calendar date (YYYY-MM-DD)'),
    to: planDate('to must be a calendar date (YYYY-MM-DD)'),
    days: z.union([z.literal(1), z.literal(PLAN_WEEK_DAYS)], `days must be 1 or ${PLAN_WEEK_DAYS}`),
  })
  .strict();
export type MealPlanCopy = z.infer<typeof mealPlanCopySchema>;
export const mealPlanCopyResultSchema = z.object({ copied: z.number().int().nonnegative() });

/** DELETE /api/meal-plan/days/:date: clears a day. */
export const mealPlanDayParamsSchema = z.object({ date: planDate() });
export const mealPlanClearResultSchema = z.object({ removed: z.number().int().nonnegative() });

export const mealPlanEntryParamsSchema = idParams('id must be a meal plan entry id');

/** Calories (kcal) and the three macros (g) of an entry, a day or a target. */
export const planMacrosSchema = z.object({
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
  fat: z.number().nonnegative(),
});
export type PlanMacros = z.infer<typeof planMacrosSchema>;

export const mealPlanEntrySchema = z.object({
  id: z.number().int().positive(),
  date: z.string(),
  meal: z.enum(MEALS),
  /** What is cooked; null for a note. */
  servings: z.number().nullable(),
  /** What the member eats of it (at most `servings`); null for a note. */
  portions: z.number().nullable(),
  note: z.string().nullable(),
  /** The planned recipe while its member may still read it; null for a note or a recipe no longer available. */
  recipe: z
    .object({ id: z.number().int().positive(), title: z.string(), imageUrl: z.string().nullable(), servings: z.number().int().positive() })
    .nullable(),
  /** A recipe entry whose recipe was deleted or made private by its author: shown as "no longer available". */
  unavailable: z.boolean(),
  /** The member's share (per-serving figures x portions); null for a note, an unavailable recipe or one without nutrition. */
  nutrition: planMacrosSchema.nullable(),
  /** The recipe has ingredient lines its nutrition does not count: the figure is a lower bound. */
  partial: z.boolean(),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;

export const mealPlanDaySchema = z.object({
  date: z.string(),
  entries: z.array(mealPlanEntrySchema),
  totals: planMacrosSchema,
  /** Some entry of the day counts less than it holds (partial, or a recipe without nutrition). */
  partial: z.boolean(),
});
export type MealPlanDay = z.infer<typeof mealPlanDaySchema>;

export const mealPlanWeekSchema = z.object({
  start: z.string(),
  days: z.array(mealPlanDaySchema),
  /** The member's saved calculator targets (goal calories and macro grams); null until they save them. */
  targets: planMacrosSchema.nullable(),
});
export type MealPlanWeek = z.infer<typeof mealPlanWeekSchema>;

/** GET /api/meal-plan/suggestions?date=: "Fill my day" for one of the member's days. */
export const fillDayQuerySchema = z.object({ date: planDate() }).strict();

export const fillDaySuggestionSchema = z.object({
  recipe: z.object({ id: z.number().int().positive(), title: z.string(), imageUrl: z.string().nullable(), servings: z.number().int().positive() }),
  /** One serving's calories and macros. */
  perServing: planMacrosSchema,
  /** The member saved it. */
  saved: z.boolean(),
  /** The recipe has lines its nutrition does not count: the figures are a lower bound. */
  partial: z.boolean(),
  /** What it brings, as shown: '+32 g protein, 410 kcal'. */
  why: z.string(),
});
export type FillDaySuggestion = z.infer<typeof fillDaySuggestionSchema>;

export const fillDaySchema = z.object({
  date: z.string(),
  /** The meal the suggestions are for: the first main meal not yet planned, else a snack; null when nothing is left to fill. */
  meal: z.enum(MEALS).nullable(),
  /** What the day still needs (targets less what is planned); null without saved targets. */
  remaining: planMacrosSchema.nullable(),
  /** What one meal should bring: the remaining calories and protein over the meals left. */
  perMeal: z.object({ calories: z.number(), protein: z.number() }).nullable(),
  suggestions: z.array(fillDaySuggestionSchema),
  /** Profile preferences no recipe attribute names, so not applied. */
  ignoredPreferences: z.array(z.string()),
});
export type FillDay = z.infer<typeof fillDaySchema>;
