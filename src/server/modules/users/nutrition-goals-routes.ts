import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUserSchema } from '../../../contracts/auth';
import { apiErrorSchema } from '../../../contracts/errors';
import { nutritionGoalsSchema } from '../../../contracts/nutrition-goals';
import { toAuthUser } from '../auth/service';
import { SIGN_IN_TO_SAVE_GOALS, type NutritionGoalsService } from './nutrition-goals-service';

/** PUT /api/users/nutrition-goals: the calculator's Save, next to PUT /api/users/profile. */
export const nutritionGoalsRoutes: FastifyPluginAsyncZod<{ service: NutritionGoalsService }> = async (app, { service }) => {
  app.put(
    '/api/users/nutrition-goals',
    {
      config: { access: 'signed-in', denied: SIGN_IN_TO_SAVE_GOALS, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          "Computes BMR, maintenance, weight-loss and weight-gain calories and macro grams from the body and goal given, and stores them with those inputs on the signed-in member's profile",
        body: nutritionGoalsSchema,
        response: { 200: authUserSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => toAuthUser(await service.save(request.sessionUser!, request.body)),
  );
};
