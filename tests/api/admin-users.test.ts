import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCreditAdjustResultSchema,
  adminLedgerPageSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
} from '../../src/contracts/admin-users';
import { creditTransactions, sessions, users } from '../../src/db/schema';
import { createCreditService } from '../../src/server/modules/credits/service';
import { expectLedgerMatchesBalance } from './credits-invariants';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress, signUp } from './helpers';
import { createMember } from './sessions';

const SLOW = 60_000;
const COOKIE = 'sprig_session';

let ctx: TestContext;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await createMember(ctx.database.db, 'admin');
  member = await createMember(ctx.database.db);
});

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PUT';

function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: cookie ? { cookie } : {} });
}

function details(res: { json: () => unknown }): { field: string; message: string }[] {
  return (res.json() as { details: { field: string; message: string }[] }).details;
}

async function newUser(fields: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  const id = randomUUID();
  await ctx.database.db.insert(users).values({ id, email: `${id}@test.example`, ...fields });
  return id;
}

describe('every admin users endpoint refuses visitors (401) and members (403)', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/x'],
    ['PUT', '/api/admin/users/x/role', { role: 'admin' }],
    ['GET', '/api/admin/users/x/credits'],
    ['POST', '/api/admin/users/x/credits', { amount: 5, reason: 'r' }],
    ['POST', '/api/admin/users/x/disable'],
    ['POST', '/api/admin/users/x/enable'],
    ['GET', '/api/admin/dashboard'],
  ];
  it.each(endpoints)('%s %s', async (method, url, payload) => {
    expectApiError(await call(method, url.replace('/x', `/${member.id}`), undefined, payload), 401, 'UNAUTHORIZED');
    expectApiError(await call(method, url.replace('/x', `/${member.id}`), member.cookie, payload), 403, 'FORBIDDEN');
  });

  it('a member cannot make themselves admin, and nothing changed', async () => {
    await call('PUT', `/api/admin/users/${member.id}/role`, member.cookie, { role: 'admin' });
    const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(row!.role).toBe('member');
  });
});

