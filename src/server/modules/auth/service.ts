import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthUser, LoginInput, RegisterInput } from '../../../contracts/auth';
import type { Db } from '../../../db/client';
import { passwordResetTokens, pendingSignups, signupMails, userPasswords, users } from '../../../db/schema';
import { AppError, isUniqueViolation } from '../../errors';
import type { Mailer } from '../mail/mailer';
import { freeUsername } from '../users/default-username';
import { hashPassword, needsRehash, timingDummyHash, verifyPassword } from './password';
import type { SessionStore, UserRow } from './sessions';
import { clientOf } from '../../net/client-address';
import type { LoginThrottle } from './throttle';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Sign-up e-mails (links or notices) one address may receive per hour. */
export const SIGNUP_MAILS_PER_HOUR = 3;
export const SIGNUP_LINK_INVALID = 'This sign-up link is invalid, has expired or was already used. Sign up again, or sign in.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Contact the site administrator if you think this is a mistake.';

function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}

function lockedError(until: Date): AppError {
  const minutes = minutesUntil(until);
  return new AppError(
    'RATE_LIMITED',
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

/** GET /api/auth/user's shape (SPEC section 3, User). */
export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar_url: row.avatarUrl,
    role: row.role,
    bio: row.bio,
    created_at: row.createdAt.toISOString(),
    profile_visible: row.profileVisible,
    profile_completed: row.profileCompleted,
    credits: row.credits ?? 0,
    measurement_unit: row.measurementUnit === 'imperial' ? 'imperial' : 'metric',
    age: row.age,
    height: row.height,
    weight: row.weight,
    gender: row.gender,
    activity_level: row.activityLevel,
    dietary_preferences: row.dietaryPreferences,
    nutritional_goal: row.nutritionalGoal,
    bmr: row.bmr,
    maintenance_calories: row.maintenanceCalories,
    weight_loss_calories: row.weightLossCalories,
    weight_gain_calories: row.weightGainCalories,
    protein_grams: row.proteinGrams,
    carbs_grams: row.carbsGrams,
    fat_grams: row.fatGrams,
  };
}

export interface AuthServiceDeps {
  db: Db;
  sessions: SessionStore;
  throttle: LoginThrottle;
  mailer: Mailer;
  /** Gives a new account its sign-up credits inside the transaction that creates it; answers the balance. */
  signupBonus?: SignupBonusHook;
}

export type SignupBonusHook = (tx: Db, userId: string) => Promise<number>;

