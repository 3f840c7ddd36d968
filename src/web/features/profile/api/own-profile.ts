import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contracts/auth';
import type { ProfileUpdateInput } from '../../../../contracts/users';
import { apiRequest, isApiError, PUBLIC_USERS_KEY } from '../../../lib/api';
import { bodyMessage } from '../../../lib/field-errors';
import { AUTH_USER_KEY } from '../../auth';

/** SPEC section 5: an avatar is an image of at most 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** PUT /api/users/profile; the signed-in user is refreshed from the answer (SPEC section 7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => apiRequest<AuthUser>('PUT', '/api/users/profile', { body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      // The public profile and author names may show the new name.
      void queryClient.invalidateQueries({ queryKey: PUBLIC_USERS_KEY });
    },
  });
}

/** POST /api/users/avatar (multipart field 'avatar'); answers { user } with the new avatar_url. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return apiRequest<{ user: AuthUser }>('POST', '/api/users/avatar', { body: form });
    },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: PUBLIC_USERS_KEY });
    },
  });
}

/** The upload failure text of SPEC section 8: the server's message, 'Error: {status}', or the fallback. */
export function avatarErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Failed to upload profile picture';
  return bodyMessage(error) ?? `Error: ${error.status}`;
}
