import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_TOKEN, SIGNUP_SENT } from './constants';
import { sitePath } from './site-path';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGNUP_SENT };

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254, 'Email must be at most 254 characters'));

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Where to go after signing in: a path on this site only (never another origin), as the browser will read it. */
export const returnToSchema = z
  .string()
  .max(2000)
  .refine((value) => sitePath(value) !== null, 'returnTo must be a path on this site')
  .transform((value) => sitePath(value)!)
  .optional();

/** POST /api/auth/login. Any password length is accepted here: a wrong one is just wrong. */
export const loginSchema = z
  .object({
    email,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/register. */
export const registerSchema = z.object({ email, password: newPassword }).strict();
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/auth/register/confirm: the token of the e-mailed sign-up link. */
export const signupConfirmSchema = z
  .object({ token: z.string({ error: 'The sign-up link is incomplete' }).regex(RESET_TOKEN, 'The sign-up link is invalid') })
  .strict();

/** POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.object({ email }).strict();

/** POST /api/auth/password-reset/confirm. */
export const passwordResetConfirmSchema = z
  .object({
    token: z.string({ error: 'The reset link is incomplete' }).regex(RESET_TOKEN, 'The reset link is invalid'),
    password: newPassword,
  })
  .strict();

export const authMessageSchema = z.object({ message: z.string() });

/** GET /api/auth/user: the signed-in user (SPEC section 3, User), credits 0 when none. */
export const authUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.string(),
  bio: z.string().nullable(),
  created_at: z.string(),
  profile_visible: z.boolean(),
  /** False until the member first saves their profile: /profile greets them until then. */
  profile_completed: z.boolean(),
  credits: z.number().int(),
  measurement_unit: z.enum(['metric', 'imperial']),
  age: z.number().int().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  gender: z.string().nullable(),
  activity_level: z.string().nullable(),
  dietary_preferences: z.array(z.string()),
  nutritional_goal: z.string().nullable(),
  bmr: z.number().nullable(),
  maintenance_calories: z.number().nullable(),
  weight_loss_calories: z.number().nullable(),
  weight_gain_calories: z.number().nullable(),
  protein_grams: z.number().nullable(),
  carbs_grams: z.number().nullable(),
  fat_grams: z.number().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
