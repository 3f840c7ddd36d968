import { queryOptions } from '@tanstack/react-query';
import type { KitchenTool } from '../../../../contracts/kitchen-tools';

/**
 * GET /api/kitchen-tools through the default query function. The back office's list reads it too,
 * so a change made there shows on the recipe pages in the same visit.
 */
export const kitchenToolsQuery = queryOptions<KitchenTool[]>({ queryKey: ['/api/kitchen-tools'] });
