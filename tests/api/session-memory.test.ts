import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
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

// A session, once read, is answered from memory (ADR 0019). A change made straight in the database
// through this process's connections shows on the next request all the same.
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

/** A change made with the triggers off (replication role): it notifies nobody, so a kept session does not see it. */
async function unnoticed(db: Db, userId: string, firstName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ firstName }).where(eq(users.id, userId));
  });
}

/** Asks until `done` holds, for up to five seconds: for what another process's notification brings. */
async function eventually(done: () => Promise<boolean>, withinMs = 5000): Promise<boolean> {
  for (const end = Date.now() + withinMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (await done()) return true;
  }
  return false;
}

const firstNameOf = async (cookie: string) => ((await me(cookie)).json() as { first_name: string | null }).first_name;

describe('a signed-in session is kept in memory once read (ADR 0019), on PGlite and PostgreSQL', () => {
  it('is answered from memory: a change that notifies nobody is not seen, until any change to a user is', async () => {
    const member = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    await unnoticed(ctx.database.db, member.id, 'Unseen');
    expect(await firstNameOf(member.cookie)).toBeNull();
    await ctx.database.db.update(users).set({ firstName: 'Other' }).where(eq(users.id, other.id));
    expect(await firstNameOf(member.cookie)).toBe('Unseen');
  });

  it('sees a change made by another process once its notification arrives', async () => {
    const member = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    const elsewhere = await ctx.otherProcess();
    try {
      await elsewhere.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.id));
      expect(await eventually(async () => (await me(member.cookie)).statusCode === 401)).toBe(true);
    } finally {
      await elsewhere.close();
    }
  });

  it('trusts nothing kept while the connection that listens for changes is lost, and keeps again once it is back', async () => {
    const member = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    const elsewhere = await ctx.otherProcess();
    try {
      const ended = await queryRows(
        ctx.database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN sprig_sessions_changed'`,
      );
      // PGlite listens in the server's own process: there is no connection to lose.
      expect(ended.length).toBe(ctx.database.kind === 'postgres' ? 1 : 0);
      // The end of the connection reaches the server a moment later; it connects again a second after.
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Made elsewhere with the triggers off: only a server that knows it is not listening reads it.
      await unnoticed(elsewhere.db, member.id, 'Seen');
      expect(await firstNameOf(member.cookie)).toBe(ctx.database.kind === 'postgres' ? 'Seen' : null);
    } finally {
      await elsewhere.close();
    }

    let round = 0;
    const keptAgain = await eventually(async () => {
      const name = `Round ${++round}`;
      expect((await me(member.cookie)).statusCode).toBe(200);
      await unnoticed(ctx.database.db, member.id, name);
      return (await firstNameOf(member.cookie)) !== name;
    });
    expect(keptAgain).toBe(true);
  });

  it('notices a listening connection gone silent (a frozen server process) and trusts nothing kept on it', async () => {
    const member = await createMember(ctx.database.db);
    expect((await me(member.cookie)).statusCode).toBe(200);
    // PGlite listens in the server's own process: there is no connection to freeze.
    const [listener] =
      ctx.database.kind === 'postgres'
        ? await queryRows<{ pid: number }>(
            ctx.database.db,
            sql`select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN sprig_sessions_changed'`,
          )
        : [];
    const elsewhere = await ctx.otherProcess();
    // The server process behind the connection stops: it neither answers nor closes the connection.
    if (listener) process.kill(listener.pid, 'SIGSTOP');
    try {
      await elsewhere.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.id));
      expect(await eventually(async () => (await me(member.cookie)).statusCode === 401, 10_000)).toBe(true);
    } finally {
      if (listener) process.kill(listener.pid, 'SIGCONT');
      await elsewhere.close();
    }
  });
});
