import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { sessionIdOf } from '../../src/server/modules/auth/sessions';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

// On PGlite a session, once read, is answered from memory (ADR 0019); on PostgreSQL it is read each
// time. Either way a change made behind the app, straight in the database, shows on the next request.
describe('a signed-in session, read once, after a change made straight in the database', () => {
  it('shows the changed user', async () => {
    const member = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, member.id));
    expect((await me(member.cookie)).json()).toMatchObject({ first_name: 'Changed' });
  });

  it('ends when the account is disabled, and only that account is signed out', async () => {
    const member = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    for (const { cookie } of [member, other]) expect((await me(cookie)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`update users set disabled_at = now() where id = ${member.id}`);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await me(other.cookie)).statusCode).toBe(200);
  });

  it('ends when its row is deleted', async () => {
    const member = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    await ctx.database.db.delete(sessions).where(eq(sessions.id, sessionIdOf(tokenOf(member.cookie))));
    expect((await me(member.cookie)).statusCode).toBe(401);
  });

  it('ends when its end is moved into the past', async () => {
    const member = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(tokenOf(member.cookie))));
    expect((await me(member.cookie)).statusCode).toBe(401);
  });

  it('ends when the user is deleted', async () => {
    const member = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    await ctx.database.db.delete(users).where(eq(users.id, member.id));
    expect((await me(member.cookie)).statusCode).toBe(401);
  });
});
