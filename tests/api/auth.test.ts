import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema, SIGNUP_SENT } from '../../src/contracts/auth';
import { DEFAULT_SIGNUP_BONUS } from '../../src/contracts/credits';
import { loginThrottles, passwordResetTokens, pendingSignups, sessions, userPasswords, users } from '../../src/db/schema';
import { SIGNUP_LINK_INVALID } from '../../src/server/modules/auth/service';
import type { MailMessage } from '../../src/server/modules/mail/mailer';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress, signUp } from './helpers';

/*
 * The built-in sign-in: register, login (with the lockout), the session cookie, logout, the
 * password reset by mail, and the cross-site (CSRF) check. Every password hash costs about a
 * second of CPU here, so users are registered once per describe and the per-test timeouts are long.
 */

const SLOW = 60_000;
const COOKIE = 'sprig_session';
const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Try again in 15 minutes.';
const BAD_CREDENTIALS = 'Incorrect email or password';
const RESET_SENT = "If an account exists for that email, we've sent a link to reset the password.";
const RESET_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
const mail: MailMessage[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, mailer: { send: async (m) => void mail.push(m) } });
  mailboxes.set(ctx, mail);
});

afterAll(async () => {
  await ctx?.close();
});

// ---------------------------------------------------------------------------------------------
// Helpers

interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

function headersFor({ token, headers }: RequestOptions): Record<string, string> {
  return { ...(token !== undefined ? { cookie: `${COOKIE}=${token}` } : {}), ...headers };
}

function post(c: TestContext, url: string, payload: unknown, options: RequestOptions = {}) {
  return c.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: headersFor(options),
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

function get(c: TestContext, url: string, options: RequestOptions = {}) {
  return c.app.inject({ method: 'GET', url, headers: headersFor(options), remoteAddress: options.remoteAddress ?? freshAddress() });
}

/** Where each app's mailer puts its messages (with a mailer of its own, the outbox copy hides the links). */
const mailboxes = new Map<TestContext, MailMessage[]>();
/** POST /api/auth/register alone: the sign-up's first step. */
const startSignUp = (email: string, password: string, options?: RequestOptions, c = ctx) =>
  post(c, '/api/auth/register', { email, password }, options);
/** A whole sign-up: the form, then the e-mailed link; answers the link's 201 { user } with the cookie. */
const register = (email: string, password: string, options: RequestOptions = {}, c = ctx) =>
  signUp(c.app, c.database.db, { email, password }, { remoteAddress: options.remoteAddress, headers: headersFor(options), mail: mailboxes.get(c) });
const login = (email: string, password: string, options?: RequestOptions, c = ctx) =>
  post(c, '/api/auth/login', { email, password }, options);
const me = (token?: string, c = ctx) => get(c, '/api/auth/user', { token });

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
  raw: string;
}

/** Every Set-Cookie header of a response, parsed (attribute names lower-cased). */
function setCookies(res: LightMyRequestResponse): SetCookie[] {
  const header = res.headers['set-cookie'];
  const list = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return list.map((raw) => {
    const [pair, ...attrs] = raw.split(';').map((s) => s.trim());
    const eqAt = pair!.indexOf('=');
    const attributes = new Map<string, string>();
    for (const attr of attrs) {
      const at = attr.indexOf('=');
      attributes.set((at < 0 ? attr : attr.slice(0, at)).toLowerCase(), at < 0 ? '' : attr.slice(at + 1));
    }
    return { name: pair!.slice(0, eqAt), value: pair!.slice(eqAt + 1), attributes, raw };
  });
}

/** The one sprig_session Set-Cookie of a response (fails when there is none or several). */
function sessionSetCookie(res: LightMyRequestResponse): SetCookie {
  const ours = setCookies(res).filter((c) => c.name === COOKIE);
  expect(ours, JSON.stringify(res.headers['set-cookie'])).toHaveLength(1);
  return ours[0]!;
}

/** The session token a sign-in response set, after checking the cookie's attributes. */
function issuedToken(res: LightMyRequestResponse, { secure = false } = {}): string {
  const cookie = sessionSetCookie(res);
  expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(cookie.attributes.has('httponly'), cookie.raw).toBe(true);
  expect(cookie.attributes.get('samesite')?.toLowerCase(), cookie.raw).toBe('lax');
  expect(cookie.attributes.get('path'), cookie.raw).toBe('/');
  expect(cookie.attributes.has('secure'), cookie.raw).toBe(secure);
  expect(cookie.attributes.has('domain'), cookie.raw).toBe(false);
  // A persistent cookie that ends with the session (90 days).
  const expires = Date.parse(cookie.attributes.get('expires') ?? '');
  expect(expires - Date.now()).toBeGreaterThan(89 * DAY_MS);
  expect(expires - Date.now()).toBeLessThan(91 * DAY_MS);
  return cookie.value;
}

/** The response tells the browser to drop the session cookie. */
function expectCookieCleared(res: LightMyRequestResponse): void {
  const cookie = sessionSetCookie(res);
  expect(cookie.value).toBe('');
  expect(cookie.attributes.get('path')).toBe('/');
  const expires = cookie.attributes.get('expires');
  const maxAge = cookie.attributes.get('max-age');
  expect(maxAge === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()), cookie.raw).toBe(true);
}

function expectNoSessionCookie(res: LightMyRequestResponse): void {
  expect(setCookies(res).filter((c) => c.name === COOKIE), JSON.stringify(res.headers['set-cookie'])).toHaveLength(0);
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');

async function userByEmail(email: string, c = ctx) {
  const rows = await c.database.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0];
}

async function userCount(c = ctx): Promise<number> {
  const rows = await c.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(rows[0]!.n);
}

async function sessionsOf(userId: string, c = ctx) {
  return c.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

async function passwordHashOf(userId: string): Promise<string | undefined> {
  const rows = await ctx.database.db.select().from(userPasswords).where(eq(userPasswords.userId, userId));
  return rows[0]?.passwordHash;
}

/** Signs in and returns the cookie token (asserting a 200). */
async function signIn(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.statusCode, res.body).toBe(200);
  return issuedToken(res);
}

/** Asserts that a token is a live session of the given e-mail. */
async function expectSignedIn(token: string, email: string, c = ctx): Promise<void> {
  const res = await me(token, c);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ email: string }>().email).toBe(email);
}

async function expectSignedOut(token: string, c = ctx): Promise<void> {
  const res = await me(token, c);
  expectApiError(res, 401, 'UNAUTHORIZED');
  expectCookieCleared(res);
}

/** Details of a 400: [{ field, message }]. */
function details(res: LightMyRequestResponse): { field: string; message: string }[] {
  const body = expectApiError(res, 400, 'VALIDATION_ERROR');
  expect(Array.isArray(body.details), res.body).toBe(true);
  return body.details as { field: string; message: string }[];
}

const AUTH_USER_FIELDS = Object.keys(authUserSchema.shape).sort();

// ---------------------------------------------------------------------------------------------

