import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoryChangeSchema,
  adminCategoryCreateSchema,
  adminCategoryListSchema,
  adminCategoryMergeSchema,
  adminCategoryParamsSchema,
  adminCategorySchema,
  adminCategoryUpdateSchema,
} from '../../../contracts/admin-categories';
import { apiErrorSchema } from '../../../contracts/errors';
import type { AdminCategoriesService } from './categories-service';
import { auditOf } from './audit';

const ADMINS_ONLY = 'Only administrators can manage categories';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** /api/admin/categories: list with recipe counts, create, rename (recipes follow), merge, delete when unused. */
export const adminCategoriesRoutes: FastifyPluginAsyncZod<{ service: AdminCategoriesService }> = async (app, { service }) => {
  app.get(
    '/api/admin/categories',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Categories with how many recipes (private ones included) use each, and the names recipes use that are not categories (admin)',
        response: { 200: adminCategoryListSchema, ...errors },
      },
    },
    () => service.list(),
  );

  app.post(
    '/api/admin/categories',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Creates a category at the end of the list; 409 when one of that name exists in any case (admin)',
        body: adminCategoryCreateSchema,
        response: { 201: adminCategorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const category = await service.create(request.body, auditOf(request));
      request.log.info({ admin: request.viewer!.id, category: category.id }, 'category created');
      return reply.status(201).send(category);
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          "Renames or describes a category; a new name replaces the old one on every recipe that has it, in one transaction. 409 when another category has the name (merge instead) (admin)",
        params: adminCategoryParamsSchema,
        body: adminCategoryUpdateSchema,
        response: { 200: adminCategoryChangeSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.update(request.params.id, request.body, auditOf(request));
      request.log.info({ admin: request.viewer!.id, category: request.params.id, recipes: result.recipesUpdated }, 'category changed');
      return result;
    },
  );

  app.post(
    '/api/admin/categories/:id/merge',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: "Files this category's recipes under the category intoId and deletes this one, in one transaction (admin)",
        params: adminCategoryParamsSchema,
        body: adminCategoryMergeSchema,
        response: { 200: adminCategoryChangeSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.merge(request.params.id, request.body.intoId, auditOf(request));
      request.log.info({ admin: request.viewer!.id, category: request.params.id, into: request.body.intoId, recipes: result.recipesUpdated }, 'category merged');
      return result;
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a category no recipe uses; 409 with the number of recipes when some do (admin)',
        params: adminCategoryParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, auditOf(request));
      request.log.info({ admin: request.viewer!.id, category: request.params.id }, 'category deleted');
      return reply.status(204).send(null);
    },
  );
};
