import type { APIRequestContext } from '@playwright/test';
import type { RecipeList, RecipeSummary } from '../../src/contracts/recipe';

/** Every recipe GET /api/recipes lists for a query, all pages. */
export async function listedRecipes(request: APIRequestContext, query: Record<string, string>): Promise<RecipeSummary[]> {
  const items: RecipeSummary[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, limit: '100' });
    if (cursor) params.set('cursor', cursor);
    const page = (await (await request.get(`/api/recipes?${params}`)).json()) as RecipeList;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}
