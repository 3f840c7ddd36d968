import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../src/contracts/auth';
import { sessions, userIdentities, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress, signUp } from './helpers';

/*
 * OpenID Connect sign-in against a real provider (oidc-provider) listening on loopback. The app is
 * driven with inject() under the fixed origin http://sprig.test; the provider's redirect back to
 * that origin is delivered to the app by injecting its path and query. The provider's development
 * login and consent pages are filled in with fetch, carrying its cookies like a browser.
 */

const SITE = 'http://sprig.test';
const CALLBACK = `${SITE}/api/auth/oidc/callback`;
const CLIENT_ID = 'sprig';
const CLIENT_SECRET = 'sprig-test-client-secret';
const SESSION = 'sprig_session';
const OIDC_COOKIE = 'sprig_oidc';
const NOT_VERIFIED = 'Your sign-in provider did not confirm your e-mail address';
const STALE = 'This sign-in has expired or was started in another browser. Sign in again.';

/** The provider's accounts: sub → claims. */
const accounts = new Map<string, Record<string, unknown>>([
  ['alice-sub', { email: 'Alice@Example.test', email_verified: true, given_name: 'Alice', family_name: 'Liddell' }],
  ['bob-sub', { email: 'BOB@example.test', email_verified: true, given_name: 'Bob' }],
  ['mallory-sub', { email: 'mallory@example.test', email_verified: false }],
  ['carol-sub', { email: 'carol@example.test', email_verified: true }],
]);

let server: Server;
let issuer: string;
let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  // Listening first: the issuer URL names the ephemeral port.
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
    },
  });
  server.on('request', provider.callback());

  ctx = await createTestContext({
    seed: false,
    publicUrl: SITE,
    oidc: { issuerUrl: issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
  });
  app = ctx.app;
});

afterAll(async () => {
  await ctx?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

// ---------------------------------------------------------------------------------------------
// Helpers

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function setCookies(res: LightMyRequestResponse): SetCookie[] {
  const header = res.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return list.map((raw) => {
    const [pair, ...attrs] = raw.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    return {
      name: pair!.slice(0, eq),
      value: pair!.slice(eq + 1),
      attributes: new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=').slice(1).join('=')])),
    };
  });
}

function cookieOf(res: LightMyRequestResponse, name: string): SetCookie | undefined {
  return setCookies(res).find((c) => c.name === name);
}

function get(url: string, cookies: Record<string, string | undefined> = {}, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) }, remoteAddress: freshAddress() });
}

/** What a browser navigating to a page asks for. */
const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/**
 * A browser at the provider: follows its redirects, signs in as `sub` on the development login
 * page and confirms the consent page, until the provider sends the browser back to the site.
 * With `abort`, the user cancels on the login page instead.
 */
async function atProvider(authorizationUrl: string, sub: string, { abort = false } = {}): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const raw of res.headers.getSetCookie()) {
      const [pair] = raw.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(raw)) jar.delete(name);
      else jar.set(name, value);
    }
    init = {};
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.origin === SITE) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    const submit = new URL(action!.replaceAll('&amp;', '&'), url);
    if (abort) {
      url = new URL(`${submit.pathname}/abort`, url);
      continue;
    }
    const body = prompt === 'login' ? new URLSearchParams({ prompt, login: sub, password: 'anything' }) : new URLSearchParams({ prompt: prompt! });
    url = submit;
    init = { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider never sent the browser back');
}

/** GET /api/login: the redirect to the provider and the signed pending-sign-in cookie. */
async function startSignIn(returnTo?: string): Promise<{ location: string; pending: string }> {
  const res = await get(returnTo ? `/api/login?${new URLSearchParams({ returnTo })}` : '/api/login');
  expect(res.statusCode, res.body).toBe(302);
  const pending = cookieOf(res, OIDC_COOKIE);
  expect(pending).toBeDefined();
  return { location: res.headers.location as string, pending: pending!.value };
}

/** The whole round trip; returns the app's answer to the provider's redirect. */
async function signIn(sub: string, { returnTo, session }: { returnTo?: string; session?: string } = {}) {
  const { location, pending } = await startSignIn(returnTo);
  const back = await atProvider(location, sub);
  return get(`${back.pathname}${back.search}`, { [OIDC_COOKIE]: pending, [SESSION]: session });
}

