import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreditAdjustResultSchema,
  adminCreditAdjustSchema,
  adminLedgerPageSchema,
  adminLedgerQuerySchema,
  adminRoleSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
} from '../../../contracts/admin-users';
import { apiErrorSchema } from '../../../contracts/errors';
import type { AdminUsersService } from './users-service';
import { auditOf } from './audit';

const ADMINS_ONLY = 'Only administrators can manage users';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** /api/admin/users: search, profile, role, credits (grant or revoke with a reason), disable and enable. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ service: AdminUsersService }> = async (app, { service }) => {
  app.get(
    '/api/admin/users',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first: search by e-mail, username or name; filter by role and status; paged by cursor (admin)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: "A user's profile, balance, sessions and recent ledger (admin)",
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    (request) => service.detail(request.params.id),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: "Sets a user's role; an administrator cannot remove their own (admin)",
        params: adminUserParamsSchema,
        body: adminRoleSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    (request) => service.setRole(request.viewer!, request.params.id, request.body.role, auditOf(request)),
  );

  app.get(
    '/api/admin/users/:id/credits',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: "A user's balance and credit ledger, newest first, paged (admin)",
        params: adminUserParamsSchema,
        querystring: adminLedgerQuerySchema,
        response: { 200: adminLedgerPageSchema, ...errors },
      },
    },
    (request) => service.ledger(request.params.id, request.query),
  );

  app.post(
    '/api/admin/users/:id/credits',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary:
          'Grants (amount > 0) or revokes (amount < 0) credits with a reason, as a ledger entry; a revoke larger than the balance is refused with 409 and changes nothing (admin)',
        params: adminUserParamsSchema,
        body: adminCreditAdjustSchema,
        response: { 201: adminCreditAdjustResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.adjustCredits(request.params.id, request.body, auditOf(request));
      request.log.info({ admin: request.viewer!.id, user: request.params.id, amount: request.body.amount, entry: result.entry.id }, 'admin credit adjustment');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/admin/users/:id/disable',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Disables an account: its sessions end and it cannot sign in; not your own (admin)',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await service.disable(request.viewer!, request.params.id, auditOf(request));
      request.log.info({ admin: request.viewer!.id, user: request.params.id }, 'account disabled');
      return user;
    },
  );

  app.post(
    '/api/admin/users/:id/enable',
    {
      config: { access: 'admin', denied: ADMINS_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Re-enables a disabled account: it can sign in again (admin)',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = await service.enable(request.params.id, auditOf(request));
      request.log.info({ admin: request.viewer!.id, user: request.params.id }, 'account enabled');
      return user;
    },
  );
};
