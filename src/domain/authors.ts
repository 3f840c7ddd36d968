/**
 * How a person is named on screen: first and last name, else username, else 'User'; and the
 * initials the avatar falls back to when the picture is missing or fails to load. The one place
 * a name is built, for the owner, other members, visitors and admins alike. Never from the e-mail
 * address (SPEC said 'else email'; issue 14 overrides it, see docs/decisions/0007): the address
 * is not a name and must not leave the server except to its owner and admins.
 */

export interface NameParts {
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}

export const FALLBACK_DISPLAY_NAME = 'User';

/** A trimmed string, or null when absent or blank, so '  ' never shows as a name. */
function present(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** 'First Last' when both exist, else the username, else 'User'. */
export function displayName(user: NameParts | null | undefined): string {
  return authorSearchName(user ?? {}) || FALLBACK_DISPLAY_NAME;
}

/** The name a search finds an author by: their display name, or '' where that would be 'User'. */
export function authorSearchName(user: NameParts): string {
  const first = present(user.first_name);
  const last = present(user.last_name);
  if (first && last) return `${first} ${last}`;
  return present(user.username) ?? '';
}

/** The first character (a whole code point, so an emoji or accented letter stays intact), upper-cased. */
function firstLetter(word: string): string {
  return (Array.from(word)[0] ?? '').toLocaleUpperCase();
}

/**
 * One or two letters for the avatar fallback: from first and last name ('Maya Okafor' -> 'MO',
 * only one of them -> its first letter), else from the username, where '_', '-', '.' and spaces
 * separate words ('maya_greens' -> 'MG', 'sam' -> 'S'), else 'U'.
 */
export function initials(user: NameParts | null | undefined): string {
  const nameLetters = [present(user?.first_name), present(user?.last_name)]
    .filter((part): part is string => part !== null)
    .map(firstLetter)
    .join('');
  if (nameLetters) return nameLetters;

  const handle = present(user?.username) ?? '';
  const words = handle.split(/[\s._-]+/).filter((w) => w !== '');
  if (words.length > 0) return words.slice(0, 2).map(firstLetter).join('');
  return FALLBACK_DISPLAY_NAME.charAt(0);
}

/**
 * A recipe's author as others see them when the profile is private: SPEC marks a private profile
 * with the id 'anonymous', and nothing that identifies the person goes with it.
 */
export const ANONYMOUS_AUTHOR = { id: 'anonymous', username: null, displayName: 'Anonymous', avatar_url: null } as const;