async function me(token: string) {
  const res = await get('/api/auth/user', { [SESSION]: token });
  expect(res.statusCode, res.body).toBe(200);
  return authUserSchema.parse(res.json());
}

async function sessionCount(): Promise<number> {
  const rows = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return Number(rows[0]!.n);
}

/** A signed-in answer: a redirect with a fresh session cookie. */
function sessionFrom(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body).toBe(302);
  const cookie = cookieOf(res, SESSION);
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

/** A refused answer opens no session. */
function expectNoSession(res: LightMyRequestResponse): void {
  expect(cookieOf(res, SESSION)).toBeUndefined();
}

// ---------------------------------------------------------------------------------------------

describe('GET /api/login with OpenID Connect configured', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, keeping them in a signed cookie', async () => {
    const res = await get('/api/login?returnTo=%2Fsaved');
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
    });
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
    const cookie = cookieOf(res, OIDC_COOKIE)!;
    expect(cookie.attributes.get('path')).toBe('/api/auth/oidc');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('max-age')).toBe('600');
    expect(cookie.attributes.has('secure')).toBe(false); // http://sprig.test
    // Signed: value.signature
    expect(decodeURIComponent(cookie.value)).toMatch(/^[\w-]+\.[\w+/=-]+$/);
    expect(cookieOf(res, SESSION)).toBeUndefined();
  });

  it('refuses a returnTo that leaves the site, also once the browser drops a tab or line break', async () => {
    for (const returnTo of ['//evil.example/', '/\t/127.0.0.1:4399/x', '/\n/evil.example', '/\r/evil.example', '/..//evil.example']) {
      const res = await get(`/api/login?${new URLSearchParams({ returnTo })}`);
      expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(res.headers.location, returnTo).toBeUndefined();
    }
  });
});

