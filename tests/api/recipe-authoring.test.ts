import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeSchema, type Recipe, type RecipeSummary } from '../../src/contracts/recipe';
import { RECIPE_IMAGE_WIDTHS } from '../../src/contracts/recipe-image-sizes';
import type { RecipeInputDraft } from '../../src/contracts/recipe-input';
import { RECIPE_CHANGED_MESSAGE } from '../../src/contracts/recipe-update';
import { recipes } from '../../src/db/schema';
import { IMPORT_NOT_CHECKED } from '../../src/server/modules/recipes/authoring';
import { RECIPE_IMAGE_FOLDER } from '../../src/server/modules/recipes/images';
import { createTestContext, engineNutrition, type TestContext } from './harness';
import { expectApiError, multipart } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;
let member: { id: string; cookie: string };
let other: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let guest: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  member = await createMember(ctx.database.db);
  other = await createMember(ctx.database.db);
  admin = await createMember(ctx.database.db, 'admin');
  guest = await createMember(ctx.database.db, 'guest');
});
afterAll(() => ctx.close());

/** Unique to this run: the category names below are not used by any other test. */
const runTag = Math.random().toString(36).slice(2, 8);

/** A PUT body may also say which version the editor was opened on. */
type Body = RecipeInputDraft & { expectedUpdatedAt?: string };

const draft = (overrides: Partial<Body> = {}): Body => ({
  title: 'Lemony White Bean Soup',
  subtitle: 'Bright and filling',
  description: 'White beans, lemon and greens in a quick broth.',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 25,
  categories: ['Soups', 'soups', 'Dinner'],
  tags: ['beans'],
  dietaryAttributes: ['Vegan'],
  recipeTools: ['Dutch oven'],
  ingredients: [
    { name: 'cannellini beans', quantity: 2, unit: 'can', preparation: 'drained' },
    { name: 'lemon', quantity: 1, unit: null, preparation: 'juiced' },
  ],
  instructions: [{ instruction: 'Warm the beans in the broth.', tips: ['Mash a few for body.'] }, { instruction: 'Stir in the lemon.' }],
  ...overrides,
});

