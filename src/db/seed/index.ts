import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Ingredient, Nutrition } from '../../contracts/recipe';
import type { IngredientInput } from '../../contracts/recipe-input';
import { initials } from '../../domain/authors';
import { buildKeys } from '../../domain/search';
import type { Db } from '../client';
import { queryRows } from '../query-rows';
import { categories, kitchenTools, recipes, tags, users } from '../schema';
import { avatarArtworkFile, recipeArtworkFile, renderArtworkFiles } from './artwork';
import { authors, demoCategories, demoRecipes, kitchenTools as demoTools } from './catalogue';
import { seedFoods } from './foods';
import type { SeedRecipe } from './types';

/** What a recipe is stored with: each line with its protein/fat/carbs (null: not counted), and per-serving nutrition. */
export interface SeedNutrition {
  ingredients: Ingredient[];
  nutrition: Nutrition | null;
}

/**
 * Works out a recipe's nutrition from its lines against the foods table: the nutrition engine
 * recipe saving uses (src/server/modules/nutrition/recipe-nutrition.ts). The caller passes it in,
 * as the db layer does not import the server.
 */
export type RecipeNutritionFn = (ingredients: readonly IngredientInput[], servings: number) => Promise<SeedNutrition>;

export interface SeedOptions {
  /** Where generated artwork is written (served under /uploads/). Null skips artwork. */
  uploadsDir: string | null;
  /** The nutrition engine; the catalogue carries no figures of its own. */
  nutrition: RecipeNutritionFn;
}

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * True when the database holds no users and no recipes, i.e. nothing a person created. Asked on
 * every start: `exists` stops at the first row, where counting read all of them (220 ms at 100k recipes).
 */
async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(db, sql`select exists (select 1 from ${users}) or exists (select 1 from ${recipes}) as used`);
  return row?.used === false;
}

async function renderArtwork(uploadsDir: string): Promise<void> {
  await mkdir(path.join(uploadsDir, 'recipes'), { recursive: true });
  await mkdir(path.join(uploadsDir, 'avatars'), { recursive: true });
  await renderArtworkFiles([
    ...demoRecipes.map((recipe) => {
      const slug = slugify(recipe.title);
      return recipeArtworkFile({ title: recipe.title, categories: recipe.categories, seed: slug }, path.join(uploadsDir, 'recipes', `${slug}.webp`));
    }),
    ...authors.map((author) =>
      avatarArtworkFile(
        { initials: initials({ first_name: author.firstName, last_name: author.lastName, username: author.username }), seed: author.username },
        path.join(uploadsDir, 'avatars', `${author.username}.webp`),
      ),
    ),
  ]);
}

/** Each demo recipe's nutrition, worked out once by the engine from its lines (foods must be loaded). */
async function catalogueNutrition(nutrition: RecipeNutritionFn): Promise<Map<SeedRecipe, SeedNutrition>> {
  const byRecipe = new Map<SeedRecipe, SeedNutrition>();
  for (const recipe of demoRecipes) byRecipe.set(recipe, await nutrition(recipe.ingredients, recipe.servings));
  return byRecipe;
}

function recipeRow(recipe: SeedRecipe, stored: SeedNutrition, authorId: string, withImage: boolean): typeof recipes.$inferInsert {
  const publishedAt = new Date(`${recipe.publishedAt}T09:00:00Z`);
  return {
    authorId,
    title: recipe.title,
    subtitle: recipe.subtitle,
    description: recipe.description,
    featuredImage: withImage ? `/uploads/recipes/${slugify(recipe.title)}.webp` : null,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes,
    categories: recipe.categories,
    tags: recipe.tags,
    dietaryAttributes: recipe.dietaryAttributes,
    ingredients: stored.ingredients,
    instructions: recipe.instructions,
    nutrition: stored.nutrition,
    recipeTools: recipe.recipeTools,
    privacyLevel: recipe.private ? 'private' : 'public',
    isFeatured: recipe.featured ?? false,
    ratingAverage: recipe.rating.average,
    ratingCount: recipe.rating.count,
    categoryKeys: buildKeys(recipe.categories),
    tagKeys: buildKeys(recipe.tags),
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}

/**
 * Loads the demo catalogue into an empty database. Returns false, changing nothing, when the
 * database already holds users or recipes: demo content never lands on top of real data.
 * Nutrition comes from `options.nutrition` over the curated foods, which are loaded first when
 * missing or changed (seedFoods does nothing when they are current).
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedFoods(db);
  // Nutrition and artwork come before the transaction: a database transaction never waits on
  // slow work, and the engine reads the foods through `db`, not the transaction.
  const stored = await catalogueNutrition(options.nutrition);
  if (options.uploadsDir) await renderArtwork(options.uploadsDir);
  const withImages = options.uploadsDir !== null;

  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const author of authors) {
      const id = randomUUID();
      ids.set(author.username, id);
      await tx.insert(users).values({
        id,
        email: author.email,
        username: author.username,
        firstName: author.firstName,
        lastName: author.lastName,
        bio: author.bio,
        profileVisible: author.profileVisible,
        avatarUrl: withImages ? `avatars/${author.username}.webp` : null,
        createdAt: new Date('2024-01-15T10:00:00Z'),
      });
    }
    // Oldest first, so ids (and the newest-first order) follow publication dates.
    const ordered = [...demoRecipes].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
    await tx.insert(recipes).values(
      ordered.map((r) => {
        const authorId = ids.get(r.author);
        if (!authorId) throw new Error(`Demo recipe '${r.title}' names unknown author '${r.author}'`);
        return recipeRow(r, stored.get(r)!, authorId, withImages);
      }),
    );
    await tx.insert(categories).values(demoCategories.map((c, i) => ({ ...c, sortOrder: i })));
    const tagNames = [...new Map(demoRecipes.flatMap((r) => r.tags).map((t) => [t.toLowerCase(), t])).values()];
    await tx.insert(tags).values(tagNames.map((name) => ({ name })));
    await tx.insert(kitchenTools).values(demoTools);
  });
  return true;
}
