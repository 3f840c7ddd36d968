import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { CreditService } from '../credits/service';
import { createAdminCategoriesRepo } from './categories-repo';
import { adminCategoriesRoutes } from './categories-routes';
import { createAdminCategoriesService } from './categories-service';
import { createDashboardRepo } from './dashboard-repo';
import { adminDashboardRoutes } from './dashboard-routes';
import { createAdminRecipesRepo } from './recipes-repo';
import { adminRecipesRoutes } from './recipes-routes';
import { createAdminRecipesService } from './recipes-service';
import { createAdminUsersRepo } from './users-repo';
import { adminUsersRoutes } from './users-routes';
import { createAdminUsersService } from './users-service';

/**
 * The back office's dashboard and its Users (roles, credit grants and revokes, disabling),
 * Categories and Recipes screens. (The audit check on every admin change is registered with the
 * framework, before any route: registerAdminAuditCheck.)
 */
export async function registerAdmin(
  app: FastifyInstance,
  deps: {
    db: Db;
    credits: CreditService;
    /** Drops a changed recipe from every process's cache (featuring). */
    recipeChanged: (id: number) => Promise<void>;
    /** A category rename or merge rewrites the recipes' categories, so every cached recipe goes. */
    allRecipesChanged: () => Promise<void>;
  },
): Promise<void> {
  const { db } = deps;
  await app.register(adminDashboardRoutes, { repo: createDashboardRepo(db) });
  await app.register(adminUsersRoutes, { service: createAdminUsersService(createAdminUsersRepo(db), deps.credits) });
  await app.register(adminCategoriesRoutes, {
    service: createAdminCategoriesService({ repo: createAdminCategoriesRepo(db), recipesChanged: deps.allRecipesChanged }),
  });
  await app.register(adminRecipesRoutes, { service: createAdminRecipesService({ repo: createAdminRecipesRepo(db), changed: deps.recipeChanged }) });
}
