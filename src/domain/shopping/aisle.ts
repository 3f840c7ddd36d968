import type { Aisle } from '../../contracts/shopping-list';

/**
 * The aisle a food is found in, from its food group: the curated table's categories ('vegetables',
 * 'cheese') and USDA's group names ('Vegetables and Vegetable Products', 'Finfish and Shellfish
 * Products') alike. A food bought frozen goes to the freezers whatever its group. Checked in order:
 * 'Spices and Herbs' is spices, 'Fruits and Fruit Juices' produce, 'Nut and Seed Products' pantry.
 */
const AISLE_BY_GROUP: readonly (readonly [RegExp, Aisle])[] = [
  [/\bspices?\b/i, 'spices'],
  [/\b(?:vegetables?|fruits?|herbs?)\b/i, 'produce'],
  [/\b(?:bread|baked)\b/i, 'bakery'],
  [/\b(?:meats?|poultry|fish|seafood|shellfish|beef|pork|lamb|veal|game|sausages?)\b/i, 'meat'],
  [/\b(?:dairy|cheese|eggs?|milk)\b/i, 'dairy'],
  [/\b(?:grains?|flours?|pasta|noodles|legumes?|soy|oils?|fats?|nuts?|seeds?|baking|sweeteners?|sweets|sauces?|condiments|stocks?|soups?|cereals?|snacks)\b/i, 'pantry'],
];

const FROZEN = /\bfrozen\b/i;

/** The aisle for a food group (null: not known) and the names the food goes by (the written one among them). */
export function aisleFor(group: string | null, names: readonly string[]): Aisle {
  if (names.some((name) => FROZEN.test(name))) return 'frozen';
  if (group === null) return 'other';
  return AISLE_BY_GROUP.find(([pattern]) => pattern.test(group))?.[1] ?? 'other';
}
