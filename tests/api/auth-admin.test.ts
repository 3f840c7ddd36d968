import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPasswords, users } from '../../src/db/schema';
import { bootstrapAdmin, setRole } from '../../src/server/modules/auth/accounts';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress, signUp } from './helpers';

/*
 * ADMIN_EMAIL + ADMIN_PASSWORD at start (bootstrapAdmin) and the user:role command (setRole).
 * Password hashes cost about a second each here: timeouts are generous.
 */

const SLOW = 60_000;
const COOKIE = 'sprig_session';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

function login(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: freshAddress() });
}

/** Signs in (asserting 200) and answers GET /api/auth/user with the new cookie. */
async function signedInUser(email: string, password: string): Promise<{ token: string; user: { email: string; role: string } }> {
  const res = await login(email, password);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.cookies.find((c) => c.name === COOKIE)!.value;
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [COOKIE]: token } });
  expect(me.statusCode, me.body).toBe(200);
  return { token, user: me.json() };
}

async function roleOf(email: string): Promise<string | undefined> {
  const rows = await ctx.database.db
    .select({ role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0]?.role;
}

async function countWhereEmail(email: string): Promise<number> {
  const rows = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return Number(rows[0]!.n);
}

async function hashOf(email: string): Promise<string | undefined> {
  const rows = await ctx.database.db
    .select({ hash: userPasswords.passwordHash })
    .from(userPasswords)
    .innerJoin(users, eq(users.id, userPasswords.userId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return rows[0]?.hash;
}

describe('bootstrapAdmin', () => {
  const email = 'Boss@Example.com';
  const password = 'bootstrap password';

  it("creates an admin that can sign in ('created'), storing the e-mail in lower case", async () => {
    expect(await bootstrapAdmin(ctx.database.db, email, password)).toBe('created');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(row).toMatchObject({ email: 'boss@example.com', role: 'admin', profileCompleted: false });
    // A public username like every new account's, nothing of the address in it (issue 14).
    expect(row!.username).toMatch(/^cook_\d{6}$/);
    const hash = await hashOf(email);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain(password);
    const { user } = await signedInUser('boss@example.com', password);
    expect(user).toMatchObject({ email: 'boss@example.com', role: 'admin' });
  }, SLOW);

  it("run again (as at every start) answers 'unchanged' and keeps the existing password", async () => {
    const hash = await hashOf(email);
    expect(await bootstrapAdmin(ctx.database.db, email, 'a different password')).toBe('unchanged');
    expect(await bootstrapAdmin(ctx.database.db, 'BOSS@EXAMPLE.COM', password)).toBe('unchanged');
    expect(await countWhereEmail(email)).toBe(1);
    expect(await hashOf(email)).toBe(hash);
    await signedInUser(email, password);
    expectApiError(await login(email, 'a different password'), 401, 'UNAUTHORIZED');
  }, SLOW);

  it("promotes an existing member ('promoted') and keeps the member's own password", async () => {
    const member = 'member.to.promote@example.com';
    const own = 'members own password';
    const reg = await signUp(ctx.app, ctx.database.db, { email: member, password: own });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = reg.cookies.find((c) => c.name === COOKIE)!.value;
    const hash = await hashOf(member);

    expect(await bootstrapAdmin(ctx.database.db, 'Member.To.Promote@example.com', 'env password')).toBe('promoted');
    expect(await roleOf(member)).toBe('admin');
    expect(await countWhereEmail(member)).toBe(1);
    expect(await hashOf(member)).toBe(hash);

    // The session opened before the promotion sees the new role at once.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [COOKIE]: token } });
    expect(me.json()).toMatchObject({ email: member, role: 'admin' });

    expect((await signedInUser(member, own)).user.role).toBe('admin');
    expectApiError(await login(member, 'env password'), 401, 'UNAUTHORIZED');
    expect(await bootstrapAdmin(ctx.database.db, member, 'env password')).toBe('unchanged');
  }, SLOW);

  it('promotes an existing account without a password and gives it the bootstrap password', async () => {
    await ctx.database.db.insert(users).values({ id: 'passwordless', email: 'Imported.User@example.com' });
    expect(await bootstrapAdmin(ctx.database.db, 'imported.user@example.com', 'imported password')).toBe('promoted');
    expect(await roleOf('imported.user@example.com')).toBe('admin');
    expect(await hashOf('imported.user@example.com')).toMatch(/^scrypt\$/);
    const { user } = await signedInUser('imported.user@example.com', 'imported password');
    expect(user).toMatchObject({ role: 'admin', email: 'Imported.User@example.com' });
  }, SLOW);
});

describe('setRole', () => {
  const email = 'role.changer@example.com';

  beforeAll(async () => {
    await ctx.database.db.insert(users).values({ id: 'role-changer', email });
  });

  it('changes the role of a user found by e-mail in any case, and answers true', async () => {
    expect(await roleOf(email)).toBe('member');
    expect(await setRole(ctx.database.db, 'ROLE.Changer@Example.com', 'admin')).toBe(true);
    expect(await roleOf(email)).toBe('admin');
    expect(await setRole(ctx.database.db, email, 'member')).toBe(true);
    expect(await roleOf(email)).toBe('member');
  });

  it('touches only that user', async () => {
    const before = await ctx.database.db.select({ email: users.email, role: users.role }).from(users);
    expect(await setRole(ctx.database.db, email, 'admin')).toBe(true);
    const after = await ctx.database.db.select({ email: users.email, role: users.role }).from(users);
    for (const row of after) {
      const was = before.find((b) => b.email === row.email)!;
      expect(row.role, row.email).toBe(row.email === email ? 'admin' : was.role);
    }
  });

  it('answers false for an unknown e-mail and changes nothing', async () => {
    const before = await ctx.database.db.select({ email: users.email, role: users.role }).from(users);
    expect(await setRole(ctx.database.db, 'nobody@example.com', 'admin')).toBe(false);
    expect(await ctx.database.db.select({ email: users.email, role: users.role }).from(users)).toEqual(before);
  });

  it('a demoted admin is a member at the next request of an existing session', async () => {
    const { token } = await signedInUser('boss@example.com', 'bootstrap password');
    expect(await setRole(ctx.database.db, 'boss@example.com', 'member')).toBe(true);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [COOKIE]: token } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ role: 'member' });
  }, SLOW);
});
