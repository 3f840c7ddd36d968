import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { AppConfig } from '../../config';
import type { Housekeeping } from '../../housekeeping';
import type { Outbound } from '../../net/outbound';
import type { CreditService } from '../credits/service';
import type { Mailer } from '../mail/mailer';
import type { RateLimitStore } from '../rate-limits/rate-limits';
import { createOidcSignIn } from './oidc';
import { oidcRoutes } from './oidc-routes';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { registerSessionCookie } from './session-cookie';
import { createSessionStore, keepSessions } from './sessions';
import { createLoginThrottle } from './throttle';

/**
 * Sign-in: the session cookie read on every request (the viewer), built-in accounts (sign-up by
 * e-mailed link, password reset) and OpenID Connect when configured; ended sessions, stale
 * throttles and spent links go with the housekeeping.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: {
    database: Database;
    config: Partial<Pick<AppConfig, 'publicUrl' | 'oidc'>>;
    /** The reset form answers the same whether or not delivery worked (a failure is in the outbox). */
    mailer: Mailer;
    credits: CreditService;
    rateLimits: RateLimitStore;
    /** The address policy on the OpenID Connect provider's connections. */
    outbound: Outbound;
    housekeeping: Housekeeping;
  },
): Promise<void> {
  const { database, config, credits, housekeeping } = deps;
  const { db } = database;
  const keeping = await keepSessions(database);
  app.addHook('onClose', keeping.listening.stop);
  const sessions = createSessionStore(db, keeping);
  registerSessionCookie(app, sessions, config.publicUrl);
  const throttle = createLoginThrottle(db);
  const service = createAuthService({ db, sessions, throttle, mailer: deps.mailer, signupBonus: credits.grantSignupBonus });
  const oidc = config.oidc ? createOidcSignIn(config.oidc, db, app.log, deps.outbound.fetch, credits.grantSignupBonus) : undefined;
  await app.register(authRoutes, {
    service,
    sessions,
    publicUrl: config.publicUrl,
    oidc,
    signupRateLimit: deps.rateLimits.signupsPer15Minutes,
    loginRateLimit: deps.rateLimits.signInsPer15Minutes,
  });
  if (oidc) await app.register(oidcRoutes, { oidc, sessions, publicUrl: config.publicUrl });
  housekeeping.add('ended sessions', () => sessions.purgeExpired());
  housekeeping.add('stale sign-in throttles', () => throttle.purgeStale());
  housekeeping.add('spent reset links', () => service.purgeResetTokens());
  housekeeping.add('expired sign-up links', () => service.purgeSignups());
}
