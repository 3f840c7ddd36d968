/**
 * The search box's '@username' mode (SPEC sections 2 and 5): text starting with '@' followed by
 * at least one character asks for username suggestions.
 */

/** The name typed after '@' (trimmed), or null when the text is not a username search. */
export function usernameTermOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('@')) return null;
  const name = trimmed.slice(1).trim();
  return name === '' ? null : name;
}
