import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AiSetup } from '../ai/register';
import { kitchenToolAdminRoutes } from './admin-routes';
import { createKitchenToolAdminService } from './admin-service';
import { kitchenToolAiRoutes } from './ai-routes';
import { createKitchenToolRepo, type KitchenToolRepo } from './repo';
import { kitchenToolRoutes } from './routes';

/**
 * The repository with every committed write followed by `changed`: a recipe's 'Everyday Kitchen
 * Helpers' are matched against the tools when the recipe is read and kept, so a tool added,
 * edited or deleted (by an admin or with AI) has every recipe read anew.
 */
function announcingChanges(repo: KitchenToolRepo, changed: () => Promise<void>): KitchenToolRepo {
  return {
    ...repo,
    async insertIfNew(...args) {
      const row = await repo.insertIfNew(...args);
      if (row) await changed();
      return row;
    },
    async update(...args) {
      const row = await repo.update(...args);
      if (row) await changed();
      return row;
    },
    async remove(...args) {
      const removed = await repo.remove(...args);
      if (removed) await changed();
      return removed;
    },
  };
}

/** Kitchen tools: the public lists, the admin's screen, and creating a tool with AI. */
export async function registerKitchenTools(
  app: FastifyInstance,
  deps: { db: Db; ai: AiSetup; toolsChanged: () => Promise<void> },
): Promise<void> {
  const repo = announcingChanges(createKitchenToolRepo(deps.db), deps.toolsChanged);
  await app.register(kitchenToolRoutes, { repo });
  await app.register(kitchenToolAiRoutes, { repo, runner: deps.ai.runner, rateLimit: deps.ai.rateLimit });
  await app.register(kitchenToolAdminRoutes, { service: createKitchenToolAdminService(repo) });
}
