import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ingredient } from '../../src/contracts/recipe';
import { SHOPPING_LIST_LIMITS, shoppingItemSchema, shoppingListSchema, type ShoppingItem } from '../../src/contracts/shopping-list';
import { mealPlanEntries, recipes, shoppingListItems } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

type Member = { id: string; cookie: string };

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, body?: unknown) {
  return ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(body === undefined ? {} : { payload: body as object }) });
}

const DAY = '2026-12-07';
const NEXT_DAY = '2026-12-08';

const line = (quantity: number | null, unit: string | null, name: string, preparation: string | null = null): Ingredient => ({ name, quantity, unit, preparation, nutrition: null });

async function recipe(author: Member, servings: number, ingredients: Ingredient[], privacyLevel: 'public' | 'private' = 'public'): Promise<number> {
  const [row] = await ctx.database.db
    .insert(recipes)
    .values({ authorId: author.id, title: `List test ${randomUUID()}`, servings, ingredients, privacyLevel })
    .returning({ id: recipes.id });
  return row!.id;
}

/** Plans straight into the table: the planner's own rules are tested in meal-plan.test.ts. */
async function plan(member: Member, recipeId: number, servings: number, day = DAY): Promise<number> {
  const [row] = await ctx.database.db.insert(mealPlanEntries).values({ userId: member.id, day, meal: 'dinner', recipeId, servings, portions: 1 }).returning({ id: mealPlanEntries.id });
  return row!.id;
}

async function list(member: Member): Promise<ShoppingItem[]> {
  const res = await call('GET', '/api/shopping-list', member.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return shoppingListSchema.parse(res.json()).items;
}

async function gather(member: Member, body: object = { from: DAY, to: NEXT_DAY }) {
  const res = await call('POST', '/api/shopping-list/from-plan', member.cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { gathered: number; skipped: number };
}

const shown = (items: ShoppingItem[]) => items.map((i) => [i.name, i.quantity, i.unit, i.aisle]);
const named = (items: ShoppingItem[], name: string) => items.filter((i) => i.name.toLowerCase().includes(name));

/** Two recipes that share butter, flour and onions, written differently. */
async function twoRecipes(author: Member) {
  const pancakes = await recipe(author, 2, [line(2, 'tbsp', 'butter'), line(200, 'g', 'all-purpose flour'), line(1, null, 'onion', 'diced'), line(null, null, 'salt', 'to taste')]);
  const pie = await recipe(author, 4, [line(0.25, 'cup', 'butter', 'melted'), line(1, 'lb', 'flour'), line(2, null, 'onions'), line(1, 'cup', 'flour')]);
  return { pancakes, pie };
}

describe('shopping list: members only', () => {
  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/shopping-list'],
      ['POST', '/api/shopping-list/from-plan'],
      ['POST', '/api/shopping-list/items'],
      ['PATCH', '/api/shopping-list/items/1'],
      ['DELETE', '/api/shopping-list/items/1'],
      ['DELETE', '/api/shopping-list/checked'],
      ['GET', '/api/shopping-list/pantry'],
      ['POST', '/api/shopping-list/pantry'],
      ['DELETE', '/api/shopping-list/pantry/food%3A1'],
    ] as const) {
      expectApiError(await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {}), 401, 'UNAUTHORIZED');
    }
  });
});

