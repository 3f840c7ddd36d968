import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MealPlanCopy, MealPlanEntry, MealPlanEntryInput, MealPlanEntryUpdate, MealPlanWeek } from '../../../../contracts/meal-plan';
import { apiRequest } from '../../../lib/api';

/** Every week of the plan: a change to one entry may move it between weeks. */
export const MEAL_PLAN_KEY = ['/api/meal-plan'] as const;

/** GET /api/meal-plan?start=: the seven days from `start`, with their totals and the member's targets. */
export function useMealPlanWeek(start: string) {
  return useQuery({
    queryKey: [...MEAL_PLAN_KEY, start],
    queryFn: ({ signal }) => apiRequest<MealPlanWeek>('GET', `/api/meal-plan?start=${start}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** A write to the plan: every week shown is fetched again once it is done (the server adds up the days). */
function usePlanChange<TInput, TOutput>(write: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEAL_PLAN_KEY }),
  });
}

/** POST /api/meal-plan/entries. */
export const useAddPlanEntry = () => usePlanChange((input: MealPlanEntryInput) => apiRequest<MealPlanEntry>('POST', '/api/meal-plan/entries', { body: input }));

/** PATCH /api/meal-plan/entries/{id}: move it to another day or meal, or change its servings. */
export const useUpdatePlanEntry = () =>
  usePlanChange(({ id, ...change }: MealPlanEntryUpdate & { id: number }) => apiRequest<MealPlanEntry>('PATCH', `/api/meal-plan/entries/${id}`, { body: change }));

/** DELETE /api/meal-plan/entries/{id}. */
export const useRemovePlanEntry = () => usePlanChange((id: number) => apiRequest<{ message: string }>('DELETE', `/api/meal-plan/entries/${id}`));

/** POST /api/meal-plan/copy: a day (days 1) or a week (days 7) added to as many days from `to`. */
export const useCopyPlanDays = () => usePlanChange((copy: MealPlanCopy) => apiRequest<{ copied: number }>('POST', '/api/meal-plan/copy', { body: copy }));

/** DELETE /api/meal-plan/days/{date}. */
export const useClearPlanDay = () => usePlanChange((date: string) => apiRequest<{ removed: number }>('DELETE', `/api/meal-plan/days/${date}`));
