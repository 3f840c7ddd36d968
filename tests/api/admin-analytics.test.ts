import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsReportSchema } from '../../src/contracts/admin-analytics';
import { analyticsEvents, recipes } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;
let admin: string;
let member: string;
let recipeId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const db = ctx.database.db;
  admin = (await createMember(db, 'admin')).cookie;
  const a = await createMember(db);
  const b = await createMember(db);
  const c = await createMember(db);
  member = a.cookie;
  const [r] = await db.insert(recipes).values({ title: 'Lemon Lentil Soup' }).returning({ id: recipes.id });
  recipeId = r!.id;
  const now = Date.now();
  const pv = (path: string, userId: string | null, extra: Record<string, string> = {}, ageDays = 0) => ({
    eventType: 'page_view',
    path,
    data: { path, ...extra },
    userId,
    createdAt: new Date(now - ageDays * DAY),
  });
  const click = (userId: string | null, toolId: number, toolName: string) => ({
    eventType: 'affiliate_link_click',
    path: null,
    data: { toolId, toolName, amazonLink: 'https://www.amazon.com/dp/B0' },
    userId,
    createdAt: new Date(now),
  });
  await db.insert(analyticsEvents).values([
    // member a: 2 page views today -> engaged by page views
    pv(`/recipes/${recipeId}`, a.id),
    pv('/recipes', a.id),
    // member b: 1 page view, 3 clicks -> engaged by interactions
    pv(`/recipe/${recipeId}`, b.id),
    click(b.id, 1, "Chef's Knife"),
    click(b.id, 1, "Chef's Knife"),
    click(b.id, 2, 'Dutch Oven'),
    // member c: one page view -> a visit, not engaged
    pv('/', c.id),
    // signed out with a session id: 2 page views -> engaged
    pv('/', null, { sessionId: 's-1' }),
    pv(`/recipes/${recipeId}?ref=x`, null, { sessionId: 's-1' }),
    // signed out, no session id: not grouped
    pv('/', null),
    pv('/recipes/999999', null),
    // yesterday, and one outside a 7-day range
    pv('/recipes', null, {}, 1),
    pv('/recipes', null, {}, 20),
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

async function report(query = '') {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/analytics${query}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return analyticsReportSchema.parse(res.json());
}

describe('GET /api/admin/analytics', () => {
  it('counts page views per day, with a point for every day', async () => {
    const body = await report('?days=7');
    expect(body.pageViewsPerDay).toHaveLength(7);
    expect(body.pageViewsPerDay.at(-1)).toMatchObject({ pageViews: 8, signedIn: 4 });
    expect(body.pageViewsPerDay.at(-2)).toMatchObject({ pageViews: 1, signedIn: 0 });
    expect(body.totals).toMatchObject({ pageViews: 9, signedInPageViews: 4, affiliateClicks: 3 });
    expect((await report('?days=30')).totals.pageViews).toBe(10);
  });

  it('lists top pages (without query strings) and top recipes with titles', async () => {
    const body = await report('?days=7');
    expect(body.topPages[0]).toEqual({ path: '/', views: 3 });
    expect(body.topPages).toContainEqual({ path: `/recipes/${recipeId}`, views: 2 });
    expect(body.topRecipes[0]).toEqual({ recipeId, title: 'Lemon Lentil Soup', views: 3 });
    expect(body.topRecipes).toContainEqual({ recipeId: 999999, title: null, views: 1 });
  });

  it('counts affiliate clicks by tool', async () => {
    const body = await report('?days=7');
    expect(body.affiliateClicks).toEqual([
      { toolId: '1', toolName: "Chef's Knife", clicks: 2 },
      { toolId: '2', toolName: 'Dutch Oven', clicks: 1 },
    ]);
  });

  it('measures engagement at 2 page views or 3 interactions per visit', async () => {
    const { engagement } = await report('?days=7');
    expect(engagement).toMatchObject({
      visits: 4,
      engagedVisits: 3,
      byPageViews: 2,
      byInteractions: 1,
      rate: 0.75,
      ungroupedPageViews: 3,
      thresholds: { interactions: 3, pageViews: 2 },
    });
    expect(engagement.basis.length).toBeGreaterThan(0);
  });

  it('is empty but well-formed with no events in range', async () => {
    const body = await report('?days=1');
    expect(body.pageViewsPerDay).toHaveLength(1);
    expect(body.engagement.rate === null || typeof body.engagement.rate === 'number').toBe(true);
  });

  it('refuses visitors and members, validates days', async () => {
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/analytics' }), 401, 'UNAUTHORIZED');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/admin/analytics', headers: { cookie: member } }), 403, 'FORBIDDEN');
    for (const days of ['0', '91', 'x']) {
      const err = expectApiError(
        await ctx.app.inject({ method: 'GET', url: `/api/admin/analytics?days=${days}`, headers: { cookie: admin } }),
        400,
        'VALIDATION_ERROR',
      );
      expect(err.message).toContain('days');
    }
  });
});