describe('POST /api/auth/register', () => {
  const email = 'new.member@example.com';
  const password = 'eightchr'; // exactly the minimum length
  let token: string;
  let res: LightMyRequestResponse;

  beforeAll(async () => {
    res = await register('  New.Member@Example.COM ', password, { headers: { 'user-agent': 'AuthTest/1.0' } });
  }, SLOW);

  it('creates a member and answers 201 { user } with the SPEC user fields', () => {
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ user: Record<string, unknown> }>();
    expect(Object.keys(body)).toEqual(['user']);
    const user = authUserSchema.strict().parse(body.user);
    expect(Object.keys(body.user).sort()).toEqual(AUTH_USER_FIELDS);
    // A new account starts with the sign-up bonus (promotional credits, see credits-ledger.test.ts).
    expect(user).toMatchObject({
      email, // trimmed and lower-cased
      role: 'member',
      credits: DEFAULT_SIGNUP_BONUS.amount,
      first_name: null,
      profile_visible: true,
      profile_completed: false,
      measurement_unit: 'metric',
      dietary_preferences: [],
    });
    expect(Math.abs(Date.parse(user.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie, not Secure over plain http', () => {
    token = issuedToken(res, { secure: false });
  });

  it('gives the new member a public username of their own, nothing of the e-mail address in it (issue 14)', async () => {
    const { username } = res.json<{ user: { username: string } }>().user;
    expect(username).toMatch(/^cook_\d{6}$/);
    // Another sign-up gets another name.
    const second = await register('new.member.two@example.com', password);
    expect(second.statusCode, second.body).toBe(201);
    const other = second.json<{ user: { username: string } }>().user.username;
    expect(other).toMatch(/^cook_\d{6}$/);
    expect(other).not.toBe(username);
  }, SLOW);

  it('stores the account: one users row, a scrypt hash that does not contain the password', async () => {
    const row = await userByEmail(email);
    expect(row).toMatchObject({ email, role: 'member', credits: DEFAULT_SIGNUP_BONUS.amount });
    expect(row!.id).toBe(res.json<{ user: { id: string } }>().user.id);
    const hash = await passwordHashOf(row!.id);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(password);
    expect(hash).not.toContain(Buffer.from(password).toString('base64url'));
  });

  it('stores the SHA-256 of the session token, never the token itself', async () => {
    const user = await userByEmail(email);
    const rows = await sessionsOf(user!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(token);
    expect(rows[0]!.id).toBe(sha256(token));
    expect(rows[0]!.userAgent).toBe('AuthTest/1.0');
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(89 * DAY_MS);
    const byToken = await ctx.database.db.select().from(sessions).where(eq(sessions.id, token));
    expect(byToken).toHaveLength(0);
  });

  it('the cookie signs the new member in: GET /api/auth/user answers the same user', async () => {
    const check = await me(token);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual(res.json<{ user: unknown }>().user);
  });

  it('an e-mail already in use, in any case or with spaces, answers exactly as a new one (202) and tells its owner instead', async () => {
    const before = await userCount();
    const fresh = await startSignUp('someone.new@example.com', 'another-password');
    expect(fresh.statusCode, fresh.body).toBe(202);
    expect(fresh.json()).toEqual({ message: SIGNUP_SENT });
    expectNoSessionCookie(fresh);
    // Two tries (with the sign-up's own link, the hour's 3 e-mails to the address).
    for (const again of ['NEW.MEMBER@EXAMPLE.COM', ' New.Member@example.com ']) {
      const sent = mail.length;
      const taken = await startSignUp(again, 'another-password');
      expect(taken.statusCode, taken.body).toBe(fresh.statusCode);
      expect(taken.body).toBe(fresh.body);
      expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
      expectNoSessionCookie(taken);
      // The owner hears of it, with the way in; no link that could create anything.
      const notice = mail.slice(sent);
      expect(notice.map((m) => [m.to, m.category])).toEqual([[email, 'signup_existing']]);
      expect(notice[0]!.subject).toBe('Someone tried to create an account with your e-mail address');
      expect(notice[0]!.text).toContain('http://localhost:80/sign-in');
      expect(notice[0]!.text).not.toMatch(/token=/);
    }
    expect(await userCount()).toBe(before);
    // The first registration's password still holds.
    await expectSignedIn(await signIn(email, password), email);
  }, SLOW);

  it('sends at most 3 sign-up e-mails to one address an hour, whoever asks (the answer stays the same)', async () => {
    const owner = 'flooded.owner@example.com';
    expect((await register(owner, 'long-enough-password')).statusCode).toBe(201); // one mail: its link
    const sent = mail.length;
    for (let i = 0; i < 4; i += 1) {
      const res = await startSignUp(owner, 'long-enough-password');
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: SIGNUP_SENT });
    }
    expect(mail.slice(sent).filter((m) => m.to === owner)).toHaveLength(2);
  }, SLOW);

  it('no account exists until the link is followed; the link works once, and not after 24 hours', async () => {
    const address = 'link.follower@example.com';
    const sent = mail.length;
    expect((await startSignUp(address, 'long-enough-password')).statusCode).toBe(202);
    expect(await userByEmail(address)).toBeUndefined();
    const link = mail.slice(sent).find((m) => m.to === address)!;
    expect(link.subject).toBe('Confirm your e-mail address to finish signing up');
    const token = link.text.match(/\nhttp:\/\/localhost:80\/sign-up\/confirm\?token=([A-Za-z0-9_-]{43})\n/)![1]!;
    const stored = await ctx.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, address));
    expect(stored.map((r) => r.id)).toEqual([sha256(token)]);
    expect(stored[0]!.passwordHash).toMatch(/^scrypt\$/);
    const first = await post(ctx, '/api/auth/register/confirm', { token });
    expect(first.statusCode, first.body).toBe(201);
    await expectSignedIn(issuedToken(first), address);
    const again = await post(ctx, '/api/auth/register/confirm', { token });
    expect(expectApiError(again, 400, 'VALIDATION_ERROR').message).toBe(SIGNUP_LINK_INVALID);
    expectNoSessionCookie(again);

    const late = 'late.follower@example.com';
    const before = mail.length;
    await startSignUp(late, 'long-enough-password');
    const lateToken = mail.slice(before).find((m) => m.to === late)!.text.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
    await ctx.database.db.update(pendingSignups).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(pendingSignups.email, late));
    expectApiError(await post(ctx, '/api/auth/register/confirm', { token: lateToken }), 400, 'VALIDATION_ERROR');
    expect(await userByEmail(late)).toBeUndefined();
    expect(details(await post(ctx, '/api/auth/register/confirm', { token: 'short' }))[0]!.field).toBe('token');
  }, SLOW);

  it('a link whose account could not be created still works afterwards (using it up commits with the account)', async () => {
    const address = 'unlucky.follower@example.com';
    const sent = mail.length;
    expect((await startSignUp(address, 'long-enough-password')).statusCode).toBe(202);
    const token = mail.slice(sent).find((m) => m.to === address)!.text.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
    const { db } = ctx.database;
    // The account's insert fails once, as a full disk or a lost connection would.
    await db.execute(sql.raw(`create or replace function test_refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'users refused by the test'; end $$`));
    await db.execute(sql.raw('create trigger test_refuse_user before insert on users for each row execute function test_refuse_user()'));
    try {
      expect((await post(ctx, '/api/auth/register/confirm', { token })).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_user on users'));
    }
    expect(await userByEmail(address)).toBeUndefined();
    const retried = await post(ctx, '/api/auth/register/confirm', { token });
    expect(retried.statusCode, retried.body).toBe(201);
    await expectSignedIn(issuedToken(retried), address);
  }, SLOW);

  it('a bad e-mail answers 400 naming the email field', async () => {
    for (const bad of ['not-an-email', '', 'a@', '@b.com', 'a b@c.com', `${'x'.repeat(250)}@example.com`]) {
      const problems = details(await startSignUp(bad, 'long-enough-password'));
      expect(new Set(problems.map((p) => p.field)), bad).toEqual(new Set(['email']));
      if (bad.length < 100) expect(problems[0]!.message).toBe('Please enter a valid email address');
    }
  });

  it("a short password answers 400 'Password must be at least 8 characters'", async () => {
    for (const short of ['', 'a', 'seven77']) {
      const problems = details(await startSignUp('short.password@example.com', short));
      expect(problems).toEqual([{ field: 'password', message: 'Password must be at least 8 characters' }]);
    }
    const long = details(await startSignUp('long.password@example.com', 'x'.repeat(201)));
    expect(long).toEqual([{ field: 'password', message: 'Password must be at most 200 characters' }]);
  });

  it('missing fields, wrong types and unknown fields (strict) answer 400 and change nothing', async () => {
    const before = await userCount();
    const missing = details(await post(ctx, '/api/auth/register', {}));
    expect(missing.map((p) => p.field).sort()).toEqual(['email', 'password']);
    expect(missing.find((p) => p.field === 'email')!.message).toBe('Email is required');
    expect(missing.find((p) => p.field === 'password')!.message).toBe('Password is required');

    const typed = details(await post(ctx, '/api/auth/register', { email: 42, password: 12345678 }));
    expect(typed.map((p) => p.field).sort()).toEqual(['email', 'password']);

    // A client must not choose its own role, credits or id.
    for (const extra of [{ role: 'admin' }, { credits: 100 }, { id: 'chosen-id' }]) {
      const res = await post(ctx, '/api/auth/register', { email: 'strict@example.com', password: 'long-enough-password', ...extra });
      const problems = details(res);
      expect(problems.map((p) => p.field)).toEqual(Object.keys(extra));
      expect(res.json<{ message: string }>().message).toContain(Object.keys(extra)[0]!);
      expectNoSessionCookie(res);
    }
    expectApiError(await post(ctx, '/api/auth/register', ['strict@example.com', 'long-enough-password']), 400, 'VALIDATION_ERROR');
    expect(await userCount()).toBe(before);
    expect(await userByEmail('strict@example.com')).toBeUndefined();
  });

  it('more than 10 registrations from one address within 15 minutes answer 429 RATE_LIMITED', async () => {
    const address = freshAddress();
    // Invalid bodies count too (the limit runs before validation), and cost no password hash.
    for (let i = 0; i < 10; i += 1) {
      expectApiError(await startSignUp(`limit${i}@example.com`, 'short', { remoteAddress: address }), 400, 'VALIDATION_ERROR');
    }
    const limited = await startSignUp('limit.valid@example.com', 'long-enough-password', { remoteAddress: address });
    expectApiError(limited, 429, 'RATE_LIMITED');
    expectNoSessionCookie(limited);
    expect(await userByEmail('limit.valid@example.com')).toBeUndefined();
    // Another address is not affected.
    expectApiError(await startSignUp('limit.other@example.com', 'short'), 400, 'VALIDATION_ERROR');
  });
});

