import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NutritionAnalysis, NutritionAnalysisRequest } from '../../../../contracts/nutrition-analysis';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/nutrition/analyze for the editor's live nutrition. Keyed by the request itself, so
 * going back to an earlier state of the form costs no call; the last answer stays on screen while
 * the next one loads (no flicker as the member types). Null: nothing to ask yet.
 */
export function useNutritionAnalysis(request: NutritionAnalysisRequest | null) {
  return useQuery({
    queryKey: ['nutrition-analysis', request],
    queryFn: ({ signal }) => apiRequest<NutritionAnalysis>('POST', '/api/nutrition/analyze', { body: request, signal }),
    enabled: request !== null && request.ingredients.length > 0,
    placeholderData: keepPreviousData,
  });
}
