import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { PictureStorage } from '../../storage/picture-storage';
import type { RecipeRepo } from '../recipes/repo';
import { createAvatarStore } from './avatar';
import { nutritionGoalsRoutes } from './nutrition-goals-routes';
import { createNutritionGoalsService } from './nutrition-goals-service';
import { profileRoutes } from './profile-routes';
import { createProfileService } from './profile-service';
import { createUserRepo } from './repo';
import { userRoutes } from './routes';
import { createUserService, type UserService } from './service';

/** Public profiles and their recipes, a member's own profile and avatar, and their nutrition goals. */
export async function registerUsers(
  app: FastifyInstance,
  deps: {
    db: Db;
    storage: PictureStorage;
    /** A profile lists its author's recipes through the one visibility rule. */
    recipeRepo: RecipeRepo;
    /** Cached recipe pages show their author's name and avatar. */
    allRecipesChanged: (what: { searched: boolean }) => Promise<void>;
    /** Visitors' kept pages, dropped in every process (a bio shows on its profile page). */
    pagesChanged: () => Promise<void>;
  },
): Promise<UserService> {
  const users = createUserRepo(deps.db);
  const service = createUserService(users, deps.recipeRepo);
  await app.register(userRoutes, { service });
  const profile = createProfileService({ users, avatars: createAvatarStore(deps.storage), onAuthorChanged: deps.allRecipesChanged, onProfilePageChanged: deps.pagesChanged, log: app.log });
  await app.register(profileRoutes, { service: profile });
  await app.register(nutritionGoalsRoutes, { service: createNutritionGoalsService({ users }) });
  return service;
}
