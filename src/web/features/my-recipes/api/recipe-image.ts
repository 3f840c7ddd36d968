import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api';
import { bodyMessage } from '../../../lib/field-errors';

/** Recipe pictures follow the avatar's rule (SPEC section 5): an image of at most 5 MB. */
export const RECIPE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** POST /api/recipes/images (multipart field 'image'); answers the address for featuredImage. */
export function useUploadRecipeImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest<{ url: string }>('POST', '/api/recipes/images', { body: form });
    },
  });
}

/** The server's message, 'Error: {status}' without one, as for the avatar (SPEC section 8). */
export function recipeImageErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Failed to upload picture';
  return bodyMessage(error) ?? `Error: ${error.status}`;
}
