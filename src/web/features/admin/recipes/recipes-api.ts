import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { AdminRecipePage, AdminRecipeRow } from '../../../../contracts/admin-recipes';
import { apiRequest } from '../../../lib/api';
import { onRecipeChanged } from '../../recipes';
import { ADMIN_DASHBOARD_KEY } from '../dashboard/dashboard-api';
import { filtersToParams, type RecipeFilters } from './recipe-filters';

export const ADMIN_RECIPES_PATH = '/admin/recipes';

export function adminEditRecipePath(id: number): string {
  return `${ADMIN_RECIPES_PATH}/edit/${id}`;
}

const RECIPES_KEY = '/api/admin/recipes';
export const RECIPES_PAGE_SIZE = 25;
const listKey = (filters: RecipeFilters) => [RECIPES_KEY, 'list', filters] as const;

/** GET /api/admin/recipes, page by page; fetched again each time the screen opens (an edit may have changed a row). */
export function useAdminRecipes(filters: RecipeFilters) {
  return useInfiniteQuery({
    queryKey: listKey(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = filtersToParams(filters);
      params.set('limit', String(RECIPES_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AdminRecipePage>('GET', `${RECIPES_KEY}?${params.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}

/** Every cached page of the list, with `change` applied to each row. */
function updateRows(client: QueryClient, change: (rows: AdminRecipeRow[]) => AdminRecipeRow[]) {
  client.setQueriesData<InfiniteData<AdminRecipePage>>({ queryKey: [RECIPES_KEY, 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

/** A recipe left the catalogue: its row goes at once, then the lists and counts are fetched again. */
export function recipeRemoved(client: QueryClient, id: number): void {
  updateRows(client, (rows) => rows.filter((row) => row.id !== id));
  void client.invalidateQueries({ queryKey: [RECIPES_KEY] });
  void client.invalidateQueries({ queryKey: ADMIN_DASHBOARD_KEY });
}

/** PUT /api/admin/recipes/{id}/featured: the row, the home page's list and the recipe's page follow. */
export function useSetFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: number; featured: boolean }) =>
      apiRequest<AdminRecipeRow>('PUT', `${RECIPES_KEY}/${id}/featured`, { body: { featured } }),
    onSuccess: (row) => {
      updateRows(client, (rows) => rows.map((r) => (r.id === row.id ? row : r)));
      void client.invalidateQueries({ queryKey: [RECIPES_KEY] });
      void onRecipeChanged(client);
    },
  });
}
