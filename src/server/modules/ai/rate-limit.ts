/** Requests per minute one member may make to each AI endpoint (AI_RATE_LIMIT). */
export const DEFAULT_AI_RATE_LIMIT = 10;

/**
 * Route config for an AI endpoint: `config: aiRateLimit(limits.aiPerMinute)`. The limit is asked on
 * each request, so the admin's change applies at once; members are counted per account (the
 * access plugin keys every non-public route so). Each route counts separately (that is how
 * @fastify/rate-limit keeps route limits); credits bound the spending anyway.
 */
export function aiRateLimit(perMinute: () => Promise<number>) {
  return { rateLimit: { max: () => perMinute(), timeWindow: '1 minute' } };
}
