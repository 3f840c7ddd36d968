import { z } from 'zod';

import { NEWSLETTER_INTERESTS } from './constants';

export { NEWSLETTER_INTERESTS };

export const newsletterSubscribeSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254)),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    interests: z.array(z.enum(NEWSLETTER_INTERESTS)).max(3).optional(),
    consent: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.consent !== false, {
    path: ['consent'],
    message: 'You must agree to receive our newsletter',
  });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterSubscribeResultSchema = z.object({
  message: z.string(),
  alreadySubscribed: z.boolean(),
});
