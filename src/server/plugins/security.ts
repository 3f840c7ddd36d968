import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import { PAGE_START_SCRIPT } from '../../contracts/page-start';

/** The one inline script a page runs: the build's start script (contracts/page-start.ts), by its hash. */
const PAGE_START_HASH = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", PAGE_START_HASH],
      // Radix and the toast animations set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Recipe images are embedded by link previews on other sites.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Shared recipe links keep their origin so the receiving site can show where they came from.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Helmet's headers do not depend on the request, so they are computed once by running helmet
 * against a recording response, then set on every reply as one object (ADR 0002: per-request
 * helmet middleware cost two thirds of the recipe endpoint's throughput).
 */
export function computeSecurityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * `shared`: the Redis every instance counts in (REDIS_URL), so N instances allow the limit once,
 * not N times. While it is unreachable the limits let requests through rather than refuse every
 * sign-in; the per-account sign-in throttle (auth/throttle.ts) is in the database and still holds.
 */
export async function registerSecurity(app: FastifyInstance, shared?: { redis: Redis; keyPrefix: string }): Promise<void> {
  const headers = computeSecurityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  // Limits apply only to routes that opt in (writes); reads stay as fast as the hardware allows.
  await app.register(rateLimit, {
    global: false,
    ...(shared && { redis: shared.redis, nameSpace: `${shared.keyPrefix}rate-limit:`, skipOnError: true }),
  });
}
