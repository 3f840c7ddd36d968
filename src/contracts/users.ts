import { z } from 'zod';
import { ACTIVITY_LEVELS, GENDERS, USERNAME_SUGGESTION_LIMIT } from './constants';

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

export { ACTIVITY_LEVELS, GENDERS, USERNAME_SUGGESTION_LIMIT };

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** '' and null clear a value; undefined (absent) leaves it as it is. */
const blankToNull = (value: unknown) => (value === '' || (typeof value === 'string' && value.trim() === '') ? null : value);

/** '' and null mean 'not provided' (SPEC section 5); anything else must be a positive number. */
function optionalPositive(message: string, integer = false) {
  return z.preprocess(
    blankToNull,
    z
      .union([z.number(message), z.string(message)], message)
      .transform((value, ctx) => {
        const n = typeof value === 'number' ? value : Number(value.trim());
        if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return n;
      })
      .nullable()
      .optional(),
  );
}

/** Optional text: trimmed; empty means null. */
function optionalText(max: number, label: string) {
  return z.preprocess(
    blankToNull,
    z
      .string(`${label} must be text`)
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );
}

/** An optional choice from a list; empty means null. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(blankToNull, z.enum(values, message).nullable().optional());
}

/**
 * PUT /api/users/profile (SPEC sections 5 and 7), checked by the form and by the server alike.
 * A field left out keeps its value; '' or null clears it. Height is one number: centimetres
 * when metric, total inches when imperial.
 */
export const profileUpdateSchema = z
  .object({
    username: z.preprocess(
      blankToNull,
      z
        .string('Username must be text')
        .trim()
        .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
        .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
        .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, numbers and underscores')
        .nullable()
        .optional(),
    ),
    first_name: optionalText(100, 'First name'),
    last_name: optionalText(100, 'Last name'),
    bio: optionalText(500, 'Bio'),
    profile_visible: z.boolean('profile_visible must be true or false').optional(),
    // Anything but 'imperial' is metric (SPEC section 5).
    measurement_unit: z
      .unknown()
      .transform((value) => (value === undefined ? undefined : value === 'imperial' ? 'imperial' : 'metric'))
      .optional(),
    age: optionalPositive('Age must be positive', true),
    height: optionalPositive('Height must be positive'),
    weight: optionalPositive('Weight must be positive'),
    gender: optionalChoice(GENDERS, `Gender must be one of ${GENDERS.join(', ')}`),
    activity_level: optionalChoice(ACTIVITY_LEVELS, `Activity level must be one of ${ACTIVITY_LEVELS.join(', ')}`),
    // A list, or the comma-separated text of the form: trimmed, empty entries dropped.
    dietary_preferences: z
      .union(
        [z.array(z.string().max(50, 'Each dietary preference must be at most 50 characters')), z.string().max(1000), z.null()],
        'Dietary preferences must be a list or comma-separated text',
      )
      .transform((value) =>
        (typeof value === 'string' ? value.split(',') : (value ?? []))
          .map((item) => item.trim())
          .filter((item) => item !== '')
          .slice(0, 20),
      )
      .optional(),
  })
  .strict();
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
