import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { isAdmin } from './viewer';

/**
 * preValidation of every admin route: before the body is read, a visitor learns only that they
 * must sign in (401) and a member that it is not theirs (403). Admin answers are never cached.
 */
export function requireAdmin(message: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    void reply.header('cache-control', 'private, no-store');
    if (!request.viewer) throw new AppError('UNAUTHORIZED', 401, message);
    if (!isAdmin(request.viewer)) throw new AppError('FORBIDDEN', 403, message);
  };
}
