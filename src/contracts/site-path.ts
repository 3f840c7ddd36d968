/**
 * Where a browser may be sent back to after signing in (returnTo): a place on this site, never
 * another origin. Shared by the server (returnTo in GET /api/login and the OpenID Connect pending
 * sign-in) and the sign-in screens, free of imports so the public pages can use it.
 *
 * A pattern on the raw text is not enough: browsers drop tabs and line breaks from an address and
 * read '\' as '/', so '/\t/evil.example' or '/\\evil.example' become '//evil.example', another host.
 * The value is parsed the way the browser parses it, against a stand-in origin, and kept only
 * when it stays on that origin.
 */
const HOME = 'https://sprig.invalid';

/** The same-site path (path, query and hash, normalised) that value leads to, or null when it leads elsewhere. */
export function sitePath(value: string | null | undefined): string | null {
  // Only site-absolute paths, and nothing the URL parser would silently drop or rewrite around.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HOME);
  } catch {
    return null;
  }
  if (url.origin !== HOME) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/..//evil.example' normalises to '//evil.example': the result itself must stay here too.
  return new URL(path, HOME).origin === HOME && !path.startsWith('//') ? path : null;
}
