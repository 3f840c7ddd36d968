import { z } from 'zod';
import type { RecipeSource } from '../../../contracts/recipe';
import { createSecretBox } from '../../secret-box';

/**
 * An import's record of where a recipe came from, sealed (AES-GCM under APP_SECRET) into the
 * draft's importToken. Saving the draft hands it back; the server takes the source from it and
 * from nowhere else, so a client can neither forge an attribution nor swap in another, and the
 * token of one member is worth nothing to another. Kept for a month: a draft may wait in the
 * editor for days. Without a configured APP_SECRET tokens end with the process, like sessions.
 */
export const IMPORT_TOKEN_DAYS = 30;
const DAY_MS = 86_400_000;

const sealedSchema = z.object({
  member: z.string(),
  expires: z.number(),
  source: z.object({ url: z.string(), siteName: z.string().nullable(), author: z.string().nullable() }),
});

export interface ImportTokens {
  issue(source: RecipeSource, memberId: string): string;
  /** The source sealed in `token` for this member; null when forged, expired, another member's or sealed under another secret. */
  read(token: string, memberId: string): RecipeSource | null;
}

export function createImportTokens(appSecret: string, now: () => number = Date.now): ImportTokens {
  const box = createSecretBox(appSecret, 'sprig recipe import source');
  return {
    issue(source, memberId) {
      return box.seal(JSON.stringify({ member: memberId, expires: now() + IMPORT_TOKEN_DAYS * DAY_MS, source }));
    },
    read(token, memberId) {
      const plain = box.open(token);
      if (plain === null) return null;
      const sealed = sealedSchema.safeParse(JSON.parse(plain));
      if (!sealed.success || sealed.data.member !== memberId || sealed.data.expires < now()) return null;
      return sealed.data.source;
    },
  };
}
