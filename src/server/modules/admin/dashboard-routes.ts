import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../contracts/admin-dashboard';
import { apiErrorSchema } from '../../../contracts/errors';
import type { DashboardRepo } from './dashboard-repo';

/** GET /api/admin/dashboard: totals, 30-day trends and recent activity. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ repo: DashboardRepo }> = async (app, { repo }) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin', denied: 'Only administrators can see the dashboard' },
      schema: {
        tags: ['admin'],
        summary: 'Users, recipes, subscribers, credits sold and spent, AI calls: totals, 30 daily values (UTC) and recent activity (admin)',
        response: { 200: dashboardSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    () => repo.dashboard(),
  );
};
