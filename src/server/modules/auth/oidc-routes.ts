import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import { AppError } from '../../errors';
import { SIGN_IN_FAILURES, type SignInFailure } from '../../../contracts/constants';
import { decodePending, encodePending, OIDC_PENDING_TTL_MS, signInFailure, type OidcSignIn } from './oidc';
import type { SessionStore } from './sessions';
import { SESSION_COOKIE, setSessionCookie } from './session-cookie';
import { siteOrigin } from '../../net/site-origin';

/** The pending sign-in (PKCE verifier, state, nonce, returnTo), signed, only sent to the callback. */
export const OIDC_COOKIE = 'sprig_oidc';
const OIDC_COOKIE_PATH = '/api/auth/oidc';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';

function secure(request: FastifyRequest, publicUrl: string | undefined): boolean {
  return request.protocol === 'https' || Boolean(publicUrl?.startsWith('https:'));
}

/** GET /api/login with OpenID Connect configured: off to the provider. */
export async function beginOidcSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  oidc: OidcSignIn,
  publicUrl: string | undefined,
  returnTo: string | undefined,
): Promise<FastifyReply> {
  const { url, pending } = await oidc.start(`${siteOrigin(request, publicUrl)}${OIDC_CALLBACK_PATH}`, returnTo);
  void reply.setCookie(OIDC_COOKIE, encodePending(pending), {
    path: OIDC_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which carries it.
    sameSite: 'lax',
    secure: secure(request, publicUrl),
    maxAge: OIDC_PENDING_TTL_MS / 1000,
    signed: true,
  });
  void reply.header('cache-control', 'no-store');
  return reply.redirect(url.href);
}

export interface OidcRouteOptions {
  oidc: OidcSignIn;
  sessions: SessionStore;
  publicUrl: string | undefined;
}

/** A browser navigation (not an API client): it asks for HTML. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

function failureReason(error: unknown): SignInFailure {
  const reason = error instanceof AppError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' && reason in SIGN_IN_FAILURES ? (reason as SignInFailure) : 'failed';
}

/** GET /api/auth/oidc/callback: the provider's answer; opens a session like a password sign-in. */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteOptions> = async (app, { oidc, sessions, publicUrl }) => {
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply) {
    // Used once, whatever happens next.
    void reply.clearCookie(OIDC_COOKIE, { path: OIDC_COOKIE_PATH });
    void reply.header('cache-control', 'no-store');
    const raw = request.cookies[OIDC_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    const pending = unsigned?.valid && unsigned.value ? decodePending(unsigned.value) : null;
    if (!pending) throw signInFailure('expired', 400);

    const origin = siteOrigin(request, publicUrl);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const { issuer, claims } = await oidc.finish(new URL(`${origin}${OIDC_CALLBACK_PATH}${query}`), pending);
    const user = await oidc.userFor(issuer, claims);
    if (user.disabledAt) throw signInFailure('disabled', 403);

    const session = await sessions.create(user.id, request.headers['user-agent']);
    // A session that came with the request is replaced, never reused (session fixation).
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.destroy(previous);
    setSessionCookie(request, reply, session, publicUrl);
    return reply.redirect(pending.returnTo ?? '/');
  }

  app.get(
    OIDC_CALLBACK_PATH,
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: "OpenID Connect redirect URI: signs in and returns to returnTo (or /); a browser whose sign-in fails goes to /auth?error=<reason>",
        querystring: z.looseObject({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
        response: { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        return await finishSignIn(request, reply);
      } catch (error) {
        // A person in a browser gets the sign-in page saying what went wrong, not a JSON answer.
        if (!wantsPage(request)) throw error;
        const reason = failureReason(error);
        // Expected outcomes (a cancelled or stale sign-in) are not errors of ours: no stack trace.
        request.log.info({ reason, message: error instanceof Error ? error.message : String(error) }, 'OpenID Connect sign-in failed');
        return reply.redirect(`/auth?error=${reason}`);
      }
    },
  );
};
