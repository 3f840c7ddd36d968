import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDaySchema, type FillDay } from '../../src/contracts/meal-plan';
import type { Nutrition } from '../../src/contracts/recipe';
import { mealPlanEntries, recipes, savedRecipes, users } from '../../src/db/schema';
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
const DAY = '2026-12-09';

const nutrition = (calories: number, protein: number): Nutrition => ({
  calories,
  protein,
  carbs: { total: 50, fiber: 5, sugars: 5 },
  fat: { total: 20, saturated: 5, monounsaturated: 8, polyunsaturated: 4, trans: 0 },
  sodium: 400,
  cholesterol: 30,
});

async function recipe(author: Member, calories: number, protein: number, options: { attributes?: string[]; privacyLevel?: 'public' | 'private' } = {}) {
  const title = `Fill ${calories} kcal ${protein} g ${randomUUID().slice(0, 6)}`;
  const [row] = await ctx.database.db
    .insert(recipes)
    .values({ authorId: author.id, title, servings: 2, nutrition: nutrition(calories, protein), dietaryAttributes: options.attributes ?? [], privacyLevel: options.privacyLevel ?? 'public' })
    .returning({ id: recipes.id });
  return { id: row!.id, title };
}

/** A member whose calculator targets are 1,800 kcal and 120 g protein. */
async function memberWithTargets(preferences: string[] = []): Promise<Member> {
  const member = await createMember(ctx.database.db);
  await ctx.database.db
    .update(users)
    .set({ nutritionalGoal: 'maintain', maintenanceCalories: 1800, proteinGrams: 120, carbsGrams: 200, fatGrams: 60, dietaryPreferences: preferences })
    .where(eq(users.id, member.id));
  return member;
}

