import { randomBytes } from 'node:crypto';
import { toWebp } from '../../images';
import type { PictureStorage } from '../../storage/picture-storage';

/** Stored avatars are squares of this side (smaller sources are cropped, never enlarged). */
export const AVATAR_SIZE = 512;

export const AVATAR_FOLDER = 'avatars';

/** A square WebP avatar: cropped to cover AVATAR_SIZE, or the shorter side when that is smaller. */
export function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  return toWebp(bytes, (upright) => {
    const side = Math.max(1, Math.min(AVATAR_SIZE, upright.width, upright.height));
    return { width: side, height: side, fit: 'cover' };
  });
}

/** 'avatars/<file>' names this module wrote (or the seed did): one path segment, no dot files. */
const STORED_NAME = /^avatars\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;

export function isStoredAvatar(avatarUrl: string | null | undefined): avatarUrl is string {
  return typeof avatarUrl === 'string' && STORED_NAME.test(avatarUrl) && !avatarUrl.includes('..');
}

/** Avatars in the picture storage's avatars/ folder. */
export function createAvatarStore(storage: PictureStorage) {
  return {
    /** Writes the image and answers its avatar_url ('avatars/<userId>-<random>.webp'). */
    async save(userId: string, image: Buffer): Promise<string> {
      const owner = /^[A-Za-z0-9_-]{1,64}$/.test(userId) ? userId : 'user';
      const key = `${AVATAR_FOLDER}/${owner}-${randomBytes(8).toString('hex')}.webp`;
      await storage.put(key, image);
      return key;
    },

    /** Deletes a stored avatar; links (http...) and anything outside the folder are left alone. */
    async remove(avatarUrl: string | null | undefined): Promise<void> {
      if (isStoredAvatar(avatarUrl)) await storage.remove(avatarUrl);
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
