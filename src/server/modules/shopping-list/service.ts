import { AISLES, SHOPPING_LIST_LIMITS, type Aisle, type PantryStaple, type ShoppingFromPlan, type ShoppingItem, type ShoppingItemInput, type ShoppingItemUpdate, type ShoppingList } from '../../../contracts/shopping-list';
import { parseIngredientLine } from '../../../domain/ingredient-line';
import { aisleFor } from '../../../domain/shopping/aisle';
import { scaleAmount } from '../../../domain/shopping/amounts';
import { planMerge, shoppingKey, type GatheredLine } from '../../../domain/shopping/merge';
import { AppError } from '../../errors';
import type { Viewer } from '../../viewer';
import type { NutritionAnalyzer } from '../nutrition/analyzer';
import type { ItemRow, ShoppingListRepo } from './repo';

const DAY_MS = 86_400_000;
const ITEM_NOT_FOUND = 'Shopping list item not found';
const listFull = (field: string) => AppError.field(field, `A shopping list holds at most ${SHOPPING_LIST_LIMITS.items} items`);

function toItem(row: ItemRow): ShoppingItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    aisle: row.aisle,
    checked: row.checked,
    manual: row.foodKey === null,
    stapleKey: row.foodKey,
    changedAt: row.changedAt?.toISOString() ?? null,
  };
}

/** The items in the order a shop is walked (AISLES), then by name. */
function inAisleOrder(items: ShoppingItem[]): ShoppingItem[] {
  const rank = (aisle: Aisle) => AISLES.indexOf(aisle);
  return items.sort((a, b) => rank(a.aisle) - rank(b.aisle) || a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * A member's shopping list (issue 18, ADR 0021): gathered from their plan's recipes, scaled to each
 * entry's servings and merged by the food each line names (the nutrition engine's match), plus
 * items they write in; ticked off from any device, last change winning per item.
 */
export function createShoppingListService(repo: ShoppingListRepo, analyzer: NutritionAnalyzer) {
  async function item(viewer: Viewer, id: number): Promise<ShoppingItem> {
    const row = await repo.item(viewer.id, id);
    if (!row) throw AppError.notFound(ITEM_NOT_FOUND);
    return toItem(row);
  }

  return {
    async list(viewer: Viewer): Promise<ShoppingList> {
      return { items: inAisleOrder((await repo.items(viewer.id)).map(toItem)) };
    },

    async fromPlan(viewer: Viewer, { from, to, entryId }: ShoppingFromPlan): Promise<{ gathered: number; skipped: number }> {
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (days < 1) throw AppError.field('to', 'to must not be before from');
      if (days > SHOPPING_LIST_LIMITS.rangeDays) throw AppError.field('to', `A list gathers at most ${SHOPPING_LIST_LIMITS.rangeDays} days`);
      const entries = await repo.plannedRecipes(viewer, from, to, entryId);
      if (entryId !== undefined && entries.length === 0) throw AppError.field('entryId', 'entryId must be a recipe entry of your plan within from and to');

      const written = entries.flatMap(({ servings, recipeServings, ingredients }) =>
        ingredients.map((line) => ({ ...line, ...scaleAmount(line, (servings ?? recipeServings) / recipeServings) })),
      );
      const foods = await analyzer.foodsOf(written);
      const staples = await repo.stapleKeys(viewer.id);
      const gathered: GatheredLine[] = [];
      written.forEach((line, i) => {
        const found = foods[i];
        const food = found?.confident ? found.match.food : null;
        const key = shoppingKey(food && { id: food.id, name: food.name }, line.name);
        if (staples.has(key)) return;
        const names = food ? [line.name, food.name] : [line.name];
        gathered.push({ key, name: line.name, aisle: aisleFor(food?.category ?? null, names), quantity: line.quantity, unit: line.unit });
      });
      const keys = [...new Set(gathered.map((g) => g.key))];
      if (!(await repo.merge(viewer.id, keys, (listed) => planMerge(listed, gathered), SHOPPING_LIST_LIMITS.items))) throw listFull('from');
      return { gathered: gathered.length, skipped: written.length - gathered.length };
    },

    /** An item the member writes in: shelved where its food is found, unless they chose the aisle. */
    async add(viewer: Viewer, input: ShoppingItemInput): Promise<ShoppingItem> {
      let aisle = input.aisle;
      if (aisle === undefined) {
        const line = parseIngredientLine(input.name);
        const [found] = await analyzer.foodsOf([line]);
        aisle = aisleFor(found?.confident ? (found.match.food.category ?? null) : null, found?.confident ? [input.name, found.match.food.name] : [input.name]);
      }
      const id = await repo.add(viewer.id, { name: input.name, foodKey: null, quantity: null, unit: null, aisle }, SHOPPING_LIST_LIMITS.items);
      if (id === null) throw listFull('name');
      return item(viewer, id);
    },

    async update(viewer: Viewer, id: number, { changedAt, ...changes }: ShoppingItemUpdate): Promise<ShoppingItem> {
      await repo.change(viewer.id, id, changes, new Date(changedAt));
      return item(viewer, id);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      if (!(await repo.remove(viewer.id, id))) throw AppError.notFound(ITEM_NOT_FOUND);
    },

    async clearChecked(viewer: Viewer): Promise<{ removed: number }> {
      return { removed: await repo.clearChecked(viewer.id) };
    },

    async staples(viewer: Viewer): Promise<{ staples: PantryStaple[] }> {
      return { staples: await repo.staples(viewer.id) };
    },

    async addStaple(viewer: Viewer, staple: PantryStaple): Promise<PantryStaple> {
      if (!(await repo.addStaple(viewer.id, staple.key, staple.name, SHOPPING_LIST_LIMITS.pantryStaples))) {
        throw AppError.field('key', `At most ${SHOPPING_LIST_LIMITS.pantryStaples} pantry staples`);
      }
      return staple;
    },

    async removeStaple(viewer: Viewer, key: string): Promise<void> {
      if (!(await repo.removeStaple(viewer.id, key))) throw AppError.notFound('Pantry staple not found');
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
