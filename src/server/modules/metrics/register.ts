import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { AppConfig } from '../../config';
import type { Housekeeping } from '../../housekeeping';
import type { AnswerCache } from '../../kept/answer-cache';
import { createMetricsRepo } from './repo';
import { createMetrics, metricsRoute, type Metrics } from './metrics';

const METRICS_PATH = '/metrics';

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request carries `Authorization: Bearer <token>`; with no token configured, every request does. */
function authorized(header: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && sameSecret(match[1]!, token);
}

/**
 * The instance's metrics in Prometheus's text format, when METRICS_TOKEN or METRICS_PORT is set
 * (null, and nothing counted, otherwise): at /metrics on the site with the token as a bearer
 * token, and on METRICS_PORT alone (the token asked there too when set), for a scraper on a private
 * network. A request without the token is a 401 that says nothing else.
 */
export async function registerMetrics(
  app: FastifyInstance,
  deps: { database: Database; config: Partial<Pick<AppConfig, 'metrics'>>; keptAnswers: AnswerCache; jobs: Housekeeping['runs'] },
): Promise<Metrics | null> {
  const settings = deps.config.metrics;
  if (!settings) return null;
  const repo = createMetricsRepo(deps.database.db);
  const metrics = createMetrics({
    campaignBacklog: repo.campaignBacklog,
    mailFailedLastHour: repo.mailFailedLastHour,
    credits: repo.credits,
    pool: () => deps.database.pool?.connections() ?? null,
    caches: () => [{ name: 'visitors', ...deps.keptAnswers.lookups }],
    jobs: deps.jobs,
  });
  const pool = deps.database.pool;
  if (pool) {
    pool.timing.observe = (seconds) => metrics.query(seconds);
    app.addHook('onClose', async () => void (pool.timing.observe = null));
  }
  app.addHook('onResponse', (request, reply, done) => {
    metrics.response(request.method, metricsRoute(request.routeOptions.url, request.url), reply.statusCode, reply.elapsedTime);
    done();
  });

  const scrape = async () => ({ type: metrics.registry.contentType, body: await metrics.registry.metrics() });
  if (settings.token !== undefined) {
    const token = settings.token;
    app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      if (!authorized(request.headers.authorization, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'A bearer token is required', errorCode: 'UNAUTHORIZED' });
      }
      const { type, body } = await scrape();
      return reply.header('cache-control', 'no-store').type(type).send(body);
    });
  }
  if (settings.port !== undefined) {
    const server = http.createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== METRICS_PATH) return void response.writeHead(404).end();
      if (!authorized(request.headers.authorization, settings.token)) return void response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      scrape().then(
        ({ type, body }) => response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
        (err: unknown) => {
          app.log.warn({ err }, 'metrics: a scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(settings.port, settings.host, resolve));
      app.log.info(`Metrics at http://${settings.host}:${(server.address() as { port: number }).port}${METRICS_PATH}`);
    });
    app.addHook('onClose', async () => new Promise<void>((resolve) => server.close(() => resolve())));
    app.decorate('metricsServer', server);
  }
  return metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics' own listener when METRICS_PORT is set (tests read its port). */
    metricsServer?: http.Server;
  }
}
