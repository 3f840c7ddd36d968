import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  pantryStapleInputSchema,
  pantryStapleParamsSchema,
  pantryStapleSchema,
  pantryStaplesSchema,
  shoppingClearResultSchema,
  shoppingFromPlanResultSchema,
  shoppingFromPlanSchema,
  shoppingItemInputSchema,
  shoppingItemParamsSchema,
  shoppingItemSchema,
  shoppingItemUpdateSchema,
  shoppingListSchema,
} from '../../../contracts/shopping-list';
import type { ShoppingListService } from './service';

const SIGN_IN = 'Please sign in to use your shopping list';
// Ticking through a list in a shop is quick, and a phone back online replays its ticks at once.
const writeLimit = { max: 300, timeWindow: '1 minute' };
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const message = z.object({ message: z.string() });
const tags = ['shopping list'];

/** A member's shopping list (issue 18): gathered from their meal plan, written in, ticked off; their pantry staples. */
export const shoppingListRoutes: FastifyPluginAsyncZod<{ service: ShoppingListService }> = async (app, { service }) => {
  const member = { access: 'signed-in', denied: SIGN_IN } as const;
  const writer = { ...member, rateLimit: writeLimit };

  app.get(
    '/api/shopping-list',
    { config: member, schema: { tags, summary: "The signed-in member's list, in aisle order", response: { 200: shoppingListSchema, 401: apiErrorSchema } } },
    (request) => service.list(request.viewer!),
  );

  app.post(
    '/api/shopping-list/from-plan',
    {
      config: writer,
      schema: {
        tags,
        summary:
          "Gathers the ingredients of the member's planned recipes from `from` to `to` (or of one entry), scaled to each entry's servings, merged by food and unit kind into the unticked items, leaving off pantry staples; 400 naming to for a range past 31 days, from when the list would pass its item limit",
        body: shoppingFromPlanSchema,
        response: { 200: shoppingFromPlanResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => service.fromPlan(request.viewer!, request.body),
  );

  app.post(
    '/api/shopping-list/items',
    {
      config: writer,
      schema: {
        tags,
        summary: 'Adds an item the member writes in, shelved by the food it names unless an aisle is sent; 400 naming name when the list is full',
        body: shoppingItemInputSchema,
        response: { 201: shoppingItemSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.add(request.viewer!, request.body)),
  );

  app.patch(
    '/api/shopping-list/items/:id',
    {
      config: writer,
      schema: {
        tags,
        summary: 'Ticks, unticks or moves an item as of changedAt; a change older than the item’s last one is not applied (last writer wins) and the item as it stands is answered',
        params: shoppingItemParamsSchema,
        body: shoppingItemUpdateSchema,
        response: { 200: shoppingItemSchema, ...errors },
      },
    },
    (request) => service.update(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/api/shopping-list/items/:id',
    { config: writer, schema: { tags, summary: 'Removes one of the member’s items', params: shoppingItemParamsSchema, response: { 200: message, ...errors } } },
    async (request) => {
      await service.remove(request.viewer!, request.params.id);
      return { message: 'Item removed' };
    },
  );

  app.delete(
    '/api/shopping-list/checked',
    { config: writer, schema: { tags, summary: 'Removes the ticked items, answering how many', response: { 200: shoppingClearResultSchema, 401: apiErrorSchema } } },
    (request) => service.clearChecked(request.viewer!),
  );

  app.get(
    '/api/shopping-list/pantry',
    { config: member, schema: { tags, summary: 'The foods the member always has', response: { 200: pantryStaplesSchema, 401: apiErrorSchema } } },
    (request) => service.staples(request.viewer!),
  );

  app.post(
    '/api/shopping-list/pantry',
    {
      config: writer,
      schema: {
        tags,
        summary: "Marks a food (an item's stapleKey) as always had: its items leave the list and later gatherings leave it off",
        body: pantryStapleInputSchema,
        response: { 201: pantryStapleSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addStaple(request.viewer!, request.body)),
  );

  app.delete(
    '/api/shopping-list/pantry/:key',
    { config: writer, schema: { tags, summary: 'Puts a pantry staple back on the lists gathered from now on', params: pantryStapleParamsSchema, response: { 200: message, ...errors } } },
    async (request) => {
      await service.removeStaple(request.viewer!, request.params.key);
      return { message: 'Pantry staple removed' };
    },
  );
};
