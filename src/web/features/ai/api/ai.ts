import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AiStatus,
  ExpandedIdea,
  RecipeAnalysis,
  RecipeIdeas,
  RecipeIdeasRequest,
  RecipeImage,
  RecipeTransform,
  RecipeTransformRequest,
} from '../../../../contracts/ai';
import type { CreditFeature } from '../../../../contracts/credits';
import type { Recipe } from '../../../../contracts/recipe';
import type { RecipeInput } from '../../../../contracts/recipe-input';
import { apiRequest } from '../../../lib/api';
import { AUTH_USER_KEY, type AuthUser } from '../../auth/api/use-auth';
import { CREDIT_TRANSACTIONS_KEY, useFeatureCosts } from '../../credits/api/credits';
import { useSaveRecipe } from '../../my-recipes/api/save-recipe';
import { refreshRecipeLists } from '../../my-recipes/api/my-recipes';
import { recipeKey } from '../../recipes/api/recipes';

export const AI_STATUS_KEY = ['/api/ai/status'] as const;

/** GET /api/ai/status: whether the site has an AI provider (and one that makes pictures). */
export function useAiStatus() {
  return useQuery<AiStatus>({ queryKey: AI_STATUS_KEY });
}

/** The current cost of one feature, undefined until the costs are known. */
export function useFeatureCost(feature: CreditFeature) {
  const costs = useFeatureCosts();
  const entry = costs.data?.costs.find((c) => c.feature === feature);
  return { cost: entry?.cost, upcoming: entry?.upcoming ?? null };
}

/**
 * After a paid call: the navbar balance shows the answer's balance at once, and the signed-in user
 * is fetched again (the server is the authority). Also after a failure: a hold was released.
 */
function refreshBalance(queryClient: QueryClient, balance?: number): void {
  if (balance !== undefined) {
    queryClient.setQueryData<AuthUser | null>(AUTH_USER_KEY, (user) => (user ? { ...user, credits: balance } : user));
  }
  void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
  void queryClient.invalidateQueries({ queryKey: CREDIT_TRANSACTIONS_KEY });
}

/** A paid AI call: POSTs the body and refreshes the balance whatever the outcome. */
function usePaidCall<TBody, TResult extends { balance: number }>(url: string, onSuccess?: (result: TResult, queryClient: QueryClient) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiRequest<TResult>('POST', url, { body }),
    onSuccess: (result) => {
      refreshBalance(queryClient, result.balance);
      onSuccess?.(result, queryClient);
    },
    onError: () => refreshBalance(queryClient),
  });
}

/** POST /api/ai/recipe-transform (cost recipe_transform). */
export function useTransformRecipe() {
  return usePaidCall<RecipeTransformRequest, RecipeTransform>('/api/ai/recipe-transform');
}

/** POST /api/ai/recipe-analysis (cost recipe_analysis). */
export function useAnalyseRecipe() {
  return usePaidCall<{ recipeId: number }, RecipeAnalysis>('/api/ai/recipe-analysis');
}

/** POST /api/ai/recipe-image (cost image_generation): the picture becomes the recipe's featured image. */
export function useGenerateRecipeImage() {
  return usePaidCall<{ recipeId: number; style?: string }, RecipeImage>('/api/ai/recipe-image', (result, queryClient) => {
    queryClient.setQueryData<Recipe>(recipeKey(result.recipeId), (recipe) => (recipe ? { ...recipe, featuredImage: result.featuredImage } : recipe));
    refreshRecipeLists(queryClient);
  });
}

/** POST /api/ai/recipe-ideas (cost recipe_suggestion). */
export function useRecipeIdeas() {
  return usePaidCall<RecipeIdeasRequest, RecipeIdeas>('/api/ai/recipe-ideas');
}

/** POST /api/ai/recipe-ideas/{setId}/expand: one idea of a paid set as a full recipe, at no further charge. */
export function useExpandIdea() {
  return useMutation({
    mutationFn: ({ setId, index }: { setId: string; index: number }) =>
      apiRequest<ExpandedIdea>('POST', `/api/ai/recipe-ideas/${encodeURIComponent(setId)}/expand`, { body: { index } }),
  });
}

/** A draft saved as a new recipe of mine: always private, without a picture (the new dish has none yet). */
export function draftToSave(draft: RecipeInput): RecipeInput {
  return { ...draft, privacyLevel: 'private', featuredImage: null };
}

/** POST /api/recipes with a draft from an AI tool (the editor's own save, so every list refreshes). */
export function useSaveDraft() {
  const save = useSaveRecipe(undefined);
  return {
    ...save,
    saveDraft: (draft: RecipeInput, options?: Parameters<typeof save.mutate>[1]) => save.mutate(draftToSave(draft), options),
  };
}