describe('POST /api/auth/login', () => {
  const email = 'login.member@example.com';
  const password = 'correct horse battery';
  let userId: string;

  beforeAll(async () => {
    const res = await register(email, password);
    expect(res.statusCode, res.body).toBe(201);
    userId = res.json<{ user: { id: string } }>().user.id;
  }, SLOW);

  it('the right password answers 200 { user } and a new session cookie, for the e-mail in any case', async () => {
    const before = (await sessionsOf(userId)).length;
    const res = await login('  LOGIN.Member@Example.com ', password, { headers: { 'user-agent': 'LoginAgent' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ user: Record<string, unknown> }>();
    expect(Object.keys(body)).toEqual(['user']);
    expect(authUserSchema.strict().parse(body.user)).toMatchObject({ id: userId, email, role: 'member', credits: DEFAULT_SIGNUP_BONUS.amount });
    const token = issuedToken(res);
    await expectSignedIn(token, email);
    const rows = await sessionsOf(userId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.id === sha256(token))?.userAgent).toBe('LoginAgent');

    // Each sign-in opens its own session; the earlier ones stay valid.
    const second = await signIn(email, password);
    expect(second).not.toBe(token);
    await expectSignedIn(token, email);
    await expectSignedIn(second, email);
  }, SLOW);

  it("a wrong password and an unknown e-mail both answer 401 'Incorrect email or password'", async () => {
    const wrong = await login(email, 'not the password');
    const unknown = await login('nobody.here@example.com', password);
    for (const res of [wrong, unknown]) {
      const body = expectApiError(res, 401, 'UNAUTHORIZED');
      expect(body).toEqual({ message: BAD_CREDENTIALS, errorCode: 'UNAUTHORIZED' });
      expectNoSessionCookie(res);
    }
    // The password is case-sensitive.
    expectApiError(await login(email, password.toUpperCase()), 401, 'UNAUTHORIZED');
    // Clean up the failures so later tests start from zero.
    await ctx.database.db.delete(loginThrottles);
  }, SLOW);

  it('an account without a password (created elsewhere) cannot sign in: the same 401', async () => {
    await ctx.database.db.insert(users).values({ id: 'no-password-user', email: 'no.password@example.com' });
    const res = await login('no.password@example.com', 'any password at all');
    expect(expectApiError(res, 401, 'UNAUTHORIZED').message).toBe(BAD_CREDENTIALS);
    expect(await sessionsOf('no-password-user')).toHaveLength(0);
  }, SLOW);

  it('a session cookie sent with the sign-in is destroyed and replaced (session fixation)', async () => {
    const planted = await signIn(email, password);
    const res = await login(email, password, { token: planted });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = issuedToken(res);
    expect(fresh).not.toBe(planted);
    const ids = (await sessionsOf(userId)).map((r) => r.id);
    expect(ids).not.toContain(sha256(planted));
    expect(ids).toContain(sha256(fresh));
    await expectSignedOut(planted);
    await expectSignedIn(fresh, email);
  }, SLOW);

  it('signing in with a stale or unknown cookie sets exactly the new session cookie', async () => {
    const res = await login(email, password, { token: randomBytes(32).toString('base64url') });
    expect(res.statusCode, res.body).toBe(200);
    // One sprig_session Set-Cookie, the new session (not the clearing of the stale one).
    await expectSignedIn(issuedToken(res), email);
  }, SLOW);

  it('a failed sign-in leaves the session sent with it alone', async () => {
    const token = await signIn(email, password);
    expectApiError(await login(email, 'wrong password', { token }), 401, 'UNAUTHORIZED');
    await expectSignedIn(token, email);
    await ctx.database.db.delete(loginThrottles);
  }, SLOW);

  it('bad bodies answer 400: missing fields, empty password, unknown fields, bad e-mail', async () => {
    const missing = details(await post(ctx, '/api/auth/login', {}));
    expect(missing.map((p) => p.field).sort()).toEqual(['email', 'password']);
    expect(details(await post(ctx, '/api/auth/login', { email, password: '' }))).toEqual([
      { field: 'password', message: 'Password is required' },
    ]);
    expect(details(await post(ctx, '/api/auth/login', { email, password, remember: true })).map((p) => p.field)).toEqual([
      'remember',
    ]);
    expect(details(await post(ctx, '/api/auth/login', { email: 'nope', password })).map((p) => p.field)).toEqual(['email']);
    expect(details(await post(ctx, '/api/auth/login', { email, password: 'x'.repeat(201) })).map((p) => p.field)).toEqual([
      'password',
    ]);
    // A short password is not a validation error at sign-in: it is just wrong.
    expect(expectApiError(await login(email, 'short'), 401, 'UNAUTHORIZED').message).toBe(BAD_CREDENTIALS);
    await ctx.database.db.delete(loginThrottles);
  }, SLOW);

  it('a hash with older scrypt parameters is accepted and upgraded at sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('legacy password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    await ctx.database.db.insert(users).values({ id: 'legacy-user', email: 'legacy@example.com' });
    await ctx.database.db.insert(userPasswords).values({ userId: 'legacy-user', passwordHash: legacy });
    const token = await signIn('legacy@example.com', 'legacy password');
    await expectSignedIn(token, 'legacy@example.com');
    const upgraded = await passwordHashOf('legacy-user');
    expect(upgraded).not.toBe(legacy);
    expect(upgraded).toMatch(/^scrypt\$32768\$8\$3\$/);
    // The upgraded hash still takes the same password.
    await signIn('legacy@example.com', 'legacy password');
  }, SLOW);

  it('more than 30 sign-in attempts from one address within 15 minutes answer 429 RATE_LIMITED', async () => {
    const address = freshAddress();
    for (let i = 0; i < 30; i += 1) {
      expectApiError(await post(ctx, '/api/auth/login', { email, password: '' }, { remoteAddress: address }), 400, 'VALIDATION_ERROR');
    }
    const limited = await login(email, password, { remoteAddress: address });
    expectApiError(limited, 429, 'RATE_LIMITED');
    expectNoSessionCookie(limited);
    // Another address still signs in.
    await signIn(email, password);
  }, SLOW);

  it('an IPv6 client rotating addresses within its /64 shares one count', async () => {
    for (let i = 0; i < 30; i += 1) {
      const address = `2001:db8:77:77::${(i + 1).toString(16)}`;
      expectApiError(await post(ctx, '/api/auth/login', { email, password: '' }, { remoteAddress: address }), 400, 'VALIDATION_ERROR');
    }
    expectApiError(await login(email, password, { remoteAddress: '2001:db8:77:77:ffff::1' }), 429, 'RATE_LIMITED');
    // The next /64 is another client.
    expect((await login(email, password, { remoteAddress: '2001:db8:77:78::1' })).statusCode).toBe(200);
  }, SLOW);
});

