import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEAL_PLAN_LIMITS,
  mealPlanClearResultSchema,
  mealPlanCopyResultSchema,
  mealPlanEntrySchema,
  mealPlanWeekSchema,
  PORTIONS_OVER_SERVINGS,
  type MealPlanEntry,
  type MealPlanWeek,
} from '../../src/contracts/meal-plan';
import type { Ingredient, Nutrition } from '../../src/contracts/recipe';
import { mealPlanEntries, recipes } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

type Member = { id: string; cookie: string };

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie?: string, body?: unknown) {
  return ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(body === undefined ? {} : { payload: body as object }) });
}

/** The UTC day `offset` days from today, as the API writes dates. */
function day(offset = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
}

/** Per serving; the grams are chosen so every scaled figure below is exact to a tenth. */
const PER_SERVING: Nutrition = {
  calories: 410,
  protein: 22.4,
  carbs: { total: 38.2, fiber: 5, sugars: 4 },
  fat: { total: 17.2, saturated: 3, monounsaturated: 8, polyunsaturated: 4, trans: 0 },
  sodium: 500,
  cholesterol: 40,
};

const line = (name: string, quantity: number | null, counted: boolean): Ingredient => ({
  name,
  quantity,
  unit: quantity === null ? null : 'g',
  preparation: null,
  nutrition: counted ? { protein: 5, fat: 2, carbs: 10 } : null,
});

/** A recipe written straight to the table, so its figures are known; `uncounted` adds a line its nutrition leaves out. */
async function recipe(
  author: Member,
  options: { nutrition?: Nutrition | null; uncounted?: boolean; privacyLevel?: 'public' | 'private' } = {},
): Promise<{ id: number; title: string }> {
  const title = `Plan test ${randomUUID()}`;
  const ingredients = [line('oats', 100, true), line('salt', null, false), ...(options.uncounted ? [line('sumac', 5, false)] : [])];
  const [row] = await ctx.database.db
    .insert(recipes)
    .values({
      authorId: author.id,
      title,
      servings: 4,
      ingredients,
      nutrition: options.nutrition === undefined ? PER_SERVING : options.nutrition,
      privacyLevel: options.privacyLevel ?? 'public',
    })
    .returning({ id: recipes.id });
  return { id: row!.id, title };
}

const add = (cookie: string, body: unknown) => call('POST', '/api/meal-plan/entries', cookie, body);
const patch = (cookie: string, id: number | string, body: unknown) => call('PATCH', `/api/meal-plan/entries/${id}`, cookie, body);

