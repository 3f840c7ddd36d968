import {
  defaultPortions,
  MEAL_PLAN_LIMITS,
  MEALS,
  PLAN_WEEK_DAYS,
  PORTIONS_OVER_SERVINGS,
  type MealPlanCopy,
  type MealPlanDay,
  type MealPlanSettings,
  type MealPlanEntry,
  type MealPlanEntryInput,
  type MealPlanEntryUpdate,
  type MealPlanWeek,
  type PlanMacros,
} from '../../../contracts/meal-plan';
import type { SharedPlanWeek } from '../../../contracts/meal-plan-links';
import { NUTRITIONAL_GOALS, type NutritionalGoal } from '../../../contracts/nutrition-goals';
import type { Nutrition } from '../../../contracts/recipe';
import { round1 } from '../../../domain/nutrition/figures';
import { rangeDays } from '../../../domain/report-range';
import { AppError } from '../../errors';
import type { Viewer } from '../../viewer';
import type { EntryRow, MealPlanRepo, StoredAmounts, TargetRow } from './repo';

const DAY_MS = 86_400_000;
const ENTRY_NOT_FOUND = 'Meal plan entry not found';

/** Which saved calorie figure is the member's target, by their goal. */
const GOAL_CALORIES = {
  lose: 'weightLossCalories',
  maintain: 'maintenanceCalories',
  gain: 'weightGainCalories',
} as const satisfies Record<NutritionalGoal, keyof TargetRow>;

/** As a label rounds them: calories to the whole kcal, grams to one decimal. */
function rounded(m: PlanMacros): PlanMacros {
  return { calories: Math.round(m.calories), protein: round1(m.protein), carbs: round1(m.carbs), fat: round1(m.fat) };
}

/** What `portions` servings of a recipe hold, from its per-serving figures. */
function share(perServing: Nutrition, portions: number): PlanMacros {
  return rounded({
    calories: perServing.calories * portions,
    protein: perServing.protein * portions,
    carbs: perServing.carbs.total * portions,
    fat: perServing.fat.total * portions,
  });
}

/** The sum of what the day's entries show, so the total is what a member adds up on screen. */
function totalOf(entries: MealPlanEntry[]): PlanMacros {
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const { nutrition } of entries) {
    if (!nutrition) continue;
    sum.calories += nutrition.calories;
    sum.protein += nutrition.protein;
    sum.carbs += nutrition.carbs;
    sum.fat += nutrition.fat;
  }
  return rounded(sum);
}

function toEntry(row: EntryRow): MealPlanEntry {
  const base = { id: row.id, date: row.day, meal: row.meal, servings: row.servings, portions: row.portions, note: row.note };
  if (row.note !== null) return { ...base, recipe: null, unavailable: false, nutrition: null, partial: false };
  // A recipe entry with no recipe: deleted, or no longer the member's to read.
  if (!row.recipe) return { ...base, recipe: null, unavailable: true, nutrition: null, partial: true };
  // The member's share is what they eat (portions), not all that is cooked (servings).
  const nutrition = row.nutrition && row.portions !== null ? share(row.nutrition, row.portions) : null;
  return { ...base, recipe: row.recipe, unavailable: false, nutrition, partial: nutrition === null || row.notCounted > 0 };
}

/** By meal in the order a day shows them, then as added. */
const byMeal = (a: MealPlanEntry, b: MealPlanEntry) => MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal) || a.id - b.id;

function targetsOf(row: TargetRow | null): PlanMacros | null {
  const goal = NUTRITIONAL_GOALS.find((g) => g === row?.nutritionalGoal);
  if (!row || !goal) return null;
  const calories = row[GOAL_CALORIES[goal]];
  const { proteinGrams: protein, carbsGrams: carbs, fatGrams: fat } = row;
  if (calories === null || protein === null || carbs === null || fat === null) return null;
  return { calories, protein, carbs, fat };
}

const midnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The days from `a` to `b` (negative when `b` is earlier). */
const daysBetween = (a: string, b: string) => Math.round((midnight(b) - midnight(a)) / DAY_MS);

/** The days from today (UTC) to `date`: negative in the past. */
function fromToday(date: string): number {
  const now = new Date();
  return daysBetween(now.toISOString().slice(0, 10), date);
}

/** `count` days from `start`, as YYYY-MM-DD. */
const daysFrom = (start: string, count: number) => rangeDays(new Date(midnight(start)), count);