describe('sign-in lockout after repeated failures', () => {
  const email = 'locked.member@example.com';
  const password = 'the right password';
  const other = 'window.member@example.com';
  /** The client that keeps guessing, and the owner's own. */
  const guesser = { remoteAddress: '198.51.100.66' };
  const owner = { remoteAddress: '203.0.113.10' };

  beforeAll(async () => {
    expect((await register(email, password)).statusCode).toBe(201);
    expect((await register(other, password)).statusCode).toBe(201);
  }, SLOW);

  async function throttleRow(address: string, client = guesser.remoteAddress) {
    const rows = await ctx.database.db
      .select()
      .from(loginThrottles)
      .where(and(eq(loginThrottles.email, address), eq(loginThrottles.client, client)));
    return rows[0];
  }

  it('four failures answer 401; the fifth from the same client within 15 minutes locks that client out (429), whatever the case', async () => {
    for (const variant of [email, email.toUpperCase(), ` ${email} `, 'Locked.Member@Example.com']) {
      expect(expectApiError(await login(variant, 'wrong password', guesser), 401, 'UNAUTHORIZED').message).toBe(BAD_CREDENTIALS);
    }
    expect((await throttleRow(email))?.failures).toBe(4);
    const fifth = await login(email, 'wrong password', guesser);
    expect(expectApiError(fifth, 429, 'RATE_LIMITED').message).toBe(LOCKED_MESSAGE);
    const row = await throttleRow(email);
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15.1);
  }, SLOW);

  it('while locked even the right password from that client answers 429 and opens no session', async () => {
    const res = await login(email, password, guesser);
    expect(expectApiError(res, 429, 'RATE_LIMITED').message).toBe(LOCKED_MESSAGE);
    expectNoSessionCookie(res);
    const user = await userByEmail(email);
    expect(await sessionsOf(user!.id)).toHaveLength(1); // the registration's only
    expectApiError(await login(email.toUpperCase(), password, guesser), 429, 'RATE_LIMITED');
  }, SLOW);

  it("a stranger's guesses never lock the owner out: the right password from another address signs in", async () => {
    expectApiError(await login(email, password, guesser), 429, 'RATE_LIMITED');
    const res = await login(email, password, owner);
    expect(res.statusCode, res.body).toBe(200);
    await expectSignedIn(issuedToken(res), email);
    // The owner's sign-in does not lift the guesser's lock.
    expectApiError(await login(email, password, guesser), 429, 'RATE_LIMITED');
    // And a wrong password from the owner's address is counted apart from the guesser's.
    expect(expectApiError(await login(email, 'typo password', owner), 401, 'UNAUTHORIZED').message).toBe(BAD_CREDENTIALS);
    expect((await throttleRow(email, owner.remoteAddress))?.failures).toBe(1);
  }, SLOW);

  it('failures spread over many addresses lock none of them (each address has its own count)', async () => {
    for (let i = 0; i < 6; i += 1) expectApiError(await login(other, 'wrong password'), 401, 'UNAUTHORIZED');
    await signIn(other, password);
  }, SLOW);

  it('an IPv6 client is counted by its /64: another address in it is the same client', async () => {
    const ghost = 'ipv6.guesser@example.com';
    for (let i = 1; i <= 4; i += 1) expectApiError(await login(ghost, 'whatever password', { remoteAddress: `2001:db8:7:7::${i}` }), 401, 'UNAUTHORIZED');
    expectApiError(await login(ghost, 'whatever password', { remoteAddress: '2001:db8:7:7:ffff::5' }), 429, 'RATE_LIMITED');
    expectApiError(await login(ghost, 'whatever password', { remoteAddress: '2001:db8:7:8::1' }), 401, 'UNAUTHORIZED');
  }, SLOW);

  it('a lock that is almost over says how many minutes are left', async () => {
    await ctx.database.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() + 30_000) })
      .where(eq(loginThrottles.email, email));
    expect(expectApiError(await login(email, password, guesser), 429, 'RATE_LIMITED').message).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
  });

  it('once the lock has passed the right password signs in and clears the failures', async () => {
    await ctx.database.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000), windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginThrottles.email, email));
    const res = await login(email, password, guesser);
    expect(res.statusCode, res.body).toBe(200);
    await expectSignedIn(issuedToken(res), email);
    expect(await throttleRow(email)).toBeUndefined();
  }, SLOW);

  it('a successful sign-in resets the count: four more failures do not lock', async () => {
    for (let i = 0; i < 4; i += 1) expectApiError(await login(other, 'wrong password', guesser), 401, 'UNAUTHORIZED');
    expect((await login(other, password, guesser)).statusCode).toBe(200);
    expect(await throttleRow(other)).toBeUndefined();
    for (let i = 0; i < 4; i += 1) expectApiError(await login(other, 'wrong password', guesser), 401, 'UNAUTHORIZED');
    expect((await throttleRow(other))?.failures).toBe(4);
    expect((await throttleRow(other))?.lockedUntil).toBeNull();
    expect((await login(other, password, guesser)).statusCode).toBe(200);
  }, SLOW);

  it('failures older than the 15-minute window do not count towards the lock', async () => {
    for (let i = 0; i < 4; i += 1) expectApiError(await login(other, 'wrong password', guesser), 401, 'UNAUTHORIZED');
    await ctx.database.db
      .update(loginThrottles)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginThrottles.email, other));
    // The fifth failure overall, but the first of a new window.
    expectApiError(await login(other, 'wrong password', guesser), 401, 'UNAUTHORIZED');
    expect((await throttleRow(other))?.failures).toBe(1);
    expect((await login(other, password, guesser)).statusCode).toBe(200);
  }, SLOW);

  it('an unknown e-mail is locked the same way (no hint that it has no account)', async () => {
    const ghost = 'ghost.account@example.com';
    // Another guesser: each address may try 30 sign-ins in 15 minutes in all (the route's rate limit).
    const prober = { remoteAddress: '198.51.100.67' };
    for (let i = 0; i < 4; i += 1) expectApiError(await login(ghost, 'whatever password', prober), 401, 'UNAUTHORIZED');
    expect(expectApiError(await login(ghost, 'whatever password', prober), 429, 'RATE_LIMITED').message).toBe(LOCKED_MESSAGE);
    expectApiError(await login(ghost, 'whatever password', prober), 429, 'RATE_LIMITED');
  }, SLOW);

  it('a password reset lifts every lock of the account: the new password signs in at once', async () => {
    const again = { remoteAddress: '198.51.100.68' };
    for (let i = 0; i < 5; i += 1) await login(email, 'wrong again', again);
    expectApiError(await login(email, password, again), 429, 'RATE_LIMITED');
    const sent = mail.length;
    expect((await post(ctx, '/api/auth/password-reset', { email })).statusCode).toBe(200);
    const link = mail.slice(sent).find((m) => m.to === email)!.text.match(/token=([A-Za-z0-9_-]+)/)![1]!;
    const confirm = await post(ctx, '/api/auth/password-reset/confirm', { token: link, password: 'brand new password' });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const res = await login(email, 'brand new password', again);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.database.db.select().from(loginThrottles).where(eq(loginThrottles.email, email))).toEqual([]);
  }, SLOW);
});