async function added(cookie: string, body: unknown): Promise<MealPlanEntry> {
  const res = await add(cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return mealPlanEntrySchema.parse(res.json());
}

async function weekRes(cookie: string, start = day()): Promise<LightMyRequestResponse> {
  const res = await call('GET', `/api/meal-plan?start=${start}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res;
}

async function week(cookie: string, start = day()): Promise<MealPlanWeek> {
  return mealPlanWeekSchema.parse((await weekRes(cookie, start)).json());
}

async function storedCount(userId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mealPlanEntries)
    .where(eq(mealPlanEntries.userId, userId));
  return row!.n;
}

/** A 400 naming `field` in its message and its details. */
function expectFieldError(res: LightMyRequestResponse, field: string) {
  const body = expectApiError(res, 400, 'VALIDATION_ERROR');
  expect(body.message).toContain(`'${field}'`);
  expect(body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  return body;
}

describe('visitors', () => {
  it('get 401 with the meal plan message from every route', async () => {
    const answers = [
      await call('GET', `/api/meal-plan?start=${day()}`),
      await add('', { date: day(), meal: 'lunch', note: 'Leftovers' }),
      await patch('', 1, { meal: 'dinner' }),
      await call('DELETE', '/api/meal-plan/entries/1'),
      await call('POST', '/api/meal-plan/copy', undefined, { from: day(), to: day(1), days: 1 }),
      await call('DELETE', `/api/meal-plan/days/${day()}`),
    ];
    for (const res of answers) {
      expect(expectApiError(res, 401, 'UNAUTHORIZED').message).toBe('Please sign in to use your meal plan');
    }
  });
});

describe('adding entries', () => {
  it("a recipe's servings default to the recipe's own and its portions to one; its nutrition is the per-serving figures times the portions", async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    const entry = await added(me.cookie, { date: day(), meal: 'dinner', recipeId: planned.id });
    expect(entry).toMatchObject({
      date: day(),
      meal: 'dinner',
      servings: 4,
      portions: 1,
      note: null,
      recipe: { id: planned.id, title: planned.title, imageUrl: null, servings: 4 },
      unavailable: false,
      nutrition: { calories: 410, protein: 22.4, carbs: 38.2, fat: 17.2 },
      partial: false,
    });
    const cooked = await added(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id, servings: 2.5 });
    expect(cooked).toMatchObject({ servings: 2.5, portions: 1, nutrition: { calories: 410, protein: 22.4, carbs: 38.2, fat: 17.2 } });
    const eaten = await added(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id, servings: 3, portions: 2.5 });
    expect(eaten).toMatchObject({ servings: 3, portions: 2.5, nutrition: { calories: 1025, protein: 56, carbs: 95.5, fat: 43 } });
    const portionsOnly = await added(me.cookie, { date: day(), meal: 'snack', recipeId: planned.id, portions: 4 });
    expect(portionsOnly).toMatchObject({ servings: 4, portions: 4, nutrition: { calories: 1640, protein: 89.6, carbs: 152.8, fat: 68.8 } });
  });

  it('fewer servings than one cooked are all eaten: portions default to the servings', async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    const entry = await added(me.cookie, { date: day(), meal: 'breakfast', recipeId: planned.id, servings: 0.5 });
    expect(entry).toMatchObject({ servings: 0.5, portions: 0.5, nutrition: { calories: 205, protein: 11.2, carbs: 19.1, fat: 8.6 } });
    expect((await week(me.cookie)).days[0]!.totals).toEqual({ calories: 205, protein: 11.2, carbs: 19.1, fat: 8.6 });
  });

  it('portions more than servings are refused, naming portions, whether servings are sent or the recipe\'s own', async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    const sent = expectFieldError(await add(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id, servings: 1, portions: 1.5 }), 'portions');
    expect(sent.message).toContain(PORTIONS_OVER_SERVINGS);
    const own = expectFieldError(await add(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id, portions: 4.25 }), 'portions');
    expect(own.message).toContain(PORTIONS_OVER_SERVINGS);
    expect(await storedCount(me.id)).toBe(0);
    expect(await added(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id, servings: 1.5, portions: 1.5 })).toMatchObject({
      servings: 1.5,
      portions: 1.5,
    });
  });

  it('the table itself refuses portions over servings', async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    const row = { userId: me.id, day: day(), meal: 'lunch' as const, recipeId: planned.id, servings: 1, portions: 1.25 };
    await expect(ctx.database.db.insert(mealPlanEntries).values(row)).rejects.toThrow();
    expect(await storedCount(me.id)).toBe(0);
    await ctx.database.db.insert(mealPlanEntries).values({ ...row, portions: 1 });
    expect(await storedCount(me.id)).toBe(1);
  });

  it('a note carries no servings, no portions and no nutrition', async () => {
    const me = await createMember(ctx.database.db);
    const entry = await added(me.cookie, { date: day(1), meal: 'snack', note: '  Eating out  ' });
    expect(entry).toEqual({
      id: entry.id,
      date: day(1),
      meal: 'snack',
      servings: null,
      portions: null,
      note: 'Eating out',
      recipe: null,
      unavailable: false,
      nutrition: null,
      partial: false,
    });
  });

  it("a missing recipe or another member's private one is 404; the author and admins may plan a private recipe", async () => {
    const author = await createMember(ctx.database.db);
    const hidden = await recipe(author, { privacyLevel: 'private' });
    const other = await createMember(ctx.database.db);
    expect(expectApiError(await add(other.cookie, { date: day(), meal: 'lunch', recipeId: hidden.id }), 404, 'NOT_FOUND').message).toBe(
      'Recipe not found',
    );
    expectApiError(await add(other.cookie, { date: day(), meal: 'lunch', recipeId: 2_000_000_000 }), 404, 'NOT_FOUND');
    expect(await storedCount(other.id)).toBe(0);
    expect((await added(author.cookie, { date: day(), meal: 'lunch', recipeId: hidden.id })).recipe?.title).toBe(hidden.title);
    const admin = await createMember(ctx.database.db, 'admin');
    expect((await added(admin.cookie, { date: day(), meal: 'lunch', recipeId: hidden.id })).unavailable).toBe(false);
  });
});

describe('the week', () => {
  it('has seven days from start, empty ones included; entries by meal then as added; day totals; targets once saved', async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    expect(await week(me.cookie)).toEqual({
      start: day(),
      days: [0, 1, 2, 3, 4, 5, 6].map((n) => ({ date: day(n), entries: [], totals: { calories: 0, protein: 0, carbs: 0, fat: 0 }, partial: false })),
      targets: null,
    });

    const dinner = await added(me.cookie, { date: day(2), meal: 'dinner', recipeId: planned.id, servings: 1 });
    const snack = await added(me.cookie, { date: day(2), meal: 'snack', note: 'Fruit' });
    // The day counts what the member eats (portions), not all that is cooked: 1 + 2.5 servings' worth.
    const breakfast = await added(me.cookie, { date: day(2), meal: 'breakfast', recipeId: planned.id, servings: 4, portions: 2.5 });
    const secondBreakfast = await added(me.cookie, { date: day(2), meal: 'breakfast', note: 'Coffee' });
    await added(me.cookie, { date: day(7), meal: 'lunch', note: 'Next week' });
    await added(me.cookie, { date: day(-1), meal: 'lunch', note: 'Last week' });

    const plan = await week(me.cookie);
    expect(plan.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(plan.days.map((d) => d.entries.length)).toEqual([0, 0, 4, 0, 0, 0, 0]);
    const busy = plan.days[2]!;
    expect(busy.entries.map((e) => e.id)).toEqual([breakfast.id, secondBreakfast.id, dinner.id, snack.id]);
    expect(busy.totals).toEqual({ calories: 1435, protein: 78.4, carbs: 133.7, fat: 60.2 });
    expect(busy.partial).toBe(false);
    expect(plan.targets).toBeNull();

    const goals = { measurement_unit: 'metric', age: 30, height: 180, weight: 80, gender: 'male', activity_level: 'moderate', nutritional_goal: 'maintain' };
    expect((await call('PUT', '/api/users/nutrition-goals', me.cookie, goals)).statusCode).toBe(200);
    expect((await week(me.cookie)).targets).toEqual({ calories: 2759, protein: 138, carbs: 345, fat: 92 });
    await call('PUT', '/api/users/nutrition-goals', me.cookie, { ...goals, nutritional_goal: 'lose' });
    expect((await week(me.cookie)).targets?.calories).toBe(2259);
  });

  it('marks partial figures: a recipe with an uncounted line, and one without nutrition', async () => {
    const me = await createMember(ctx.database.db);
    const uncounted = await recipe(me, { uncounted: true });
    const unknown = await recipe(me, { nutrition: null });
    const partial = await added(me.cookie, { date: day(), meal: 'lunch', recipeId: uncounted.id, servings: 1 });
    expect(partial).toMatchObject({ partial: true, nutrition: { calories: 410, protein: 22.4, carbs: 38.2, fat: 17.2 } });
    const none = await added(me.cookie, { date: day(1), meal: 'lunch', recipeId: unknown.id });
    expect(none).toMatchObject({ partial: true, nutrition: null, unavailable: false });
    await added(me.cookie, { date: day(2), meal: 'lunch', note: 'Soup' });
    const plan = await week(me.cookie);
    expect(plan.days.slice(0, 3).map((d) => d.partial)).toEqual([true, true, false]);
    expect(plan.days[1]!.totals).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });

  it('a recipe its author makes private is no longer available to others, and names nothing; public again, it is back', async () => {
    const author = await createMember(ctx.database.db);
    const planned = await recipe(author);
    const me = await createMember(ctx.database.db);
    const entry = await added(me.cookie, { date: day(), meal: 'dinner', recipeId: planned.id });
    await added(author.cookie, { date: day(), meal: 'dinner', recipeId: planned.id });

    const privacy = (privacyLevel: string) => call('PUT', `/api/recipes/${planned.id}/privacy`, author.cookie, { privacyLevel });
    expect((await privacy('private')).statusCode).toBe(200);
    const res = await weekRes(me.cookie);
    expect(res.body).not.toContain(planned.title);
    expect(mealPlanWeekSchema.parse(res.json()).days[0]!.entries).toEqual([
      { ...entry, recipe: null, unavailable: true, nutrition: null, partial: true },
    ]);
    expect((await week(me.cookie)).days[0]!.partial).toBe(true);
    const changed = await patch(me.cookie, entry.id, { servings: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).not.toContain(planned.title);
    expect((await week(author.cookie)).days[0]!.entries[0]!.recipe?.title).toBe(planned.title);

    expect((await privacy('public')).statusCode).toBe(200);
    expect((await week(me.cookie)).days[0]!.entries[0]).toMatchObject({ recipe: { title: planned.title }, unavailable: false, servings: 1 });
  });

  it('a deleted recipe leaves its entries as no longer available', async () => {
    const author = await createMember(ctx.database.db);
    const planned = await recipe(author);
    const me = await createMember(ctx.database.db);
    const entry = await added(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id, servings: 2 });
    expect((await call('DELETE', `/api/recipes/${planned.id}`, author.cookie)).statusCode).toBe(204);
    expect((await week(me.cookie)).days[0]!.entries).toEqual([{ ...entry, recipe: null, unavailable: true, nutrition: null, partial: true }]);
  });
});

describe("another member's entries", () => {
  it('are not seen, changed or removed: 404, and the entry stays as it was', async () => {
    const me = await createMember(ctx.database.db);
    const entry = await added(me.cookie, { date: day(), meal: 'lunch', note: 'Mine' });
    const other = await createMember(ctx.database.db);
    expect((await week(other.cookie)).days.every((d) => d.entries.length === 0)).toBe(true);
    expect(expectApiError(await patch(other.cookie, entry.id, { meal: 'dinner' }), 404, 'NOT_FOUND').message).toBe('Meal plan entry not found');
    expectApiError(await call('DELETE', `/api/meal-plan/entries/${entry.id}`, other.cookie), 404, 'NOT_FOUND');
    expectApiError(await patch(me.cookie, 2_000_000_000, { meal: 'dinner' }), 404, 'NOT_FOUND');
    expect((await week(me.cookie)).days[0]!.entries).toEqual([entry]);
  });
});

describe('limits', () => {
  it(`a day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} entries, whether added or moved there`, async () => {
    const me = await createMember(ctx.database.db);
    const full: MealPlanEntry[] = [];
    for (let i = 0; i < MEAL_PLAN_LIMITS.entriesPerDay; i += 1) full.push(await added(me.cookie, { date: day(3), meal: 'snack', note: `Snack ${i}` }));
    const refused = expectFieldError(await add(me.cookie, { date: day(3), meal: 'dinner', note: 'One more' }), 'date');
    expect(refused.message).toContain(`A day holds at most ${MEAL_PLAN_LIMITS.entriesPerDay} entries`);
    const elsewhere = await added(me.cookie, { date: day(4), meal: 'dinner', note: 'Elsewhere' });
    expectFieldError(await patch(me.cookie, elsewhere.id, { date: day(3) }), 'date');
    expect((await patch(me.cookie, full[0]!.id, { date: day(3), meal: 'lunch' })).statusCode).toBe(200);
    expect(await storedCount(me.id)).toBe(MEAL_PLAN_LIMITS.entriesPerDay + 1);
    expect((await week(me.cookie)).days[4]!.entries.map((e) => e.id)).toEqual([elsewhere.id]);
  });

  it('adds at once still leave a day at the limit', async () => {
    const me = await createMember(ctx.database.db);
    const tries = MEAL_PLAN_LIMITS.entriesPerDay + 5;
    const answers = await Promise.all(Array.from({ length: tries }, (_, i) => add(me.cookie, { date: day(), meal: 'lunch', note: `Try ${i}` })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(MEAL_PLAN_LIMITS.entriesPerDay);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expectFieldError(res, 'date');
    expect(await storedCount(me.id)).toBe(MEAL_PLAN_LIMITS.entriesPerDay);
  });

  it(`a date is at most ${MEAL_PLAN_LIMITS.daysAway} days from today either way`, async () => {
    const me = await createMember(ctx.database.db);
    const far = MEAL_PLAN_LIMITS.daysAway;
    await added(me.cookie, { date: day(far), meal: 'lunch', note: 'Far ahead' });
    await added(me.cookie, { date: day(-far), meal: 'lunch', note: 'Long ago' });
    for (const date of [day(far + 1), day(-far - 1), '2999-01-01']) {
      expect(expectFieldError(await add(me.cookie, { date, meal: 'lunch', note: 'Too far' }), 'date').message).toContain(`within ${far} days`);
    }
    const entry = await added(me.cookie, { date: day(), meal: 'lunch', note: 'Today' });
    expectFieldError(await patch(me.cookie, entry.id, { date: day(far + 1) }), 'date');
    expect(await storedCount(me.id)).toBe(3);
    expect((await week(me.cookie)).days[0]!.entries).toEqual([entry]);
  });
});

describe('bad input', () => {
  it('each bad body or query is a 400 naming its field, and nothing is stored', async () => {
    const me = await createMember(ctx.database.db);
    const { id: recipeId } = await recipe(me);
    const ok = { date: day(), meal: 'lunch', recipeId };
    const bodies: [unknown, string][] = [
      [{ meal: 'lunch', recipeId }, 'date'],
      [{ ...ok, date: '2026-02-30' }, 'date'],
      [{ ...ok, date: '1 March' }, 'date'],
      [{ ...ok, meal: 'brunch' }, 'meal'],
      [{ date: day(), meal: 'lunch' }, 'recipeId'],
      [{ ...ok, note: 'Both' }, 'recipeId'],
      [{ ...ok, recipeId: 'abc' }, 'recipeId'],
      [{ ...ok, recipeId: 0 }, 'recipeId'],
      [{ ...ok, servings: 0 }, 'servings'],
      [{ ...ok, servings: 0.3 }, 'servings'],
      [{ ...ok, servings: MEAL_PLAN_LIMITS.servings.max + 1 }, 'servings'],
      [{ date: day(), meal: 'lunch', note: 'Soup', servings: 1 }, 'servings'],
      [{ ...ok, portions: 0 }, 'portions'],
      [{ ...ok, portions: 0.3 }, 'portions'],
      [{ ...ok, portions: MEAL_PLAN_LIMITS.servings.max + 1 }, 'portions'],
      [{ ...ok, portions: '1' }, 'portions'],
      [{ ...ok, servings: 1, portions: 2 }, 'portions'],
      [{ ...ok, portions: 5 }, 'portions'],
      [{ date: day(), meal: 'lunch', note: 'Soup', portions: 1 }, 'portions'],
      [{ date: day(), meal: 'lunch', note: '   ' }, 'note'],
      [{ date: day(), meal: 'lunch', note: 'x'.repeat(MEAL_PLAN_LIMITS.noteLength + 1) }, 'note'],
      [{ ...ok, userId: 'someone-else' }, 'userId'],
    ];
    for (const [body, field] of bodies) expectFieldError(await add(me.cookie, body), field);
    expect(await storedCount(me.id)).toBe(0);

    const entry = await added(me.cookie, { date: day(), meal: 'lunch', note: 'Soup' });
    const changes: [unknown, string][] = [
      [{}, 'date'],
      [{ servings: 1 }, 'servings'],
      [{ portions: 1 }, 'portions'],
      [{ meal: 'brunch' }, 'meal'],
      [{ date: '2026-13-01' }, 'date'],
      [{ note: 'Stew' }, 'note'],
    ];
    for (const [body, field] of changes) expectFieldError(await patch(me.cookie, entry.id, body), field);
    const dish = await added(me.cookie, { date: day(1), meal: 'dinner', recipeId });
    const dishChanges: [unknown, string][] = [
      [{ portions: 0 }, 'portions'],
      [{ portions: 0.3 }, 'portions'],
      [{ portions: MEAL_PLAN_LIMITS.servings.max + 1 }, 'portions'],
      [{ portions: null }, 'portions'],
    ];
    for (const [body, field] of dishChanges) expectFieldError(await patch(me.cookie, dish.id, body), field);
    expect((await week(me.cookie)).days[1]!.entries).toEqual([dish]);
    expect((await call('DELETE', `/api/meal-plan/entries/${dish.id}`, me.cookie)).statusCode).toBe(200);
    expectFieldError(await patch(me.cookie, 'abc', { meal: 'dinner' }), 'id');
    expectFieldError(await call('DELETE', '/api/meal-plan/entries/0', me.cookie), 'id');
    const queries: [string, string][] = [
      ['', 'start'],
      ['?start=2026-02-30', 'start'],
      ['?start=0000-01-01', 'start'],
      ['?start=9999-12-26', 'start'],
      [`?start=${day()}&days=14`, 'days'],
    ];
    for (const [query, field] of queries) expectFieldError(await call('GET', `/api/meal-plan${query}`, me.cookie), field);
    expect((await week(me.cookie)).days[0]!.entries).toEqual([entry]);
    expect((await week(me.cookie, '9999-12-25')).days.at(-1)!.date).toBe('9999-12-31');
    expect(await storedCount(me.id)).toBe(1);
  });
});

describe('changing and removing', () => {
  it("PATCH moves an entry to another day and meal, and changes a recipe entry's servings and portions; portions drive the nutrition", async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    const entry = await added(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id });
    const moved = await patch(me.cookie, entry.id, { date: day(5), meal: 'breakfast' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(mealPlanEntrySchema.parse(moved.json())).toEqual({ ...entry, date: day(5), meal: 'breakfast' });
    const resized = await patch(me.cookie, entry.id, { servings: 2.5 });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.json()).toMatchObject({ date: day(5), servings: 2.5, portions: 1, nutrition: { calories: 410, protein: 22.4, carbs: 38.2, fat: 17.2 } });
    const eaten = await patch(me.cookie, entry.id, { portions: 2.5 });
    expect(eaten.statusCode, eaten.body).toBe(200);
    expect(eaten.json()).toMatchObject({ date: day(5), servings: 2.5, portions: 2.5, nutrition: { calories: 1025, protein: 56, carbs: 95.5, fat: 43 } });
    const plan = await week(me.cookie);
    expect(plan.days[0]!.entries).toEqual([]);
    expect(plan.days[5]!.entries).toEqual([eaten.json()]);
    expect(plan.days[5]!.totals).toEqual({ calories: 1025, protein: 56, carbs: 95.5, fat: 43 });
  });

  it('PATCH keeps portions at most servings, naming the field sent, and leaves the entry as it was', async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    const entry = await added(me.cookie, { date: day(), meal: 'dinner', recipeId: planned.id, servings: 2, portions: 1.5 });

    // Portions raised above the stored servings.
    expect(expectFieldError(await patch(me.cookie, entry.id, { portions: 2.25 }), 'portions').message).toContain(PORTIONS_OVER_SERVINGS);
    // Servings lowered below the stored portions.
    expect(expectFieldError(await patch(me.cookie, entry.id, { servings: 1 }), 'servings').message).toContain(
      'servings must not be fewer than portions',
    );
    // Both sent, portions over: portions, as on POST.
    expectFieldError(await patch(me.cookie, entry.id, { servings: 1, portions: 1.5 }), 'portions');
    // A refused change moves nothing either.
    expectFieldError(await patch(me.cookie, entry.id, { date: day(1), portions: 3 }), 'portions');
    expect((await week(me.cookie)).days[0]!.entries).toEqual([entry]);

    const both = await patch(me.cookie, entry.id, { servings: 1, portions: 0.5 });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ servings: 1, portions: 0.5, nutrition: { calories: 205, protein: 11.2, carbs: 19.1, fat: 8.6 } });
    const equal = await patch(me.cookie, entry.id, { portions: 1 });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json()).toMatchObject({ servings: 1, portions: 1 });
    const lowered = await patch(me.cookie, entry.id, { servings: 0.75, portions: 0.75 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({ servings: 0.75, portions: 0.75 });
  });

  it('DELETE removes an entry once; again is 404', async () => {
    const me = await createMember(ctx.database.db);
    const entry = await added(me.cookie, { date: day(), meal: 'lunch', note: 'Soup' });
    const removed = await call('DELETE', `/api/meal-plan/entries/${entry.id}`, me.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Entry removed' });
    expectApiError(await call('DELETE', `/api/meal-plan/entries/${entry.id}`, me.cookie), 404, 'NOT_FOUND');
    expect(await storedCount(me.id)).toBe(0);
  });
});

const copy = (cookie: string, body: unknown) => call('POST', '/api/meal-plan/copy', cookie, body);
const clear = (cookie: string, date: string) => call('DELETE', `/api/meal-plan/days/${date}`, cookie);

async function copied(cookie: string, body: unknown): Promise<number> {
  const res = await copy(cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return mealPlanCopyResultSchema.parse(res.json()).copied;
}

async function cleared(cookie: string, date: string): Promise<number> {
  const res = await clear(cookie, date);
  expect(res.statusCode, res.body).toBe(200);
  return mealPlanClearResultSchema.parse(res.json()).removed;
}

/** `count` notes on a day, written straight to the table (a full day without a hundred requests). */
async function plant(member: Member, date: string, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({ userId: member.id, day: date, meal: 'snack' as const, note: `Planted ${i}` }));
  await ctx.database.db.insert(mealPlanEntries).values(rows);
}

async function countOn(userId: string, date: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), eq(mealPlanEntries.day, date)));
  return row!.n;
}

/** What a copy keeps of an entry: all but its id and day. */
const kept = ({ id: _id, date: _date, ...rest }: MealPlanEntry) => rest;

describe('copying days', () => {
  it('copies a day: each entry lands on the target day with its meal, recipe, servings, portions and note, in order, and counts as the original', async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    const uncounted = await recipe(me, { uncounted: true });
    await added(me.cookie, { date: day(1), meal: 'dinner', recipeId: planned.id, servings: 3, portions: 2.5 });
    await added(me.cookie, { date: day(1), meal: 'breakfast', note: 'Coffee' });
    await added(me.cookie, { date: day(1), meal: 'dinner', recipeId: uncounted.id, servings: 0.5 });
    await added(me.cookie, { date: day(1), meal: 'lunch', recipeId: planned.id });
    const already = await added(me.cookie, { date: day(3), meal: 'lunch', note: 'Already here' });

    expect(await copied(me.cookie, { from: day(1), to: day(3), days: 1 })).toBe(4);
    const plan = await week(me.cookie);
    const [source, target] = [plan.days[1]!, plan.days[3]!];
    expect(target.entries.filter((e) => e.id !== already.id).map(kept)).toEqual(source.entries.map(kept));
    expect(target.entries.map((e) => e.date).every((d) => d === day(3))).toBe(true);
    // Added after what the day held, in the originals' order (a meal's entries show as added).
    expect(target.entries.map((e) => e.meal)).toEqual(['breakfast', 'lunch', 'lunch', 'dinner', 'dinner']);
    expect(target.entries[1]).toEqual(already);
    expect(target.entries.slice(3).map((e) => e.recipe?.id)).toEqual([planned.id, uncounted.id]);
    expect(target.totals).toEqual(source.totals);
    expect(target.totals).toEqual({ calories: 1640, protein: 89.6, carbs: 152.8, fat: 68.8 });
    expect(target.partial).toBe(true);
    expect(source.entries).toHaveLength(4);
    expect(await storedCount(me.id)).toBe(9);

    // A day with nothing copies nothing.
    expect(await copied(me.cookie, { from: day(5), to: day(6), days: 1 })).toBe(0);
    expect(await storedCount(me.id)).toBe(9);
  });

  it('copies a week: each of the seven days to its counterpart, empty days included', async () => {
    const me = await createMember(ctx.database.db);
    const planned = await recipe(me);
    for (const n of [0, 1, 2, 4, 6]) {
      await added(me.cookie, { date: day(n), meal: 'lunch', note: `Day ${n}` });
      if (n % 2 === 0) await added(me.cookie, { date: day(n), meal: 'dinner', recipeId: planned.id, servings: n + 1 });
    }
    await added(me.cookie, { date: day(7), meal: 'breakfast', note: 'Next week already' });

    expect(await copied(me.cookie, { from: day(0), to: day(7), days: 7 })).toBe(9);
    const [source, target] = [await week(me.cookie, day(0)), await week(me.cookie, day(7))];
    for (let i = 0; i < 7; i += 1) {
      const copies = target.days[i]!.entries.filter((e) => e.note !== 'Next week already');
      expect(copies.map(kept)).toEqual(source.days[i]!.entries.map(kept));
      expect(target.days[i]!.totals).toEqual(source.days[i]!.totals);
    }
    expect(target.days[0]!.entries.map((e) => e.note)).toEqual(['Next week already', 'Day 0', null]);
    expect(target.days[3]!.entries).toEqual([]);

    // Backwards works the same way: this week onto the one before.
    expect(await copied(me.cookie, { from: day(0), to: day(-7), days: 7 })).toBe(9);
    expect((await week(me.cookie, day(-7))).days.map((d) => d.entries.map((e) => e.note))).toEqual(
      source.days.map((d) => d.entries.map((e) => e.note)),
    );
  });

  it('leaves behind a deleted recipe and one its author made private; the author still copies their own private recipe', async () => {
    const author = await createMember(ctx.database.db);
    const hidden = await recipe(author);
    const deleted = await recipe(author);
    const visible = await recipe(author);
    const me = await createMember(ctx.database.db);
    await added(me.cookie, { date: day(), meal: 'breakfast', recipeId: hidden.id });
    await added(me.cookie, { date: day(), meal: 'lunch', recipeId: deleted.id });
    await added(me.cookie, { date: day(), meal: 'dinner', recipeId: visible.id, servings: 2 });
    await added(me.cookie, { date: day(), meal: 'snack', note: 'Fruit' });
    expect((await call('PUT', `/api/recipes/${hidden.id}/privacy`, author.cookie, { privacyLevel: 'private' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/recipes/${deleted.id}`, author.cookie)).statusCode).toBe(204);

    expect(await copied(me.cookie, { from: day(), to: day(1), days: 1 })).toBe(2);
    const res = await weekRes(me.cookie);
    const target = mealPlanWeekSchema.parse(res.json()).days[1]!;
    expect(target.entries.map((e) => [e.meal, e.recipe?.id ?? null, e.note, e.unavailable])).toEqual([
      ['dinner', visible.id, null, false],
      ['snack', null, 'Fruit', false],
    ]);
    // Nothing on the copied day names the private recipe, and no row refers to it.
    expect(res.body).not.toContain(hidden.title);
    const rows = await ctx.database.db.select({ recipeId: mealPlanEntries.recipeId }).from(mealPlanEntries).where(eq(mealPlanEntries.day, day(1)));
    expect(rows.map((r) => r.recipeId)).not.toContain(hidden.id);

    // Its author may still read it, so their copy keeps it.
    await added(author.cookie, { date: day(), meal: 'dinner', recipeId: hidden.id });
    expect(await copied(author.cookie, { from: day(), to: day(1), days: 1 })).toBe(1);
    expect((await week(author.cookie)).days[1]!.entries[0]?.recipe?.title).toBe(hidden.title);
  });

  it('refuses target days that overlap the days copied, naming to; adjacent runs are fine', async () => {
    const me = await createMember(ctx.database.db);
    for (let n = 0; n < 7; n += 1) await added(me.cookie, { date: day(n), meal: 'lunch', note: `Day ${n}` });
    const overlapping = [
      { from: day(), to: day(), days: 1 },
      { from: day(), to: day(3), days: 7 },
      { from: day(), to: day(-6), days: 7 },
      { from: day(), to: day(6), days: 7 },
    ];
    for (const body of overlapping) expect(expectFieldError(await copy(me.cookie, body), 'to').message).toContain('to must not overlap the days copied');
    expect(await storedCount(me.id)).toBe(7);
    expect(await copied(me.cookie, { from: day(), to: day(1), days: 1 })).toBe(1);
    expect(await copied(me.cookie, { from: day(), to: day(-7), days: 7 })).toBe(8);
  });

  it(`refuses target days more than ${MEAL_PLAN_LIMITS.daysAway} days from today, naming to; any source day may be read`, async () => {
    const me = await createMember(ctx.database.db);
    const far = MEAL_PLAN_LIMITS.daysAway;
    await added(me.cookie, { date: day(), meal: 'lunch', note: 'Today' });
    const outside = [
      { from: day(), to: day(far + 1), days: 1 },
      { from: day(), to: day(-far - 1), days: 1 },
      // The week's last day would be past the window.
      { from: day(), to: day(far - 5), days: 7 },
      { from: day(), to: '2999-01-01', days: 7 },
      { from: day(), to: '0000-01-01', days: 1 },
    ];
    for (const body of outside) expect(expectFieldError(await copy(me.cookie, body), 'to').message).toContain(`within ${far} days of today`);
    expect(await storedCount(me.id)).toBe(1);

    expect(await copied(me.cookie, { from: day(), to: day(far), days: 1 })).toBe(1);
    expect(await copied(me.cookie, { from: day(), to: day(far - 6), days: 7 })).toBe(1);
    expect(await copied(me.cookie, { from: day(), to: day(-far), days: 7 })).toBe(1);
    expect(await copied(me.cookie, { from: '1999-01-01', to: day(1), days: 7 })).toBe(0);
    expect(await storedCount(me.id)).toBe(4);
  });

  it(`refuses the whole copy, naming to and the day, when a target day would hold more than ${MEAL_PLAN_LIMITS.entriesPerDay} entries`, async () => {
    const me = await createMember(ctx.database.db);
    const limit = MEAL_PLAN_LIMITS.entriesPerDay;
    for (let n = 0; n < 7; n += 1) {
      await added(me.cookie, { date: day(n), meal: 'lunch', note: `Lunch ${n}` });
      await added(me.cookie, { date: day(n), meal: 'dinner', note: `Dinner ${n}` });
    }
    // The week after: every day has room for two more but its last day, which has room for one.
    for (let n = 7; n < 13; n += 1) await plant(me, day(n), limit - 2);
    await plant(me, day(13), limit - 1);
    const before = await storedCount(me.id);

    const refused = expectFieldError(await copy(me.cookie, { from: day(), to: day(7), days: 7 }), 'to');
    expect(refused.message).toContain(`Copying would put more than ${limit} entries on ${day(13)}`);
    expect(await storedCount(me.id)).toBe(before);
    expect(await countOn(me.id, day(7))).toBe(limit - 2);
    expectFieldError(await copy(me.cookie, { from: day(6), to: day(13), days: 1 }), 'to');
    expect(await storedCount(me.id)).toBe(before);

    // Exactly at the limit is fine.
    expect(await copied(me.cookie, { from: day(), to: day(7), days: 1 })).toBe(2);
    expect(await countOn(me.id, day(7))).toBe(limit);
    // A full day that receives nothing does not stop a copy.
    await added(me.cookie, { date: day(-6), meal: 'lunch', note: 'Last week' });
    expect(await copied(me.cookie, { from: day(-7), to: day(7), days: 7 })).toBe(1);
    expect(await countOn(me.id, day(8))).toBe(limit - 1);
  });

  it('copies at once onto one day still leave it at the limit', async () => {
    const me = await createMember(ctx.database.db);
    const limit = MEAL_PLAN_LIMITS.entriesPerDay;
    await plant(me, day(), 4);
    await plant(me, day(1), 4);
    await plant(me, day(2), limit - 6);
    const answers = await Promise.all([copy(me.cookie, { from: day(), to: day(2), days: 1 }), copy(me.cookie, { from: day(1), to: day(2), days: 1 })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expectFieldError(answers.find((res) => res.statusCode === 400)!, 'to');
    expect(await countOn(me.id, day(2))).toBe(limit - 2);
  });

  it("copies only the member's own entries and leaves another member's days as they were", async () => {
    const me = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    await added(me.cookie, { date: day(), meal: 'lunch', note: 'Mine' });
    const theirs = await added(other.cookie, { date: day(), meal: 'lunch', note: 'Theirs' });
    const theirTarget = await added(other.cookie, { date: day(1), meal: 'dinner', note: 'Theirs tomorrow' });
    const theirWeek = await week(other.cookie);

    expect(await copied(me.cookie, { from: day(), to: day(1), days: 1 })).toBe(1);
    expect((await week(me.cookie)).days[1]!.entries.map((e) => e.note)).toEqual(['Mine']);
    expect(await week(other.cookie)).toEqual(theirWeek);
    expect(theirWeek.days[0]!.entries).toEqual([theirs]);
    expect(theirWeek.days[1]!.entries).toEqual([theirTarget]);
    expect(await storedCount(other.id)).toBe(2);
  });
});