async function fill(member: Member, date = DAY): Promise<FillDay> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/meal-plan/suggestions?date=${date}`, headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return fillDaySchema.parse(res.json());
}

let author: Member;
const catalogue: Record<string, { id: number; title: string }> = {};

beforeAll(async () => {
  author = await createMember(ctx.database.db);
  catalogue.exact = await recipe(author, 600, 40, { attributes: ['High-Protein'] });
  catalogue.twin = await recipe(author, 600, 40);
  catalogue.lowProtein = await recipe(author, 600, 10, { attributes: ['Vegan'] });
  catalogue.vegetarian = await recipe(author, 650, 35, { attributes: ['Vegetarian'] });
  catalogue.big = await recipe(author, 1000, 60);
  catalogue.tiny = await recipe(author, 150, 5, { attributes: ['Vegan'] });
  catalogue.secret = await recipe(author, 600, 40, { privacyLevel: 'private' });
});

describe('Fill my day', () => {
  it('asks for the calculator first: no targets, no suggestions', async () => {
    const member = await createMember(ctx.database.db);
    expect(await fill(member)).toEqual({ date: DAY, meal: null, remaining: null, perMeal: null, suggestions: [], ignoredPreferences: [] });
  });

  it("ranks the recipes whose serving best meets the next meal's share of the day, saying why, never another member's private one", async () => {
    const member = await memberWithTargets();
    const answer = await fill(member);
    expect(answer.meal).toBe('breakfast');
    expect(answer.remaining).toEqual({ calories: 1800, protein: 120, carbs: 200, fat: 60 });
    expect(answer.perMeal).toEqual({ calories: 600, protein: 40 });
    const titles = answer.suggestions.map((s) => s.recipe.title);
    // 1,000 kcal is more than 1.5 times the meal's share and 150 kcal less than half: not offered.
    expect(titles).toEqual([catalogue.exact!.title, catalogue.twin!.title, catalogue.vegetarian!.title, catalogue.lowProtein!.title]);
    expect(answer.suggestions[0]).toMatchObject({ why: '+40 g protein, 600 kcal', saved: false, partial: false, perServing: { calories: 600, protein: 40, carbs: 50, fat: 20 } });
    expect(JSON.stringify(answer)).not.toContain(catalogue.secret!.title);
    expect(await fill(member)).toEqual(answer);
    // Nor to an admin, who may read it but is not offered another member's private recipe.
    const admin = await memberWithTargets();
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    expect(JSON.stringify(await fill(admin))).not.toContain(catalogue.secret!.title);
    // Their own private recipe is theirs to plan.
    const own = await recipe(member, 600, 40, { privacyLevel: 'private' });
    expect((await fill(member)).suggestions.map((s) => s.recipe.title)).toContain(own.title);
  });

  it("follows the member's dietary preferences (a vegan recipe is vegetarian too) and says which it cannot apply", async () => {
    const member = await memberWithTargets(['vegetarian', 'no mushrooms']);
    const answer = await fill(member);
    expect(answer.suggestions.map((s) => s.recipe.title)).toEqual([catalogue.vegetarian!.title, catalogue.lowProtein!.title]);
    expect(answer.ignoredPreferences).toEqual(['no mushrooms']);
  });

  it('fills the next open meal with what is left and leaves out what is already planned that day', async () => {
    const member = await memberWithTargets();
    await ctx.database.db.insert(mealPlanEntries).values({ userId: member.id, day: DAY, meal: 'breakfast', recipeId: catalogue.exact!.id, servings: 2, portions: 1 });
    const answer = await fill(member);
    expect(answer.meal).toBe('lunch');
    expect(answer.perMeal).toEqual({ calories: 600, protein: 40 });
    expect(answer.suggestions.map((s) => s.recipe.title)).toEqual([catalogue.twin!.title, catalogue.vegetarian!.title, catalogue.lowProtein!.title]);
    // Another day is not this one: the breakfast planned here does not count there.
    expect((await fill(member, '2026-12-10')).meal).toBe('breakfast');
  });

  it("keeps a share for a meal planned as a note ('eating out'), suggesting for the meal with nothing planned", async () => {
    const member = await memberWithTargets();
    await ctx.database.db.insert(mealPlanEntries).values([
      { userId: member.id, day: DAY, meal: 'dinner', note: 'eating out' },
      { userId: member.id, day: DAY, meal: 'lunch', recipeId: catalogue.big!.id, servings: 2, portions: 0.6 },
    ]);
    const answer = await fill(member);
    // 1,800 - 600 kcal planned = 1,200 over breakfast and dinner (the note's meal still eats).
    expect(answer.meal).toBe('breakfast');
    expect(answer.perMeal).toEqual({ calories: 600, protein: 42 });
  });

  it('puts a recipe the member saved first among near equals', async () => {
    const member = await memberWithTargets();
    await ctx.database.db.insert(savedRecipes).values({ userId: member.id, recipeId: catalogue.twin!.id });
    const answer = await fill(member);
    expect(answer.suggestions.slice(0, 2).map((s) => [s.recipe.title, s.saved])).toEqual([
      [catalogue.twin!.title, true],
      [catalogue.exact!.title, false],
    ]);
  });

  it('suggests nothing once the day reaches its calories', async () => {
    const member = await memberWithTargets();
    await ctx.database.db.insert(mealPlanEntries).values({ userId: member.id, day: DAY, meal: 'dinner', recipeId: catalogue.big!.id, servings: 2, portions: 2 });
    const answer = await fill(member);
    expect(answer).toMatchObject({ meal: null, perMeal: null, suggestions: [], remaining: { calories: 0, protein: 0 } });
  });

  it('names a bad date and answers a visitor 401', async () => {
    const member = await memberWithTargets();
    for (const url of ['/api/meal-plan/suggestions', '/api/meal-plan/suggestions?date=2026-13-01', `/api/meal-plan/suggestions?date=${DAY}&extra=1`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
      expectApiError(res, 400, 'VALIDATION_ERROR');
    }
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/meal-plan/suggestions?date=soon', headers: { cookie: member.cookie } });
    expect(expectApiError(bad, 400, 'VALIDATION_ERROR').message).toContain("'date'");
    expectApiError(await ctx.app.inject({ method: 'GET', url: `/api/meal-plan/suggestions?date=${DAY}` }), 401, 'UNAUTHORIZED');
  });
});
