import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';

/** Sign-in arrives with the accounts issue; until then every visitor is signed out. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/auth/user', { schema: { tags: ['auth'], summary: 'The signed-in user; 401 when signed out' } }, async () => {
    throw new AppError('UNAUTHORIZED', 401, 'Not signed in');
  });
};