describe('clearing a day', () => {
  it("removes that day's entries, only the member's own, and answers how many", async () => {
    const me = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    const planned = await recipe(me);
    await added(me.cookie, { date: day(), meal: 'lunch', recipeId: planned.id });
    await added(me.cookie, { date: day(), meal: 'snack', note: 'Fruit' });
    const tomorrow = await added(me.cookie, { date: day(1), meal: 'lunch', note: 'Tomorrow' });
    const yesterday = await added(me.cookie, { date: day(-1), meal: 'lunch', note: 'Yesterday' });
    const theirs = await added(other.cookie, { date: day(), meal: 'lunch', note: 'Theirs' });

    expect(await cleared(me.cookie, day())).toBe(2);
    const plan = await week(me.cookie);
    expect(plan.days[0]!.entries).toEqual([]);
    expect(plan.days[0]!.totals).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
    expect(plan.days[1]!.entries).toEqual([tomorrow]);
    expect((await week(me.cookie, day(-1))).days[0]!.entries).toEqual([yesterday]);
    expect((await week(other.cookie)).days[0]!.entries).toEqual([theirs]);

    // Again, or a day with nothing (even far away), removes nothing.
    expect(await cleared(me.cookie, day())).toBe(0);
    expect(await cleared(me.cookie, '2999-01-01')).toBe(0);
    // The other member's clear leaves mine.
    expect(await cleared(other.cookie, day(1))).toBe(0);
    expect(await storedCount(me.id)).toBe(2);
    expect(await storedCount(other.id)).toBe(1);
  });
});

