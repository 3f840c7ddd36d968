import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscribe } from '../../../../contracts/newsletter';
import { apiRequest } from '../../../lib/api';

export interface NewsletterSubscribeResult {
  message: string;
  alreadySubscribed: boolean;
}

/** POST /api/newsletter/subscribe (SPEC section 7). */
export async function subscribeToNewsletter(input: NewsletterSubscribe): Promise<NewsletterSubscribeResult> {
  const body = await apiRequest<unknown>('POST', '/api/newsletter/subscribe', { body: input });
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    message: typeof data.message === 'string' ? data.message : '',
    alreadySubscribed: data.alreadySubscribed === true,
  };
}

export function useNewsletterSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

/**
 * The server's message for a failed subscription (the JSON body's message field), or undefined
 * when the server sent none, so the caller shows its own fallback rather than an HTML error page.
 */
