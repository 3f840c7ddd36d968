import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { FetchPage } from '../../net/safe-fetch';
import type { AiSetup } from '../ai/register';
import type { NutritionAnalyzer } from '../nutrition/analyzer';
import { createAuthoringRepo } from '../recipes/authoring-repo';
import type { RecipeImageStore } from '../recipes/images';
import type { RecipeService } from '../recipes/service';
import { createRecipeAnalysis } from './analysis';
import { createIdeaSetsRepo } from './idea-sets-repo';
import { createRecipeIdeas } from './ideas';
import { createRecipeImageMaker } from './image';
import { createAiResults } from './results';
import { createAiResultsRepo } from './results-repo';
import { aiRecipeRoutes } from './routes';
import { createRecipeSources } from './sources';
import { createRecipeTransform } from './transform';

/** Recipe AI (transform, analysis, picture) and Recipe Ideas: signed-in members, paid with credits. */
export async function registerAiRecipes(
  app: FastifyInstance,
  deps: {
    db: Db;
    ai: AiSetup;
    /** Reads through the one visibility rule (someone else's private recipe is a 404). */
    recipes: RecipeService;
    analyzer: NutritionAnalyzer;
    /** The SSRF-safe fetch of recipe import, for a web address as the source. */
    fetchPage: FetchPage;
    images: Pick<RecipeImageStore, 'save'>;
    /** Drops a changed recipe from every process's cache. */
    recipeChanged: (id: number) => Promise<void>;
  },
): Promise<void> {
  const { db, analyzer } = deps;
  const { runner } = deps.ai;
  const sources = createRecipeSources({ recipes: deps.recipes, fetchPage: deps.fetchPage });
  const resultsRepo = createAiResultsRepo(db);
  await app.register(aiRecipeRoutes, {
    transform: createRecipeTransform({ runner, sources, analyzer, results: resultsRepo }),
    analysis: createRecipeAnalysis({ runner, sources, analyzer, results: resultsRepo }),
    pictures: createRecipeImageMaker({ runner, sources, authoring: createAuthoringRepo(db), images: deps.images, changed: deps.recipeChanged }),
    ideas: createRecipeIdeas({ runner, repo: createIdeaSetsRepo(db), analyzer }),
    results: createAiResults(resultsRepo),
    rateLimit: deps.ai.rateLimit,
  });
}