function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function create(who = member, overrides: Partial<RecipeInputDraft> = {}): Promise<Recipe> {
  const res = await send('POST', '/api/recipes', who.cookie, draft(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return recipeSchema.parse(res.json());
}

const recipeCount = async () => Number(((await ctx.database.db.execute(sql`select count(*) as n from recipes`)) as { rows: { n: string }[] }).rows[0]!.n);

describe('creating a recipe', () => {
  it('is for members and admins only', async () => {
    expect(expectApiError(await send('POST', '/api/recipes', undefined, draft()), 401, 'UNAUTHORIZED').message).toBe(
      'Sign in as a member to write recipes',
    );
    expectApiError(await send('POST', '/api/recipes', guest.cookie, draft()), 403, 'FORBIDDEN');
    await create(admin);
  });

  it("stores every field, private by default, times as given (no total made up) and the nutrition engine's figures", async () => {
    const recipe = await create();
    // Seeding loaded the curated foods: the figures are what the engine works out from the lines, nothing else.
    const expected = await engineNutrition(ctx.database.db)(draft().ingredients!, 4);
    expect(expected.nutrition).not.toBeNull();
    expect(recipe).toMatchObject({
      title: 'Lemony White Bean Soup',
      authorId: member.id,
      privacyLevel: 'private',
      servings: 4,
      prepTime: { value: 10, unit: 'minutes' },
      cookTime: { value: 25, unit: 'minutes' },
      // Issue 15: a total is what the cook gives, not prep + cook (that leaves out resting and chilling).
      totalTime: null,
      yieldText: null,
      source: null,
      categories: ['Soups', 'Dinner'],
      tags: ['beans'],
      dietaryAttributes: ['Vegan'],
      recipeTools: ['Dutch oven'],
      nutrition: expected.nutrition,
      isFeatured: false,
      publishedAt: null,
    });
    expect(recipe.ingredients[0]).toEqual({ name: 'cannellini beans', quantity: 2, unit: 'can', preparation: 'drained', nutrition: expected.ingredients[0]!.nutrition });
    expect(recipe.ingredients).toEqual(expected.ingredients);
    expect(recipe.instructions).toEqual([
      { instruction: 'Warm the beans in the broth.', tips: ['Mash a few for body.'] },
      { instruction: 'Stir in the lemon.', tips: [] },
    ]);
  });

  it('keeps a private recipe from everyone but its author and admins, and lists it for its author', async () => {
    const recipe = await create(member, { title: 'Secret Sauce Zq' });
    expect((await send('GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/recipes/${recipe.id}`, other.cookie)).statusCode).toBe(404);
    expect((await send('GET', `/api/recipes/${recipe.id}`, member.cookie)).statusCode).toBe(200);
    expect((await send('GET', `/api/recipes/${recipe.id}`, admin.cookie)).statusCode).toBe(200);
    const search = (await send('GET', '/api/recipes?search=secret%20sauce%20zq')).json() as { items: RecipeSummary[] };
    expect(search.items).toEqual([]);
    const mine = (await send('GET', '/api/user/recipes', member.cookie)).json() as RecipeSummary[];
    expect(mine.map((r) => r.id)).toContain(recipe.id);
    expect(mine.every((r) => r.authorId === member.id)).toBe(true);
    const others = (await send('GET', '/api/user/recipes', other.cookie)).json() as RecipeSummary[];
    expect(others.map((r) => r.id)).not.toContain(recipe.id);
  });

  it('publishes a recipe made public, findable by search', async () => {
    const recipe = await create(member, { title: 'Open Kitchen Qx Stew', privacyLevel: 'public' });
    expect(recipe.publishedAt).not.toBeNull();
    const search = (await send('GET', '/api/recipes?search=kitchen%20qx')).json() as { items: RecipeSummary[] };
    expect(search.items.map((r) => r.id)).toEqual([recipe.id]);
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required'],
    ['servings', { servings: 0 }, 'Servings must be at least 1'],
    ['prepMinutes', { prepMinutes: -5 }, 'Prep time cannot be negative'],
    ['totalMinutes', { totalMinutes: 1.5 }, 'Total time must be a whole number of minutes'],
    ['yieldText', { yieldText: 'x'.repeat(101) }, 'Yield must be at most 100 characters'],
    ['importToken', { importToken: 'v1:forged' }, IMPORT_NOT_CHECKED],
    ['ingredients', { ingredients: [] }, 'Add at least one ingredient'],
    ['ingredients.0.name', { ingredients: [{ name: '', quantity: 1, unit: null, preparation: null }] }, 'Every ingredient needs a name'],
    ['ingredients.0.quantity', { ingredients: [{ name: 'salt', quantity: 0, unit: null, preparation: null }] }, 'Quantity must be greater than 0'],
    ['instructions', { instructions: [] }, 'Add at least one step'],
    ['instructions.0.instruction', { instructions: [{ instruction: ' ' }] }, 'Every step needs its text'],
    ['featuredImage', { featuredImage: 'https://evil.example/x.webp' }, 'Image must be a picture uploaded for this recipe'],
    ['featuredImage', { featuredImage: '/uploads/recipes/../avatars/x.webp' }, 'Image must be a picture uploaded for this recipe'],
    ['privacyLevel', { privacyLevel: 'friends' as never }, undefined],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'At most 20 tags'],
  ])('refuses a bad %s with a message naming it, and stores nothing', async (field, overrides, message) => {
    const before = await recipeCount();
    const body = expectApiError(await send('POST', '/api/recipes', member.cookie, draft(overrides)), 400, 'VALIDATION_ERROR');
    const details = body.details as { field: string; message: string }[];
    expect(details.map((d) => d.field)).toContain(field);
    if (message) expect(details.find((d) => d.field === field)!.message).toBe(message);
    expect(await recipeCount()).toBe(before);
  });

  it('refuses unknown fields (the server decides featuring and nutrition)', async () => {
    const body = expectApiError(
      await send('POST', '/api/recipes', member.cookie, { ...draft(), isFeatured: true, nutrition: null }),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.message).toContain('isFeatured');
  });
});

describe('changing a recipe', () => {
  it('lets the author change it; the change shows at once, also where the recipe was cached', async () => {
    const recipe = await create(member, { privacyLevel: 'public' });
    expect((await send('GET', `/api/recipes/${recipe.id}`)).json()).toMatchObject({ title: 'Lemony White Bean Soup' });
    const res = await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, draft({ title: 'Lemony Bean Soup', privacyLevel: 'public' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: recipe.id, title: 'Lemony Bean Soup', publishedAt: recipe.publishedAt });
    expect((await send('GET', `/api/recipes/${recipe.id}`)).json()).toMatchObject({ title: 'Lemony Bean Soup' });
  });

  it("refuses another member (403 on a public recipe, 404 on a private one) and lets an admin", async () => {
    const open = await create(member, { privacyLevel: 'public' });
    const closed = await create(member);
    expectApiError(await send('PUT', `/api/recipes/${open.id}`, other.cookie, draft({ title: 'Mine now' })), 403, 'FORBIDDEN');
    expectApiError(await send('PUT', `/api/recipes/${closed.id}`, other.cookie, draft({ title: 'Mine now' })), 404, 'NOT_FOUND');
    expectApiError(await send('PUT', `/api/recipes/${open.id}`, undefined, draft()), 401, 'UNAUTHORIZED');
    expectApiError(await send('PUT', `/api/recipes/${open.id}`, guest.cookie, draft()), 403, 'FORBIDDEN');
    const res = await send('PUT', `/api/recipes/${closed.id}`, admin.cookie, draft({ title: 'Tidied by an admin' }));
    expect(res.json()).toMatchObject({ title: 'Tidied by an admin', authorId: member.id });
    expect((await send('GET', `/api/recipes/${open.id}`)).json()).toMatchObject({ title: 'Lemony White Bean Soup' });
  });

  // The seed stored the engine's figures; tests/api/nutrition-authoring.test.ts checks them against USDA by hand.
  it('works nutrition out again on every save, stored figures included', async () => {
    const [seeded] = (await send('GET', '/api/recipes/featured')).json() as RecipeSummary[];
    const full = (await send('GET', `/api/recipes/${seeded!.id}`)).json() as Recipe;
    expect(full.nutrition).not.toBeNull();
    expect(full.ingredients[0]!.nutrition).not.toBeNull();
    // Figures no save would produce: a save must work them out again, not keep what is stored.
    await ctx.database.db
      .update(recipes)
      .set({ nutrition: { ...full.nutrition!, calories: 1 }, ingredients: full.ingredients.map((i) => ({ ...i, nutrition: { protein: 1, fat: 1, carbs: 1 } })) })
      .where(eq(recipes.id, full.id));
    const same: RecipeInputDraft = {
      title: `${full.title} (edited)`,
      subtitle: full.subtitle,
      description: full.description,
      featuredImage: full.featuredImage,
      servings: full.servings,
      prepMinutes: full.prepTime?.value ?? null,
      cookMinutes: full.cookTime?.value ?? null,
      categories: full.categories,
      tags: full.tags,
      dietaryAttributes: full.dietaryAttributes,
      recipeTools: full.recipeTools,
      ingredients: full.ingredients.map(({ name, quantity, unit, preparation }) => ({ name, quantity, unit, preparation })),
      instructions: full.instructions,
      privacyLevel: full.privacyLevel,
    };
    const kept = (await send('PUT', `/api/recipes/${full.id}`, admin.cookie, same)).json() as Recipe;
    expect(kept.nutrition).toEqual(full.nutrition);
    expect(kept.ingredients).toEqual(full.ingredients);
    expect(kept.isFeatured).toBe(true);
    const fewer = same.ingredients!.slice(1);
    const changed = (await send('PUT', `/api/recipes/${full.id}`, admin.cookie, { ...same, ingredients: fewer })).json() as Recipe;
    const expected = await engineNutrition(ctx.database.db)(fewer, full.servings);
    expect(changed.nutrition).toEqual(expected.nutrition);
    expect(changed.nutrition).not.toEqual(full.nutrition);
    expect(changed.ingredients).toEqual(expected.ingredients);
  });

  it('refuses a bad body and changes nothing', async () => {
    const recipe = await create();
    expectApiError(await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, draft({ servings: 1.5 })), 400, 'VALIDATION_ERROR');
    expect((await send('GET', `/api/recipes/${recipe.id}`, member.cookie)).json()).toMatchObject({ servings: 4 });
    expectApiError(await send('PUT', '/api/recipes/abc', member.cookie, draft()), 400, 'VALIDATION_ERROR');
    expectApiError(await send('PUT', '/api/recipes/99999999', member.cookie, draft()), 404, 'NOT_FOUND');
  });
});

describe('saving an editor opened on an older version', () => {
  const titleOf = async (id: number) => recipeSchema.parse((await send('GET', `/api/recipes/${id}`, admin.cookie)).json()).title;

  it("is refused (409) after someone else's change, which stays; a save from the current version goes through", async () => {
    const opened = await create();
    // An admin fixes the title while the author's editor is open.
    const fixed = await send('PUT', `/api/recipes/${opened.id}`, admin.cookie, draft({ title: 'Fixed by an admin', expectedUpdatedAt: opened.updatedAt }));
    expect(fixed.statusCode, fixed.body).toBe(200);
    const current = recipeSchema.parse(fixed.json());
    expect(current.updatedAt).not.toBe(opened.updatedAt);

    const stale = expectApiError(
      await send('PUT', `/api/recipes/${opened.id}`, member.cookie, draft({ title: 'From the stale editor', expectedUpdatedAt: opened.updatedAt })),
      409,
      'CONFLICT',
    );
    expect(stale.message).toBe(RECIPE_CHANGED_MESSAGE);
    expect(await titleOf(opened.id)).toBe('Fixed by an admin');

    const fresh = await send('PUT', `/api/recipes/${opened.id}`, member.cookie, draft({ title: 'Edited again', expectedUpdatedAt: current.updatedAt }));
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await titleOf(opened.id)).toBe('Edited again');
  });

  it('counts a privacy switch and a category rename as changes', async () => {
    const opened = await create(member, { categories: [`Stale-${runTag}`] });
    expect((await send('PUT', `/api/recipes/${opened.id}/privacy`, member.cookie, { privacyLevel: 'public' })).statusCode).toBe(200);
    expectApiError(await send('PUT', `/api/recipes/${opened.id}`, member.cookie, draft({ expectedUpdatedAt: opened.updatedAt })), 409, 'CONFLICT');

    const afterSwitch = recipeSchema.parse((await send('GET', `/api/recipes/${opened.id}`, member.cookie)).json());
    const category = await send('POST', '/api/admin/categories', admin.cookie, { name: `Stale-${runTag}` });
    expect(category.statusCode, category.body).toBe(201);
    const renamed = await send('PUT', `/api/admin/categories/${(category.json() as { id: number }).id}`, admin.cookie, { name: `Fresh-${runTag}` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The stale editor would have put the old category name back.
    expectApiError(
      await send('PUT', `/api/recipes/${opened.id}`, member.cookie, draft({ categories: [`Stale-${runTag}`], expectedUpdatedAt: afterSwitch.updatedAt })),
      409,
      'CONFLICT',
    );
    const stored = recipeSchema.parse((await send('GET', `/api/recipes/${opened.id}`, member.cookie)).json());
    expect(stored.categories).toEqual([`Fresh-${runTag}`]);
  });

  it('without expectedUpdatedAt the last save wins (API clients that do not send it)', async () => {
    const opened = await create();
    await send('PUT', `/api/recipes/${opened.id}`, admin.cookie, draft({ title: 'First' }));
    const res = await send('PUT', `/api/recipes/${opened.id}`, member.cookie, draft({ title: 'Second' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await titleOf(opened.id)).toBe('Second');
  });

  it('refuses an expectedUpdatedAt that is not a time, naming the field, and changes nothing', async () => {
    const opened = await create();
    const res = expectApiError(await send('PUT', `/api/recipes/${opened.id}`, member.cookie, draft({ title: 'Nope', expectedUpdatedAt: 'yesterday' })), 400, 'VALIDATION_ERROR');
    expect(res.message).toContain('expectedUpdatedAt');
    expect(await titleOf(opened.id)).toBe(opened.title);
  });
});

describe('deleting a recipe', () => {
  it('lets the author delete it, with its saved entries; a second delete is a 404', async () => {
    const recipe = await create(member, { privacyLevel: 'public' });
    expect((await send('POST', `/api/recipes/${recipe.id}/save`, other.cookie)).statusCode).toBeLessThan(300);
    const res = await send('DELETE', `/api/recipes/${recipe.id}`, member.cookie);
    expect(res.statusCode).toBe(204);
    expect((await send('GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(404);
    expect(((await send('GET', '/api/user/saved-recipes', other.cookie)).json() as { id: number }[]).map((r) => r.id)).not.toContain(recipe.id);
    expectApiError(await send('DELETE', `/api/recipes/${recipe.id}`, member.cookie), 404, 'NOT_FOUND');
  });

  it('refuses visitors and other members; lets an admin', async () => {
    const recipe = await create(member, { privacyLevel: 'public' });
    expectApiError(await send('DELETE', `/api/recipes/${recipe.id}`), 401, 'UNAUTHORIZED');
    expectApiError(await send('DELETE', `/api/recipes/${recipe.id}`, other.cookie), 403, 'FORBIDDEN');
    expect((await send('GET', `/api/recipes/${recipe.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/recipes/${recipe.id}`, admin.cookie)).statusCode).toBe(204);
  });
});

describe('own recipe list', () => {
  it('is for signed-in members only and never cached by others', async () => {
    expectApiError(await send('GET', '/api/user/recipes'), 401, 'UNAUTHORIZED');
    const res = await send('GET', '/api/user/recipes', member.cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('recipe photos', () => {
  function upload(data: Buffer | string, cookie?: string, filename = 'soup.png'): Promise<LightMyRequestResponse> {
    const { payload, contentType } = multipart([{ name: 'image', data, filename, type: 'image/png' }]);
    return ctx.app.inject({ method: 'POST', url: '/api/recipes/images', payload, headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) } });
  }

  it('stores an upload as a WebP of at most 1600 px, usable as featuredImage, served with nosniff', async () => {
    const png = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#c96' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    const res = await upload(png, member.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/recipes\/[0-9a-f]{24}\.webp$/);
    const file = path.join(ctx.uploadsDir, url.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 900 });
    expect(readFileSync(file).includes('secret-camera-owner')).toBe(false);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const recipe = await create(member, { featuredImage: url });
    expect(recipe.featuredImage).toBe(url);
  });

  it('makes the smaller copies pages offer in srcset when a picture is saved, served as WebP with the same caching', async () => {
    const png = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c96' } }).png().toBuffer();
    const { url } = (await upload(png, member.cookie)).json() as { url: string };
    const original = await ctx.app.inject({ method: 'GET', url });
    for (const width of RECIPE_IMAGE_WIDTHS) {
      const copyUrl = url.replace(/\.webp$/, `.w${width}.webp`);
      expect(existsSync(path.join(ctx.uploadsDir, copyUrl.replace('/uploads/', '')))).toBe(true);
      const res = await ctx.app.inject({ method: 'GET', url: copyUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe(original.headers['cache-control']);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
    }
  });

  it('makes a copy of an older picture the first time it is asked for, never wider than the picture', async () => {
    const folder = path.join(ctx.uploadsDir, RECIPE_IMAGE_FOLDER);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'saved-before-copies.webp'), await sharp({ create: { width: 600, height: 400, channels: 3, background: '#6a9' } }).webp().toBuffer());
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/recipes/saved-before-copies.w800.webp' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });
    expect(existsSync(path.join(folder, 'saved-before-copies.w800.webp'))).toBe(true);
    expect(await sharp((await ctx.app.inject({ method: 'GET', url: '/uploads/recipes/saved-before-copies.w400.webp' })).rawPayload).metadata()).toMatchObject({ width: 400, height: 267 });
  });

  it('answers 404 for a copy of a picture that is not here, or at a width pages do not offer', async () => {
    for (const url of ['/uploads/recipes/never-uploaded.w400.webp', '/uploads/recipes/saved-before-copies.w123.webp', '/uploads/recipes/saved-before-copies.w4000.webp']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(existsSync(path.join(ctx.uploadsDir, RECIPE_IMAGE_FOLDER, 'saved-before-copies.w123.webp'))).toBe(false);
  });

  it('refuses a new picture that is no longer on the server (swept), naming the field; a picture the recipe has stays', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6a9' } }).png().toBuffer();
    const kept = (await upload(png, member.cookie)).json() as { url: string };
    const recipe = await create(member, { featuredImage: kept.url });
    const swept = (await upload(png, member.cookie)).json() as { url: string };
    unlinkSync(path.join(ctx.uploadsDir, swept.url.replace('/uploads/', '')));

    const before = await recipeCount();
    const refused = expectApiError(await send('POST', '/api/recipes', member.cookie, draft({ featuredImage: swept.url })), 400, 'VALIDATION_ERROR');
    expect(refused.message).toContain('featuredImage');
    expect(await recipeCount()).toBe(before);
    expectApiError(await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, draft({ featuredImage: swept.url })), 400, 'VALIDATION_ERROR');
    expect(recipeSchema.parse((await send('GET', `/api/recipes/${recipe.id}`, member.cookie)).json()).featuredImage).toBe(kept.url);

    // The recipe's own picture, gone from the disk, does not block other changes.
    unlinkSync(path.join(ctx.uploadsDir, kept.url.replace('/uploads/', '')));
    const saved = await send('PUT', `/api/recipes/${recipe.id}`, member.cookie, draft({ title: 'Still saves', featuredImage: kept.url }));
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses visitors and non-members before reading the file', async () => {
    expectApiError(await upload('x', undefined), 401, 'UNAUTHORIZED');
    expectApiError(await upload('x', guest.cookie), 403, 'FORBIDDEN');
  });

  it('refuses a renamed non-image, a file over 5 MB and a huge image with the spec messages', async () => {
    expect(expectApiError(await upload('<script>alert(1)</script>', member.cookie, 'soup.png'), 400, 'VALIDATION_ERROR').message).toBe(
      'Invalid file type: Please upload an image file (JPEG, PNG, etc.)',
    );
    expect(expectApiError(await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), member.cookie), 413, 'PAYLOAD_TOO_LARGE').message).toBe(
      'File too large: Please upload an image smaller than 5MB',
    );
    const huge = await sharp({ create: { width: 12_000, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(expectApiError(await upload(huge, member.cookie), 400, 'VALIDATION_ERROR').message).toBe(
      'Image dimensions too large: Please upload an image at most 10000 pixels on a side',
    );
  });
});
