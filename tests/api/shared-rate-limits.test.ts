import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';

/** The machine's Redis (.ci/run starts it when it is not running). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 4;

/**
 * Issue 20: instances sharing a Redis (REDIS_URL) count each rate limit once for the site. Two apps
 * here stand for two instances; each test run writes under its own key prefix.
 */
describe('rate limits shared through Redis', () => {
  const keyPrefix = `sprig-test-${randomBytes(6).toString('hex')}:`;
  const redis = { url: REDIS_URL, keyPrefix };
  let a: TestContext;
  let b: TestContext;
  let inspect: Redis;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestContext({ seed: false, redis, loginRateLimit: LIMIT }),
      createTestContext({ seed: false, redis, loginRateLimit: LIMIT }),
    ]);
    inspect = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await inspect.keys(`${keyPrefix}*`);
    if (keys.length > 0) await inspect.del(...keys);
    await inspect.quit();
    await Promise.all([a?.close(), b?.close()]);
  });

  const attempt = (ctx: TestContext, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: '' }, remoteAddress });

  it('a sign-in limit of N is reached after N attempts spread over two instances', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      expectApiError(await attempt(i % 2 === 0 ? a : b, address), 400, 'VALIDATION_ERROR');
    }
    expectApiError(await attempt(a, address), 429, 'RATE_LIMITED');
    expectApiError(await attempt(b, address), 429, 'RATE_LIMITED');
    // Another client is counted apart.
    expectApiError(await attempt(b, freshAddress()), 400, 'VALIDATION_ERROR');
    // The count is in Redis, under the site's prefix.
    expect(await inspect.keys(`${keyPrefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('an unreachable Redis lets requests through rather than refusing every sign-in', async () => {
    const away = await createTestContext({ seed: false, redis: { url: 'redis://127.0.0.1:1', keyPrefix }, loginRateLimit: 1 });
    try {
      const address = freshAddress();
      for (let i = 0; i < 3; i += 1) expectApiError(await attempt(away, address), 400, 'VALIDATION_ERROR');
    } finally {
      await away.close();
    }
  });
});