describe('GET /api/auth/user', () => {
  const email = 'session.member@example.com';
  const password = 'session password';
  let token: string;
  let userId: string;

  beforeAll(async () => {
    const res = await register(email, password);
    expect(res.statusCode, res.body).toBe(201);
    token = issuedToken(res);
    userId = res.json<{ user: { id: string } }>().user.id;
  }, SLOW);

  it('answers the signed-in user with every SPEC user field, privately and uncached', async () => {
    for (const url of ['/api/auth/user', '/api/auth/user?refresh=true', '/api/auth/user?refresh=false']) {
      const res = await get(ctx, url, { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(AUTH_USER_FIELDS);
      expect(authUserSchema.strict().parse(body)).toMatchObject({ id: userId, email, role: 'member', credits: DEFAULT_SIGNUP_BONUS.amount });
      // Nothing secret leaks into the user.
      expect(res.body).not.toMatch(/scrypt|password/i);
    }
  });

  it('reflects the stored profile, credits and role at each request', async () => {
    await ctx.database.db
      .update(users)
      .set({ credits: 7, username: 'sessionista', dietaryPreferences: ['vegan'], height: 180.5, measurementUnit: 'imperial' })
      .where(eq(users.id, userId));
    const res = await me(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      credits: 7,
      username: 'sessionista',
      dietary_preferences: ['vegan'],
      height: 180.5,
      measurement_unit: 'imperial',
    });
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    expect((await me(token)).json()).toMatchObject({ role: 'admin' });
    await ctx.database.db.update(users).set({ role: 'member', credits: 0 }).where(eq(users.id, userId));
  });

  it('answers 401 UNAUTHORIZED when signed out, without touching cookies', async () => {
    const res = await me();
    expect(expectApiError(res, 401, 'UNAUTHORIZED').message).toBe('Not signed in');
    expectNoSessionCookie(res);
  });

  it('answers 401 and clears the cookie for an unknown token', async () => {
    for (const bogus of [randomBytes(32).toString('base64url'), 'x', sha256(token)]) {
      await expectSignedOut(bogus);
    }
  });

  it('an invalid refresh value answers 400', async () => {
    expectApiError(await get(ctx, '/api/auth/user?refresh=yes', { token }), 400, 'VALIDATION_ERROR');
  });

  it('a session used within the last 30 days stays valid and is marked as seen', async () => {
    const id = sha256(token);
    const earlier = new Date(Date.now() - 29 * DAY_MS);
    await ctx.database.db.update(sessions).set({ lastSeenAt: earlier }).where(eq(sessions.id, id));
    await expectSignedIn(token, email);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('a session idle for more than 30 days answers 401 and clears the cookie', async () => {
    const idle = await signIn(email, password);
    await ctx.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(sessions.id, sha256(idle)));
    await expectSignedOut(idle);
    // Other sessions of the same user are unaffected.
    await expectSignedIn(token, email);
  }, SLOW);

  it('a session past its absolute end answers 401 even when recently used', async () => {
    const ended = await signIn(email, password);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.id, sha256(ended)));
    await expectSignedOut(ended);
    await expectSignedIn(token, email);
  }, SLOW);

  it('a session of a deleted user answers 401', async () => {
    await ctx.database.db.insert(users).values({ id: 'doomed-user', email: 'doomed@example.com' });
    const doomed = randomBytes(32).toString('base64url');
    await ctx.database.db
      .insert(sessions)
      .values({ id: sha256(doomed), userId: 'doomed-user', expiresAt: new Date(Date.now() + DAY_MS) });
    await expectSignedIn(doomed, 'doomed@example.com');
    await ctx.database.db.delete(users).where(eq(users.id, 'doomed-user'));
    await expectSignedOut(doomed);
  });
});

