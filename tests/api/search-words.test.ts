import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeSummary } from '../../src/contracts/recipe';
import { recipes, users } from '../../src/db/schema';
import { buildSearchText, SEARCH_FIELD_SEPARATOR } from '../../src/domain/search';
import { createTestContext, type TestContext } from './harness';
import { changedBehindTheApp, fetchAllPages, ids, listedIds, postRecipe, sortedDesc, storedRecipes, type StoredRecipe } from './helpers';
import { cookieFor, createMember } from './sessions';

// Issue 19: a search is words, each found in any field a cook would look in (ADR 0022).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

const publicRecipes = async () => (await storedRecipes(ctx.database.db)).filter((r) => r.privacyLevel === 'public');
const expectedIds = (all: StoredRecipe[], search: string) => listedIds(all, { search });
async function found(search: string, cookie?: string): Promise<RecipeSummary[]> {
  return (await fetchAllPages(ctx.app, '/api/recipes', { search }, 100, cookie)).items;
}
/** What SPEC's rule alone found: the whole query as one substring of title, description, a tag or a category. */
const specIds = (all: StoredRecipe[], text: string) =>
  all.filter((r) => [r.title, r.description ?? '', ...r.tags, ...r.categories].some((field) => field.toLowerCase().includes(text))).map((r) => r.id);

describe('a search is words found anywhere in a recipe', () => {
  it.each(['lemon salmon', 'vegan dessert', 'chicken soup'])('"%s" finds recipes (SPEC\'s rule found none)', async (search) => {
    const all = await publicRecipes();
    expect(specIds(all, search)).toEqual([]);
    const got = ids(await found(search));
    expect(got.length).toBeGreaterThan(0);
    expect(got).toEqual(expectedIds(all, search));
  });

  it('"garlic" finds the recipes that use it, not only those that say it in their title or description', async () => {
    const all = await publicRecipes();
    const got = ids(await found('garlic'));
    const usingGarlic = all.filter((r) => r.ingredients.some((line) => line.name.toLowerCase().includes('garlic'))).map((r) => r.id);
    expect(usingGarlic.length).toBeGreaterThanOrEqual(30);
    expect(got.length).toBeGreaterThan(specIds(all, 'garlic').length);
    for (const id of usingGarlic) expect(got).toContain(id);
    expect(got).toEqual(expectedIds(all, 'garlic'));
  });

  it('everything SPEC\'s one-substring rule finds is still found', async () => {
    const all = await publicRecipes();
    for (const search of ['garlic', 'salmon', 'main dishes', 'high-protein', 'with', 'a']) {
      const got = ids(await found(search));
      for (const id of specIds(all, search)) expect(got, search).toContain(id);
    }
  });

  it('-word leaves out the recipes holding it, and a quoted phrase must appear as written', async () => {
    const all = await publicRecipes();
    const salmon = ids(await found('salmon'));
    const withoutAvocado = await found('salmon -avocado');
    expect(withoutAvocado.length).toBeGreaterThan(0);
    expect(withoutAvocado.length).toBeLessThan(salmon.length);
    expect(withoutAvocado.map((r) => r.title).join(' ').toLowerCase()).not.toContain('avocado');
    expect(ids(withoutAvocado)).toEqual(expectedIds(all, 'salmon -avocado'));
    expect(ids(await found('"garlic salmon"'))).toEqual(expectedIds(all, '"garlic salmon"'));
    expect((await found('"salmon garlic"')).length).toBeLessThan((await found('salmon garlic')).length);
  });

  it('filler words and punctuation around words do not narrow a search', async () => {
    expect(ids(await found('chicken and rice, with peppers'))).toEqual(ids(await found('chicken rice peppers')));
  });

  it('the text the database indexes is the reference text, for every recipe of the catalogue', async () => {
    // Accented capitals and Unicode spaces at a field's ends (pasted from web pages), written past the API's own trimming.
    const [pasted] = await ctx.database.db.select({ id: recipes.id, ingredients: recipes.ingredients }).from(recipes).where(eq(recipes.privacyLevel, 'public')).limit(1);
    await ctx.database.db
      .update(recipes)
      .set({ title: '\u00a0Crème Brûlée ÉCLAIR\u3000', subtitle: '\u2003', ingredients: [{ ...pasted!.ingredients[0]!, name: '\ufeffCRÈME FRAÎCHE\u202f' }, ...pasted!.ingredients.slice(1)] })
      .where(eq(recipes.id, pasted!.id));
    await changedBehindTheApp(ctx.database, pasted!.id);
    await expect.poll(async () => ids(await found('éclair crème'))).toEqual([pasted!.id]);
    expect(ids(await found('FRAÎCHE'))).toContain(pasted!.id);
    const rows = await ctx.database.db.select({ id: recipes.id, searchText: recipes.searchText }).from(recipes);
    const reference = new Map((await storedRecipes(ctx.database.db)).map((r) => [r.id, buildSearchText(r)]));
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) expect(row.searchText.split(SEARCH_FIELD_SEPARATOR), String(row.id)).toEqual(reference.get(row.id)!.split(SEARCH_FIELD_SEPARATOR));
  });
});

