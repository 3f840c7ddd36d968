import { z } from 'zod';
import { recipeImageRequestSchema } from '../../../../contracts/ai';
import { addContractIssues } from './ai-errors';

/** The Generate image form as the request's wishes, checked with the server's own rule; a blank style is left out. */
export const imageFormSchema = z.object({ style: z.string() }).transform((form, ctx): { style?: string } => {
  const style = form.style.trim();
  const checked = recipeImageRequestSchema.pick({ style: true }).safeParse(style ? { style } : {});
  if (checked.success) return checked.data;
  addContractIssues(ctx, checked.error.issues);
  return z.NEVER;
});