describe('GET /api/logout', () => {
  const email = 'logout.member@example.com';
  const password = 'logout password';
  let first: string;
  let second: string;

  beforeAll(async () => {
    const res = await register(email, password);
    expect(res.statusCode, res.body).toBe(201);
    first = issuedToken(res);
    second = await signIn(email, password);
  }, SLOW);

  it('redirects to /, deletes the session row, clears the cookie and the browser cache', async () => {
    const res = await get(ctx, '/api/logout', { token: first });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expectCookieCleared(res);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.id, sha256(first)));
    expect(rows).toHaveLength(0);
  });

  it('the old cookie no longer works, even when replayed', async () => {
    await expectSignedOut(first);
    // Logging out again with it is harmless.
    const again = await get(ctx, '/api/logout', { token: first });
    expect(again.statusCode).toBe(302);
    expectCookieCleared(again);
  });

  it('ends only that session: the same user signed in elsewhere stays signed in', async () => {
    await expectSignedIn(second, email);
  });

  it('signed out, it still redirects to / and clears the cookie', async () => {
    const res = await get(ctx, '/api/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expectCookieCleared(res);
  });
});

describe('signing out from another site', () => {
  const email = 'logout.crosssite@example.com';
  const password = 'logout password';
  let token: string;

  beforeAll(async () => {
    const res = await register(email, password);
    expect(res.statusCode, res.body).toBe(201);
    token = issuedToken(res);
  }, SLOW);

  it('a cross-site GET /api/logout (a link or image on another site) goes to / and leaves the session alone', async () => {
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', referer: 'http://localhost:80/profile' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { referer: 'not an address' },
    ];
    for (const headers of attempts) {
      const res = await get(ctx, '/api/logout', { token, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(302);
      expect(res.headers.location).toBe('/');
      expectNoSessionCookie(res);
      expect(res.headers['clear-site-data']).toBeUndefined();
    }
    await expectSignedIn(token, email);
  });

  it('GET /api/logout from this site (a click in the app, or typed in the address bar) signs out', async () => {
    const fromHere: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, { referer: 'http://localhost:80/profile' }];
    for (const headers of fromHere) {
      const session = await signIn(email, password);
      const res = await get(ctx, '/api/logout', { token: session, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(302);
      expect(res.headers['set-cookie'], JSON.stringify(headers)).toBeDefined();
      expectCookieCleared(res);
      await expectSignedOut(session);
    }
    await expectSignedIn(token, email);
  }, SLOW);

  it('POST /api/logout ends the session with 204, clears the cookie and the browser cache', async () => {
    const session = await signIn(email, password);
    const res = await post(ctx, '/api/logout', undefined, { token: session, headers: { origin: 'http://localhost:80' } });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expectCookieCleared(res);
    await expectSignedOut(session);
    // Signed out already: still 204.
    expect((await post(ctx, '/api/logout', undefined)).statusCode).toBe(204);
  }, SLOW);

  it('a cross-site POST /api/logout is refused (403) like any other write', async () => {
    const res = await post(ctx, '/api/logout', undefined, { token, headers: { origin: 'https://evil.example' } });
    expect(expectApiError(res, 403, 'FORBIDDEN').message).toBe('Cross-site request refused');
    expectNoSessionCookie(res);
    await expectSignedIn(token, email);
  });
});

describe('GET /api/login', () => {
  it('redirects to the sign-in page', async () => {
    const res = await get(ctx, '/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in');
  });

  it('passes a returnTo path on to the sign-in page, encoded', async () => {
    const cases: [string, string][] = [
      ['/recipes/5', '/sign-in?returnTo=%2Frecipes%2F5'],
      ['/', '/sign-in?returnTo=%2F'],
      ['/recipes?q=a b&tag=c', '/sign-in?returnTo=%2Frecipes%3Fq%3Da%2520b%26tag%3Dc'],
      ['/profile?tab=saved#list', '/sign-in?returnTo=%2Fprofile%3Ftab%3Dsaved%23list'],
    ];
    for (const [returnTo, location] of cases) {
      const res = await get(ctx, `/api/login?${new URLSearchParams({ returnTo })}`);
      expect(res.statusCode, returnTo).toBe(302);
      expect(res.headers.location).toBe(location);
    }
  });

  it('opens the Create account tab with mode=register (a "Sign up" link), and refuses another mode naming it', async () => {
    const res = await get(ctx, '/api/login?mode=register');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?mode=register');
    expect((await get(ctx, `/api/login?mode=register&${new URLSearchParams({ returnTo: '/recipes/5' })}`)).headers.location).toBe('/sign-in?mode=register&returnTo=%2Frecipes%2F5');
    const body = expectApiError(await get(ctx, '/api/login?mode=admin'), 400, 'VALIDATION_ERROR');
    expect(body.message).toContain('mode must be register, or left out');
  });

  it('refuses a returnTo that leaves the site (400)', async () => {
    for (const returnTo of ['//evil.com', 'https://evil.com', '/\\evil.com', '\\\\evil.com', 'evil.com', 'javascript:alert(1)', '']) {
      const res = await get(ctx, `/api/login?${new URLSearchParams({ returnTo })}`);
      const body = expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(body.message, returnTo).toContain('returnTo');
      expect(res.headers.location).toBeUndefined();
    }
    expectApiError(await get(ctx, `/api/login?returnTo=/${'x'.repeat(2000)}`), 400, 'VALIDATION_ERROR');
  });

  it('refuses a returnTo that the browser would read as another host once it drops a tab or line break (400)', async () => {
    // The browser strips tab, LF and CR from an address: '/\t/127.0.0.1:4399/x' becomes '//127.0.0.1:4399/x'.
    for (const query of ['%2F%09%2F127.0.0.1%3A4399%2Fx', '%2F%0A%2F127.0.0.1%3A4399%2Fx', '%2F%0D%2F127.0.0.1%3A4399%2Fx', '%09%2F%2Fevil.com', '%2F..%2F%2Fevil.com', '%2F.%2F%2Fevil.com', '%2F%09%5Cevil.com']) {
      const res = await get(ctx, `/api/login?returnTo=${query}`);
      const body = expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(body.message, query).toContain('returnTo');
      expect(res.headers.location).toBeUndefined();
    }
  });
});

describe('password reset', () => {
  const email = 'reset.member@example.com';
  const password = 'original password';
  const newPassword = 'replacement password';
  let userId: string;
  let sessionA: string;
  let sessionB: string;

  beforeAll(async () => {
    const res = await register(email, password);
    expect(res.statusCode, res.body).toBe(201);
    userId = res.json<{ user: { id: string } }>().user.id;
    sessionA = issuedToken(res);
    sessionB = await signIn(email, password);
  }, SLOW);

  async function requestReset(address: string, options?: RequestOptions): Promise<MailMessage[]> {
    const before = mail.length;
    const res = await post(ctx, '/api/auth/password-reset', { email: address }, options);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: RESET_SENT });
    expectNoSessionCookie(res);
    return mail.slice(before);
  }

  function tokenOf(message: MailMessage): string {
    const match = message.text.match(/(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/);
    expect(match, message.text).not.toBeNull();
    return match![2]!;
  }

  const confirm = (token: unknown, pw: unknown = newPassword) =>
    post(ctx, '/api/auth/password-reset/confirm', { token, password: pw });

  async function tokenRows() {
    return ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  }

  it('an unknown e-mail answers 200 with the same message and sends nothing', async () => {
    const before = await ctx.database.db.select().from(passwordResetTokens);
    expect(await requestReset('no.such.account@example.com')).toEqual([]);
    expect(await ctx.database.db.select().from(passwordResetTokens)).toEqual(before);
  });

  it('an existing account gets one e-mail with a link to /reset-password on this origin', async () => {
    const sent = await requestReset('  Reset.Member@EXAMPLE.com ');
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message!.to).toBe(email);
    expect(message!.subject).toBe('Reset your password');
    // Under inject() the request's host is localhost:80.
    expect(message!.text).toMatch(/\nhttp:\/\/localhost:80\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(message!.text).toContain('within the next hour');
  });

  it('stores only the SHA-256 of the token, valid for an hour', async () => {
    const [message] = await requestReset(email);
    const token = tokenOf(message!);
    const row = (await tokenRows()).find((r) => r.id === sha256(token));
    expect(row).toBeDefined();
    expect(row!.id).not.toBe(token);
    expect(row!.usedAt).toBeNull();
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60.1);
    const byToken = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, token));
    expect(byToken).toHaveLength(0);
  });

  it('each request sends a different link', async () => {
    const a = tokenOf((await requestReset(email))[0]!);
    const b = tokenOf((await requestReset(email))[0]!);
    expect(a).not.toBe(b);
  });

  it('a malformed token answers 400 naming the token field, and changes nothing', async () => {
    for (const token of ['', 'short', 'x'.repeat(42), 'x'.repeat(44), `${'x'.repeat(42)}+`, `${'x'.repeat(42)}=`, 42, null]) {
      const problems = details(await confirm(token));
      expect(problems.map((p) => p.field), String(token)).toEqual(['token']);
    }
    expect(details(await post(ctx, '/api/auth/password-reset/confirm', { password: newPassword })).map((p) => p.field)).toEqual([
      'token',
    ]);
  });

  it('a well-formed but unknown token answers 400 with the expired-link message', async () => {
    const res = await confirm(randomBytes(32).toString('base64url'));
    expect(expectApiError(res, 400, 'VALIDATION_ERROR').message).toBe(RESET_INVALID);
  });

  it('an expired token answers 400 and leaves the password alone', async () => {
    const token = tokenOf((await requestReset(email))[0]!);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, sha256(token)));
    expect(expectApiError(await confirm(token), 400, 'VALIDATION_ERROR').message).toBe(RESET_INVALID);
    const [row] = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, sha256(token)));
    expect(row!.usedAt).toBeNull();
    await expectSignedIn(sessionA, email);
  });

  it('a too short new password answers 400 and does not use the link up', async () => {
    const token = tokenOf((await requestReset(email))[0]!);
    expect(details(await confirm(token, 'short'))).toEqual([{ field: 'password', message: 'Password must be at least 8 characters' }]);
    expect(details(await confirm(token, 'x'.repeat(201))).map((p) => p.field)).toEqual(['password']);
    expect(details(await post(ctx, '/api/auth/password-reset/confirm', { token, password: newPassword, email })).map((p) => p.field)).toEqual([
      'email',
    ]);
    const [row] = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, sha256(token)));
    expect(row!.usedAt).toBeNull();
  });

  it('a valid link sets the new password, ends every session of the user, and works only once', async () => {
    const earlier = tokenOf((await requestReset(email))[0]!);
    const token = tokenOf((await requestReset(email))[0]!);
    const hashBefore = await passwordHashOf(userId);
    expect(await sessionsOf(userId)).toHaveLength(2);

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed. Sign in with the new one.' });
    expectCookieCleared(res);

    // Every session ended, in the table and for the cookies.
    expect(await sessionsOf(userId)).toHaveLength(0);
    await expectSignedOut(sessionA);
    await expectSignedOut(sessionB);

    const hashAfter = await passwordHashOf(userId);
    expect(hashAfter).not.toBe(hashBefore);
    expect(hashAfter).toMatch(/^scrypt\$/);
    expect(hashAfter).not.toContain(newPassword);
    // Every reset link of the user is gone, this one included.
    const left = await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    expect(left).toEqual([]);

    // Single use, and a link asked for earlier died with it.
    expect(expectApiError(await confirm(token, 'yet another password'), 400, 'VALIDATION_ERROR').message).toBe(RESET_INVALID);
    expect(expectApiError(await confirm(earlier, 'yet another password'), 400, 'VALIDATION_ERROR').message).toBe(RESET_INVALID);
    expect(await passwordHashOf(userId)).toBe(hashAfter);

    // The old password fails, the new one works.
    expect(expectApiError(await login(email, password), 401, 'UNAUTHORIZED').message).toBe(BAD_CREDENTIALS);
    await expectSignedIn(await signIn(email, newPassword), email);
  }, SLOW);

  it('bad request bodies answer 400 and send nothing', async () => {
    const before = mail.length;
    expect(details(await post(ctx, '/api/auth/password-reset', {})).map((p) => p.field)).toEqual(['email']);
    expect(details(await post(ctx, '/api/auth/password-reset', { email: 'not-an-email' })).map((p) => p.field)).toEqual(['email']);
    expect(details(await post(ctx, '/api/auth/password-reset', { email, extra: 1 })).map((p) => p.field)).toEqual(['extra']);
    expect(mail.length).toBe(before);
  });

  it('the sixth reset request from one address within 15 minutes answers 429 RATE_LIMITED', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await post(ctx, '/api/auth/password-reset', { email: `flood${i}@example.com` }, { remoteAddress: address });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = mail.length;
    const limited = await post(ctx, '/api/auth/password-reset', { email }, { remoteAddress: address });
    expectApiError(limited, 429, 'RATE_LIMITED');
    expect(mail.length).toBe(before);
    // Another address is not affected.
    expect(await requestReset(email)).toHaveLength(1);
  });
});