describe('gathering the plan', () => {
  it("merges one food across recipes with unit conversion, scaled to each entry's servings, shelved by aisle", async () => {
    const member = await createMember(ctx.database.db);
    const { pancakes, pie } = await twoRecipes(member);
    await plan(member, pancakes, 2);
    await plan(member, pie, 4, NEXT_DAY);
    expect(await gather(member)).toEqual({ gathered: 8, skipped: 0 });
    const items = await list(member);
    expect(shown(items)).toEqual([
      ['onion', 3, null, 'produce'],
      ['butter', 6, 'tbsp', 'dairy'],
      ['all-purpose flour', 654, 'g', 'pantry'],
      // A cup of flour is not turned into grams: kept apart, not dropped.
      ['flour', 1, 'cup', 'pantry'],
      ['salt', null, null, 'spices'],
    ]);
    expect(items.every((i) => !i.manual && i.stapleKey?.startsWith('food:') && !i.checked)).toBe(true);
  });

  it('scales a recipe cooked for more or fewer servings than it is written for', async () => {
    const member = await createMember(ctx.database.db);
    const { pie } = await twoRecipes(member);
    await plan(member, pie, 8);
    await gather(member);
    expect(shown(named(await list(member), 'butter'))).toEqual([['butter', 0.5, 'cup', 'dairy']]);
  });

  it('adds to the unticked item of a food on a second gathering, and starts a new one beside a ticked one', async () => {
    const member = await createMember(ctx.database.db);
    const { pancakes } = await twoRecipes(member);
    await plan(member, pancakes, 2);
    await gather(member);
    await gather(member);
    const [butter] = named(await list(member), 'butter');
    expect([butter!.quantity, butter!.unit]).toEqual([4, 'tbsp']);

    await call('PATCH', `/api/shopping-list/items/${butter!.id}`, member.cookie, { checked: true, changedAt: new Date().toISOString() });
    await gather(member);
    expect(named(await list(member), 'butter').map((i) => [i.quantity, i.checked])).toEqual([
      [4, true],
      [2, false],
    ]);
  });

  it('gathers one entry alone, and refuses an entry that is not a recipe of the member in the range', async () => {
    const member = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    const { pancakes, pie } = await twoRecipes(member);
    const entry = await plan(member, pancakes, 2);
    await plan(member, pie, 4);
    expect((await gather(member, { from: DAY, to: DAY, entryId: entry })).gathered).toBe(4);
    expect(named(await list(member), 'butter').map((i) => i.quantity)).toEqual([2]);

    const theirs = await plan(other, pancakes, 2);
    const res = await call('POST', '/api/shopping-list/from-plan', member.cookie, { from: DAY, to: DAY, entryId: theirs });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').details).toEqual([expect.objectContaining({ field: 'entryId' })]);
    const outside = await call('POST', '/api/shopping-list/from-plan', member.cookie, { from: NEXT_DAY, to: NEXT_DAY, entryId: entry });
    expectApiError(outside, 400, 'VALIDATION_ERROR');
  });

  it("leaves out a recipe its author made private, and never touches another member's list", async () => {
    const member = await createMember(ctx.database.db);
    const author = await createMember(ctx.database.db);
    const secret = await recipe(author, 1, [line(1, null, 'dragon fruit')], 'private');
    await plan(member, secret, 1);
    const other = await createMember(ctx.database.db);
    const { pancakes } = await twoRecipes(other);
    await plan(other, pancakes, 2);
    expect(await gather(member)).toEqual({ gathered: 0, skipped: 0 });
    expect(await list(member)).toEqual([]);
    expect((await list(other)).length).toBe(0);
  });

  it('refuses a bad range, naming the field, and changes nothing', async () => {
    const member = await createMember(ctx.database.db);
    const { pancakes } = await twoRecipes(member);
    await plan(member, pancakes, 2);
    const cases: [object, string][] = [
      [{ from: DAY, to: '2027-01-08' }, 'to'],
      [{ from: NEXT_DAY, to: DAY }, 'to'],
      [{ from: '2026-02-30', to: DAY }, 'from'],
      [{ from: DAY }, 'to'],
      [{ from: DAY, to: DAY, extra: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const error = expectApiError(await call('POST', '/api/shopping-list/from-plan', member.cookie, body), 400, 'VALIDATION_ERROR');
      if (field) expect(error.message).toContain(`'${field}'`);
    }
    expect(await list(member)).toEqual([]);
  });
});

describe('pantry staples', () => {
  it('takes an "always have" food off the list and leaves it off the next gathering, until removed', async () => {
    const member = await createMember(ctx.database.db);
    const { pancakes } = await twoRecipes(member);
    await plan(member, pancakes, 2);
    await gather(member);
    const [salt] = named(await list(member), 'salt');
    const add = await call('POST', '/api/shopping-list/pantry', member.cookie, { key: salt!.stapleKey, name: salt!.name });
    expect(add.statusCode, add.body).toBe(201);
    expect(named(await list(member), 'salt')).toEqual([]);
    expect((await call('GET', '/api/shopping-list/pantry', member.cookie)).json()).toEqual({ staples: [{ key: salt!.stapleKey, name: 'salt' }] });

    expect(await gather(member)).toEqual({ gathered: 3, skipped: 1 });
    expect(named(await list(member), 'salt')).toEqual([]);

    const remove = await call('DELETE', `/api/shopping-list/pantry/${encodeURIComponent(salt!.stapleKey!)}`, member.cookie);
    expect(remove.statusCode, remove.body).toBe(200);
    await gather(member);
    expect(named(await list(member), 'salt').length).toBe(1);
    expectApiError(await call('DELETE', `/api/shopping-list/pantry/${encodeURIComponent(salt!.stapleKey!)}`, member.cookie), 404, 'NOT_FOUND');
    expectApiError(await call('POST', '/api/shopping-list/pantry', member.cookie, { key: '', name: 'x' }), 400, 'VALIDATION_ERROR');
  });
});

describe('items', () => {
  it('adds a written-in item shelved by its food unless an aisle is chosen, and names a bad field', async () => {
    const member = await createMember(ctx.database.db);
    const lemons = await call('POST', '/api/shopping-list/items', member.cookie, { name: '2 lemons' });
    expect(lemons.statusCode, lemons.body).toBe(201);
    expect(shoppingItemSchema.parse(lemons.json())).toMatchObject({ name: '2 lemons', aisle: 'produce', manual: true, stapleKey: null, checked: false });
    const roll = await call('POST', '/api/shopping-list/items', member.cookie, { name: '  kitchen roll ', aisle: 'other' });
    expect(roll.json()).toMatchObject({ name: 'kitchen roll', aisle: 'other' });
    expect((await call('POST', '/api/shopping-list/items', member.cookie, { name: 'frozen peas' })).json()).toMatchObject({ aisle: 'frozen' });

    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(SHOPPING_LIST_LIMITS.nameLength + 1) }, 'name'],
      [{ name: 'milk', aisle: 'garage' }, 'aisle'],
    ] as const) {
      expect(expectApiError(await call('POST', '/api/shopping-list/items', member.cookie, body), 400, 'VALIDATION_ERROR').message).toContain(`'${field}'`);
    }
    expect((await list(member)).length).toBe(3);
  });

  it('keeps a list to its item limit, naming the field', async () => {
    const member = await createMember(ctx.database.db);
    await ctx.database.db
      .insert(shoppingListItems)
      .values(Array.from({ length: SHOPPING_LIST_LIMITS.items }, (_, i) => ({ userId: member.id, name: `thing ${i}`, aisle: 'other' as const })));
    const res = await call('POST', '/api/shopping-list/items', member.cookie, { name: 'one more' });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toContain("'name'");
    const { pancakes } = await twoRecipes(member);
    await plan(member, pancakes, 2);
    const gathered = await call('POST', '/api/shopping-list/from-plan', member.cookie, { from: DAY, to: DAY });
    expect(expectApiError(gathered, 400, 'VALIDATION_ERROR').message).toContain("'from'");
    expect((await list(member)).length).toBe(SHOPPING_LIST_LIMITS.items);
  });

  it('ticks by the latest change: an older one sent later (from offline) is not applied', async () => {
    const member = await createMember(ctx.database.db);
    const item = (await call('POST', '/api/shopping-list/items', member.cookie, { name: 'milk' })).json() as ShoppingItem;
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

    const ticked = await call('PATCH', `/api/shopping-list/items/${item.id}`, member.cookie, { checked: true, changedAt: at(-10) });
    expect(ticked.json()).toMatchObject({ checked: true });
    const stale = await call('PATCH', `/api/shopping-list/items/${item.id}`, member.cookie, { checked: false, changedAt: at(-20) });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ checked: true });
    const moved = await call('PATCH', `/api/shopping-list/items/${item.id}`, member.cookie, { aisle: 'dairy', changedAt: at(-5) });
    expect(moved.json()).toMatchObject({ checked: true, aisle: 'dairy' });

    // A clock ahead of the server's counts as now, so it cannot pin the item against later changes.
    await call('PATCH', `/api/shopping-list/items/${item.id}`, member.cookie, { checked: false, changedAt: '2100-01-01T00:00:00Z' });
    const later = await call('PATCH', `/api/shopping-list/items/${item.id}`, member.cookie, { checked: true, changedAt: at(1) });
    expect(later.json()).toMatchObject({ checked: true });

    for (const [body, field] of [
      [{ checked: true }, 'changedAt'],
      [{ checked: 'yes', changedAt: at(0) }, 'checked'],
      [{ changedAt: at(0) }, 'checked'],
      [{ checked: true, changedAt: 'yesterday' }, 'changedAt'],
    ] as const) {
      expect(expectApiError(await call('PATCH', `/api/shopping-list/items/${item.id}`, member.cookie, body), 400, 'VALIDATION_ERROR').message).toContain(`'${field}'`);
    }
  });

  it("answers 404 for another member's item and leaves it as it is; clears only the member's ticked items", async () => {
    const member = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    const mine = (await call('POST', '/api/shopping-list/items', member.cookie, { name: 'eggs' })).json() as ShoppingItem;
    const theirs = (await call('POST', '/api/shopping-list/items', other.cookie, { name: 'bread' })).json() as ShoppingItem;
    const now = new Date().toISOString();
    expectApiError(await call('PATCH', `/api/shopping-list/items/${theirs.id}`, member.cookie, { checked: true, changedAt: now }), 404, 'NOT_FOUND');
    expectApiError(await call('DELETE', `/api/shopping-list/items/${theirs.id}`, member.cookie), 404, 'NOT_FOUND');
    await call('PATCH', `/api/shopping-list/items/${theirs.id}`, other.cookie, { checked: true, changedAt: now });
    await call('PATCH', `/api/shopping-list/items/${mine.id}`, member.cookie, { checked: true, changedAt: now });
    await call('POST', '/api/shopping-list/items', member.cookie, { name: 'tea' });

    expect((await call('DELETE', '/api/shopping-list/checked', member.cookie)).json()).toEqual({ removed: 1 });
    expect((await list(member)).map((i) => i.name)).toEqual(['tea']);
    expect((await list(other)).map((i) => [i.name, i.checked])).toEqual([['bread', true]]);
    const [tea] = await list(member);
    expect((await call('DELETE', `/api/shopping-list/items/${tea!.id}`, member.cookie)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(shoppingListItems).where(eq(shoppingListItems.userId, member.id))).toEqual([]);
  });
});
