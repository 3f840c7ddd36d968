import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../contracts/users';

/**
 * The public username a new account starts with (issue 14): every member has one, so nothing
 * ever needs to name them by their e-mail address. It is derived from the name the sign-in
 * gave (an OpenID Connect provider's given and family name), never from the e-mail address,
 * whose local part would give most of the address away. Without a name it is 'cook_' and six
 * digits. The member can change it on their profile like any username.
 */

export interface UsernameHints {
  firstName?: string | null;
  lastName?: string | null;
}

export const DEFAULT_USERNAME_BASE = 'cook';
const SUFFIX_DIGITS = 6;
/** Room for '_' and the digits, so every candidate stays within the username length limit. */
const BASE_MAX_LENGTH = USERNAME_MAX_LENGTH - SUFFIX_DIGITS - 1;

/** Lower-case ASCII letters and digits joined by single underscores: 'Émile-Zoë' -> 'emile_zoe'. */
function slug(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** 'first_last' (cut to fit a suffix), or 'cook' when the name gives fewer than 3 usable characters. */
export function usernameBase(hints: UsernameHints): string {
  const joined = [slug(hints.firstName), slug(hints.lastName)].filter((part) => part !== '').join('_');
  const base = joined.slice(0, BASE_MAX_LENGTH).replace(/_+$/, '');
  return base.length >= USERNAME_MIN_LENGTH ? base : DEFAULT_USERNAME_BASE;
}

/**
 * Usernames to try in order, all valid by the profile rules: the bare name-derived base first
 * (never bare 'cook'), then the base with '_' and six random digits.
 */
export function usernameCandidates(hints: UsernameHints, count = 5, random: () => number = Math.random): string[] {
  const base = usernameBase(hints);
  const candidates = base === DEFAULT_USERNAME_BASE ? [] : [base];
  while (candidates.length < count) {
    const digits = String(Math.floor(random() * 10 ** SUFFIX_DIGITS)).padStart(SUFFIX_DIGITS, '0');
    candidates.push(`${base}_${digits}`);
  }
  return candidates;
}
