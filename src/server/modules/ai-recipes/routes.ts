import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AI_RESULT_FEATURES,
  AI_ID_PATTERN,
  aiResultListSchema,
  aiResultSchema,
  expandedIdeaSchema,
  ideaSetListSchema,
  ideaSetSchema,
  expandIdeaRequestSchema,
  recipeAnalysisRequestSchema,
  recipeAnalysisSchema,
  recipeIdeasRequestSchema,
  recipeIdeasSchema,
  recipeImageRequestSchema,
  recipeImageSchema,
  recipeTransformRequestSchema,
  recipeTransformSchema,
  type AiResult,
  type ExpandedIdea,
  type IdeaSet,
  type RecipeTransform,
} from '../../../contracts/ai';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Viewer } from '../../viewer';
import type { AiRateLimit } from '../ai/rate-limit';
import type { RecipeAnalysisService } from './analysis';
import type { RecipeIdeasService } from './ideas';
import type { RecipeImageMaker } from './image';
import type { AiResults } from './results';
import type { RecipeTransformService } from './transform';

export const SIGN_IN_FOR_AI = 'Sign in to use the AI tools';
export const MEMBERS_AI = 'Only members can use the AI tools';

export interface AiRecipeRoutesOptions {
  transform: RecipeTransformService;
  analysis: RecipeAnalysisService;
  pictures: RecipeImageMaker;
  ideas: RecipeIdeasService;
  /** The member's kept results (history, open, delete). */
  results: AiResults;
  /** Route config limiting each member's requests (ai/rate-limit.ts, AI_RATE_LIMIT a minute). */
  rateLimit: AiRateLimit;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
  504: apiErrorSchema,
};

const CHARGES =
  'The credits are held before the model is called and taken only when its answer is used; on any failure ' +
  '(402 when the balance does not cover the cost, 502/504 when the AI service fails) nothing is charged.';

/** Refusals of the AI routes: a visitor must sign in (401), an account without the member role may not (403). */
const denied = { signIn: SIGN_IN_FOR_AI, notAllowed: MEMBERS_AI };

/** The route's access (member) has been checked, so there is a viewer. */
const member = (request: FastifyRequest): Viewer => request.viewer!;

/**
 * Answers holding a recipe draft go as JSON text: recipeInputSchema normalises input (trims,
 * drops duplicates) and so cannot encode output, and the drafts were checked against it when
 * they were built (model-recipe.ts), as recipe import does.
 */
const asJson = <T>(reply: FastifyReply, body: T) => reply.type('application/json; charset=utf-8').send(JSON.stringify(body) as unknown as T);

const setIdParams = z.object({ setId: z.string().regex(AI_ID_PATTERN, 'setId must name a set of recipe ideas') });
const resultIdParams = z.object({ id: z.string().regex(AI_ID_PATTERN, 'id must name a kept AI result') });
const PRIVATE = "Only the member's own (404 for anyone else's, an admin's included).";

