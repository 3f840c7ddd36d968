import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe } from '../../../../contracts/recipe';
import { apiRequest } from '../../../lib/api';
import { onRecipeChanged } from './recipe-changed';

export type PrivacyLevel = 'private' | 'public';

/**
 * PUT /api/recipes/{id}/privacy (SPEC sections 4 and 7). The caller flips its switch at once; on
 * success the recipe and every recipe list are refreshed.
 */
export function useSetRecipePrivacy(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privacyLevel: PrivacyLevel) =>
      apiRequest<Recipe>('PUT', `/api/recipes/${id}/privacy`, { body: { privacyLevel } }),
    onSuccess: (recipe) => {
      void onRecipeChanged(queryClient, recipe);
    },
  });
}
