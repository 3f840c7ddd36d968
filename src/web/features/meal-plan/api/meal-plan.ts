import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FillDay, MealPlanCopy, MealPlanEntry, MealPlanEntryInput, MealPlanEntryUpdate, MealPlanSettings, MealPlanWeek } from '../../../../contracts/meal-plan';
import { apiRequest } from '../../../lib/api';

/** Every week of the plan: a change to one entry may move it between weeks. */
export const MEAL_PLAN_KEY = ['/api/meal-plan'] as const;

/**
 * GET /api/meal-plan?start=: the seven days from `start`, with their totals and the member's targets.
 * `enabled`: false while the page does not yet know where the member's weeks start.
 */
export function useMealPlanWeek(start: string, enabled = true) {
  return useQuery({
    queryKey: [...MEAL_PLAN_KEY, start],
    queryFn: ({ signal }) => apiRequest<MealPlanWeek>('GET', `/api/meal-plan?start=${start}`, { signal }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/**
 * GET /api/meal-plan/suggestions?date=: "Fill my day". Under the plan's key, so every change to
 * the plan (an added suggestion first of all) asks again.
 */
export function useFillDay(date: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MEAL_PLAN_KEY, 'suggestions', date],
    queryFn: ({ signal }) => apiRequest<FillDay>('GET', `/api/meal-plan/suggestions?date=${date}`, { signal }),
    placeholderData: (previous) => (previous?.date === date ? previous : undefined),
    enabled,
  });
}

/** The planner's preferences: apart from the plan's key, so a change to the plan does not fetch them again. */
export const PLAN_SETTINGS_KEY = ['/api/meal-plan/settings'] as const;

/** GET /api/meal-plan/settings: the day the member's weeks start on. */
export const usePlanSettings = () =>
  useQuery({ queryKey: PLAN_SETTINGS_KEY, queryFn: ({ signal }) => apiRequest<MealPlanSettings>('GET', '/api/meal-plan/settings', { signal }) });

/** PUT /api/meal-plan/settings: the answer is what the planner then shows. */
export function useSavePlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MealPlanSettings) => apiRequest<MealPlanSettings>('PUT', '/api/meal-plan/settings', { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(PLAN_SETTINGS_KEY, saved),
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