describe('GET /api/admin/users', () => {
  it('searches e-mail, username and name (case-insensitive, % is literal), filters role and status, pages by cursor', async () => {
    const tag = randomUUID().slice(0, 8);
    // Distinct creation times: PGlite's clock can give two quick inserts the same now().
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    const a = await newUser({ email: `Alice.${tag}@Example.com`, firstName: 'Alice', lastName: 'Walker', createdAt: at(3) });
    const b = await newUser({ username: `bob_${tag}`, role: 'admin', createdAt: at(2) });
    const c = await newUser({ firstName: `Carol${tag}`, lastName: 'Percent%', disabledAt: new Date(), createdAt: at(1) });

    const search = async (query: string) => {
      const res = await call('GET', `/api/admin/users?${query}`, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return adminUserPageSchema.parse(res.json()).items.map((u) => u.id);
    };
    expect(await search(`search=${tag.toUpperCase()}`)).toEqual(expect.arrayContaining([a, b, c]));
    expect((await search(`search=${tag}`)).length).toBe(3);
    expect(await search(`search=alice walker`)).toEqual([a]);
    expect(await search(`search=${tag}&role=admin`)).toEqual([b]);
    expect(await search(`search=${tag}&status=disabled`)).toEqual([c]);
    expect((await search(`search=${tag}&status=active`)).sort()).toEqual([a, b].sort());
    expect(await search(`search=percent%25`)).toEqual([c]);
    expect(await search(`search=%25%25%25`)).toEqual([]);

    // Paging: one at a time, newest first, every user once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/admin/users?search=${tag}&limit=1${cursor ? `&cursor=${cursor}` : ''}`, admin.cookie);
      const page = adminUserPageSchema.parse(res.json());
      seen.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([c, b, a]);
  });

  it('pages through users created in the same microsecond without losing any', async () => {
    const at = new Date('2020-01-01T00:00:00.123Z');
    const ids = await Promise.all([1, 2, 3, 4].map(() => newUser({ createdAt: at, firstName: 'SameMoment' })));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/api/admin/users?search=samemoment&limit=3${cursor ? `&cursor=${cursor}` : ''}`, admin.cookie);
      const page = adminUserPageSchema.parse(res.json());
      seen.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(ids.sort());
  });

  it('answers 400 naming the field for a bad role, status, limit or cursor', async () => {
    for (const [query, field] of [
      ['role=owner', 'role'],
      ['status=gone', 'status'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
    ] as const) {
      const res = await call('GET', `/api/admin/users?${query}`, admin.cookie);
      expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(details(res).map((d) => d.field)).toContain(field);
    }
    const bad = expectApiError(await call('GET', '/api/admin/users?cursor=nonsense', admin.cookie), 400, 'VALIDATION_ERROR');
    expect(bad.message).toMatch(/cursor/);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the profile, balance, sessions and recent ledger; 404 for an unknown id', async () => {
    const res = await call('GET', `/api/admin/users/${member.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const user = adminUserDetailSchema.parse(res.json());
    expect(user).toMatchObject({ id: member.id, role: 'member', credits: 0, disabledAt: null, activeSessions: 1, hasPassword: false });
    expectApiError(await call('GET', '/api/admin/users/no-such-user', admin.cookie), 404, 'NOT_FOUND');
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('promotes and demotes another user; the change holds at their next request', async () => {
    const other = await createMember(ctx.database.db);
    const up = await call('PUT', `/api/admin/users/${other.id}/role`, admin.cookie, { role: 'admin' });
    expect(up.statusCode, up.body).toBe(200);
    expect(adminUserDetailSchema.parse(up.json()).role).toBe('admin');
    expect((await call('GET', '/api/admin/users', other.cookie)).statusCode).toBe(200);
    const down = await call('PUT', `/api/admin/users/${other.id}/role`, admin.cookie, { role: 'member' });
    expect(adminUserDetailSchema.parse(down.json()).role).toBe('member');
    expectApiError(await call('GET', '/api/admin/users', other.cookie), 403, 'FORBIDDEN');
  });

  it('refuses an admin demoting themselves, and an unknown role names the field', async () => {
    const self = expectApiError(await call('PUT', `/api/admin/users/${admin.id}/role`, admin.cookie, { role: 'member' }), 409, 'CONFLICT');
    expect(self.message).toMatch(/your own administrator role/);
    const [row] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, admin.id));
    expect(row!.role).toBe('admin');

    const bad = await call('PUT', `/api/admin/users/${member.id}/role`, admin.cookie, { role: 'owner' });
    expectApiError(bad, 400, 'VALIDATION_ERROR');
    expect(details(bad).map((d) => d.field)).toEqual(['role']);
    expectApiError(await call('PUT', '/api/admin/users/no-such-user/role', admin.cookie, { role: 'admin' }), 404, 'NOT_FOUND');
  });
});

describe('POST /api/admin/users/:id/credits', () => {
  it('grants and revokes with a reason as ledger entries; the ledger sums to the balance', async () => {
    const id = await newUser();
    const grant = await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, { amount: 15, reason: 'Sorry for the outage' });
    expect(grant.statusCode, grant.body).toBe(201);
    const granted = adminCreditAdjustResultSchema.parse(grant.json());
    expect(granted).toMatchObject({ balance: 15, entry: { kind: 'grant', amount: 15, balanceAfter: 15, reason: 'Sorry for the outage' } });

    const revoke = await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, { amount: -6, reason: 'Granted twice by mistake' });
    expect(revoke.statusCode, revoke.body).toBe(201);
    expect(adminCreditAdjustResultSchema.parse(revoke.json())).toMatchObject({
      balance: 9,
      entry: { kind: 'spend', amount: -6, balanceAfter: 9, relatedId: null, feature: null, reason: 'Granted twice by mistake' },
    });
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(9);

    const ledger = adminLedgerPageSchema.parse((await call('GET', `/api/admin/users/${id}/credits?limit=1`, admin.cookie)).json());
    expect(ledger.balance).toBe(9);
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]!.reason).toBe('Granted twice by mistake');
    const next = adminLedgerPageSchema.parse((await call('GET', `/api/admin/users/${id}/credits?limit=1&cursor=${ledger.nextCursor}`, admin.cookie)).json());
    expect(next.items.map((e) => e.kind)).toEqual(['grant']);
    expect(next.nextCursor).toBeNull();

    const detail = adminUserDetailSchema.parse((await call('GET', `/api/admin/users/${id}`, admin.cookie)).json());
    expect(detail.credits).toBe(9);
    expect(detail.recentLedger.map((e) => e.amount)).toEqual([-6, 15]);

    // The reason is the row's note; the reference only makes a retried request happen once.
    const rows = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, id));
    expect(rows.map((r) => r.note).sort()).toEqual(['Granted twice by mistake', 'Sorry for the outage']);
    for (const row of rows) expect(row.reference).toMatch(/^admin:[0-9a-f-]{36}$/);
  });

  it('a revoke larger than the balance is refused with 409 and changes nothing', async () => {
    const id = await newUser();
    await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, { amount: 4, reason: 'Gift' });
    const before = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, id));
    const res = expectApiError(await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, { amount: -5, reason: 'Too much' }), 409, 'CONFLICT');
    expect(res.message).toBe('Cannot revoke 5 credits: the balance is only 4. Nothing was changed.');
    expect(res.details).toMatchObject({ balance: 4, requested: 5 });
    const after = await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, id));
    expect(after).toEqual(before);
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(4);
  });

  it('a revoke takes promotional credits first, so AI holds, releases and expiry still add up', async () => {
    const id = await newUser();
    const credits = createCreditService(ctx.database.db);
    await credits.purchase(id, 20, `test-purchase-${id}`);
    await credits.promotionalGrant(id, 5, new Date(Date.now() + 86_400_000));
    const res = await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, { amount: -7, reason: 'Correction' });
    expect(res.statusCode, res.body).toBe(201);
    const { holdId } = await credits.hold(id, 'recipe_transform');
    await credits.release(holdId);
    // The promotional lot is used up: a refund removes only what is left of the purchase.
    const refund = await credits.refund(`test-purchase-${id}`);
    expect(refund.amount).toBe(-18);
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(0);
  });

  it('the same requestId happens once, whatever the reason says the second time', async () => {
    const id = await newUser();
    const body = { amount: 3, reason: 'Once only', requestId: randomUUID() };
    await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, body);
    const again = await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, { ...body, reason: 'Retried with an edit' });
    const answered = adminCreditAdjustResultSchema.parse(again.json());
    expect(answered.balance).toBe(3);
    expect(answered.entry.reason).toBe('Once only');
    const revoke = { amount: -2, reason: 'Once only', requestId: randomUUID() };
    await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, revoke);
    await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, revoke);
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(1);
  });

  it('a requestId reused for another member or amount is refused (409 naming requestId), changing nothing', async () => {
    const id = await newUser();
    const other = await newUser();
    const body = { amount: 4, reason: 'First use', requestId: randomUUID() };
    expect((await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, body)).statusCode).toBe(201);
    for (const [who, amount] of [[other, 4], [id, 5], [id, -4]] as const) {
      const res = await call('POST', `/api/admin/users/${who}/credits`, admin.cookie, { ...body, amount });
      const error = expectApiError(res, 409, 'CONFLICT');
      expect(error.message).toBe('This requestId was already used for another adjustment; send a new one.');
      expect(error.details).toEqual({ field: 'requestId' });
    }
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(4);
    expect(await expectLedgerMatchesBalance(ctx.database.db, other)).toBe(0);
  });

  it('answers 400 naming the field for 0, fractions, strings, a missing or blank reason; 404 for an unknown user', async () => {
    const id = await newUser();
    for (const [body, fields] of [
      [{ amount: 0, reason: 'x' }, ['amount']],
      [{ amount: 1.5, reason: 'x' }, ['amount']],
      [{ amount: '5', reason: 'x' }, ['amount']],
      [{ amount: 5 }, ['reason']],
      [{ amount: 5, reason: '   ' }, ['reason']],
      [{ amount: 5, reason: 'x'.repeat(201) }, ['reason']],
      [{}, ['amount', 'reason']],
    ] as const) {
      const res = await call('POST', `/api/admin/users/${id}/credits`, admin.cookie, body);
      expectApiError(res, 400, 'VALIDATION_ERROR');
      expect(details(res).map((d) => d.field).sort()).toEqual([...fields]);
    }
    expect(await expectLedgerMatchesBalance(ctx.database.db, id)).toBe(0);
    expectApiError(await call('POST', '/api/admin/users/no-such-user/credits', admin.cookie, { amount: 5, reason: 'x' }), 404, 'NOT_FOUND');
    expectApiError(await call('POST', '/api/admin/users/no-such-user/credits', admin.cookie, { amount: -5, reason: 'x' }), 404, 'NOT_FOUND');
  });
});