/** Recipe AI (transform, analysis, picture) and Recipe Ideas: signed-in members, paid with credits. */
export const aiRecipeRoutes: FastifyPluginAsyncZod<AiRecipeRoutesOptions> = async (app, options) => {
  const { transform, analysis, pictures, ideas, results } = options;

  app.post(
    '/api/ai/recipe-transform',
    {
      config: { ...options.rateLimit('recipe_transform'), access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: "Rewrites a recipe for a goal (cost: recipe_transform); the result is kept in the member's history",
        description:
          'The source is one of the member\'s recipes or a public one, pasted text (the model reads it into `original` in the same call) ' +
          'or a web address (read like POST /api/recipes/import, without its picture). `transformed.draft` is a private draft without a picture ' +
          'for the editor, saved through POST /api/recipes. Both versions\' nutrition comes from the nutrition engine, never from the model. ' +
          'The result is kept (GET /api/ai/results/{resultId}) in the same transaction that takes the credits. ' +
          `404 for a recipe the member may not see, 400/422 for an address that cannot be read. ${CHARGES}`,
        body: recipeTransformRequestSchema,
        response: { 200: recipeTransformSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => asJson<RecipeTransform>(reply, await transform.transform(request.body, member(request))),
  );

  app.post(
    '/api/ai/recipe-analysis',
    {
      config: { ...options.rateLimit('recipe_analysis'), access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: "The model's reading of a recipe the member may see, given the engine's nutrition figures (cost: recipe_analysis)",
        description: `The result is kept in the member's history (GET /api/ai/results/{resultId}) in the same transaction that takes the credits. ${CHARGES}`,
        body: recipeAnalysisRequestSchema,
        response: { 200: recipeAnalysisSchema, ...errors },
      },
    },
    (request) => analysis.analyse(request.body.recipeId, member(request)),
  );

  app.post(
    '/api/ai/recipe-image',
    {
      config: { ...options.rateLimit('image_generation'), access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: "Makes a picture for the member's own recipe and sets it as its featured image (cost: image_generation)",
        description: `Admins may do it for any recipe; someone else's recipe is a 403 (404 when private). The picture is stored as WebP under /uploads/recipes. ${CHARGES}`,
        body: recipeImageRequestSchema,
        response: { 200: recipeImageSchema, ...errors },
      },
    },
    (request) => pictures.generate(request.body, member(request)),
  );

  app.post(
    '/api/ai/recipe-ideas',
    {
      config: { ...options.rateLimit('recipe_suggestion'), access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: 'Three to five recipe ideas from the ingredients the member has (cost: recipe_suggestion)',
        description:
          'Expanding any idea of the set (POST /api/ai/recipe-ideas/{setId}/expand) is included. The set is kept in the member\'s history ' +
          `(GET /api/ai/recipe-ideas/{setId}) in the same transaction that takes the credits. ${CHARGES}`,
        body: recipeIdeasRequestSchema,
        response: { 200: recipeIdeasSchema, ...errors },
      },
    },
    (request) => ideas.suggest(request.body, member(request)),
  );

  app.post(
    '/api/ai/recipe-ideas/:setId/expand',
    {
      config: { ...options.rateLimit(), access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: 'One idea of a paid set as a full recipe draft with its nutrition (no further charge)',
        description:
          'Only the member who paid for the set (404 for anyone else). An idea is expanded once: asking again answers the same recipe ' +
          'without calling the model. The draft is private and saved through POST /api/recipes.',
        params: setIdParams,
        body: expandIdeaRequestSchema,
        response: { 200: expandedIdeaSchema, ...errors },
      },
    },
    async (request, reply) => asJson<ExpandedIdea>(reply, await ideas.expand(request.params.setId, request.body.index, member(request))),
  );

  app.get(
    '/api/ai/results',
    {
      config: { access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: "The member's kept Recipe AI results (transforms, analyses), latest first",
        description: `At most 50. ${PRIVATE}`,
        querystring: z.object({ feature: z.enum(AI_RESULT_FEATURES, 'feature must be one of: ' + AI_RESULT_FEATURES.join(', ')).optional() }).strict(),
        response: { 200: aiResultListSchema, ...errors },
      },
    },
    async (request) => ({ results: await results.history(member(request), request.query.feature) }),
  );

  app.get(
    '/api/ai/results/:id',
    {
      config: { access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: 'One kept Recipe AI result, whole (no charge)',
        description: PRIVATE,
        params: resultIdParams,
        response: { 200: aiResultSchema, ...errors },
      },
    },
    async (request, reply) => asJson<AiResult>(reply, await results.open(request.params.id, member(request))),
  );

  app.delete(
    '/api/ai/results/:id',
    {
      config: { access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: 'Deletes a kept Recipe AI result (credits are not returned)',
        description: PRIVATE,
        params: resultIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await results.remove(request.params.id, member(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/ai/recipe-ideas',
    {
      config: { access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: "The member's paid sets of recipe ideas, latest first",
        description: `At most 50. ${PRIVATE}`,
        response: { 200: ideaSetListSchema, ...errors },
      },
    },
    async (request) => ({ sets: await ideas.history(member(request)) }),
  );

  app.get(
    '/api/ai/recipe-ideas/:setId',
    {
      config: { access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: 'One paid set of recipe ideas with the ideas already written out in full (no charge)',
        description: PRIVATE,
        params: setIdParams,
        response: { 200: ideaSetSchema, ...errors },
      },
    },
    async (request, reply) => asJson<IdeaSet>(reply, await ideas.open(request.params.setId, member(request))),
  );

  app.delete(
    '/api/ai/recipe-ideas/:setId',
    {
      config: { access: 'member', denied },
      schema: {
        tags: ['ai'],
        summary: 'Deletes a paid set of recipe ideas and its expanded recipes (credits are not returned)',
        description: PRIVATE,
        params: setIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ideas.remove(request.params.setId, member(request));
      return reply.status(204).send(null);
    },
  );
};
