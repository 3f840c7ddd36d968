import { z } from 'zod';
import type { AnalysedDraft, RecipeChange, RecipeTransform, RecipeTransformRequest, StoredTransform } from '../../../contracts/ai';
import type { RecipeInput } from '../../../contracts/recipe-input';
import type { Db } from '../../../db/client';
import type { Viewer } from '../../viewer';
import type { AiRunner } from '../ai/types';
import type { NutritionAnalyzer } from '../nutrition/analyzer';
import { cut } from '../recipe-import/draft';
import { modelRecipeSchema, toDraft } from './model-recipe';
import { transformInput, transformSystem } from './prompts';
import { newResultId, type AiResultsRepo } from './results-repo';
import type { RecipeSources } from './sources';

const changesSchema = z
  .array(z.object({ change: z.string(), reason: z.string() }))
  .describe('Each substitution or change, with the reason for it');

/** The model's answer when the recipe is already structured (a recipe on the site, a web page). */
const transformedAnswerSchema = z.object({
  transformed: modelRecipeSchema,
  summary: z.string(),
  changes: changesSchema,
});

/**
 * The model's answer for pasted text: it reads the text into `original` and transforms it in the
 * same call (one charge, one wait). `original` comes first so the model writes it before the new
 * version. Its nutrition, like the transformed one's, is the engine's.
 */
const pastedAnswerSchema = z.object({
  original: modelRecipeSchema,
  transformed: modelRecipeSchema,
  summary: z.string(),
  changes: changesSchema,
});

const SUMMARY_MAX = 1000;
const CHANGES_MAX = 30;
const CHANGE_TEXT_MAX = 500;

/** A new version of a recipe is only a draft for the editor: private, no picture, saved (if at all) through POST /api/recipes. */
const DRAFT = { privacyLevel: 'private', featuredImage: null } as const;

/**
 * POST /api/ai/recipe-transform: a recipe rewritten for a goal; both versions with the engine's
 * nutrition. The result is kept in the member's history (not as a recipe) with the charge.
 */
export function createRecipeTransform(deps: { runner: AiRunner; sources: RecipeSources; analyzer: NutritionAnalyzer; results: AiResultsRepo }) {
  const analysed = async (draft: RecipeInput): Promise<AnalysedDraft> => ({
    draft,
    analysis: await deps.analyzer.analyze(draft.ingredients, draft.servings),
  });

  return {
    async transform(request: RecipeTransformRequest, viewer: Viewer): Promise<RecipeTransform> {
      // Before any hold: a recipe they may not see or a page without a recipe costs nothing.
      const source = await deps.sources.resolve(request.source, viewer);
      const base = { feature: 'recipe_transform', charge: 'recipe_transform', userId: viewer.id, schemaName: 'recipe_transform' } as const;
      const system = transformSystem(request.goal, source.kind === 'text');

      // The engine's work and the drafts' checks run in the accept step, so an answer that
      // cannot be used releases the hold; the result is kept in the transaction that settles it.
      const resultId = newResultId();
      const keep = (tx: Db, kept: StoredTransform) =>
        deps.results.insert(tx, { id: resultId, userId: viewer.id, feature: 'recipe_transform', title: kept.transformed.draft.title, result: kept });
      const result =
        source.kind === 'text'
          ? await deps.runner.json(
              { ...base, system, schema: pastedAnswerSchema, input: transformInput({ pastedRecipe: source.text }, request.goal, request.instructions) },
              async (answer) => ({
                original: await analysed(toDraft(answer.original, DRAFT)),
                transformed: await analysed(toDraft(answer.transformed, DRAFT)),
                ...explanation(answer),
              }),
              keep,
            )
          : await deps.runner.json(
              { ...base, system, schema: transformedAnswerSchema, input: transformInput({ recipe: source.original }, request.goal, request.instructions) },
              async (answer) => ({
                original: await analysed(source.original),
                transformed: await analysed(toDraft(answer.transformed, DRAFT)),
                ...explanation(answer),
              }),
              keep,
            );
      return { ...result.data, resultId, credits: result.credits, balance: result.balance ?? 0 };
    },
  };
}

export type RecipeTransformService = ReturnType<typeof createRecipeTransform>;

function explanation(answer: { summary: string; changes: RecipeChange[] }): { summary: string; changes: RecipeChange[] } {
  return {
    summary: cut(answer.summary, SUMMARY_MAX),
    changes: answer.changes
      .filter((c) => c.change.trim() !== '')
      .slice(0, CHANGES_MAX)
      .map((c) => ({ change: cut(c.change, CHANGE_TEXT_MAX), reason: cut(c.reason, CHANGE_TEXT_MAX) })),
  };
}
