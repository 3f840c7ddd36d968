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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
