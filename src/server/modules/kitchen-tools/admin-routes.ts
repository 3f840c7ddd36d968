import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { kitchenToolIdParamsSchema, kitchenToolInputSchema, kitchenToolSchema } from '../../../contracts/kitchen-tools';
import { auditOf } from '../admin/audit';
import type { KitchenToolAdminService } from './admin-service';

const ADMINS_ONLY = 'Only administrators can manage kitchen tools';
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * /api/admin/kitchen-tools: add, change and delete the recommended tools. The list is the public
 * GET /api/kitchen-tools, which sends no cache headers, so a change shows on the next read.
 */
export const kitchenToolAdminRoutes: FastifyPluginAsyncZod<{ service: KitchenToolAdminService }> = async (app, { service }) => {
  app.post(
    '/api/admin/kitchen-tools',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['kitchen tools'],
        summary: 'Adds a kitchen tool; an empty amazonLink links to an Amazon search for the product; 409 when the name (any case) is taken (admin)',
        body: kitchenToolInputSchema,
        response: { 201: kitchenToolSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tool = await service.create(request.body, auditOf(request));
      request.log.info({ admin: request.viewer!.id, tool: tool.id }, 'kitchen tool added');
      return reply.status(201).send(tool);
    },
  );

  app.put(
    '/api/admin/kitchen-tools/:id',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['kitchen tools'],
        summary: "Replaces a kitchen tool's fields; 409 when another tool has the name (any case) (admin)",
        params: kitchenToolIdParamsSchema,
        body: kitchenToolInputSchema,
        response: { 200: kitchenToolSchema, ...errors },
      },
    },
    async (request) => {
      const tool = await service.update(request.params.id, request.body, auditOf(request));
      request.log.info({ admin: request.viewer!.id, tool: tool.id }, 'kitchen tool changed');
      return tool;
    },
  );

  app.delete(
    '/api/admin/kitchen-tools/:id',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['kitchen tools'],
        summary: 'Deletes a kitchen tool (admin)',
        params: kitchenToolIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, auditOf(request));
      request.log.info({ admin: request.viewer!.id, tool: request.params.id }, 'kitchen tool deleted');
      return reply.status(204).send(null);
    },
  );
};
