import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeListSchema, recipeSchema, recipeSummarySchema, type Recipe } from '../../src/contracts/recipe';
import type { RecipeInputDraft } from '../../src/contracts/recipe-input';
import { seedFoods } from '../../src/db/seed/foods';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

let ctx: TestContext;
let member: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  await seedFoods(ctx.database.db);
  member = await createMember(ctx.database.db);
});
afterAll(() => ctx?.close());

const draft = (overrides: Partial<RecipeInputDraft> = {}): RecipeInputDraft => ({
  title: 'Buttered Eggs',
  servings: 2,
  ingredients: [
    { name: 'eggs', quantity: 4, unit: 'large', preparation: null },
    { name: 'unsalted butter', quantity: 2, unit: 'tbsp', preparation: null },
    { name: 'zzqx unobtainium', quantity: 1, unit: 'cup', preparation: null },
  ],
  instructions: [{ instruction: 'Scramble the eggs in the butter.' }],
  ...overrides,
});

async function save(method: 'POST' | 'PUT', url: string, body: RecipeInputDraft): Promise<Recipe> {
  const res = await ctx.app.inject({ method, url, payload: body as object, headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return recipeSchema.parse(res.json());
}

describe('saving a recipe computes its nutrition', () => {
  it('stores per-serving totals and each counted line\'s macros; an unmatched line keeps null', async () => {
    const recipe = await save('POST', '/api/recipes', draft());
    // USDA SR28 egg 01123 (50 g a large egg; P 12.56, F 9.51, C 0.72 per 100 g); butter 01145 (14.2 g a tbsp).
    expect(recipe.ingredients.map((i) => i.nutrition)).toEqual([{ protein: 25.1, fat: 19, carbs: 1.4 }, { protein: 0.2, fat: 23, carbs: 0 }, null]);
    expect(recipe.nutrition).toMatchObject({ calories: Math.round((200 * 1.43 + 28.4 * 7.17) / 2), protein: 12.7, fat: { total: 21 } });
  });

  it('computes again when servings or ingredients change', async () => {
    const created = await save('POST', '/api/recipes', draft());
    const doubled = await save('PUT', `/api/recipes/${created.id}`, draft({ servings: 4 }));
    expect(Math.abs(doubled.nutrition!.calories - created.nutrition!.calories / 2)).toBeLessThanOrEqual(1);
    const eggsOnly = await save('PUT', `/api/recipes/${created.id}`, draft({ ingredients: [draft().ingredients![0]!] }));
    expect(eggsOnly.nutrition!.fat.total).toBe(9.5);
  });

  it('stores no nutrition when no line can be counted', async () => {
    const recipe = await save('POST', '/api/recipes', draft({ ingredients: [{ name: 'zzqx unobtainium', quantity: 1, unit: 'cup', preparation: null }] }));
    expect(recipe.nutrition).toBeNull();
    expect(recipe.ingredients[0]!.nutrition).toBeNull();
  });
});

describe('lists say how many lines the nutrition leaves out (ADR 0011: cards mark a partial figure)', () => {
  const mine = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/recipes', headers: { cookie: member.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return recipeSummarySchema.array().parse(res.json());
  };

  it('counts a line with an amount and no food, not a line with no amount', async () => {
    const partial = await save(
      'POST',
      '/api/recipes',
      draft({
        title: 'Partly Counted Eggs',
        privacyLevel: 'public',
        ingredients: [...draft().ingredients!, { name: 'zzqx salt of the earth', quantity: null, unit: 'to taste', preparation: null }],
      }),
    );
    const whole = await save('POST', '/api/recipes', draft({ title: 'Fully Counted Eggs', privacyLevel: 'public', ingredients: draft().ingredients!.slice(0, 2) }));

    const list = recipeListSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/recipes?search=counted%20eggs' })).json());
    expect(list.items.map((item) => [item.title, item.notCounted])).toEqual([
      ['Fully Counted Eggs', 0],
      ['Partly Counted Eggs', 1],
    ]);
    const own = await mine();
    expect(own.find((item) => item.id === partial.id)?.notCounted).toBe(1);
    expect(own.find((item) => item.id === whole.id)?.notCounted).toBe(0);
  });

  it('answers the count, not the lines, and the recipe itself keeps only its lines', async () => {
    const partial = await save('POST', '/api/recipes', draft({ title: 'Unlisted Lines', privacyLevel: 'public' }));
    const raw = (await ctx.app.inject({ method: 'GET', url: '/api/recipes?search=unlisted%20lines' })).json() as { items: Record<string, unknown>[] };
    expect(raw.items).toHaveLength(1);
    expect(raw.items[0]).toMatchObject({ id: partial.id, notCounted: 1 });
    expect(raw.items[0]).not.toHaveProperty('ingredients');
    const detail = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${partial.id}` })).json() as Record<string, unknown>;
    expect(detail).not.toHaveProperty('notCounted');
  });
});
