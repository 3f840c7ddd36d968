import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { RedisConfig } from './config';

/** How long a command waits for a connection before it fails (and a rate limit lets the request through). */
const CONNECT_TIMEOUT_MS = 2_000;

/**
 * The Redis every instance of the site shares (REDIS_URL), closed with the app; connected before the
 * app answers, unless it refuses or CONNECT_TIMEOUT_MS pass. Commands fail at once while it is unreachable (no
 * offline queue), so a request never waits on a Redis that is down; ioredis keeps reconnecting, and
 * each loss and return is logged once.
 */
export async function openRedis(app: FastifyInstance, config: RedisConfig): Promise<Redis> {
  const redis = new Redis(config.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    app.log.warn({ err }, 'Redis is unreachable: rate limits are counted by nobody until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('Redis is reachable again');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Ready, refused or timed out: the app starts either way (the limits wait for Redis, not the site).
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    const settle = () => {
      clearTimeout(timer);
      redis.off('ready', settle).off('error', settle);
      resolve();
    };
    redis.once('ready', settle).once('error', settle);
  });
  return redis;
}
