import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardSchema, type Dashboard } from '../../src/contracts/admin-dashboard';
import { adminActions, categories, creditTransactions, recipes, siteSettings, users } from '../../src/db/schema';
import { AUDITED_ROUTES, UNAUDITED_ADMIN_ROUTES } from '../../src/server/modules/admin/audit';
import { createTestContext, type TestContext } from './harness';
import { createMember } from './sessions';

/** The trail of what administrators changed: written for every change, shown on the dashboard. */
let ctx: TestContext;
let admin: { id: string; cookie: string };
let routes: string[];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  admin = await createMember(ctx.database.db, 'admin');
  const doc = (await ctx.app.apiDocument()) as { paths: Record<string, Record<string, unknown>> };
  // The OpenAPI document writes {id}; the routes (and the trail) write :id.
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  );
});

afterAll(async () => {
  await ctx?.close();
});

const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function trail(): Promise<Dashboard['recent']['adminActions']> {
  const res = await call('GET', '/api/admin/dashboard', admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return dashboardSchema.parse(res.json()).recent.adminActions;
}

describe('which routes are recorded', () => {
  it('every admin route that is not a read is either recorded or listed as changing nothing', () => {
    const changing = routes.filter((r) => r.includes(' /api/admin/') && !r.startsWith('GET '));
    expect(changing.length).toBeGreaterThan(30);
    const unclassified = changing.filter((r) => !(r in AUDITED_ROUTES) && !UNAUDITED_ADMIN_ROUTES.includes(r));
    expect(unclassified).toEqual([]);
  });

  it('every recorded route exists (a renamed route cannot drop out of the trail unnoticed)', () => {
    expect(Object.keys(AUDITED_ROUTES).filter((r) => !routes.includes(r))).toEqual([]);
    expect(UNAUDITED_ADMIN_ROUTES.filter((r) => !routes.includes(r))).toEqual([]);
  });
});

describe('the trail on the dashboard', () => {
  it('lists each change newest first: who, what, on what and how, never a secret', async () => {
    const member = await createMember(ctx.database.db);
    expect((await call('PUT', `/api/admin/users/${member.id}/role`, admin.cookie, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/users/${member.id}/role`, admin.cookie, { role: 'member' })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${member.id}/credits`, admin.cookie, { amount: 7, reason: 'Sorry for the outage' })).statusCode).toBe(201);
    const keys = { secretKey: 'sk_test_AuditTrailSecret123', webhookSecret: 'whsec_AuditTrailSecret456' };
    const stripe = await call('PUT', '/api/admin/payments/settings', admin.cookie, keys);
    expect(stripe.statusCode, stripe.body).toBe(200);

    const actions = await trail();
    expect(actions.slice(0, 4).map(({ action, route, target, details, adminId }) => ({ action, route, target, details, adminId }))).toEqual([
      { action: 'Changed the Stripe keys', route: 'PUT /api/admin/payments/settings', target: null, details: {}, adminId: admin.id },
      { action: 'Adjusted credits', route: 'POST /api/admin/users/:id/credits', target: member.id, details: { amount: 7, reason: 'Sorry for the outage' }, adminId: admin.id },
      { action: 'Changed a role', route: 'PUT /api/admin/users/:id/role', target: member.id, details: { role: 'member' }, adminId: admin.id },
      { action: 'Changed a role', route: 'PUT /api/admin/users/:id/role', target: member.id, details: { role: 'admin' }, adminId: admin.id },
    ]);
    expect(actions[0]!.adminEmail).toBe(`${admin.id}@test.example`);
    expect(actions.slice(0, 4).map((a) => a.targetEmail)).toEqual([null, `${member.id}@test.example`, `${member.id}@test.example`, `${member.id}@test.example`]);
    const stored = JSON.stringify(await ctx.database.db.select().from(adminActions));
    expect(stored).not.toContain('AuditTrailSecret');
  });

  it('records nothing for a refused request, a read, a preview, or a member deleting their own recipe', async () => {
    const before = (await ctx.database.db.select().from(adminActions)).length;
    const member = await createMember(ctx.database.db);
    // Refused: a bad body, a visitor, a member.
    expect((await call('PUT', `/api/admin/users/${member.id}/role`, admin.cookie, { role: 'owner' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/users/${member.id}/disable`)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/users/${member.id}/disable`, member.cookie)).statusCode).toBe(403);
    // A read, and a request that keeps nothing.
    expect((await call('GET', '/api/admin/users', admin.cookie)).statusCode).toBe(200);
    const preview = await call('POST', '/api/admin/newsletter/campaigns/preview', admin.cookie, { subject: 'Hi', markdown: '# Hi' });
    expect(preview.statusCode, preview.body).toBe(200);
    // A member's own recipe.
    const [mine, theirs] = await ctx.database.db
      .insert(recipes)
      .values([{ title: 'Member soup', authorId: member.id }, { title: 'Member stew', authorId: member.id }])
      .returning();
    const own = await call('DELETE', `/api/recipes/${mine!.id}`, member.cookie);
    expect(own.statusCode, own.body).toBe(204);
    expect((await ctx.database.db.select().from(adminActions)).length).toBe(before);

    // The same change by an admin is recorded, with the recipe as its target.
    const removed = await call('DELETE', `/api/recipes/${theirs!.id}`, admin.cookie);
    expect(removed.statusCode, removed.body).toBe(204);
    const [latest] = await trail();
    expect(latest).toMatchObject({ action: 'Deleted a recipe', route: 'DELETE /api/recipes/:id', target: String(theirs!.id), details: {} });
  });
});

describe('a change and its audit row commit together, or neither does', () => {
  /** Makes every insert into admin_actions fail, as a full disk or a bad value would, while `run` runs. */
  async function withAuditFailing(run: () => Promise<void>): Promise<void> {
    const { db } = ctx.database;
    await db.execute(sql.raw(`create or replace function test_refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'admin_actions refused by the test'; end $$`));
    await db.execute(sql.raw('create trigger test_refuse_audit before insert on admin_actions for each row execute function test_refuse_audit()'));
    try {
      await run();
    } finally {
      await db.execute(sql.raw('drop trigger test_refuse_audit on admin_actions'));
    }
  }

  const trailLength = async () => (await ctx.database.db.select().from(adminActions)).length;

  it('a credit grant: 500, no ledger entry, the balance as it was', async () => {
    const member = await createMember(ctx.database.db);
    const before = await trailLength();
    await withAuditFailing(async () => {
      const res = await call('POST', `/api/admin/users/${member.id}/credits`, admin.cookie, { amount: 500, reason: 'Goodwill' });
      expect(res.statusCode, res.body).toBe(500);
    });
    const [user] = await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, member.id));
    expect(user!.credits).toBe(0);
    expect(await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, member.id))).toEqual([]);
    expect(await trailLength()).toBe(before);
    // With the trail working again the same grant goes through, with its row.
    expect((await call('POST', `/api/admin/users/${member.id}/credits`, admin.cookie, { amount: 500, reason: 'Goodwill' })).statusCode).toBe(201);
    expect((await trail())[0]).toMatchObject({ action: 'Adjusted credits', target: member.id, details: { amount: 500, reason: 'Goodwill' } });
  });

  it('a role change: 500, the role as it was', async () => {
    const member = await createMember(ctx.database.db);
    await withAuditFailing(async () => {
      const res = await call('PUT', `/api/admin/users/${member.id}/role`, admin.cookie, { role: 'admin' });
      expect(res.statusCode, res.body).toBe(500);
    });
    const [user] = await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(user!.role).toBe('member');
  });

  it('a settings change: 500, the colours as they were', async () => {
    const before = await ctx.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'theme'));
    await withAuditFailing(async () => {
      const res = await call('PUT', '/api/admin/settings/theme', admin.cookie, { primaryColor: '#112233', secondaryColor: '#445566', accentColor: '#778899' });
      expect(res.statusCode, res.body).toBe(500);
    });
    expect(await ctx.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'theme'))).toEqual(before);
  });

  it('a category created, and a recipe deleted: 500, neither happened', async () => {
    const [recipe] = await ctx.database.db.insert(recipes).values({ title: 'Kept soup', authorId: admin.id }).returning();
    await withAuditFailing(async () => {
      expect((await call('POST', '/api/admin/categories', admin.cookie, { name: 'Never filed' })).statusCode).toBe(500);
      expect((await call('DELETE', `/api/recipes/${recipe!.id}`, admin.cookie)).statusCode).toBe(500);
    });
    expect(await ctx.database.db.select().from(categories).where(eq(categories.name, 'Never filed'))).toEqual([]);
    expect(await ctx.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipe!.id))).toEqual([{ id: recipe!.id }]);
  });

  it('a retried grant (same requestId) changes nothing and adds no second row', async () => {
    const member = await createMember(ctx.database.db);
    const grant = { amount: 5, reason: 'Once', requestId: '6f1c2d9e-3b4a-4c5d-8e7f-9a0b1c2d3e4f' };
    expect((await call('POST', `/api/admin/users/${member.id}/credits`, admin.cookie, grant)).statusCode).toBe(201);
    const before = await trailLength();
    const retry = await call('POST', `/api/admin/users/${member.id}/credits`, admin.cookie, grant);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await trailLength()).toBe(before);
  });
});