describe('OpenID Connect sign-in', () => {
  let aliceId: string;

  it('creates a member account for a new identity and signs it in', async () => {
    const res = await signIn('alice-sub');
    expect(res.headers.location).toBe('/');
    const cookie = cookieOf(res, SESSION)!;
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    // The pending-sign-in cookie is used up.
    expect(cookieOf(res, OIDC_COOKIE)?.value).toBe('');
    const user = await me(sessionFrom(res));
    expect(user).toMatchObject({ email: 'alice@example.test', role: 'member', first_name: 'Alice', last_name: 'Liddell' });
    // A public username from the provider's name, never from the e-mail address (issue 14).
    expect(user).toMatchObject({ username: 'alice_liddell', profile_completed: false });
    aliceId = user.id;
    const links = await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.userId, aliceId));
    expect(links).toEqual([expect.objectContaining({ issuer, subject: 'alice-sub' })]);
  });

  it('signs the same identity into the same account again, with a new session', async () => {
    const first = await signIn('alice-sub');
    const second = await signIn('alice-sub');
    const [a, b] = [sessionFrom(first), sessionFrom(second)];
    expect(a).not.toBe(b);
    expect((await me(a)).id).toBe(aliceId);
    expect((await me(b)).id).toBe(aliceId);
    const rows = await ctx.database.db.select().from(users).where(sql`lower(${users.email}) = 'alice@example.test'`);
    expect(rows).toHaveLength(1);
  });

  it('links an existing password account with the same e-mail (any case) and replaces its session', async () => {
    const registered = await signUp(app, ctx.database.db, { email: 'bob@example.test', password: 'correct horse battery' });
    expect(registered.statusCode, registered.body).toBe(201);
    const bobId = (registered.json() as { user: { id: string } }).user.id;
    const passwordSession = cookieOf(registered, SESSION)!.value;

    const res = await signIn('bob-sub', { session: passwordSession });
    const token = sessionFrom(res);
    expect(token).not.toBe(passwordSession);
    expect(await me(token)).toMatchObject({ id: bobId, email: 'bob@example.test', role: 'member' });
    // The session that came with the callback is gone (no session fixation).
    expect((await get('/api/auth/user', { [SESSION]: passwordSession })).statusCode).toBe(401);
    const links = await ctx.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'bob-sub'));
    expect(links.map((l) => l.userId)).toEqual([bobId]);
    // The password still works too.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bob@example.test', password: 'correct horse battery' },
      remoteAddress: freshAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('honours returnTo', async () => {
    const res = await signIn('carol-sub', { returnTo: '/recipes/42?tab=nutrition' });
    expect(res.headers.location).toBe('/recipes/42?tab=nutrition');
    expect((await me(sessionFrom(res))).email).toBe('carol@example.test');
  });

  it('refuses an e-mail address the provider has not verified (403, no account, no session)', async () => {
    const before = await sessionCount();
    const res = await signIn('mallory-sub');
    expect(expectApiError(res, 403, 'FORBIDDEN').message).toBe(NOT_VERIFIED);
    expectNoSession(res);
    expect(await sessionCount()).toBe(before);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'mallory@example.test'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a callback without the pending-sign-in cookie, or with a tampered one', async () => {
    const before = await sessionCount();
    const { location, pending } = await startSignIn();
    const back = await atProvider(location, 'carol-sub');
    const callback = `${back.pathname}${back.search}`;

    const missing = await get(callback);
    expect(expectApiError(missing, 400, 'VALIDATION_ERROR').message).toBe(STALE);
    expectNoSession(missing);

    const raw = decodeURIComponent(pending);
    const dot = raw.lastIndexOf('.');
    const payload = JSON.parse(Buffer.from(raw.slice(0, dot), 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...payload, returnTo: '/admin' })).toString('base64url')}${raw.slice(dot)}`;
    const tampered = await get(callback, { [OIDC_COOKIE]: encodeURIComponent(forged) });
    expect(expectApiError(tampered, 400, 'VALIDATION_ERROR').message).toBe(STALE);
    expectNoSession(tampered);
    expect(await sessionCount()).toBe(before);

    // The same answer with its genuine cookie goes through: the cookie was the reason.
    expect(sessionFrom(await get(callback, { [OIDC_COOKIE]: pending }))).toBeTruthy();
  });

  it('refuses an answer whose state belongs to another sign-in', async () => {
    const before = await sessionCount();
    const first = await startSignIn();
    const second = await startSignIn();
    const back = await atProvider(second.location, 'carol-sub');
    const res = await get(`${back.pathname}${back.search}`, { [OIDC_COOKIE]: first.pending });
    expectApiError(res, 400, 'VALIDATION_ERROR');
    expectNoSession(res);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an error answer from the provider (the user cancelled)', async () => {
    const before = await sessionCount();
    const { location, pending } = await startSignIn();
    const back = await atProvider(location, 'carol-sub', { abort: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await get(`${back.pathname}${back.search}`, { [OIDC_COOKIE]: pending });
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toMatch(/access_denied/);
    expectNoSession(res);
    expect(await sessionCount()).toBe(before);
  });

  it('sends a browser whose sign-in fails to /auth with the reason, never the message, and no session', async () => {
    const stale = await startSignIn();
    const back = await atProvider(stale.location, 'carol-sub');
    const expired = await get(`${back.pathname}${back.search}`, {}, BROWSER);
    expect(expired.statusCode).toBe(302);
    expect(expired.headers.location).toBe('/auth?error=expired');
    expectNoSession(expired);

    const cancelled = await startSignIn();
    const refused = await atProvider(cancelled.location, 'carol-sub', { abort: true });
    const res = await get(`${refused.pathname}${refused.search}`, { [OIDC_COOKIE]: cancelled.pending }, BROWSER);
    expect(res.headers.location).toBe('/auth?error=refused');

    const unverified = await startSignIn();
    const mallory = await atProvider(unverified.location, 'mallory-sub');
    const denied = await get(`${mallory.pathname}${mallory.search}`, { [OIDC_COOKIE]: unverified.pending }, BROWSER);
    expect(denied.headers.location).toBe('/auth?error=unverified');
    expectNoSession(denied);
  });

  it('refuses a forged error answer that lacks the right state', async () => {
    const { pending } = await startSignIn();
    const res = await get('/api/auth/oidc/callback?error=access_denied&state=forged', { [OIDC_COOKIE]: pending });
    expectApiError(res, 400, 'VALIDATION_ERROR');
    expectNoSession(res);
  });
});

describe('without OpenID Connect configured', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({ seed: false });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('GET /api/login still goes to /sign-in, and there is no callback', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/login?returnTo=%2Fsaved' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?returnTo=%2Fsaved');
    expect(cookieOf(res, OIDC_COOKIE)).toBeUndefined();
    const callback = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(404);
  });
});
