import type { RecipeSummary } from '../../../../contracts/recipe';

/** What the planner's search reads of a recipe. */
export type PlanRecipeSource = Pick<RecipeSummary, 'id' | 'title' | 'servings' | 'featuredImage'>;

/** A recipe the member can add from the planner: one of their saved recipes, one of their own, or both. */
export interface PlanRecipe extends PlanRecipeSource {
  saved: boolean;
  mine: boolean;
}

/** The most matches the planner's search shows at once: more is a cue to type more. */
export const PLAN_SEARCH_LIMIT = 20;

/** Text compared without case or accents: "creme" finds "Crème brûlée". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const byTitle = (a: PlanRecipe, b: PlanRecipe) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** The member's saved recipes and their own as one list, each once, by title. */
export function planRecipes(saved: readonly PlanRecipeSource[], mine: readonly PlanRecipeSource[]): PlanRecipe[] {
  const byId = new Map<number, PlanRecipe>();
  const pick = ({ id, title, servings, featuredImage }: PlanRecipeSource): PlanRecipe => ({ id, title, servings, featuredImage, saved: false, mine: false });
  for (const recipe of saved) byId.set(recipe.id, { ...(byId.get(recipe.id) ?? pick(recipe)), saved: true });
  for (const recipe of mine) byId.set(recipe.id, { ...(byId.get(recipe.id) ?? pick(recipe)), mine: true });
  return [...byId.values()].sort(byTitle);
}

/**
 * The recipes whose title holds the query (any case, any accents), at most `limit` of them, with
 * how many matched in all. Titles that start with the query come first, then those with a word
 * that does, then the rest; each group by title. An empty query matches every recipe.
 */
export function searchPlanRecipes(recipes: readonly PlanRecipe[], query: string, limit = PLAN_SEARCH_LIMIT): { matches: PlanRecipe[]; total: number } {
  const wanted = foldText(query);
  const ranked: [number, PlanRecipe][] = [];
  for (const recipe of recipes) {
    const title = foldText(recipe.title);
    const at = title.indexOf(wanted);
    if (at < 0) continue;
    ranked.push([at === 0 ? 0 : title.includes(` ${wanted}`) ? 1 : 2, recipe]);
  }
  ranked.sort(([rankA, a], [rankB, b]) => rankA - rankB || byTitle(a, b));
  return { matches: ranked.slice(0, limit).map(([, recipe]) => recipe), total: ranked.length };
}

/**
 * What the search says about its results (read out as they change): how many, that there are more
 * than it shows, or that nothing matched. A list that could not be loaded is not called empty.
 */
export function searchStatusText({ loading, total, query, failed }: { loading: boolean; total: number; query: string; failed: boolean }): string {
  const asked = query.trim();
  if (loading) return 'Loading your recipes…';
  if (total > PLAN_SEARCH_LIMIT) return `Showing ${PLAN_SEARCH_LIMIT} of ${total} recipes: type more of a title to narrow them down.`;
  if (total > 0) return `${total} ${total === 1 ? 'recipe' : 'recipes'}`;
  if (asked) return `No saved or own recipe matches “${asked}”.`;
  return failed ? 'No recipes to show.' : 'You have no saved or own recipes yet.';
}
