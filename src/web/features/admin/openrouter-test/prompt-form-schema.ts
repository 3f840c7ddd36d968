import { z } from 'zod';
import { providerTestInputSchema } from '../../../../contracts/settings';

/**
 * The prompt as typed, checked by the server's schema (providerTestInputSchema); an empty one in
 * the words this page has always used.
 */
export const promptFormSchema = z.object({ prompt: z.string() }).superRefine(({ prompt }, ctx) => {
  const checked = providerTestInputSchema.safeParse({ prompt });
  if (checked.success) return;
  const message = prompt.trim() === '' ? 'Enter a prompt to send' : (checked.error.issues[0]?.message ?? 'Enter a prompt to send');
  ctx.addIssue({ code: 'custom', path: ['prompt'], message });
});
