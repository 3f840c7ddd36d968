import { z } from 'zod';
import { privacyLevelSchema, recipeCursorSchema } from './recipe';

/** The back office's Recipes screen (/admin/recipes): every recipe, private ones too. */

export const ADMIN_RECIPE_PRIVACY = ['all', 'public', 'private'] as const;
export type AdminRecipePrivacy = (typeof ADMIN_RECIPE_PRIVACY)[number];
export const ADMIN_RECIPES_PAGE_DEFAULT = 25;
export const ADMIN_RECIPES_PAGE_MAX = 100;

export const adminRecipesQuerySchema = z
  .object({
    /** Free text: title, description, tags or categories by substring, as the public search. */
    q: z.string('q must be text').trim().max(200, 'q must be at most 200 characters').optional(),
    /** Equals one of the recipe's categories (any case). */
    category: z.string('category must be text').trim().max(100, 'category must be at most 100 characters').optional(),
    /** A substring of the author's username. */
    author: z.string('author must be text').trim().max(100, 'author must be at most 100 characters').optional(),
    privacy: z.enum(ADMIN_RECIPE_PRIVACY, "privacy must be 'all', 'public' or 'private'").default('all'),
    /** Absent: featured or not. */
    featured: z.enum(['true', 'false'], "featured must be 'true' or 'false'").optional(),
    cursor: recipeCursorSchema.optional(),
    limit: z.coerce
      .number('limit must be a number')
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(ADMIN_RECIPES_PAGE_MAX, `limit must be at most ${ADMIN_RECIPES_PAGE_MAX}`)
      .default(ADMIN_RECIPES_PAGE_DEFAULT),
  })
  .strict();
export type AdminRecipesQuery = z.infer<typeof adminRecipesQuerySchema>;

export const adminRecipeRowSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  featuredImage: z.string().nullable(),
  /** Null when the author's account is gone. */
  author: z.object({ id: z.string(), username: z.string().nullable(), displayName: z.string() }).nullable(),
  categories: z.array(z.string()),
  privacyLevel: privacyLevelSchema,
  isFeatured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRecipeRow = z.infer<typeof adminRecipeRowSchema>;

/** Newest first; `nextCursor` goes back as `cursor` for the next page, null on the last one. */
export const adminRecipePageSchema = z.object({
  items: z.array(adminRecipeRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminRecipePage = z.infer<typeof adminRecipePageSchema>;

/** PUT /api/admin/recipes/{id}/featured. */
export const adminRecipeFeatureSchema = z
  .object({ featured: z.boolean('featured must be true or false') })
  .strict();
export type AdminRecipeFeature = z.infer<typeof adminRecipeFeatureSchema>;
