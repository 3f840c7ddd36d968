import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Aisle, PantryStaple, ShoppingFromPlan, ShoppingItem, ShoppingItemInput } from '../../../../contracts/shopping-list';
import { apiRequest } from '../../../lib/api';
import { changeTime } from '../lib/pending-checks';
import { checkSyncFor } from './check-off';
import { PANTRY_KEY, SHOPPING_LIST_KEY } from './keys';

/** GET /api/shopping-list: every item, ordered by aisle then name, with this device's queued ticks on them. */
export function useShoppingList(userId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: SHOPPING_LIST_KEY,
    queryFn: ({ signal }) => checkSyncFor(userId, queryClient).fetchList(signal),
  });
}

function useListChange<TInput, TOutput>(write: (input: TInput) => Promise<TOutput>, also: readonly (readonly string[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => Promise.all([SHOPPING_LIST_KEY, ...also].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** POST /api/shopping-list/items: an item written in; the server picks its aisle from the food. */
export const useAddShoppingItem = () => useListChange((input: ShoppingItemInput) => apiRequest<ShoppingItem>('POST', '/api/shopping-list/items', { body: input }));

/**
 * PATCH /api/shopping-list/items/{id} with another aisle. The tick shown goes with it: the server
 * keeps an item's latest change only, so a tick still queued offline (older) must not be lost to it.
 */
export const useMoveToAisle = () =>
  useListChange(({ item, aisle }: { item: ShoppingItem; aisle: Aisle }) =>
    apiRequest<ShoppingItem>('PATCH', `/api/shopping-list/items/${item.id}`, { body: { aisle, checked: item.checked, changedAt: changeTime(item) } }),
  );

/** DELETE /api/shopping-list/items/{id}. */
export const useRemoveShoppingItem = () => useListChange((id: number) => apiRequest<{ message: string }>('DELETE', `/api/shopping-list/items/${id}`));

/** DELETE /api/shopping-list/checked: everything ticked off. */
export const useClearChecked = () => useListChange(() => apiRequest<{ removed: number }>('DELETE', '/api/shopping-list/checked'));

/** POST /api/shopping-list/from-plan: the planned recipes' ingredients from `from` to `to`, merged into the list. */
export const useGatherFromPlan = () =>
  useListChange((range: ShoppingFromPlan) => apiRequest<{ gathered: number; skipped: number }>('POST', '/api/shopping-list/from-plan', { body: range }));

/** GET /api/shopping-list/pantry: the foods the member always has. */
export function usePantryStaples() {
  return useQuery({
    queryKey: PANTRY_KEY,
    queryFn: ({ signal }) => apiRequest<{ staples: PantryStaple[] }>('GET', '/api/shopping-list/pantry', { signal }),
  });
}

/** POST /api/shopping-list/pantry: "Always have"; the server also takes the food off the list. */
export const useAddPantryStaple = () => useListChange((staple: PantryStaple) => apiRequest<PantryStaple>('POST', '/api/shopping-list/pantry', { body: staple }), [PANTRY_KEY]);

/** DELETE /api/shopping-list/pantry/{key}: lists gathered from now on include the food again. */
export const useRemovePantryStaple = () =>
  useListChange((key: string) => apiRequest<{ message: string }>('DELETE', `/api/shopping-list/pantry/${encodeURIComponent(key)}`), [PANTRY_KEY]);
