import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore, UserRow } from './sessions';

export const SESSION_COOKIE = 'sprig_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's row (null for visitors); `viewer` carries its id and role. */
    sessionUser: UserRow | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Built assets and uploaded images look the same to everyone: no session lookup for them. */
const STATIC_PREFIXES = ['/assets/', '/uploads/'];

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** Compared as origins (so 'http://host:80' and 'http://host' are one), never as text. */
function sameOrigin(request: FastifyRequest, origin: string, publicUrl: string | undefined): boolean {
  const from = originOf(origin);
  if (from === null) return false;
  if (publicUrl && from === new URL(publicUrl).origin) return true;
  return from === originOf(`${request.protocol}://${request.host}`);
}

/**
 * Whether a top-level GET (a navigation) was started on this site, or by the user themselves
 * (typed in the address bar, a bookmark): what lets GET /api/logout end a session, which a link
 * or image on another site must not. Browsers say so in Sec-Fetch-Site; without it the Origin or
 * Referer decides. A client that sends none of them is not a browser on another page.
 */
export function navigatedFromThisSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const from = request.headers.origin ?? request.headers.referer;
  return !from || sameOrigin(request, from, publicUrl);
}

/**
 * Reads the session cookie into request.viewer and refuses cross-site writes (CSRF): the cookie
 * is SameSite=Lax, and a mutating request that says where it comes from (Origin, or
 * Sec-Fetch-Site) must come from this site. Clients that send neither are not browsers.
 */
export function registerSessionCookie(app: FastifyInstance, store: SessionStore, publicUrl: string | undefined): void {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      const crossSite = origin
        ? !sameOrigin(request, origin, publicUrl)
        : request.headers['sec-fetch-site'] === 'cross-site';
      if (crossSite) {
        return reply.status(403).send({ message: 'Cross-site request refused', errorCode: 'FORBIDDEN' });
      }
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token || STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const user = await store.resolve(token);
    if (!user) {
      clearSessionCookie(reply);
      return;
    }
    request.sessionUser = user;
    request.viewer = { id: user.id, role: user.role };
  });
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  publicUrl: string | undefined,
): void {
  void reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the site is reached over HTTPS (directly, or behind a trusted proxy).
    secure: request.protocol === 'https' || Boolean(publicUrl?.startsWith('https:')),
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
