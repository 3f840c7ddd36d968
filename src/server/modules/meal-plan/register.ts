import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { createFillDay } from './fill-day';
import { createFillDayRepo } from './fill-day-repo';
import { createPlanLinks } from './links';
import { createPlanLinksRepo } from './links-repo';
import { planLinksRoutes } from './links-routes';
import { createMealPlanRepo } from './repo';
import { mealPlanRoutes } from './routes';
import { createMealPlanService } from './service';

/** A member's meal plan (issue 18): recipes and notes on the days and meals of their weeks, Fill my day, and its share link and calendar feed. */
export async function registerMealPlan(app: FastifyInstance, deps: { db: Db; publicUrl: string | undefined }): Promise<void> {
  const service = createMealPlanService(createMealPlanRepo(deps.db));
  await app.register(mealPlanRoutes, { service, fillDay: createFillDay(createFillDayRepo(deps.db), service.day) });
  await app.register(planLinksRoutes, { links: createPlanLinks(createPlanLinksRepo(deps.db), service), publicUrl: deps.publicUrl });
}