describe("an author's name finds their recipes while their profile is public", () => {
  it('by the name they give, at once after they change it, and never once their profile is private', async () => {
    const [author] = await ctx.database.db.select({ id: users.id }).from(users).innerJoin(recipes, eq(recipes.authorId, users.id)).where(eq(recipes.privacyLevel, 'public')).limit(1);
    const cookie = await cookieFor(ctx.database.db, author!.id);
    const theirs = async (search: string) => (await found(search)).filter((r) => r.author?.id === author!.id).length;
    const save = async (body: Record<string, unknown>) => {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { cookie }, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    };

    await save({ first_name: 'Quillon', last_name: 'Brackwater', profile_visible: true });
    expect(await theirs('quillon brackwater')).toBeGreaterThan(0);
    await save({ first_name: 'Ottoline' });
    expect(await theirs('quillon')).toBe(0);
    expect(await theirs('ottoline brackwater')).toBeGreaterThan(0);
    await save({ profile_visible: false });
    expect((await found('ottoline brackwater')).length).toBe(0);
    expect((await found('brackwater', cookie)).length).toBe(0);
  });
});

describe("a member's private recipe is found by its words for its author only", () => {
  it('by an ingredient name', async () => {
    const [mine] = await ctx.database.db.select({ id: recipes.id, authorId: recipes.authorId }).from(recipes).where(eq(recipes.privacyLevel, 'private'));
    await ctx.database.db
      .update(recipes)
      .set({ ingredients: [{ name: 'zanthoxylum peppercorns', quantity: 1, unit: 'tsp', preparation: null, nutrition: null }] })
      .where(eq(recipes.id, mine!.id));
    const cookie = await cookieFor(ctx.database.db, mine!.authorId!);
    expect(ids(await found('zanthoxylum', cookie))).toEqual([mine!.id]);
    expect(await found('zanthoxylum')).toEqual([]);
    expect(ids(await found('"zanthoxylum peppercorns"', cookie))).toEqual([mine!.id]);
  });
});

describe('a misspelt search is corrected when it finds nothing', () => {
  const page = async (search: string, extra: Record<string, string> = {}, cookie?: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes?${new URLSearchParams({ search, ...extra })}`, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: RecipeSummary[]; nextCursor: string | null; correctedSearch?: string };
  };

  it('"salmn" answers the salmon recipes, saying it searched for salmon', async () => {
    const typo = await page('salmn');
    const right = await page('salmon');
    expect(right.correctedSearch).toBeUndefined();
    expect(typo.correctedSearch).toBe('salmon');
    expect(ids(typo.items)).toEqual(ids(right.items));
    expect(typo.items.length).toBeGreaterThan(0);
  });

  it('corrects only the misspelt word of several, and keeps an exclusion', async () => {
    const typo = await page('lemon salmn -avocado');
    expect(typo.correctedSearch).toBe('lemon salmon -avocado');
    expect(ids(typo.items)).toEqual(ids((await page('lemon salmon -avocado')).items));
  });

  it('leaves alone a search of real words that finds nothing together, and one nothing is like', async () => {
    for (const search of ['salmon chocolate', 'xqzvwk']) {
      const answer = await page(search);
      expect(answer).toEqual({ items: [], nextCursor: null });
    }
  });

  it('keeps the correction on the pages after the first', async () => {
    const first = await page('garlc', { limit: '10' });
    expect(first.correctedSearch).toBe('garlic');
    const second = await page('garlc', { limit: '10', cursor: first.nextCursor! });
    expect(second.correctedSearch).toBe('garlic');
    expect(ids(second.items)).toEqual(ids((await page('garlic', { limit: '10', cursor: first.nextCursor! })).items));
    expect(second.items.length).toBeGreaterThan(0);
  });

  it("never suggests a word only private recipes hold, and a member's own recipe matches what they typed", async () => {
    const cook = await createMember(ctx.database.db);
    const send = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, payload, headers: { cookie: cook.cookie } });
    const recipe = {
      title: 'Quokkaberry Crumble',
      description: 'Tart berries under oats.',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 30,
      categories: ['Desserts'],
      tags: [],
      dietaryAttributes: [],
      recipeTools: [],
      ingredients: [{ name: 'rolled oats', quantity: 1, unit: 'cup', preparation: null }],
      instructions: [{ instruction: 'Bake until golden.' }],
      privacyLevel: 'public',
    };
    const made = await send('POST', '/api/recipes', recipe);
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: number }).id;
    expect((await page('quokkabery')).correctedSearch).toBe('quokkaberry');

    expect((await send('PUT', `/api/recipes/${id}/privacy`, { privacyLevel: 'private' })).statusCode).toBe(200);
    expect(await page('quokkabery')).toEqual({ items: [], nextCursor: null });
    // Their own private recipe answers what its author typed, not a correction of it.
    const theirs = await page('quokkaberry', {}, cook.cookie);
    expect(theirs.correctedSearch).toBeUndefined();
    expect(ids(theirs.items)).toEqual([id]);
  });

  it.each([true, false])("a member's own private recipes join a corrected search too (profile shown: %s)", async (profileVisible) => {
    const cook = await createMember(ctx.database.db);
    await ctx.database.db.update(users).set({ profileVisible }).where(eq(users.id, cook.id));
    const mine = await postRecipe(ctx.app, cook.cookie, {
      title: 'Salmon Tray Bake',
      ingredients: [{ name: 'salmon fillets', quantity: 2, unit: null, preparation: null }],
      privacyLevel: 'private',
    });
    const typo = await page('salmn', { limit: '100' }, cook.cookie);
    expect(typo.correctedSearch).toBe('salmon');
    expect(ids(typo.items)).toEqual(sortedDesc([mine, ...ids((await page('salmon', { limit: '100' })).items)]));
    // Visitors never see it, corrected or not.
    expect(ids((await page('salmn', { limit: '100' })).items)).not.toContain(mine);
  });
});

