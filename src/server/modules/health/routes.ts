import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client';

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ message: 'Database unavailable', errorCode: 'INTERNAL_ERROR' });
    }
  });
};