/** A plan reaches a bounded distance either way: a typo'd year would hide an entry where no week shows it. */
function checkWindow(date: string): void {
  if (Math.abs(fromToday(date)) > MEAL_PLAN_LIMITS.daysAway) throw AppError.field('date', `date must be within ${MEAL_PLAN_LIMITS.daysAway} days of today`);
}

/** The days a run of `count` days can start: PostgreSQL has no year 0, and a day after 9999-12-31 is not YYYY-MM-DD. */
const FIRST_START = '0001-01-01';
const lastStart = (count: number) => new Date(Date.UTC(9999, 11, 31 - (count - 1))).toISOString().slice(0, 10);
const LAST_START = lastStart(PLAN_WEEK_DAYS);
const LAST_DAY = lastStart(1);

/**
 * A copy's days: the source days exist in the database (the week view reads any of them), the
 * target days are each within the window, and the two runs do not overlap (a copy that reads what
 * it writes would double a day).
 */
function checkCopy({ from, to, days }: MealPlanCopy): void {
  const lastFrom = lastStart(days);
  if (from < FIRST_START || from > lastFrom) throw AppError.field('from', `from must be between ${FIRST_START} and ${lastFrom}`);
  const { daysAway } = MEAL_PLAN_LIMITS;
  if (fromToday(to) < -daysAway || fromToday(to) + (days - 1) > daysAway) {
    const which = days === 1 ? 'to' : `to and the ${days - 1} days after it`;
    throw AppError.field('to', `${which} must be within ${daysAway} days of today`);
  }
  if (Math.abs(daysBetween(from, to)) < days) throw AppError.field('to', 'to must not overlap the days copied');
}

const dayFull = () => AppError.field('date', `A day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} entries`);

const SERVINGS_UNDER_PORTIONS = 'servings must not be fewer than portions';

/**
 * A change of servings or portions must leave portions at most servings, the unchanged one as
 * stored. The field named is the one sent: portions raised past the servings, or servings lowered
 * below the portions (portions when both are sent, as on POST).
 */
function checkAmounts(changes: MealPlanEntryUpdate, current: StoredAmounts): void {
  if (changes.servings === undefined && changes.portions === undefined) return;
  const servings = changes.servings ?? current.servings;
  const portions = changes.portions ?? current.portions;
  if (servings === null || portions === null || portions <= servings) return;
  if (changes.portions !== undefined) throw AppError.field('portions', PORTIONS_OVER_SERVINGS);
  throw AppError.field('servings', SERVINGS_UNDER_PORTIONS);
}

/** The seven days of a week view from `start`, which must leave the week inside PostgreSQL's dates. */
function weekFrom(start: string): string[] {
  if (start < FIRST_START || start > LAST_START) {
    throw AppError.field('start', `start must be from ${FIRST_START} to ${LAST_START}`, { where: 'querystring' });
  }
  return rangeDays(new Date(`${start}T00:00:00Z`), PLAN_WEEK_DAYS);
}

/** Each of `dates` with its entries by meal, totals, and whether some figure is a lower bound. */
function daysOf(dates: readonly string[], rows: readonly EntryRow[]): MealPlanDay[] {
  const entries = rows.map(toEntry);
  return dates.map((date) => {
    const ofDay = entries.filter((e) => e.date === date).sort(byMeal);
    return { date, entries: ofDay, totals: totalOf(ofDay), partial: ofDay.some((e) => e.partial) };
  });
}

