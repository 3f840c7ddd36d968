import { z } from 'zod';
import type { RecipeAnalysis, StoredAnalysis } from '../../../contracts/ai';
import { notCountedInAnalysis } from '../../../domain/nutrition-coverage';
import type { Viewer } from '../../viewer';
import type { AiRunner } from '../ai/types';
import type { NutritionAnalyzer } from '../nutrition/analyzer';
import { cut } from '../recipe-import/draft';
import { analysisInput, ANALYSIS_SYSTEM } from './prompts';
import { newResultId, type AiResultsRepo } from './results-repo';
import type { RecipeSources } from './sources';

/** Plain for the model; the score is fitted to 1..10 here rather than refused for a 0 or an 11. */
const analysisAnswerSchema = z.object({
  summary: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  healthScore: z.number().describe('A whole number from 1 to 10'),
});

const POINTS_MAX = 8;
const POINT_TEXT_MAX = 500;
const SUMMARY_MAX = 1500;

/** POST /api/ai/recipe-analysis: the model's reading of a recipe the member may see, given the engine's figures as data. */
export function createRecipeAnalysis(deps: { runner: AiRunner; sources: RecipeSources; analyzer: NutritionAnalyzer; results: AiResultsRepo }) {
  return {
    async analyse(recipeId: number, viewer: Viewer): Promise<RecipeAnalysis> {
      // Before any hold: someone else's private recipe is a 404 and costs nothing.
      const { draft } = await deps.sources.draftOf(recipeId, viewer);
      // Worked out now rather than read from the stored figures: the answer carries the engine's
      // full analysis (each line's match), which the recipe row does not keep.
      const analysis = await deps.analyzer.analyze(draft.ingredients, draft.servings);
      const resultId = newResultId();
      const result = await deps.runner.json(
        {
          feature: 'recipe_analysis',
          charge: 'recipe_analysis',
          userId: viewer.id,
          system: ANALYSIS_SYSTEM,
          input: analysisInput(draft, analysis),
          schema: analysisAnswerSchema,
          schemaName: 'recipe_analysis',
        },
        async (answer): Promise<StoredAnalysis> => ({
          recipeId,
          title: draft.title,
          analysis,
          notCounted: notCountedInAnalysis(draft.ingredients, analysis.ingredients).length,
          summary: cut(answer.summary, SUMMARY_MAX),
          strengths: points(answer.strengths),
          improvements: points(answer.improvements),
          healthScore: Math.min(10, Math.max(1, Math.round(answer.healthScore))),
        }),
        // Kept in the member's history in the transaction that settles it.
        (tx, kept) => deps.results.insert(tx, { id: resultId, userId: viewer.id, feature: 'recipe_analysis', title: kept.title, result: kept }),
      );
      return { ...result.data, resultId, credits: result.credits, balance: result.balance ?? 0 };
    },
  };
}

export type RecipeAnalysisService = ReturnType<typeof createRecipeAnalysis>;

const points = (list: string[]) =>
  list
    .filter((p) => p.trim() !== '')
    .slice(0, POINTS_MAX)
    .map((p) => cut(p, POINT_TEXT_MAX));
