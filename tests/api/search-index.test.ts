import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { getJson, ids, postRecipe } from './helpers';
import { createMember } from './sessions';
import type { RecipeList } from '../../src/contracts/recipe';
import { gt } from 'drizzle-orm';
import { searchWords } from '../../src/db/schema';
import { createRecipeRepo } from '../../src/server/modules/recipes/repo';

// Visitors' searches are answered from an index in memory (ADR 0023): what an author writes shows
// in the very next search, in every order, never a moment later.
let ctx: TestContext;
let author: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createMember(ctx.database.db);
  await ctx.app.ready();
  await ctx.app.recipeSearch.settled();
});

afterAll(async () => {
  await ctx?.close();
});

const word = `zanzibar${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;
const found = async (search: string, sort?: string, cookie?: string) =>
  ids((await getJson<RecipeList>(ctx.app, `/api/recipes?${new URLSearchParams({ search, ...(sort ? { sort } : {}) })}`, cookie)).items);

function send(method: 'PUT' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: { cookie: author.cookie } });
}

describe('a visitor’s search, answered from memory', () => {
  it('finds a recipe as soon as it is written, follows its edits, its privacy and its removal', async () => {
    expect(await found(word)).toEqual([]);
    const id = await postRecipe(ctx.app, author.cookie, { title: `${word} bowl`, totalMinutes: 1 });
    for (const sort of [undefined, 'newest', 'quickest', 'calories', 'protein']) expect(await found(word, sort), sort).toEqual([id]);
    expect(await found(`${word} -bowl`)).toEqual([]);

    expect((await send('PUT', `/api/recipes/${id}/privacy`, { privacyLevel: 'private' })).statusCode).toBe(200);
    expect(await found(word)).toEqual([]);
    expect(await found(word, undefined, author.cookie)).toEqual([id]);
    expect((await send('PUT', `/api/recipes/${id}/privacy`, { privacyLevel: 'public' })).statusCode).toBe(200);
    expect(await found(word)).toEqual([id]);

    const recipe = await getJson<Record<string, unknown>>(ctx.app, `/api/recipes/${id}`);
    const edited = await send('PUT', `/api/recipes/${id}`, {
      ...Object.fromEntries(['subtitle', 'description', 'servings', 'prepMinutes', 'cookMinutes', 'categories', 'tags', 'dietaryAttributes', 'recipeTools', 'ingredients', 'instructions', 'privacyLevel'].map((k) => [k, recipe[k]])),
      title: 'Pemba island bowl',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await found(word)).toEqual([]);
    expect(await found('pemba island')).toEqual([id]);

    expect((await send('DELETE', `/api/recipes/${id}`)).statusCode).toBe(204);
    expect(await found('pemba island')).toEqual([]);
  });
});

describe('a misspelt word corrected from memory', () => {
  it('is corrected to the word the database would choose from search_words, for typos of every word of the catalogue', async () => {
    const repo = createRecipeRepo(ctx.database.db);
    const words = (await ctx.database.db.select({ word: searchWords.word }).from(searchWords).where(gt(searchWords.recipes, 0))).map((r) => r.word);
    const typos = [...new Set(words.filter((w) => w.length >= 5).flatMap((w) => [1, 3].map((i) => w.slice(0, i) + w.slice(i + 1))))].slice(0, 300);
    let corrected = 0;
    for (const typo of typos) {
      const answer = await getJson<RecipeList>(ctx.app, `/api/recipes?${new URLSearchParams({ search: typo, limit: '1' })}`);
      if (answer.items.length > 0 && answer.correctedSearch === undefined) continue;
      expect(answer.correctedSearch, typo).toBe((await repo.closestWord(typo)) ?? undefined);
      corrected++;
    }
    expect(corrected).toBeGreaterThan(100);
  });
});
