/**
 * Where recipe drafts live, apart from the draft rules (features/my-recipes/lib/recipe-draft.ts)
 * so Log Out (the auth feature, which the editor builds on) can clear them without loading the
 * editor's code into every page.
 */

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DRAFT_PREFIX = 'sprig:recipe-draft:';

/** Every member's drafts on this device (Log Out). */
export function clearAllDrafts(storage: DraftStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** The browser's localStorage, or null where it is switched off (private modes, blocked cookies). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
