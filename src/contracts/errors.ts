import { z } from 'zod';

/** The one error shape every API failure answers with (SPEC section 8 reads message and errorCode). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errorCode: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** 402: the member's credits do not cover a paid feature. */
  'INSUFFICIENT_CREDITS',
  'CONFLICT',
  'INTERNAL_ERROR',
  /** 503: no AI provider is configured (nothing was charged). */
  'AI_NOT_CONFIGURED',
  /** 502: the AI provider failed or refused; the held credits were released. */
  'AI_PROVIDER_ERROR',
  /** 504: the AI provider did not answer in time; the held credits were released. */
  'AI_TIMEOUT',
  /** 502: the AI provider's answer was not what was asked for; the held credits were released. */
  'AI_INVALID_OUTPUT',
  /** 503: no Stripe keys are configured: credit packs cannot be bought. */
  'PAYMENTS_NOT_CONFIGURED',
  /** 502: Stripe failed or refused; nothing was charged by this request. */
  'PAYMENT_PROVIDER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
