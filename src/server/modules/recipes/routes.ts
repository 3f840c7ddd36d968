import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  recipeFacetsQuerySchema,
  recipeFacetsSchema,
  recipeIdParamsSchema,
  recipeListQuerySchema,
  recipeListSchema,
  recipePrivacySchema,
  recipeSchema,
  recipeSuggestionsQuerySchema,
  recipeSuggestionsSchema,
  recipeSummarySchema,
  type Recipe,
  type RecipeList,
} from '../../../contracts/recipe';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../viewer';
import { sendKept, type PublicAnswers } from '../../kept/public-answers';
import { MEMBER_ONLY, type RecipeService, type RecipeView } from './service';

const featuredSchema = z.array(recipeSummarySchema);

/**
 * Visitors' lists and recipes are the same for every visitor: kept with their compressed forms and
 * answered from memory until a recipe changes (kept/public-answers.ts). So are those of a member who
 * owns nothing a visitor cannot see; a member with private recipes gets the visitors' list with
 * theirs merged in, and an admin or a member with a private profile has theirs read (RecipeView).
 */
export const recipeRoutes: FastifyPluginAsyncZod<{ service: RecipeService; answers: PublicAnswers }> = async (app, { service, answers }) => {
  const viewOf = async (request: FastifyRequest): Promise<RecipeView> => (request.sessionUser === null ? 'visitors' : service.viewOf(request.sessionUser));
  app.get(
    '/api/recipes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'Search and browse recipes, newest first',
        description:
          '`search` is words, each found (case-insensitive substring) in the title, subtitle, description, a tag, category, ' +
          "diet attribute or ingredient name, or the author's name; \"a phrase\" is one term, -word excludes. '@name' matches the " +
          "author's username instead. `category` and `tag` must equal one of the recipe's (case-insensitive; 'all' means " +
          'no filter). All filters combine with AND. `sort`: relevance (the default with free text: every word a whole word of the ' +
          'title first, then every word in the title, then the rest, newest first within each), newest (the default without), ' +
          'quickest (total time), calories (fewest per serving; recipes whose figure leaves out an ingredient last), protein (most ' +
          'per serving). `with` and `without` are ingredient names separated by commas: each `with` name must be in some ' +
          "ingredient line, as words (singular or plural), or one of the names of the food it matches ('zucchini' finds " +
          "'courgette'); no `without` name may be, also as the end of a word ('nuts' leaves out 'walnuts'). `diet` must equal " +
          'one of the diet attributes; `maxMinutes` (total time), `maxCalories` (a complete figure per serving) and ' +
          '`minProtein` (grams per serving) bound the figures. Pass `nextCursor` back as `cursor` for the next page, with the same filters and sort.',
        querystring: recipeListQuerySchema,
        response: { 200: recipeListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const view = await viewOf(request);
      // Keyed by the address as sent: the same filters written differently are kept twice, never mixed up.
      const listJson = async () => JSON.stringify(recipeListSchema.parse(await service.list(request.query, null)));
      const visitors = () => answers.keptJson(request.url, listJson);
      if (view === 'visitors') return answers.sendVisitorsJson(request, reply, listJson);
      // A member's own lists are kept for them (by view: a role or profile change reads anew) until a
      // recipe changes: reading them again for every request held such a member to 30-110 req/s at
      // 100k recipes where a visitor got thousands (issue 17's bench).
      const member = request.viewer!;
      const theirs = await answers.keptForMember(member.id, `${view} ${request.url}`, async () => {
        // The member's own private recipes merge into the visitors' answer in its order.
        if (view === 'own') {
          return JSON.stringify(recipeListSchema.parse(await service.list(request.query, member)));
        }
        const shared = await visitors();
        const merged = await service.withOwnPrivate(request.query, member, () => JSON.parse(shared.identity.toString('utf8')) as RecipeList);
        // Mostly none match: then theirs is the visitors' answer, bytes and all.
        return merged === null ? shared : JSON.stringify(recipeListSchema.parse(merged));
      });
      return sendKept(request, reply, theirs);
    },
  );

  app.get(
    '/api/recipes/featured',
    { config: { access: 'public' }, schema: { tags: ['recipes'], summary: 'Featured recipes', response: { 200: featuredSchema } } },
    async (request, reply) => {
      if ((await viewOf(request)) !== 'visitors') return service.featured(request.viewer);
      return answers.sendVisitorsJson(request, reply, async () => JSON.stringify(featuredSchema.parse(await service.featured(null))));
    },
  );

  app.get(
    '/api/recipes/facets',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'How many recipes the list of these filters holds, and each facet value would hold',
        description:
          'Takes the filters of GET /api/recipes. `total` is the number of recipes they find; each group (category, tag, diet, ' +
          'maxMinutes, maxCalories, minProtein) counts each of its values over the recipes passing every other filter, so ' +
          'choosing one shows how many switching would give. Keyed groups run most first; number groups list every offered value.',
        querystring: recipeFacetsQuerySchema,
        response: { 200: recipeFacetsSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const view = await viewOf(request);
      const facetsJson = async (viewer: Viewer | null) => JSON.stringify(recipeFacetsSchema.parse(await service.facets(request.query, viewer)));
      if (view === 'visitors') return answers.sendVisitorsJson(request, reply, () => facetsJson(null));
      const member = request.viewer!;
      const theirs = await answers.keptForMember(member.id, `${view} ${request.url}`, async () => {
        if (view === 'own') return facetsJson(member);
        return JSON.stringify(recipeFacetsSchema.parse(await service.facetsWithOwnPrivate(request.query, member)));
      });
      return sendKept(request, reply, theirs);
    },
  );

  app.get(
    '/api/recipes/suggestions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'What the search box offers while a cook types: recipe titles and ingredients',
        description:
          '`recipes`: up to 5 public recipes whose title holds every word of `q`, best match first. `ingredients`: up to 5 food ' +
          'names with a word starting with `q`, each with how many public recipes `with=<name>` finds, most first. The same ' +
          'answer for every viewer (kept in memory until a recipe changes).',
        querystring: recipeSuggestionsQuerySchema,
        response: { 200: recipeSuggestionsSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      return answers.sendVisitorsJson(request, reply, async () => JSON.stringify(recipeSuggestionsSchema.parse(await service.suggestions(request.query.q))));
    },
  );

  app.get(
    '/api/recipes/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'One recipe (404 when missing or private to someone else)',
        params: recipeIdParamsSchema,
        response: { 200: recipeSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    // The service hands back JSON already checked against recipeSchema; sent as text, it skips re-serializing.
    async (request, reply) => {
      if ((await viewOf(request)) === 'visitors') return answers.sendVisitorsJson(request, reply, () => service.getJson(request.params.id, null));
      const json = await service.getJson(request.params.id, request.viewer);
      // Fastify sends a string body as it is; the type provider only knows the object shape.
      return reply.type('application/json; charset=utf-8').send(json as unknown as Recipe);
    },
  );

  app.get(
    '/api/recipes/:id/related',
    {
      config: { access: 'public' },
      schema: {
        tags: ['recipes'],
        summary: 'Up to 3 recipes sharing a category with this one',
        params: recipeIdParamsSchema,
        response: { 200: z.array(recipeSummarySchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.related(request.params.id, request.viewer),
  );

  app.put(
    '/api/recipes/:id/privacy',
    {
      config: { access: 'member', denied: MEMBER_ONLY, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['recipes'],
        summary: "Makes the author's own recipe private or public; answers the recipe",
        params: recipeIdParamsSchema,
        body: recipePrivacySchema,
        response: { 200: recipeSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => service.setPrivacy(request.params.id, request.body.privacyLevel, request.viewer!),
  );
};
