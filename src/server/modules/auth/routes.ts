import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessageSchema,
  authUserSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  returnToSchema,
  SIGNUP_SENT,
  signupConfirmSchema,
} from '../../../contracts/auth';
import { apiErrorSchema } from '../../../contracts/errors';
import type { OidcSignIn } from './oidc';
import { beginOidcSignIn } from './oidc-routes';
import type { AuthService } from './service';
import { toAuthUser } from './service';
import type { SessionStore } from './sessions';
import { clearSessionCookie, navigatedFromThisSite, SESSION_COOKIE, setSessionCookie } from './session-cookie';

export interface AuthRouteOptions {
  service: AuthService;
  sessions: SessionStore;
  publicUrl: string | undefined;
  /** OpenID Connect sign-in, when configured: GET /api/login then goes to the provider. */
  oidc?: OidcSignIn;
  /** Sign-ups per address every 15 minutes, asked on each request (the admin may change it). */
  signupRateLimit: () => Promise<number>;
  /** Password sign-ins per address every 15 minutes, asked on each request. */
  loginRateLimit: () => Promise<number>;
}

/** Sign-ups per address every 15 minutes unless SIGNUP_RATE_LIMIT or an admin says otherwise. */
export const DEFAULT_SIGNUP_RATE_LIMIT = 10;
/** Password sign-ins per address every 15 minutes (wrong passwords also lock that e-mail for that address: throttle.ts). */
export const DEFAULT_LOGIN_RATE_LIMIT = 30;

const signedIn = z.object({ user: authUserSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Sign-in (SPEC: /auth, GET /api/login, GET /api/logout, GET /api/auth/user) with built-in accounts. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { service, sessions, publicUrl, oidc, signupRateLimit, loginRateLimit }) => {
  const origin = (request: { protocol: string; host: string }) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/api/auth/user',
    {
      config: { access: 'signed-in', denied: 'Not signed in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user with credits and role; 401 when signed out',
        querystring: z.object({ refresh: z.enum(['true', 'false']).optional() }),
        response: { 200: authUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => toAuthUser(request.sessionUser!),
  );

  app.get(
    '/api/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Starts sign-in: sends the browser to the sign-in page (or to the OpenID Connect provider when configured)',
        description: '`mode=register` opens the sign-in page on its Create account tab (a "Sign up" link); the provider, when configured, offers its own.',
        querystring: z.object({ returnTo: returnToSchema, mode: z.enum(['register'], 'mode must be register, or left out').optional() }),
      },
    },
    async (request, reply) => {
      const { returnTo, mode } = request.query;
      if (oidc) return beginOidcSignIn(request, reply, oidc, publicUrl, returnTo);
      const query = new URLSearchParams({ ...(mode && { mode }), ...(returnTo && { returnTo }) });
      return reply.redirect(query.size > 0 ? `/sign-in?${query}` : '/sign-in');
    },
  );

  async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.destroy(token);
    clearSessionCookie(reply);
    // The browser drops what it cached while signed in (a member's private recipes).
    void reply.header('clear-site-data', '"cache"');
  }

  app.get(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session and returns to /; a navigation from another site only returns to / (the web app signs out with POST)',
      },
    },
    async (request, reply) => {
      // A link or image on another site must not sign a member out (SPEC keeps this GET).
      if (navigatedFromThisSite(request, publicUrl)) await signOut(request, reply);
      return reply.redirect('/');
    },
  );

  app.post(
    '/api/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: 'Ends the session (refused from another site like every write)' } },
    async (request, reply) => {
      await signOut(request, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit: { max: () => signupRateLimit(), timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Starts a sign-up: e-mails a link that creates the account (or, when the address has one, tells its owner); the same answer either way',
        body: registerSchema,
        response: { 202: authMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.register(request.body, origin(request));
      // The same answer either way: this form must not tell who has an account (docs/decisions/0010).
      return reply.status(202).send({ message: SIGNUP_SENT });
    },
  );

  app.post(
    '/api/auth/register/confirm',
    {
      // As many as sign-ups may be started (the token itself is 256 random bits).
      config: { access: 'public', rateLimit: { max: () => signupRateLimit(), timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Finishes a sign-up from its e-mailed link: creates the member account and signs it in',
        body: signupConfirmSchema,
        response: { 201: signedIn, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await service.confirmSignup(request.body.token, request.headers['user-agent']);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.destroy(previous);
      setSessionCookie(request, reply, session, publicUrl);
      return reply.status(201).send({ user: toAuthUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: { max: () => loginRateLimit(), timeWindow: '15 minutes' } },
      schema: { tags: ['auth'], summary: 'Signs in with e-mail and password', body: loginSchema, response: { 200: signedIn, ...errors } },
    },
    async (request, reply) => {
      const { user, session } = await service.login(request.body, request.headers['user-agent'], request.ip);
      // A session that came with the request is replaced, never reused (session fixation).
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.destroy(previous);
      setSessionCookie(request, reply, session, publicUrl);
      return { user: toAuthUser(user) };
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a password reset link when the address has an account',
        body: passwordResetRequestSchema,
        response: { 200: authMessageSchema, ...errors },
      },
    },
    async (request) => {
      await service.requestPasswordReset(request.body.email, origin(request));
      // The same answer either way: this form must not tell who has an account.
      return { message: "If an account exists for that email, we've sent a link to reset the password." };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password from a reset link; signs out everywhere',
        body: passwordResetConfirmSchema,
        response: { 200: authMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.confirmPasswordReset(request.body.token, request.body.password);
      clearSessionCookie(reply);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );
};