describe('cross-site request refusal (CSRF)', () => {
  const email = 'csrf.member@example.com';
  const password = 'csrf password';
  let token: string;

  beforeAll(async () => {
    const res = await register(email, password);
    expect(res.statusCode, res.body).toBe(201);
    token = issuedToken(res);
  }, SLOW);

  function expectRefused(res: LightMyRequestResponse): void {
    expect(expectApiError(res, 403, 'FORBIDDEN').message).toBe('Cross-site request refused');
    expectNoSessionCookie(res);
  }

  it('a POST with an Origin of another site answers 403 and creates nothing', async () => {
    const before = await userCount();
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'https://localhost:80', 'null']) {
      expectRefused(await startSignUp('csrf.victim@example.com', 'long-enough-password', { headers: { origin } }));
    }
    expect(await userCount()).toBe(before);
    expect(await userByEmail('csrf.victim@example.com')).toBeUndefined();
  });

  it('a cross-site sign-in is refused before the password is checked: no session, no failure counted', async () => {
    const user = await userByEmail(email);
    const before = (await sessionsOf(user!.id)).length;
    expectRefused(await login(email, password, { headers: { origin: 'https://evil.example' } }));
    expectRefused(await login(email, 'wrong password', { headers: { origin: 'https://evil.example' } }));
    expect(await sessionsOf(user!.id)).toHaveLength(before);
    const throttled = await ctx.database.db.select().from(loginThrottles).where(eq(loginThrottles.email, email));
    expect(throttled).toHaveLength(0);
  });

  it('a cross-site reset request sends no mail; a cross-site reset confirmation uses nothing up', async () => {
    const before = mail.length;
    expectRefused(await post(ctx, '/api/auth/password-reset', { email }, { headers: { origin: 'https://evil.example' } }));
    expect(mail.length).toBe(before);
    expectRefused(
      await post(
        ctx,
        '/api/auth/password-reset/confirm',
        { token: randomBytes(32).toString('base64url'), password: 'long-enough-password' },
        { headers: { origin: 'https://evil.example' } },
      ),
    );
  });

  it('applies to every write, not only sign-in (newsletter)', async () => {
    const res = await post(ctx, '/api/newsletter/subscribe', { email: 'csrf.news@example.com' }, { headers: { origin: 'https://evil.example' } });
    expectRefused(res);
  });

  it('Sec-Fetch-Site: cross-site without an Origin answers 403', async () => {
    expectRefused(await startSignUp('csrf.fetch@example.com', 'long-enough-password', { headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(await userByEmail('csrf.fetch@example.com')).toBeUndefined();
  });

  it('the same origin is allowed (inject() is http://localhost:80), and so is a request without Origin', async () => {
    const sameOrigin = await login(email, password, { headers: { origin: 'http://localhost:80' } });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    await expectSignedIn(issuedToken(sameOrigin), email);

    // A request to another host name is judged against that host.
    const otherHost = await post(
      ctx,
      '/api/auth/password-reset',
      { email: 'nobody@example.com' },
      { headers: { host: 'sprig.test', origin: 'http://sprig.test' } },
    );
    expect(otherHost.statusCode, otherHost.body).toBe(200);

    for (const site of ['same-origin', 'same-site', 'none']) {
      const res = await post(ctx, '/api/auth/password-reset', { email: 'nobody@example.com' }, { headers: { 'sec-fetch-site': site } });
      expect(res.statusCode, site).toBe(200);
    }
    // No Origin and no Sec-Fetch-Site (curl, tests): allowed.
    expect((await post(ctx, '/api/auth/password-reset', { email: 'nobody@example.com' })).statusCode).toBe(200);
  }, SLOW);

  it('reads are not refused: GET with a foreign Origin still answers', async () => {
    const res = await get(ctx, '/api/auth/user', { token, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('Secure cookie and reset links behind a proxy or with PUBLIC_URL', () => {
  let proxied: TestContext;
  let withPublicUrl: TestContext;
  const publicMail: MailMessage[] = [];

  beforeAll(async () => {
    proxied = await createTestContext({ seed: false, trustProxy: true });
    withPublicUrl = await createTestContext({
      seed: false,
      publicUrl: 'https://sprig.example',
      mailer: { send: async (m) => void publicMail.push(m) },
    });
    mailboxes.set(withPublicUrl, publicMail);
  }, SLOW);

  afterAll(async () => {
    await proxied?.close();
    await withPublicUrl?.close();
  });

  it('without trustProxy, X-Forwarded-Proto: https is ignored (no Secure over plain http)', async () => {
    const res = await register('forwarded@example.com', 'long-enough-password', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode, res.body).toBe(201);
    issuedToken(res, { secure: false });
  }, SLOW);

  it('behind a trusted proxy, the cookie is Secure when the client came over https', async () => {
    const res = await register('proxied@example.com', 'long-enough-password', { headers: { 'x-forwarded-proto': 'https' } }, proxied);
    expect(res.statusCode, res.body).toBe(201);
    issuedToken(res, { secure: true });
    const plain = await login('proxied@example.com', 'long-enough-password', {}, proxied);
    expect(plain.statusCode, plain.body).toBe(200);
    issuedToken(plain, { secure: false });
  }, SLOW);

  it('behind a trusted proxy, the same-origin check uses the forwarded scheme', async () => {
    const reset = (headers: Record<string, string>) => post(proxied, '/api/auth/password-reset', { email: 'x@example.com' }, { headers });
    expect((await reset({ 'x-forwarded-proto': 'https', origin: 'https://localhost:80' })).statusCode).toBe(200);
    expectApiError(await reset({ 'x-forwarded-proto': 'https', origin: 'http://localhost:80' }), 403, 'FORBIDDEN');
  });

  it('with an https PUBLIC_URL the cookie is Secure even when the request came over http', async () => {
    const res = await register('public@example.com', 'long-enough-password', {}, withPublicUrl);
    expect(res.statusCode, res.body).toBe(201);
    const token = issuedToken(res, { secure: true });
    await expectSignedIn(token, 'public@example.com', withPublicUrl);
  }, SLOW);

  it('with PUBLIC_URL its origin is same-origin, whatever the Host header says', async () => {
    const ok = await post(withPublicUrl, '/api/auth/password-reset', { email: 'nobody@example.com' }, { headers: { origin: 'https://sprig.example' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expectApiError(
      await post(withPublicUrl, '/api/auth/password-reset', { email: 'nobody@example.com' }, { headers: { origin: 'https://evil.example' } }),
      403,
      'FORBIDDEN',
    );
  });

  it('with PUBLIC_URL the reset link uses it, not the Host header of the request', async () => {
    const res = await post(withPublicUrl, '/api/auth/password-reset', { email: 'public@example.com' }, { headers: { host: 'evil.example' } });
    expect(res.statusCode, res.body).toBe(200);
    const resets = publicMail.filter((m) => m.category === 'password_reset');
    expect(resets).toHaveLength(1);
    expect(resets[0]!.text).toMatch(/\nhttps:\/\/sprig\.example\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(resets[0]!.text).not.toContain('evil.example');
  });
});
