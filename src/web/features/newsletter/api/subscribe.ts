import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
  type NewsletterSubscribe,
} from '../../../../contracts/newsletter';
import { apiRequest, isApiError } from '../../../lib/api';

export type NewsletterSubscribeResult = z.infer<typeof newsletterSubscribeResultSchema>;

/** POST /api/newsletter/subscribe (SPEC section 7). */
export async function subscribeToNewsletter(input: NewsletterSubscribe): Promise<NewsletterSubscribeResult> {
  const body = await apiRequest<unknown>('POST', '/api/newsletter/subscribe', { body: input });
  const parsed = newsletterSubscribeResultSchema.partial().safeParse(body ?? {});
  const data = parsed.success ? parsed.data : {};
  return { message: data.message ?? '', alreadySubscribed: data.alreadySubscribed === true };
}

export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

/**
 * The server's message for a failed subscription (the JSON body's message field), or undefined
 * when the server sent none, so the caller shows its own fallback rather than an HTML error page.
 */
export function subscribeErrorMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
}

export type NewsletterValidation =
  | { ok: true; data: NewsletterSubscribe }
  | { ok: false; errors: Partial<Record<keyof NewsletterSubscribe, string>> };

/** Client-side check with the same schema the server uses. */
export function validateNewsletter(input: NewsletterSubscribe): NewsletterValidation {
  const result = newsletterSubscribeSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<keyof NewsletterSubscribe, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof NewsletterSubscribe | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
