import { newsletterSubscribeSchema, type NewsletterSubscribe } from '../../../../contracts/newsletter';

export type NewsletterValidation =
  | { ok: true; data: NewsletterSubscribe }
  | { ok: false; errors: Partial<Record<keyof NewsletterSubscribe, string>> };

/**
 * Client-side check with the same schema the server uses. The home and footer forms load this
 * module on submit (see use-quick-subscribe.ts), so zod stays out of the first download.
 */
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
