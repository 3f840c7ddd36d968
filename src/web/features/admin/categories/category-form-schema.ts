import { z } from 'zod';

/**
 * The add and edit forms of a category. Only a blank name is caught here, in the forms' own words;
 * the inputs cap the lengths, and the server checks the rest (adminCategoryCreateSchema).
 */
export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name for the category'),
  description: z.string().trim(),
});
