import { z } from 'zod';
import type { AnalysedDraft, IdeaSet, IdeaSetSummary, RecipeIdea, RecipeIdeas, RecipeIdeasRequest } from '../../../contracts/ai';
import { RECIPE_LIMITS } from '../../../contracts/recipe-input';
import { AppError } from '../../errors';
import type { Viewer } from '../../viewer';
import type { AiRunner } from '../ai/types';
import type { NutritionAnalyzer } from '../nutrition/analyzer';
import { cut } from '../recipe-import/draft';
import type { IdeaSetsRepo } from './idea-sets-repo';
import { modelRecipeSchema, toDraft, unusableAnswer } from './model-recipe';
import { expandInput, EXPAND_SYSTEM, IDEAS_SYSTEM, ideasInput } from './prompts';
import { newResultId } from './results-repo';

const MIN_IDEAS = 3;
const MAX_IDEAS = 5;

const modelIdeaSchema = z.object({
  title: z.string(),
  description: z.string(),
  totalMinutes: z.number().nullable(),
  uses: z.array(z.string()),
  alsoNeeds: z.array(z.string()),
});

/** Plain for the model: a sixth idea is dropped here rather than failing the whole answer. */
const ideasAnswerSchema = z.object({
  ideas: z.array(modelIdeaSchema).min(MIN_IDEAS).describe(`${MIN_IDEAS} to ${MAX_IDEAS} distinct ideas`),
});

export const NO_SUCH_SET = 'No such set of recipe ideas';
const DESCRIPTION_MAX = 1000;
const LIST_MAX = 30;
const ITEM_MAX = 120;

/**
 * POST /api/ai/recipe-ideas and /api/ai/recipe-ideas/{setId}/expand. A set of ideas is paid once
 * (recipe_suggestion); expanding any of its ideas into a full recipe is part of that purchase,
 * once per idea: the expansion is kept with the set and answered again without a model call.
 */
export function createRecipeIdeas(deps: { runner: AiRunner; repo: IdeaSetsRepo; analyzer: NutritionAnalyzer }) {
  return {
    async suggest(request: RecipeIdeasRequest, viewer: Viewer): Promise<RecipeIdeas> {
      const result = await deps.runner.json(
        {
          feature: 'recipe_suggestion',
          charge: 'recipe_suggestion',
          userId: viewer.id,
          system: IDEAS_SYSTEM,
          input: ideasInput(request),
          schema: ideasAnswerSchema,
          schemaName: 'recipe_ideas',
        },
        async (answer) => ({ setId: newResultId(), ideas: fitIdeas(answer.ideas) }),
        // Kept in the transaction that settles the credits: a paid set is in the history and can be expanded.
        (tx, set) => deps.repo.insert(tx, { id: set.setId, userId: viewer.id, request, ideas: set.ideas }),
      );
      return { ...result.data, credits: result.credits, balance: result.balance ?? 0 };
    },

    /** The member's history of sets, latest first. */
    history(viewer: Viewer): Promise<IdeaSetSummary[]> {
      return deps.repo.list(viewer.id);
    },

    /** One of the member's sets with the ideas already expanded; 404 for anyone else's. */
    async open(setId: string, viewer: Viewer): Promise<IdeaSet> {
      const set = await deps.repo.find(setId, viewer.id);
      if (!set) throw AppError.notFound(NO_SUCH_SET);
      return { setId, ideas: set.ideas, expansions: set.expansions, createdAt: set.createdAt.toISOString() };
    },

    async remove(setId: string, viewer: Viewer): Promise<void> {
      if (!(await deps.repo.remove(setId, viewer.id))) throw AppError.notFound(NO_SUCH_SET);
    },

    async expand(setId: string, index: number, viewer: Viewer): Promise<AnalysedDraft> {
      const set = await deps.repo.find(setId, viewer.id);
      if (!set) throw AppError.notFound(NO_SUCH_SET);
      const idea = set.ideas[index];
      if (!idea) {
        const message = `index must be 0 to ${set.ideas.length - 1}`;
        throw AppError.validation(message, [{ field: 'index', message }]);
      }
      const kept = set.expansions[String(index)];
      if (kept) return kept;

      const result = await deps.runner.json(
        {
          feature: 'recipe_expand',
          charge: null,
          userId: viewer.id,
          system: EXPAND_SYSTEM,
          input: expandInput(idea, set.request),
          schema: modelRecipeSchema,
          schemaName: 'recipe',
        },
        async (answer) => {
          const draft = toDraft(answer, { privacyLevel: 'private', featuredImage: null });
          const analysis = await deps.analyzer.analyze(draft.ingredients, draft.servings);
          const stored = await deps.repo.keepExpansion(setId, viewer.id, index, { draft, analysis });
          // Only when the member deleted their account meanwhile.
          if (!stored) throw AppError.notFound(NO_SUCH_SET);
          return stored;
        },
      );
      return result.data;
    },
  };
}

export type RecipeIdeasService = ReturnType<typeof createRecipeIdeas>;

/** The ideas cut to size, blank ones dropped, at most five; fewer than three usable is an unusable answer. */
function fitIdeas(ideas: z.infer<typeof modelIdeaSchema>[]): RecipeIdea[] {
  const fitted = ideas
    .filter((idea) => idea.title.trim() !== '')
    .slice(0, MAX_IDEAS)
    .map((idea) => ({
      title: cut(idea.title, RECIPE_LIMITS.title),
      description: cut(idea.description, DESCRIPTION_MAX),
      totalMinutes: fitMinutes(idea.totalMinutes),
      uses: fitList(idea.uses),
      alsoNeeds: fitList(idea.alsoNeeds),
    }));
  if (fitted.length < MIN_IDEAS) throw unusableAnswer(`only ${fitted.length} usable ideas`);
  return fitted;
}

function fitMinutes(minutes: number | null): number | null {
  if (minutes === null) return null;
  const whole = Math.round(minutes);
  return whole > 0 && whole <= RECIPE_LIMITS.minutes ? whole : null;
}

const fitList = (items: string[]) =>
  items
    .filter((item) => item.trim() !== '')
    .slice(0, LIST_MAX)
    .map((item) => cut(item, ITEM_MAX));
