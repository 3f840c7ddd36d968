import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type * as OpenId from 'openid-client';
import { z } from 'zod';
import { returnToSchema } from '../../../contracts/auth';
import { SIGN_IN_FAILURES, type SignInFailure } from '../../../contracts/constants';
import type { Db } from '../../../db/client';
import { userIdentities, users } from '../../../db/schema';
import type { OidcConfig } from '../../config';
import { freeUsername } from '../users/default-username';
import { AppError } from '../../errors';
import { storableText } from '../../plugins/text-guard';
import type { SignupBonusHook } from './service';
import type { UserRow } from './sessions';

const ERROR_CODES = { 400: 'VALIDATION_ERROR', 403: 'FORBIDDEN', 500: 'INTERNAL_ERROR', 502: 'INTERNAL_ERROR' } as const;

/** A failed provider sign-in; `details.reason` is what a browser is shown (see oidc-routes). */
export function signInFailure(reason: SignInFailure, status: keyof typeof ERROR_CODES, message: string = SIGN_IN_FAILURES[reason]): AppError {
  return new AppError(ERROR_CODES[status], status, message, { reason });
}

/** How long a started sign-in may take at the provider. */
export const OIDC_PENDING_TTL_MS = 10 * 60 * 1000;
export const OIDC_SCOPE = 'openid email profile';

/** What the browser carries (signed) from GET /api/login to the callback. */
export interface PendingSignIn {
  /** PKCE code verifier. */
  verifier: string;
  state: string;
  nonce: string;
  returnTo?: string | undefined;
  /** Epoch milliseconds; the cookie's own lifetime is the same. */
  expiresAt: number;
}

const pendingSchema = z.object({
  verifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  returnTo: returnToSchema,
  expiresAt: z.number(),
});

export function encodePending(pending: PendingSignIn): string {
  return Buffer.from(JSON.stringify(pending)).toString('base64url');
}

/** The pending sign-in, or null when the value is not one (or has expired). */
export function decodePending(value: string, now = Date.now()): PendingSignIn | null {
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if (!parsed.success || parsed.data.expiresAt < now) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Plain http is tolerated only for an issuer on this machine (development and tests). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.unknown().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});
export type OidcClaims = z.infer<typeof claimsSchema>;

const emailSchema = z.email().max(254);

/**
 * OpenID Connect sign-in (authorization code flow with PKCE, state and nonce) against the one
 * configured provider. The provider's metadata is discovered on first use and kept.
 */
/** `fetch` is the outbound one (net/outbound.ts): the address policy judges the provider's addresses at every connection. */
/** The client library is loaded with the first sign-in through the provider, not at every start (issue 17's cold start). */
const openIdClient = () => import('openid-client');

export function createOidcSignIn(config: OidcConfig, db: Db, log: FastifyBaseLogger, fetch: typeof globalThis.fetch, signupBonus?: SignupBonusHook) {
  let discovered: Promise<OpenId.Configuration> | undefined;
  const oidcFetch: OpenId.CustomFetch = (url, options) => fetch(url, options as RequestInit);

  function configuration(): Promise<OpenId.Configuration> {
    discovered ??= (async () => {
      const client = await openIdClient();
      const issuer = new URL(config.issuerUrl);
      const insecure = issuer.protocol === 'http:';
      if (insecure && !isLoopbackHost(issuer.hostname)) {
        throw new Error('OIDC_ISSUER_URL must use https (plain http is allowed only on localhost)');
      }
      const conf = await client.discovery(issuer, config.clientId, undefined, client.ClientSecretBasic(config.clientSecret), {
        [client.customFetch]: oidcFetch,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      });
      // The code exchange and user info go through it too, not only discovery.
      conf[client.customFetch] = oidcFetch;
      return conf;
    })().catch((error: unknown) => {
      // Not cached: the next sign-in tries again (the provider may just have been down).
      discovered = undefined;
      log.error({ err: error }, 'OpenID Connect discovery failed');
      throw signInFailure('unreachable', 502);
    });
    return discovered;
  }

  /** Where to send the browser, and what it must bring back. */
  async function start(redirectUri: string, returnTo: string | undefined): Promise<{ url: URL; pending: PendingSignIn }> {
    const [conf, client] = await Promise.all([configuration(), openIdClient()]);
    const verifier = client.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      verifier,
      state: client.randomState(),
      nonce: client.randomNonce(),
      returnTo,
      expiresAt: Date.now() + OIDC_PENDING_TTL_MS,
    };
    const url = client.buildAuthorizationUrl(conf, {
      redirect_uri: redirectUri,
      scope: OIDC_SCOPE,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
    });
    return { url, pending };
  }

  /**
   * Checks the provider's answer (state, then the code exchange with the PKCE verifier and the ID
   * token's nonce) and returns the issuer and the user's claims (ID token, then userinfo).
   */
  async function finish(callbackUrl: URL, pending: PendingSignIn): Promise<{ issuer: string; claims: OidcClaims }> {
    const [conf, client] = await Promise.all([configuration(), openIdClient()]);
    let merged: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(conf, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('no ID token');
      merged = { ...idClaims };
      // With the code flow many providers put profile and e-mail claims only in userinfo.
      if (conf.serverMetadata().userinfo_endpoint) {
        merged = { ...merged, ...(await client.fetchUserInfo(conf, tokens.access_token, idClaims.sub)) };
      }
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        const code = /^[\w.-]{1,64}$/.test(error.error) ? ` (${error.error})` : '';
        throw signInFailure('refused', 400, `Your sign-in provider refused the sign-in${code}. Try again.`);
      }
      log.warn({ err: error }, 'OpenID Connect callback refused');
      throw signInFailure('failed', 400);
    }
    const claims = claimsSchema.safeParse(merged);
    if (!claims.success) throw signInFailure('failed', 400);
    return { issuer: conf.serverMetadata().issuer, claims: claims.data };
  }

  /**
   * The user behind a provider identity: the one linked before; else the account with the same
   * (verified) e-mail, now linked; else a new member account.
   */
  async function userFor(issuer: string, claims: OidcClaims): Promise<UserRow> {
    const email = claims.email?.trim().toLowerCase();
    if (claims.email_verified !== true || !email || !emailSchema.safeParse(email).success) {
      throw signInFailure('unverified', 403);
    }
    const linked = async () => {
      const rows = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, claims.sub)))
        .limit(1);
      return rows[0]?.user ?? null;
    };
    const known = await linked();
    if (known) return known;
    await db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      let user = existing[0];
      if (!user) {
        const firstName = storableText(claims.given_name?.trim() ?? '', 100) || null;
        const lastName = storableText(claims.family_name?.trim() ?? '', 100) || null;
        const username = await freeUsername(tx, { firstName, lastName });
        const created = await tx
          .insert(users)
          .values({ id: randomUUID(), email, firstName, lastName, username, profileCompleted: false })
          .returning();
        user = created[0]!;
        if (signupBonus) await signupBonus(tx, user.id);
      }
      // A second callback racing this one for the same identity: the first link stands.
      await tx.insert(userIdentities).values({ issuer, subject: claims.sub, userId: user.id }).onConflictDoNothing();
    });
    const user = await linked();
    if (!user) throw signInFailure('failed', 500);
    return user;
  }

  return { start, finish, userFor };
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>;
