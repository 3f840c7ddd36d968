import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  fillDayQuerySchema,
  fillDaySchema,
  mealPlanClearResultSchema,
  mealPlanCopyResultSchema,
  mealPlanCopySchema,
  mealPlanDayParamsSchema,
  mealPlanEntryInputSchema,
  mealPlanEntryParamsSchema,
  mealPlanEntrySchema,
  mealPlanEntryUpdateSchema,
  mealPlanSettingsSchema,
  mealPlanWeekQuerySchema,
  mealPlanWeekSchema,
} from '../../../contracts/meal-plan';
import type { FillDayService } from './fill-day';
import type { MealPlanService } from './service';

const SIGN_IN = 'Please sign in to use your meal plan';
const writeLimit = { max: 120, timeWindow: '1 minute' };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** A member's meal plan (issue 18): the week view; adding, moving and removing entries; copying and clearing days. */
export const mealPlanRoutes: FastifyPluginAsyncZod<{ service: MealPlanService; fillDay: FillDayService }> = async (app, { service, fillDay }) => {
  app.get(
    '/api/meal-plan/suggestions',
    {
      config: { access: 'signed-in', denied: SIGN_IN },
      schema: {
        tags: ['meal plan'],
        summary:
          "Fill my day: recipes the member may read whose one serving best meets what the next open meal of `date` should bring toward their saved calorie and protein targets, within their dietary preferences (none without saved targets)",
        querystring: fillDayQuerySchema,
        response: { 200: fillDaySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => fillDay(request.viewer!, request.query.date),
  );

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

  app.get(
    '/api/meal-plan/settings',
    {
      config: { access: 'signed-in', denied: SIGN_IN },
      schema: { tags: ['meal plan'], summary: "The member's planner preferences: the day their weeks start on", response: { 200: mealPlanSettingsSchema, 401: apiErrorSchema } },
    },
    (request) => service.settings(request.viewer!),
  );

  app.put(
    '/api/meal-plan/settings',
    {
      config: { access: 'signed-in', denied: SIGN_IN, rateLimit: writeLimit },
      schema: {
        tags: ['meal plan'],
        summary: 'Sets the day the member’s weeks start on (monday, sunday or saturday)',
        body: mealPlanSettingsSchema,
        response: { 200: mealPlanSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => service.saveSettings(request.viewer!, request.body),
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

  app.post(
    '/api/meal-plan/copy',
    {
      config: { access: 'signed-in', denied: SIGN_IN, rateLimit: writeLimit },
      schema: {
        tags: ['meal plan'],
        summary:
          "Copies the member's entries of one or seven days from `from` to the same meals of as many days from `to`, leaving behind recipes no longer available to them; all or nothing: 400 naming to when a target day is outside the window, overlaps the days copied, or would pass the per-day limit",
        body: mealPlanCopySchema,
        response: { 200: mealPlanCopyResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => service.copy(request.viewer!, request.body),
  );

  app.delete(
    '/api/meal-plan/days/:date',
    {
      config: { access: 'signed-in', denied: SIGN_IN, rateLimit: writeLimit },
      schema: {
        tags: ['meal plan'],
        summary: "Clears a day: removes all of the member's entries of it (no one else's), answering how many there were",
        params: mealPlanDayParamsSchema,
        response: { 200: mealPlanClearResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => service.clearDay(request.viewer!, request.params.date),
  );
};