describe('disable and enable', () => {
  const password = 'a-long-enough-password';

  async function register(): Promise<{ id: string; email: string; token: string }> {
    const email = `disable-${randomUUID()}@test.example`;
    const res = await signUp(ctx.app, ctx.database.db, { email, password });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<{ user: { id: string } }>().user.id, email, token: res.cookies.find((c) => c.name === COOKIE)!.value };
  }
  const login = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: freshAddress() });
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [COOKIE]: token } });

  it(
    'disabling ends every session and refuses sign-in; enabling restores sign-in',
    async () => {
      const user = await register();
      const second = (await login(user.email)).cookies.find((c) => c.name === COOKIE)!.value;
      expect((await me(user.token)).statusCode).toBe(200);

      const res = await call('POST', `/api/admin/users/${user.id}/disable`, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const detail = adminUserDetailSchema.parse(res.json());
      expect(detail.disabledAt).not.toBeNull();
      expect(detail.activeSessions).toBe(0);
      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expectApiError(await me(user.token), 401, 'UNAUTHORIZED');
      expectApiError(await me(second), 401, 'UNAUTHORIZED');

      const refused = expectApiError(await login(user.email), 403, 'FORBIDDEN');
      expect(refused.message).toMatch(/This account has been disabled/);
      // A wrong password says nothing about the account being disabled.
      const wrong = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'not-the-password' }, remoteAddress: freshAddress() });
      expect(expectApiError(wrong, 401, 'UNAUTHORIZED').message).toBe('Incorrect email or password');

      // Disabling twice keeps the first date.
      const again = adminUserDetailSchema.parse((await call('POST', `/api/admin/users/${user.id}/disable`, admin.cookie)).json());
      expect(again.disabledAt).toBe(detail.disabledAt);
      const listed = adminUserPageSchema.parse((await call('GET', `/api/admin/users?search=${user.email}&status=disabled`, admin.cookie)).json());
      expect(listed.items.map((u) => u.id)).toEqual([user.id]);

      const enabled = await call('POST', `/api/admin/users/${user.id}/enable`, admin.cookie);
      expect(adminUserDetailSchema.parse(enabled.json()).disabledAt).toBeNull();
      const back = await login(user.email);
      expect(back.statusCode, back.body).toBe(200);
      expect((await me(back.cookies.find((c) => c.name === COOKIE)!.value)).statusCode).toBe(200);
      // The sessions that were ended stay ended.
      expectApiError(await me(user.token), 401, 'UNAUTHORIZED');
    },
    SLOW,
  );

  it('a session that survives a direct disabling (no admin endpoint) is still treated as signed out', async () => {
    const other = await createMember(ctx.database.db);
    await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
    expectApiError(await call('GET', '/api/auth/user', other.cookie), 401, 'UNAUTHORIZED');
  });

  it('an admin cannot disable themselves; unknown users are 404', async () => {
    const res = expectApiError(await call('POST', `/api/admin/users/${admin.id}/disable`, admin.cookie), 409, 'CONFLICT');
    expect(res.message).toBe('You cannot disable your own account.');
    expect((await call('GET', '/api/auth/user', admin.cookie)).statusCode).toBe(200);
    expectApiError(await call('POST', '/api/admin/users/no-such-user/disable', admin.cookie), 404, 'NOT_FOUND');
    expectApiError(await call('POST', '/api/admin/users/no-such-user/enable', admin.cookie), 404, 'NOT_FOUND');
  });
});
