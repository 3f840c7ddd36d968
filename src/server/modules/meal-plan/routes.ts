import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  mealPlanEntryInputSchema,
  mealPlanEntryParamsSchema,
  mealPlanEntrySchema,
  mealPlanEntryUpdateSchema,
  mealPlanWeekQuerySchema,
  mealPlanWeekSchema,
} from '../../../contracts/meal-plan';
import type { MealPlanService } from './service';

const SIGN_IN = 'Please sign in to use your meal plan';
const writeLimit = { max: 120, timeWindow: '1 minute' };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** A member's meal plan (issue 18): the week view, and adding, moving and removing entries. */
export const mealPlanRoutes: FastifyPluginAsyncZod<{ service: MealPlanService }> = async (app, { service }) => {
  app.get(
    '/api/meal-plan',
    {
      config: { access: 'signed-in', denied: SIGN_IN },
      schema: {
        tags: ['meal plan'],
        summary: "The signed-in member's plan for the seven days from start: each day's entries by meal, its totals, and the member's saved targets",
        querystring: mealPlanWeekQuerySchema,
        response: { 200: mealPlanWeekSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => service.week(request.viewer!, request.query.start),
  );

  app.post(
    '/api/meal-plan/entries',
    {
      config: { access: 'signed-in', denied: SIGN_IN, rateLimit: writeLimit },
      schema: {
        tags: ['meal plan'],
        summary:
          "Adds a recipe the member may read (servings cooked default to the recipe's, portions eaten to one or the servings if fewer) or a note to a day's meal; 400 naming date when the day is full, portions when more than servings",
        body: mealPlanEntryInputSchema,
        response: { 201: mealPlanEntrySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.add(request.viewer!, request.body)),
  );

  app.patch(
    '/api/meal-plan/entries/:id',
    {
      config: { access: 'signed-in', denied: SIGN_IN, rateLimit: writeLimit },
      schema: {
        tags: ['meal plan'],
        summary:
          "Moves one of the member's entries to another day or meal, or changes a recipe entry's servings or portions; portions stay at most servings (400 naming the field sent)",
        params: mealPlanEntryParamsSchema,
        body: mealPlanEntryUpdateSchema,
        response: { 200: mealPlanEntrySchema, ...errors },
      },
    },
    (request) => service.update(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/api/meal-plan/entries/:id',
    {
      config: { access: 'signed-in', denied: SIGN_IN, rateLimit: writeLimit },
      schema: {
        tags: ['meal plan'],
        summary: "Removes one of the member's entries",
        params: mealPlanEntryParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await service.remove(request.viewer!, request.params.id);
      return { message: 'Entry removed' };
    },
  );
};
