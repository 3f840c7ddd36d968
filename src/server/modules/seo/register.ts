import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { RecipeService } from '../recipes/service';
import type { SettingsService } from '../settings/service';
import type { UserService } from '../users/service';
import type { PublicAnswers } from '../../kept/public-answers';
import { createSeoRepo } from './repo';
import { seoRoutes } from './routes';
import { createSeoService } from './service';

/** Server-rendered first views of public pages (title, Open Graph, JSON-LD), the sitemap and robots.txt. */
export async function registerSeo(
  app: FastifyInstance,
  deps: { db: Db; recipes: RecipeService; users: UserService; settings: SettingsService; answers: PublicAnswers; webDist: string; publicUrl: string | undefined },
): Promise<void> {
  await app.register(seoRoutes, {
    service: createSeoService({ recipes: deps.recipes, users: deps.users, settings: deps.settings, repo: createSeoRepo(deps.db) }),
    answers: deps.answers,
    webDist: deps.webDist,
    publicUrl: deps.publicUrl,
  });
}