export function createMealPlanService(repo: MealPlanRepo) {
  async function entry(viewer: Viewer, id: number): Promise<MealPlanEntry> {
    const row = await repo.byId(viewer, id);
    if (!row) throw AppError.notFound(ENTRY_NOT_FOUND);
    return toEntry(row);
  }

  return {
    /** The seven days from `start`, empty ones included, with the member's targets. */
    async week(viewer: Viewer, start: string): Promise<MealPlanWeek> {
      const dates = weekFrom(start);
      const [rows, targets] = await Promise.all([repo.inRange(viewer.id, viewer, dates[0]!, dates.at(-1)!), repo.targets(viewer.id)]);
      return { start, days: daysOf(dates, rows), targets: targetsOf(targets) };
    },

    async settings(viewer: Viewer): Promise<MealPlanSettings> {
      return { weekStart: await repo.weekStart(viewer.id) };
    },

    async saveSettings(viewer: Viewer, settings: MealPlanSettings): Promise<MealPlanSettings> {
      await repo.setWeekStart(viewer.id, settings.weekStart);
      return settings;
    },

    /** A member's week as anyone with their share link reads it: recipes as a visitor sees them, no targets. */
    async sharedWeek(ownerId: string, start: string): Promise<SharedPlanWeek> {
      const dates = weekFrom(start);
      return { start, days: daysOf(dates, await repo.inRange(ownerId, null, dates[0]!, dates.at(-1)!)) };
    },

    /** A member's entries from `from` to `to`, read as they read them (their calendar feed). */
    async entriesBetween(owner: Viewer, from: string, to: string): Promise<MealPlanEntry[]> {
      return (await repo.inRange(owner.id, owner, from, to)).map(toEntry);
    },

    /** One day with its totals, and the member's targets (what "Fill my day" starts from). */
    async day(viewer: Viewer, date: string): Promise<{ day: MealPlanDay; targets: PlanMacros | null }> {
      const [rows, targets] = await Promise.all([repo.inRange(viewer.id, viewer, date, date), repo.targets(viewer.id)]);
      return { day: daysOf([date], rows)[0]!, targets: targetsOf(targets) };
    },

    /**
     * A recipe the viewer may read or a note. A recipe's servings default to the recipe's own, its
     * portions to defaultPortions(servings); portions may not be more than servings.
     */
    async add(viewer: Viewer, input: MealPlanEntryInput): Promise<MealPlanEntry> {
      checkWindow(input.date);
      let servings: number | null = null;
      let portions: number | null = null;
      if (input.recipeId !== undefined) {
        const recipeServings = await repo.recipeServings(viewer, input.recipeId);
        if (recipeServings === null) throw AppError.notFound('Recipe not found');
        servings = input.servings ?? recipeServings;
        portions = input.portions ?? defaultPortions(servings);
        if (portions > servings) throw AppError.field('portions', PORTIONS_OVER_SERVINGS);
      }
      const id = await repo.add(
        {
          userId: viewer.id,
          day: input.date,
          meal: input.meal,
          recipeId: input.recipeId ?? null,
          note: input.note ?? null,
          servings,
          portions,
        },
        MEAL_PLAN_LIMITS.entriesPerDay,
      );
      if (id === null) throw dayFull();
      return entry(viewer, id);
    },

    /** Moves an entry (day, meal) or changes a recipe entry's servings or portions. */
    async update(viewer: Viewer, id: number, changes: MealPlanEntryUpdate): Promise<MealPlanEntry> {
      // Checked against the stored entry under the plan's lock (one read), after its ownership.
      const outcome = await repo.update(
        viewer.id,
        id,
        { day: changes.date, meal: changes.meal, servings: changes.servings, portions: changes.portions },
        MEAL_PLAN_LIMITS.entriesPerDay,
        (stored) => {
          if (stored.note !== null) {
            for (const field of ['servings', 'portions'] as const) {
              if (changes[field] !== undefined) throw AppError.field(field, `A note has no ${field}`);
            }
          }
          if (changes.date !== undefined) checkWindow(changes.date);
          checkAmounts(changes, stored);
        },
      );
      if (outcome === 'missing') throw AppError.notFound(ENTRY_NOT_FOUND);
      if (outcome === 'full') throw dayFull();
      return entry(viewer, id);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      if (!(await repo.remove(viewer.id, id))) throw AppError.notFound(ENTRY_NOT_FOUND);
    },

    /**
     * Adds the member's entries of `days` days from `from` to the same meals of the days from `to`,
     * leaving behind recipes no longer available to them; all or nothing. A target day that would
     * hold more than the per-day limit refuses the whole copy, naming `to` and the day.
     */
    async copy(viewer: Viewer, input: MealPlanCopy): Promise<{ copied: number }> {
      checkCopy(input);
      const perDay = MEAL_PLAN_LIMITS.entriesPerDay;
      const outcome = await repo.copy(viewer, daysFrom(input.from, input.days), daysFrom(input.to, input.days), perDay);
      if ('full' in outcome) throw AppError.field('to', `Copying would put more than ${perDay} entries on ${outcome.full}`);
      return outcome;
    },

    /** Removes all of the member's entries of a day; `removed` is how many there were. */
    async clearDay(viewer: Viewer, date: string): Promise<{ removed: number }> {
      if (date < FIRST_START || date > LAST_DAY) {
        throw AppError.field('date', `date must be from ${FIRST_START} to ${LAST_DAY}`, { where: 'params' });
      }
      return { removed: await repo.clearDay(viewer.id, date) };
    },
  };
}

export type MealPlanService = ReturnType<typeof createMealPlanService>;
