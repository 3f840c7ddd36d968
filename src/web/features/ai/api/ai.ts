import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AiResult,
  AiResultList,
  AiStatus,
  ExpandedIdea,
  IdeaSet,
  IdeaSetList,
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
import { refreshBalance, useFeatureCosts } from '../../credits';
import { useSaveRecipe } from '../../my-recipes';
import { onRecipeChanged, recipeKey } from '../../recipes';

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

export const AI_RESULTS_KEY = ['/api/ai/results'] as const;
export const aiResultKey = (id: string) => ['/api/ai/results', id] as const;
export const IDEA_SETS_KEY = ['/api/ai/recipe-ideas'] as const;
export const ideaSetKey = (setId: string) => ['/api/ai/recipe-ideas', setId] as const;

/**
 * A paid AI call: POSTs the body and refreshes the balance whatever the outcome. The callbacks are
 * the mutation's own, so they run even when the member left the screen during the call: the kept
 * result is in the history when they come back.
 */
function usePaidCall<TBody, TResult extends { balance: number }>(url: string, onSuccess?: (result: TResult, queryClient: QueryClient) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [url],
    mutationFn: (body: TBody) => apiRequest<TResult>('POST', url, { body }),
    onSuccess: (result) => {
      refreshBalance(queryClient, result.balance);
      onSuccess?.(result, queryClient);
    },
    onError: () => refreshBalance(queryClient),
  });
}

/** A kept Recipe AI result goes into the cache under its address, and the history is fetched again. */
function keepResult(queryClient: QueryClient, result: AiResult): void {
  queryClient.setQueryData<AiResult>(aiResultKey(result.id), result);
  void queryClient.invalidateQueries({ queryKey: AI_RESULTS_KEY, exact: true });
}

export const TRANSFORM_URL = '/api/ai/recipe-transform';

/** POST /api/ai/recipe-transform (cost recipe_transform); the result is kept in the history. */
export function useTransformRecipe() {
  return usePaidCall<RecipeTransformRequest, RecipeTransform>(TRANSFORM_URL, ({ resultId, credits: _c, balance: _b, ...transform }, queryClient) =>
    keepResult(queryClient, { id: resultId, feature: 'recipe_transform', title: transform.transformed.draft.title, createdAt: new Date().toISOString(), transform }),
  );
}

/** POST /api/ai/recipe-analysis (cost recipe_analysis); the result is kept in the history. */
export function useAnalyseRecipe() {
  return usePaidCall<{ recipeId: number }, RecipeAnalysis>('/api/ai/recipe-analysis', ({ resultId, credits: _c, balance: _b, ...analysis }, queryClient) =>
    keepResult(queryClient, { id: resultId, feature: 'recipe_analysis', title: analysis.title, createdAt: new Date().toISOString(), analysis }),
  );
}

/** GET /api/ai/results: the member's kept transforms and analyses, latest first. */
export function useAiResults() {
  return useQuery<AiResultList>({ queryKey: AI_RESULTS_KEY });
}

/** GET /api/ai/results/{id}: one kept result (from the cache when it was made on this visit). */
export function useAiResult(id: string | null) {
  return useQuery<AiResult>({ queryKey: aiResultKey(id ?? ''), enabled: id !== null });
}

/** DELETE /api/ai/results/{id}. */
export function useDeleteAiResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>('DELETE', `/api/ai/results/${encodeURIComponent(id)}`),
    onSuccess: (_none, id) => {
      queryClient.removeQueries({ queryKey: aiResultKey(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: AI_RESULTS_KEY, exact: true });
    },
  });
}

/** POST /api/ai/recipe-image (cost image_generation): the picture becomes the recipe's featured image. */
export function useGenerateRecipeImage() {
  return usePaidCall<{ recipeId: number; style?: string }, RecipeImage>('/api/ai/recipe-image', (result, queryClient) => {
    queryClient.setQueryData<Recipe>(recipeKey(result.recipeId), (recipe) => (recipe ? { ...recipe, featuredImage: result.featuredImage } : recipe));
    void onRecipeChanged(queryClient);
  });
}

export const IDEAS_URL = '/api/ai/recipe-ideas';

/** POST /api/ai/recipe-ideas (cost recipe_suggestion); the set is kept in the history. */
export function useRecipeIdeas() {
  return usePaidCall<RecipeIdeasRequest, RecipeIdeas>(IDEAS_URL, ({ setId, ideas }, queryClient) => {
    queryClient.setQueryData<IdeaSet>(ideaSetKey(setId), { setId, ideas, expansions: {}, createdAt: new Date().toISOString() });
    void queryClient.invalidateQueries({ queryKey: IDEA_SETS_KEY, exact: true });
  });
}

/** GET /api/ai/recipe-ideas: the member's paid sets, latest first. */
export function useIdeaSets() {
  return useQuery<IdeaSetList>({ queryKey: IDEA_SETS_KEY });
}

/** GET /api/ai/recipe-ideas/{setId}: one kept set with the ideas already written out. */
export function useIdeaSet(setId: string | null) {
  return useQuery<IdeaSet>({ queryKey: ideaSetKey(setId ?? ''), enabled: setId !== null });
}

/** DELETE /api/ai/recipe-ideas/{setId}. */
export function useDeleteIdeaSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setId: string) => apiRequest<null>('DELETE', `/api/ai/recipe-ideas/${encodeURIComponent(setId)}`),
    onSuccess: (_none, setId) => {
      queryClient.removeQueries({ queryKey: ideaSetKey(setId), exact: true });
      void queryClient.invalidateQueries({ queryKey: IDEA_SETS_KEY, exact: true });
    },
  });
}

/** POST /api/ai/recipe-ideas/{setId}/expand: one idea of a paid set as a full recipe, at no further charge (kept with the set). */
export function useExpandIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setId, index }: { setId: string; index: number }) =>
      apiRequest<ExpandedIdea>('POST', `/api/ai/recipe-ideas/${encodeURIComponent(setId)}/expand`, { body: { index } }),
    onSuccess: (recipe, { setId, index }) =>
      queryClient.setQueryData<IdeaSet>(ideaSetKey(setId), (set) => (set ? { ...set, expansions: { ...set.expansions, [String(index)]: recipe } } : set)),
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