describe('bad copy and clear input', () => {
  it('each bad body or date is a 400 naming its field, and nothing changes', async () => {
    const me = await createMember(ctx.database.db);
    const entry = await added(me.cookie, { date: day(), meal: 'lunch', note: 'Soup' });
    const ok = { from: day(), to: day(1), days: 1 };
    const bodies: [unknown, string][] = [
      [{ to: day(1), days: 1 }, 'from'],
      [{ ...ok, from: '2026-02-30' }, 'from'],
      [{ ...ok, from: 'yesterday' }, 'from'],
      [{ ...ok, from: '0000-01-01' }, 'from'],
      [{ ...ok, from: '9999-12-31', to: day(), days: 7 }, 'from'],
      [{ from: day(), days: 1 }, 'to'],
      [{ ...ok, to: '1 March' }, 'to'],
      [{ ...ok, to: 20260301 }, 'to'],
      [{ from: day(), to: day(1) }, 'days'],
      [{ ...ok, days: 3 }, 'days'],
      [{ ...ok, days: '7' }, 'days'],
      [{ ...ok, days: 0 }, 'days'],
      [{ ...ok, userId: 'someone-else' }, 'userId'],
    ];
    for (const [body, field] of bodies) expectFieldError(await copy(me.cookie, body), field);

    for (const date of ['2026-02-30', 'today', '1', '0000-01-01', '2026-1-5']) expectFieldError(await clear(me.cookie, date), 'date');
    expect(await storedCount(me.id)).toBe(1);
    expect((await week(me.cookie)).days[0]!.entries).toEqual([entry]);
  });
});