export function createAuthService({ db, sessions, throttle, mailer, signupBonus }: AuthServiceDeps) {
  async function findByEmail(email: string): Promise<{ user: UserRow; passwordHash: string | null } | null> {
    const rows = await db
      .select({ user: users, passwordHash: userPasswords.passwordHash })
      .from(users)
      .leftJoin(userPasswords, eq(userPasswords.userId, users.id))
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return rows[0] ?? null;
  }

  /** Counts a sign-up e-mail to the address; false when it has had its share this hour. */
  async function mayMailSignup(email: string): Promise<boolean> {
    const recent = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(signupMails)
      .where(and(eq(signupMails.email, email), sql`${signupMails.sentAt} > now() - interval '1 hour'`));
    if (Number(recent[0]?.n ?? 0) >= SIGNUP_MAILS_PER_HOUR) return false;
    await db.insert(signupMails).values({ email });
    return true;
  }

  async function setPassword(userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await db
      .insert(userPasswords)
      .values({ userId, passwordHash })
      .onConflictDoUpdate({ target: userPasswords.userId, set: { passwordHash, updatedAt: new Date() } });
  }

  return {
    /**
     * A sign-up (docs/decisions/0010): the same answer and the same work whether or not the address
     * has an account. A new address gets a link that creates the account; an existing account's
     * owner is told that someone tried, with the way to sign in. At most SIGNUP_MAILS_PER_HOUR
     * such messages go to one address, so nobody can flood an inbox through this form.
     */
    async register(input: RegisterInput, origin: string): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const existing = await findByEmail(input.email);
      if (!(await mayMailSignup(input.email))) return;
      if (existing) {
        await mailer.send({
          to: existing.user.email,
          subject: 'Someone tried to create an account with your e-mail address',
          text:
            `Someone (hopefully you) tried to create a new account with this e-mail address, which already has one.\n\n` +
            `Sign in here:\n${origin}/sign-in\n\n` +
            `Forgot your password? Choose "Forgot your password?" on that page to get a link to set a new one.\n\n` +
            `If this was not you, ignore this message: nothing has changed.`,
          category: 'signup_existing',
        });
        return;
      }
      const token = randomBytes(32).toString('base64url');
      await db.insert(pendingSignups).values({
        id: createHash('sha256').update(token).digest('base64url'),
        email: input.email,
        passwordHash,
        expiresAt: new Date(Date.now() + SIGNUP_TOKEN_TTL_MS),
      });
      await mailer.send({
        to: input.email,
        subject: 'Confirm your e-mail address to finish signing up',
        text:
          `Thanks for signing up. Open this link within the next 24 hours to create your account and sign in:\n${origin}/sign-up/confirm?token=${token}\n\n` +
          `If you did not sign up, ignore this message: no account is created.`,
        category: 'signup_confirm',
        secrets: [token],
      });
    },

    /** Follows a sign-up link: creates the account (with its sign-up credits) and signs it in. */
    async confirmSignup(token: string, userAgent: string | undefined) {
      const id = createHash('sha256').update(token).digest('base64url');
      const userId = randomUUID();
      let user: UserRow;
      try {
        // Using the link up and creating the account commit together: a failure leaves the link working.
        user = await db.transaction(async (tx) => {
          // One statement uses the link up, so it works once even when followed twice at once.
          const [pending] = await tx
            .delete(pendingSignups)
            .where(and(eq(pendingSignups.id, id), gt(pendingSignups.expiresAt, new Date())))
            .returning({ email: pendingSignups.email, passwordHash: pendingSignups.passwordHash });
          if (!pending) throw AppError.validation(SIGNUP_LINK_INVALID);
          const username = await freeUsername(tx, {});
          const [row] = await tx.insert(users).values({ id: userId, email: pending.email, username, profileCompleted: false }).returning();
          await tx.insert(userPasswords).values({ userId, passwordHash: pending.passwordHash });
          // Other links for the address (an earlier try) die with this one.
          await tx.delete(pendingSignups).where(eq(pendingSignups.email, pending.email));
          return signupBonus ? { ...row!, credits: await signupBonus(tx, userId) } : row!;
        });
      } catch (error) {
        // The address got an account since the link was sent (another link, or a provider sign-in).
        if (isUniqueViolation(error)) throw AppError.validation(SIGNUP_LINK_INVALID);
        throw error;
      }
      const session = await sessions.create(userId, userAgent);
      return { user, session };
    },

    /** Drops sign-up links past their time and the record of sign-up mails older than the limit's hour. */
    async purgeSignups(): Promise<void> {
      await db.delete(pendingSignups).where(sql`${pendingSignups.expiresAt} < now()`);
      await db.delete(signupMails).where(sql`${signupMails.sentAt} < now() - interval '1 hour'`);
    },

    /** Checks the password (with the lockout of this client, see throttle.ts) and opens a new session. */
    async login(input: LoginInput, userAgent: string | undefined, ip: string) {
      const client = clientOf(ip);
      const locked = await throttle.lockedUntil(input.email, client);
      if (locked) throw lockedError(locked);
      const found = await findByEmail(input.email);
      // Unknown address or no password: the same work and the same answer as a wrong password.
      const ok = await verifyPassword(input.password, found?.passwordHash ?? (await timingDummyHash()));
      if (!found || !found.passwordHash || !ok) {
        const lockedNow = await throttle.recordFailure(input.email, client);
        if (lockedNow) throw lockedError(lockedNow);
        throw new AppError('UNAUTHORIZED', 401, 'Incorrect email or password');
      }
      await throttle.clear(input.email, client);
      // Said only to someone who knows the password.
      if (found.user.disabledAt) throw new AppError('FORBIDDEN', 403, ACCOUNT_DISABLED);
      if (needsRehash(found.passwordHash)) await setPassword(found.user.id, input.password);
      const session = await sessions.create(found.user.id, userAgent);
      return { user: found.user, session };
    },

    /** E-mails a single-use reset link when the address has an account; silent otherwise. */
    async requestPasswordReset(email: string, origin: string): Promise<void> {
      const found = await findByEmail(email);
      if (!found) return;
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        id: createHash('sha256').update(token).digest('base64url'),
        userId: found.user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${origin}/reset-password?token=${token}`;
      await mailer.send({
        to: found.user.email,
        subject: 'Reset your password',
        text:
          `Someone (hopefully you) asked to reset the password of your account.\n\n` +
          `Choose a new password here within the next hour:\n${link}\n\n` +
          `If you did not ask for this, ignore this message: your password stays as it is.`,
        category: 'password_reset',
        secrets: [token],
      });
    },

    /** Sets the new password from a valid link, uses the link up and ends every session. */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      const id = createHash('sha256').update(token).digest('base64url');
      // One statement marks the link used, so it works once even when clicked twice at once.
      const used = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
        .returning({ userId: passwordResetTokens.userId });
      const userId = used[0]?.userId;
      if (!userId) throw AppError.validation('This reset link is invalid or has expired. Ask for a new one.');
      await setPassword(userId, password);
      // Other links asked for earlier die with this one; every signed-in device is signed out.
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await sessions.destroyAllFor(userId);
      const row = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (row[0]) await throttle.clearAll(row[0].email.toLowerCase());
    },

    /** Drops used and expired reset links. */
    async purgeResetTokens(): Promise<void> {
      await db.delete(passwordResetTokens).where(sql`${passwordResetTokens.usedAt} is not null or ${passwordResetTokens.expiresAt} < now()`);
    },

    setPassword,
    findByEmail,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
