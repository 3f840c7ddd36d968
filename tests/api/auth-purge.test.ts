import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, passwordResetTokens, pendingSignups, sessions, signupMails } from '../../src/db/schema';
import { createAuthService } from '../../src/server/modules/auth/service';
import { createSessionStore, SESSION_IDLE_MS } from '../../src/server/modules/auth/sessions';
import { createLoginThrottle } from '../../src/server/modules/auth/throttle';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('the hourly purge of sign-in leftovers', () => {
  it('drops ended sessions, stale throttles, spent reset links and sign-up leftovers, and keeps live ones', async () => {
    const db = ctx.database.db;
    const { id: userId } = await createMember(db);
    const store = createSessionStore(db);
    await db.insert(sessions).values([
      { id: 'ended', userId, expiresAt: minutesAgo(1) },
      { id: 'idle', userId, expiresAt: new Date(Date.now() + 60_000), lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) },
      { id: 'live', userId, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(loginThrottles).values([
      { email: 'old@x.example', client: '192.0.2.1', failures: 2, windowStartedAt: minutesAgo(60) },
      { email: 'locked@x.example', client: '192.0.2.1', failures: 0, windowStartedAt: minutesAgo(60), lockedUntil: new Date(Date.now() + 60_000) },
      { email: 'recent@x.example', client: '192.0.2.1', failures: 2, windowStartedAt: minutesAgo(1) },
    ]);
    await db.insert(passwordResetTokens).values([
      { id: 'expired', userId, expiresAt: minutesAgo(1) },
      { id: 'used', userId, expiresAt: new Date(Date.now() + 60_000), usedAt: new Date() },
      { id: 'valid', userId, expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(pendingSignups).values([
      { id: 'expired-signup', email: 'late@x.example', passwordHash: 'x', expiresAt: minutesAgo(1) },
      { id: 'valid-signup', email: 'soon@x.example', passwordHash: 'x', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await db.insert(signupMails).values([
      { email: 'old@x.example', sentAt: minutesAgo(61) },
      { email: 'recent@x.example', sentAt: minutesAgo(5) },
    ]);

    const throttle = createLoginThrottle(db);
    const auth = createAuthService({ db, sessions: store, throttle, mailer: { send: async () => {} } });
    expect(await store.purgeExpired()).toBe(2);
    await throttle.purgeStale();
    await auth.purgeResetTokens();
    await auth.purgeSignups();

    const left = (await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(left).toContain('live');
    expect(left).not.toContain('ended');
    expect(left).not.toContain('idle');
    expect((await db.select({ email: loginThrottles.email }).from(loginThrottles)).map((r) => r.email).sort()).toEqual([
      'locked@x.example',
      'recent@x.example',
    ]);
    expect((await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens)).map((r) => r.id)).toEqual(['valid']);
    expect((await db.select({ id: pendingSignups.id }).from(pendingSignups)).map((r) => r.id)).toEqual(['valid-signup']);
    expect((await db.select({ email: signupMails.email }).from(signupMails)).map((r) => r.email)).toEqual(['recent@x.example']);
  });
});
