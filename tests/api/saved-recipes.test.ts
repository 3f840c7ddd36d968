import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSummarySchema } from '../../src/contracts/recipe';
import { recipes } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, storedRecipes, type StoredRecipe } from './helpers';
import { cookieFor, createMember } from './sessions';

let ctx: TestContext;
let publicRecipes: StoredRecipe[];
let privateRecipe: StoredRecipe;

beforeAll(async () => {
  ctx = await createTestContext();
  const all = await storedRecipes(ctx.database.db);
  publicRecipes = all.filter((r) => r.privacyLevel === 'public');
  privateRecipe = all.find((r) => r.privacyLevel === 'private')!;
});

afterAll(async () => {
  await ctx?.close();
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method, url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

async function savedIds(cookie: string): Promise<number[]> {
  const res = await call('GET', '/api/user/saved-recipes', cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return (res.json() as unknown[]).map((item) => recipeSummarySchema.parse(item).id);
}

describe('visitors', () => {
  it('get 401 with a message for the list, save and remove', async () => {
    const id = publicRecipes[0]!.id;
    expect(expectApiError(await call('GET', '/api/user/saved-recipes'), 401, 'UNAUTHORIZED').message).toMatch(/sign in/i);
    expect(expectApiError(await call('POST', `/api/recipes/${id}/save`), 401, 'UNAUTHORIZED').message).toBe(
      'Please sign in to save recipes to your collection',
    );
    expectApiError(await call('DELETE', `/api/recipes/${id}/save`), 401, 'UNAUTHORIZED');
  });
});

describe('a member', () => {
  it('saves, sees the list newest first, and saving or removing twice is harmless', async () => {
    const { cookie } = await createMember(ctx.database.db);
    const [a, b] = [publicRecipes[0]!.id, publicRecipes[1]!.id];
    expect(await savedIds(cookie)).toEqual([]);

    const first = await call('POST', `/api/recipes/${a}/save`, cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: 'Recipe added to your saved collection', saved: true });
    expect((await call('POST', `/api/recipes/${a}/save`, cookie)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call('POST', `/api/recipes/${b}/save`, cookie)).statusCode).toBe(200);
    expect(await savedIds(cookie)).toEqual([b, a]);

    const removed = await call('DELETE', `/api/recipes/${a}/save`, cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Recipe removed from your saved collection', saved: false });
    expect((await call('DELETE', `/api/recipes/${a}/save`, cookie)).statusCode).toBe(200);
    expect(await savedIds(cookie)).toEqual([b]);
  });

  it('keeps each member’s list to themselves', async () => {
    const one = await createMember(ctx.database.db);
    const two = await createMember(ctx.database.db);
    await call('POST', `/api/recipes/${publicRecipes[2]!.id}/save`, one.cookie);
    expect(await savedIds(two.cookie)).toEqual([]);
    await call('DELETE', `/api/recipes/${publicRecipes[2]!.id}/save`, two.cookie);
    expect(await savedIds(one.cookie)).toEqual([publicRecipes[2]!.id]);
  });

  it('gets 404 for a missing recipe and for someone else’s private recipe, 400 naming the id for a bad one', async () => {
    const { cookie } = await createMember(ctx.database.db);
    expectApiError(await call('POST', '/api/recipes/999999/save', cookie), 404, 'NOT_FOUND');
    expectApiError(await call('POST', `/api/recipes/${privateRecipe.id}/save`, cookie), 404, 'NOT_FOUND');
    const bad = expectApiError(await call('POST', '/api/recipes/abc/save', cookie), 400, 'VALIDATION_ERROR');
    expect(bad.message).toContain("'id'");
    expect(await savedIds(cookie)).toEqual([]);
  });

  it('a cross-site save is refused and saves nothing', async () => {
    const { cookie } = await createMember(ctx.database.db);
    const res = await call('POST', `/api/recipes/${publicRecipes[3]!.id}/save`, cookie, { origin: 'https://evil.example' });
    expectApiError(res, 403, 'FORBIDDEN');
    expect(await savedIds(cookie)).toEqual([]);
  });
});

describe('private recipes', () => {
  it('the author and admins may save a private recipe; others may not', async () => {
    const authorCookie = await cookieFor(ctx.database.db, privateRecipe.authorId!);
    expect((await call('POST', `/api/recipes/${privateRecipe.id}/save`, authorCookie)).statusCode).toBe(200);
    expect(await savedIds(authorCookie)).toContain(privateRecipe.id);
    const admin = await createMember(ctx.database.db, 'admin');
    expect((await call('POST', `/api/recipes/${privateRecipe.id}/save`, admin.cookie)).statusCode).toBe(200);
  });

  it('a recipe its author makes private leaves other members’ saved lists at once, and comes back when public', async () => {
    const { cookie } = await createMember(ctx.database.db);
    const recipe = publicRecipes[4]!;
    await call('POST', `/api/recipes/${recipe.id}/save`, cookie);
    expect(await savedIds(cookie)).toEqual([recipe.id]);
    await ctx.database.db.update(recipes).set({ privacyLevel: 'private' }).where(eq(recipes.id, recipe.id));
    expect(await savedIds(cookie)).toEqual([]);
    await ctx.database.db.update(recipes).set({ privacyLevel: 'public' }).where(eq(recipes.id, recipe.id));
    expect(await savedIds(cookie)).toEqual([recipe.id]);
  });
});
