import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AiSetup } from '../ai/register';
import { kitchenToolAdminRoutes } from './admin-routes';
import { createKitchenToolAdminService } from './admin-service';
import { kitchenToolAiRoutes } from './ai-routes';
import { createKitchenToolRepo } from './repo';
import { kitchenToolRoutes } from './routes';

/** Kitchen tools: the public lists, the admin's screen, and creating a tool with AI. */
export async function registerKitchenTools(app: FastifyInstance, deps: { db: Db; ai: AiSetup }): Promise<void> {
  const repo = createKitchenToolRepo(deps.db);
  await app.register(kitchenToolRoutes, { repo });
  await app.register(kitchenToolAiRoutes, { repo, runner: deps.ai.runner, rateLimit: deps.ai.rateLimit });
  await app.register(kitchenToolAdminRoutes, { service: createKitchenToolAdminService(repo) });
}
