import type { FastifyBaseLogger } from 'fastify';
import type { ProfileUpdate } from '../../../contracts/users';
import { AppError, isUniqueViolation } from '../../errors';
import { toAvatarWebp, type AvatarStore } from './avatar';
import type { ProfileChanges, UserRepo, UserRow } from './repo';

export const SIGN_IN_TO_EDIT = 'Please sign in to edit your profile';
export const USERNAME_TAKEN = 'That username is already taken';

/** PostgreSQL column limits the contract does not state: beyond them the database would fail with a 500. */
const INTEGER_MAX = 2_147_483_647;
const REAL_MAX = 3.4e38;
/** The smallest positive normal real: anything between it and 0 underflows. */
const REAL_MIN = 1.18e-38;

export interface ProfileServiceDeps {
  users: UserRepo;
  avatars: AvatarStore;
  /**
   * Called when something a recipe page shows about its author changed (name, username, avatar,
   * whether the profile is private): cached recipe details carry the author and must be dropped.
   * `searched`: whether searches read what changed (the name and visibility; not the picture).
   */
  onAuthorChanged: (what: { searched: boolean }) => Promise<void>;
  /** Visitors' kept profile pages show the bio as their description: dropped, in every process, when it changes. */
  onProfilePageChanged: () => Promise<void>;
  log: FastifyBaseLogger;
}

const signInRequired = () => new AppError('UNAUTHORIZED', 401, SIGN_IN_TO_EDIT);
const usernameTaken = () => new AppError('CONFLICT', 409, USERNAME_TAKEN);

/** The request's fields as columns: absent (undefined) fields are left out and keep their value. */
function toChanges(input: ProfileUpdate): ProfileChanges {
  const changes: ProfileChanges = {
    username: input.username,
    firstName: input.first_name,
    lastName: input.last_name,
    bio: input.bio,
    profileVisible: input.profile_visible,
    measurementUnit: input.measurement_unit,
    age: input.age,
    height: input.height,
    weight: input.weight,
    gender: input.gender,
    activityLevel: input.activity_level,
    dietaryPreferences: input.dietary_preferences,
    // Any successful save ends the first-time state (SPEC: the welcome alert is dismissed).
    profileCompleted: true,
  };
  for (const key of Object.keys(changes) as (keyof ProfileChanges)[]) {
    if (changes[key] === undefined) delete changes[key];
  }
  return changes;
}

/** Numbers the contract lets through but the column types would refuse (NUL or a lone surrogate in text: plugins/text-guard.ts). */
function checkStorable(input: ProfileUpdate): void {
  const problems: { field: string; message: string }[] = [];
  if (input.age != null && input.age > INTEGER_MAX) problems.push({ field: 'age', message: 'Age is too large' });
  for (const [field, label] of [['height', 'Height'], ['weight', 'Weight']] as const) {
    const value = input[field];
    if (value != null && value > REAL_MAX) problems.push({ field, message: `${label} is too large` });
    if (value != null && value < REAL_MIN) problems.push({ field, message: `${label} is too small` });
  }
  if (problems.length > 0) {
    throw AppError.fields(problems);
  }
}

export function createProfileService({ users, avatars, onAuthorChanged, onProfilePageChanged, log }: ProfileServiceDeps) {
  async function authorChanged(searched: boolean): Promise<void> {
    // The change is committed; a failed broadcast must not turn it into an error answer.
    await onAuthorChanged({ searched }).catch((err: unknown) => log.warn({ err }, 'dropping cached recipe authors failed'));
  }

  return {
    /** PUT /api/users/profile: the signed-in member's own row (`current`, from the session), nobody else's. */
    async updateProfile(current: UserRow, input: ProfileUpdate): Promise<UserRow> {
      checkStorable(input);
      const changes = toChanges(input);
      if (changes.username && (await users.usernameTakenByOther(changes.username, current.id))) throw usernameTaken();
      let updated: Awaited<ReturnType<UserRepo['updateProfile']>>;
      try {
        updated = await users.updateProfile(current.id, changes);
      } catch (error) {
        // Two members claiming one name at once: the unique index (users_username_key) decides.
        if (isUniqueViolation(error)) throw usernameTaken();
        throw error;
      }
      if (!updated) throw signInRequired();
      const { user, previous } = updated;
      if (
        user.username !== previous.username ||
        user.firstName !== previous.firstName ||
        user.lastName !== previous.lastName ||
        user.profileVisible !== previous.profileVisible
      ) {
        await authorChanged(true);
      } else if (user.bio !== previous.bio) {
        await onProfilePageChanged().catch((err: unknown) => log.warn({ err }, 'dropping kept profile pages failed'));
      }
      return user;
    },

    /** POST /api/users/avatar: checks and re-encodes the image, stores it, then drops the one it replaces. */
    async replaceAvatar(userId: string, upload: Buffer): Promise<UserRow> {
      const image = await toAvatarWebp(upload);
      const avatarUrl = await avatars.save(userId, image);
      let result: Awaited<ReturnType<UserRepo['replaceAvatar']>>;
      try {
        result = await users.replaceAvatar(userId, avatarUrl);
      } catch (error) {
        await avatars.remove(avatarUrl);
        throw error;
      }
      if (!result) {
        await avatars.remove(avatarUrl);
        throw signInRequired();
      }
      if (result.previous !== avatarUrl) {
        await avatars
          .remove(result.previous)
          .catch((err: unknown) => log.warn({ err, avatar: result.previous }, 'could not delete the replaced avatar'));
      }
      await authorChanged(false);
      return result.user;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
