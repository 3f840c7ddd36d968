import { z } from 'zod';
import { idParams, idValue } from './ids';
import { planDate } from './meal-plan';

/** Store aisles a list is grouped by, in the order a shop is walked (issue 18). */
export const AISLES = ['produce', 'bakery', 'meat', 'dairy', 'frozen', 'pantry', 'spices', 'other'] as const;
export type Aisle = (typeof AISLES)[number];
export const AISLE_LABELS: Readonly<Record<Aisle, string>> = {
  produce: 'Produce',
  bakery: 'Bakery',
  meat: 'Meat & fish',
  dairy: 'Dairy & eggs',
  frozen: 'Frozen',
  pantry: 'Pantry',
  spices: 'Spices',
  other: 'Other',
};

/** A list is read in a shop on a phone; a plan's range is a few weeks at most. */
export const SHOPPING_LIST_LIMITS = {
  items: 300,
  nameLength: 80,
  pantryStaples: 200,
  /** The most days one "add to list" gathers. */
  rangeDays: 31,
} as const;

const aisleChoice = z.enum(AISLES, `aisle must be one of ${AISLES.join(', ')}`);
const itemName = z
  .string('name must be text')
  .trim()
  .min(1, 'name must not be empty')
  .max(SHOPPING_LIST_LIMITS.nameLength, `name must be at most ${SHOPPING_LIST_LIMITS.nameLength} characters`);

/**
 * POST /api/shopping-list/from-plan: the ingredients of the member's planned recipes from `from` to
 * `to` (both included), each scaled to its entry's servings, merged with the list's unticked items.
 * With `entryId` only that entry's recipe is gathered (it must lie in the range).
 */
export const shoppingFromPlanSchema = z
  .object({
    from: planDate('from must be a calendar date (YYYY-MM-DD)'),
    to: planDate('to must be a calendar date (YYYY-MM-DD)'),
    entryId: idValue('entryId must be a meal plan entry id').optional(),
  })
  .strict();
export type ShoppingFromPlan = z.infer<typeof shoppingFromPlanSchema>;
export const shoppingFromPlanResultSchema = z.object({
  /** Lines gathered from the plan's recipes, before merging. */
  gathered: z.number().int().nonnegative(),
  /** Lines left off because the member always has them. */
  skipped: z.number().int().nonnegative(),
});

/** POST /api/shopping-list/items: an item the member writes in ("kitchen roll", "2 lemons"). */
export const shoppingItemInputSchema = z.object({ name: itemName, aisle: aisleChoice.optional() }).strict();
export type ShoppingItemInput = z.input<typeof shoppingItemInputSchema>;

/**
 * PATCH /api/shopping-list/items/:id: tick or untick, or move to another aisle. `changedAt` is when
 * the member did it (a phone may send it later, from offline): a change older than the item's last
 * one is not applied (last writer wins, per item), and the item as it stands is answered.
 */
export const shoppingItemUpdateSchema = z
  .object({
    checked: z.boolean('checked must be true or false').optional(),
    aisle: aisleChoice.optional(),
    changedAt: z.iso.datetime({ offset: true, error: 'changedAt must be an ISO date and time' }),
  })
  .strict()
  .refine((input) => input.checked !== undefined || input.aisle !== undefined, { message: 'Send checked or aisle to change', path: ['checked'] });
export type ShoppingItemUpdate = z.infer<typeof shoppingItemUpdateSchema>;

export const shoppingItemParamsSchema = idParams('id must be a shopping list item id');

export const shoppingItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** How much, in `unit` (null: a count, 'to taste', or nothing written). */
  quantity: z.number().nullable(),
  /** Canonical unit ('g', 'tbsp', 'clove'); null for a count of things or no amount. */
  unit: z.string().nullable(),
  aisle: z.enum(AISLES),
  checked: z.boolean(),
  /** Written in by the member rather than gathered from the plan. */
  manual: z.boolean(),
  /** The food it was merged by, for "always have"; null for a manual item. */
  stapleKey: z.string().nullable(),
  /** When it was last ticked or moved (by the member's device); null until then. */
  changedAt: z.string().nullable(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingListSchema = z.object({ items: z.array(shoppingItemSchema) });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const shoppingClearResultSchema = z.object({ removed: z.number().int().nonnegative() });

/** POST /api/shopping-list/pantry: a food the member always has, left off the lists gathered from now on. */
export const pantryStapleInputSchema = z.object({ key: z.string('key must be text').min(1, 'key must not be empty').max(120, 'key must be at most 120 characters'), name: itemName }).strict();
export const pantryStapleSchema = z.object({ key: z.string(), name: z.string() });
export type PantryStaple = z.infer<typeof pantryStapleSchema>;
export const pantryStaplesSchema = z.object({ staples: z.array(pantryStapleSchema) });
export const pantryStapleParamsSchema = z.object({ key: z.string().min(1, 'key must not be empty').max(120, 'key must be at most 120 characters') });
