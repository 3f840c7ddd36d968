import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contracts/auth';
import type { NutritionGoals } from '../../../../contracts/nutrition-goals';
import { apiRequest } from '../../../lib/api';
import { AUTH_USER_KEY } from '../../auth';

/** PUT /api/users/nutrition-goals: the server recomputes and stores the figures and answers the updated user. */
export function useSaveNutritionGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goals: NutritionGoals) => apiRequest<AuthUser>('PUT', '/api/users/nutrition-goals', { body: goals }),
    // The profile's Nutritional Information block reads the signed-in user.
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}
