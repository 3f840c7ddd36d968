import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminCategoryChange,
  AdminCategoryCreate,
  AdminCategoryList,
  AdminCategoryUpdate,
} from '../../../../contracts/admin-categories';
import { apiRequest } from '../../../lib/api';
import { CATEGORIES_KEY, onRecipeChanged } from '../../recipes';

const ADMIN_CATEGORIES = '/api/admin/categories';
const LIST_KEY = [ADMIN_CATEGORIES] as const;

const categoryUrl = (id: number) => `${ADMIN_CATEGORIES}/${id}`;

/** The link a category's recipe count leads to: the public browse page filtered by it. */
export const browseUrl = (name: string) => `/recipes?${new URLSearchParams({ category: name }).toString()}`;

export function useAdminCategories() {
  return useQuery<AdminCategoryList>({ queryKey: LIST_KEY, refetchOnMount: 'always' });
}

/**
 * After any change, and after a refusal (the list may be out of date): this list, the public
 * category list (browse filters, the recipe editor) and, when recipes were renamed, every recipe
 * read the app holds are fetched again.
 */
function useChanged() {
  const client = useQueryClient();
  return async (recipesUpdated: number) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: LIST_KEY }),
      client.invalidateQueries({ queryKey: CATEGORIES_KEY }),
      recipesUpdated > 0 ? onRecipeChanged(client) : undefined,
    ]);
  };
}

export function useCreateCategory() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: AdminCategoryCreate) => apiRequest<AdminCategory>('POST', ADMIN_CATEGORIES, { body }),
    onSettled: () => changed(0),
  });
}

export function useUpdateCategory(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: AdminCategoryUpdate) => apiRequest<AdminCategoryChange>('PUT', categoryUrl(id), { body }),
    onSettled: (result) => changed(result?.recipesUpdated ?? 0),
  });
}

export function useMergeCategory(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (intoId: number) => apiRequest<AdminCategoryChange>('POST', `${categoryUrl(id)}/merge`, { body: { intoId } }),
    onSettled: (result) => changed(result?.recipesUpdated ?? 0),
  });
}

export function useDeleteCategory(id: number) {
  const changed = useChanged();
  return useMutation({
    mutationFn: () => apiRequest<null>('DELETE', categoryUrl(id)),
    onSettled: () => changed(0),
  });
}
