import type { FastifyRequest } from 'fastify';
import type { CreditFeature } from '../../../contracts/credits';

/** Requests per minute one member may make to each AI endpoint (AI_RATE_LIMIT). */
export const DEFAULT_AI_RATE_LIMIT = 10;

/** Whether the member's balance covers the feature's cost in force now (credits/service.ts). */
export type CanAfford = (userId: string, feature: CreditFeature) => Promise<boolean>;

/**
 * Route config for AI endpoints: `config: { ...rateLimit('recipe_transform'), … }`, the feature the
 * route charges for, or none. The limit is asked on each request, so the admin's change applies at
 * once; members are counted per account (the access plugin keys every non-public route so). Each
 * route counts separately (that is how @fastify/rate-limit keeps route limits); credits bound the
 * spending anyway. A request the member's balance cannot pay for is not counted: it is refused with
 * 402 before any model is called, and a member out of credits must read "not enough credits" with
 * the Buy button, not a wait of a minute (issue 21).
 */
export function aiRateLimit(perMinute: () => Promise<number>, canAfford: CanAfford) {
  return (feature?: CreditFeature) => ({
    rateLimit: {
      max: () => perMinute(),
      timeWindow: '1 minute',
      ...(feature && {
        allowList: async (request: FastifyRequest) => request.viewer !== null && !(await canAfford(request.viewer.id, feature)),
      }),
    },
  });
}

export type AiRateLimit = ReturnType<typeof aiRateLimit>;
