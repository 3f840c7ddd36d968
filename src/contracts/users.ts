import { z } from 'zod';
import { USERNAME_SUGGESTION_LIMIT } from './constants';

/** What anyone may read about a user with a visible profile. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
  recipe_count: z.number().int().nonnegative(),
  profile_visible: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Answer for a user whose profile is private: SPEC marks it with the id 'anonymous'. */
export const privateUserSchema = z.object({
  id: z.literal('anonymous'),
  username: z.string().nullable(),
  profile_visible: z.literal(false),
});

export const userLookupSchema = z.union([publicUserSchema, privateUserSchema]);

export const usernameSuggestionSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  recipe_count: z.number().int().nonnegative(),
});
export type UsernameSuggestion = z.infer<typeof usernameSuggestionSchema>;

export { USERNAME_SUGGESTION_LIMIT };