describe('planner settings', () => {
  it('keeps the day a member’s weeks start on, Monday until they choose, and names a bad one', async () => {
    const member = await createMember(ctx.database.db);
    const read = async () => (await call('GET', '/api/meal-plan/settings', member.cookie)).json();
    expect(await read()).toEqual({ weekStart: 'monday' });
    const saved = await call('PUT', '/api/meal-plan/settings', member.cookie, { weekStart: 'sunday' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read()).toEqual({ weekStart: 'sunday' });
    for (const body of [{ weekStart: 'friday' }, {}, { weekStart: 'sunday', extra: true }]) {
      expectApiError(await call('PUT', '/api/meal-plan/settings', member.cookie, body), 400, 'VALIDATION_ERROR');
    }
    expect(expectApiError(await call('PUT', '/api/meal-plan/settings', member.cookie, { weekStart: 'friday' }), 400, 'VALIDATION_ERROR').message).toContain("'weekStart'");
    expect(await read()).toEqual({ weekStart: 'sunday' });
    const other = await createMember(ctx.database.db);
    expect((await call('GET', '/api/meal-plan/settings', other.cookie)).json()).toEqual({ weekStart: 'monday' });
    expectApiError(await call('GET', '/api/meal-plan/settings'), 401, 'UNAUTHORIZED');
    expectApiError(await call('PUT', '/api/meal-plan/settings', undefined, { weekStart: 'sunday' }), 401, 'UNAUTHORIZED');
  });
});
