import { z } from 'zod';
import { idParams, idValue } from './ids';

/** The back office's Categories screen (/admin/categories): create, rename, merge, delete. */

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 300;
/** The most-used names recipes carry that are not categories, at most this many in the list. */
export const UNLISTED_CATEGORIES_MAX = 100;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Recipes filed under it, private ones included. */
  recipeCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A name members gave recipes that is not in the catalogue (the editor takes any name). */
export const unlistedCategorySchema = z.object({
  name: z.string(),
  recipeCount: z.number().int(),
});
export type UnlistedCategory = z.infer<typeof unlistedCategorySchema>;

export const adminCategoryListSchema = z.object({
  categories: z.array(adminCategorySchema),
  /** Most used first, at most UNLISTED_CATEGORIES_MAX. */
  unlisted: z.array(unlistedCategorySchema),
  /** How many such names there are in all. */
  unlistedTotal: z.number().int(),
});
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(CATEGORY_NAME_MAX, `name must be at most ${CATEGORY_NAME_MAX} characters`)
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'name must not contain control characters')
  // The browse filter reads ?category=all as "every category", so such a category could never be filtered.
  .refine((value) => value.toLowerCase() !== 'all', "name cannot be 'all': it means every category in the recipe filters");

/** Absent keeps the description, empty or null clears it. */
const description = z
  .string({ error: 'description must be text' })
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, `description must be at most ${CATEGORY_DESCRIPTION_MAX} characters`)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

export const adminCategoryCreateSchema = z.object({ name, description });
export type AdminCategoryCreate = z.input<typeof adminCategoryCreateSchema>;

/** A new name renames the category on every recipe that has it. */
export const adminCategoryUpdateSchema = z.object({ name, description });
export type AdminCategoryUpdate = z.input<typeof adminCategoryUpdateSchema>;
/** Create or update as the server reads it: trimmed, `description` undefined (keep), null (clear) or text. */
export type AdminCategoryFields = z.output<typeof adminCategoryUpdateSchema>;

const idMessage = (field: string) => `${field} must be a category id`;

export const adminCategoryParamsSchema = idParams(idMessage('id'));

export const adminCategoryMergeSchema = z.object({
  /** The category that takes this one's recipes; this one is then deleted. */
  intoId: idValue(idMessage('intoId')),
});
export type AdminCategoryMerge = z.infer<typeof adminCategoryMergeSchema>;

/** A rename or merge: the category as it now is, and how many recipes were changed. */
export const adminCategoryChangeSchema = z.object({
  category: adminCategorySchema,
  recipesUpdated: z.number().int(),
});
export type AdminCategoryChange = z.infer<typeof adminCategoryChangeSchema>;
