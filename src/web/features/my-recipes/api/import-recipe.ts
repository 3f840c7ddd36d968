import { useMutation } from '@tanstack/react-query';
import type { RecipeImport } from '../../../../contracts/recipe-input';
import { apiRequest } from '../../../lib/api';
import { bodyMessage, serverFieldErrors } from '../../../lib/field-errors';

/** POST /api/recipes/import: a draft read from a web page, for review; nothing is saved. */
export function useImportRecipe() {
  return useMutation({
    mutationFn: (url: string) => apiRequest<RecipeImport>('POST', '/api/recipes/import', { body: { url } }),
  });
}

/** What to show under the address field: the message for the url field, else the answer's own. */
export function importErrorMessage(error: unknown): string {
  return serverFieldErrors(error).url ?? bodyMessage(error) ?? 'Failed to import the recipe';
}
