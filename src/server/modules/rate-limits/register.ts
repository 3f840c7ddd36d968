import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { AppConfig } from '../../config';
import { DEFAULT_AI_RATE_LIMIT } from '../ai/rate-limit';
import { DEFAULT_LOGIN_RATE_LIMIT, DEFAULT_SIGNUP_RATE_LIMIT } from '../auth/routes';
import { createSettingsRepo } from '../settings/repo';
import { rateLimitRoutes } from './rate-limit-routes';
import { createRateLimitSettings, type RateLimitStore } from './rate-limits';

/**
 * AI requests per member and sign-ups and sign-ins per address: the environment's values (else
 * the defaults), or the admin's (/api/admin/settings/rate-limits). Its own module because sign-in
 * and the AI runner read it, and the site settings' AI provider test needs the runner.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: { db: Db; config: Partial<Pick<AppConfig, 'aiRateLimit' | 'signupRateLimit' | 'loginRateLimit'>> },
): Promise<RateLimitStore> {
  const { config } = deps;
  const limits = createRateLimitSettings({
    repo: createSettingsRepo(deps.db),
    defaults: {
      aiPerMinute: config.aiRateLimit ?? DEFAULT_AI_RATE_LIMIT,
      signupsPer15Minutes: config.signupRateLimit ?? DEFAULT_SIGNUP_RATE_LIMIT,
      signInsPer15Minutes: config.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    },
    log: app.log,
  });
  await app.register(rateLimitRoutes, { limits });
  return limits;
}
