import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KitchenTool, KitchenToolAiInput, KitchenToolAiResult, KitchenToolInput } from '../../../../contracts/kitchen-tools';
import { apiFetch, apiRequest } from '../../../lib/api';
import { onRecipeChanged } from '../../recipes';

const ADMIN_URL = '/api/admin/kitchen-tools';

/** GET /api/kitchen-tools through the default query function. */
const kitchenToolsQuery = queryOptions<KitchenTool[]>({ queryKey: ['/api/kitchen-tools'] });
const KITCHEN_TOOLS_KEY = kitchenToolsQuery.queryKey;

/** GET /api/kitchen-tools, read afresh each time the screen opens. */
export function useKitchenToolList() {
  return useQuery({ ...kitchenToolsQuery, refetchOnMount: 'always' });
}

/**
 * The answer in the list at once, then the list read again from the server; recipes read again
 * too, as their 'Everyday Kitchen Helpers' come matched with the tools, so a change made here
 * shows on the recipe pages in the same visit.
 */
async function changed(client: QueryClient, update: (tools: KitchenTool[]) => KitchenTool[]) {
  client.setQueryData<KitchenTool[]>(KITCHEN_TOOLS_KEY, (tools) => (tools ? update(tools) : tools));
  await Promise.all([client.invalidateQueries({ queryKey: KITCHEN_TOOLS_KEY }), onRecipeChanged(client)]);
}

const upsert = (tool: KitchenTool) => (tools: KitchenTool[]) => [...tools.filter((t) => t.id !== tool.id), tool];

export function useCreateKitchenTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenToolInput) => apiRequest<KitchenTool>('POST', ADMIN_URL, { body }),
    onSuccess: (tool) => changed(client, upsert(tool)),
  });
}

export function useUpdateKitchenTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: KitchenToolInput }) => apiRequest<KitchenTool>('PUT', `${ADMIN_URL}/${id}`, { body }),
    onSuccess: (tool) => changed(client, upsert(tool)),
  });
}

export function useDeleteKitchenTool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiFetch('DELETE', `${ADMIN_URL}/${id}`);
      return id;
    },
    onSuccess: (id) => changed(client, (tools) => tools.filter((t) => t.id !== id)),
  });
}

/** POST /api/admin/kitchen-tools/create-with-ai: only called when no loaded tool matches the name. */
export function useCreateKitchenToolWithAi() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KitchenToolAiInput) => apiRequest<KitchenToolAiResult>('POST', `${ADMIN_URL}/create-with-ai`, { body }),
    onSuccess: (result) => changed(client, upsert(result.tool)),
  });
}
