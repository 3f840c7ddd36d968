import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NutritionAnalysis, NutritionAnalysisRequest } from '../../../../contracts/nutrition-analysis';
import { apiRequest } from '../../../lib/api';

/** Not a path (the answer is a POST's): the default query function never reads it. */
export function nutritionAnalysisKey(request: NutritionAnalysisRequest | null) {
  return ['nutrition-analysis', request] as const;
}

/**
 * POST /api/nutrition/analyze for the editor's live nutrition. Keyed by the request itself, so
 * going back to an earlier state of the form costs no call; the last answer stays on screen while
 * the next one loads (no flicker as the member types). Null: nothing to ask yet.
 */
export function useNutritionAnalysis(request: NutritionAnalysisRequest | null) {
  return useQuery({
    queryKey: nutritionAnalysisKey(request),
    queryFn: ({ signal }) => apiRequest<NutritionAnalysis>('POST', '/api/nutrition/analyze', { body: request, signal }),
    enabled: request !== null && request.ingredients.length > 0,
    placeholderData: keepPreviousData,
  });
}
