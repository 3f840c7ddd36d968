import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { NutritionAnalyzer } from '../nutrition/analyzer';
import { createShoppingListRepo } from './repo';
import { shoppingListRoutes } from './routes';
import { createShoppingListService } from './service';

/** A member's shopping list (issue 18): gathered from their meal plan through the nutrition engine's food match. */
export async function registerShoppingList(app: FastifyInstance, deps: { db: Db; analyzer: NutritionAnalyzer }): Promise<void> {
  await app.register(shoppingListRoutes, { service: createShoppingListService(createShoppingListRepo(deps.db), deps.analyzer) });
}
