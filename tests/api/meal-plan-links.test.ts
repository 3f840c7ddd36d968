import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLinkSchema, planLinksSchema, sharedPlanWeekSchema, type PlanLink } from '../../src/contracts/meal-plan-links';
import { mealPlanEntries, mealPlanLinks, recipes, users } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, publicUrl: 'https://sprig.example' });
});

afterAll(async () => {
  await ctx?.close();
});

type Member = { id: string; cookie: string };

/** A day within the feed's window (60 days back to a year ahead), and the Monday of its week. */
function dayFromNow(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}
const DAY = dayFromNow(3);

async function recipe(author: Member, privacyLevel: 'public' | 'private') {
  const title = `${privacyLevel} dish ${randomUUID().slice(0, 8)}`;
  const [row] = await ctx.database.db.insert(recipes).values({ authorId: author.id, title, servings: 4, privacyLevel }).returning({ id: recipes.id });
  return { id: row!.id, title };
}

async function make(member: Member, kind: 'share' | 'calendar'): Promise<PlanLink> {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/meal-plan/links/${kind}`, headers: { cookie: member.cookie } });
  expect(res.statusCode, res.body).toBe(201);
  return planLinkSchema.parse(res.json());
}

const pathOf = (url: string) => new URL(url).pathname;
const shareApi = (link: PlanLink, start = DAY) => `/api/shared/meal-plan/${pathOf(link.url).split('/').at(-1)}?start=${start}`;
const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** A member planning their own private recipe, a public one, another member's private one and a note on DAY. */
async function plannedMember() {
  const member = await createMember(ctx.database.db);
  await ctx.database.db.update(users).set({ nutritionalGoal: 'maintain', maintenanceCalories: 1800, proteinGrams: 120, carbsGrams: 200, fatGrams: 60 }).where(eq(users.id, member.id));
  const other = await createMember(ctx.database.db);
  const own = await recipe(member, 'private');
  const open = await recipe(other, 'public');
  const theirs = await recipe(other, 'private');
  await ctx.database.db.insert(mealPlanEntries).values([
    { userId: member.id, day: DAY, meal: 'breakfast', recipeId: open.id, servings: 2, portions: 1 },
    { userId: member.id, day: DAY, meal: 'lunch', recipeId: own.id, servings: 4, portions: 1 },
    { userId: member.id, day: DAY, meal: 'dinner', note: 'eating out, Sam; Jo' },
  ]);
  return { member, own, open, theirs };
}

describe('share link', () => {
  it("shows the week read-only to anyone with the link, with recipes as a visitor reads them and nothing else of the member's", async () => {
    const { member, own, open } = await plannedMember();
    const link = await make(member, 'share');
    expect(link.url).toMatch(/^https:\/\/sprig\.example\/shared\/meal-plan\/[A-Za-z0-9_-]{43}$/);

    const res = await get(shareApi(link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const week = sharedPlanWeekSchema.parse(res.json());
    expect(Object.keys(res.json() as object).sort()).toEqual(['days', 'start']);
    const entries = week.days[0]!.entries;
    expect(entries.map((e) => [e.meal, e.recipe?.title ?? e.note, e.unavailable])).toEqual([
      ['breakfast', open.title, false],
      ['lunch', null, true],
      ['dinner', 'eating out, Sam; Jo', false],
    ]);
    // The member's own private recipe is theirs to read, not the link holder's; no e-mail, no targets.
    expect(res.body).not.toContain(own.title);
    expect(res.body).not.toContain('@test.example');
    expect(res.body).not.toContain('targets');
  });

  it('stops working when revoked or made again, and never answers for a made-up link', async () => {
    const { member } = await plannedMember();
    const first = await make(member, 'share');
    const second = await make(member, 'share');
    expectApiError(await get(shareApi(first)), 404, 'NOT_FOUND');
    expect((await get(shareApi(second))).statusCode).toBe(200);
    const links = planLinksSchema.parse((await get('/api/meal-plan/links', member.cookie)).json());
    expect(links.share).not.toBeNull();
    expect(links.calendar).toBeNull();
    expect(JSON.stringify(links)).not.toContain(pathOf(second.url).split('/').at(-1));

    const revoke = await ctx.app.inject({ method: 'DELETE', url: '/api/meal-plan/links/share', headers: { cookie: member.cookie } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expectApiError(await get(shareApi(second)), 404, 'NOT_FOUND');
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: '/api/meal-plan/links/share', headers: { cookie: member.cookie } }), 404, 'NOT_FOUND');
    expectApiError(await get(`/api/shared/meal-plan/${'A'.repeat(43)}?start=${DAY}`), 404, 'NOT_FOUND');
    expect(expectApiError(await get(`/api/shared/meal-plan/short?start=${DAY}`), 400, 'VALIDATION_ERROR').message).toContain("'token'");
    expect(expectApiError(await get(`${shareApi(second).split('?')[0]}?start=someday`), 400, 'VALIDATION_ERROR').message).toContain("'start'");
  });

  it('keeps only hashes of the secrets, and stops answering for a member who can no longer sign in', async () => {
    const { member } = await plannedMember();
    const link = await make(member, 'share');
    const [row] = await ctx.database.db.select().from(mealPlanLinks).where(eq(mealPlanLinks.userId, member.id));
    expect(link.url).not.toContain(row!.tokenHash);
    await ctx.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.id));
    expectApiError(await get(shareApi(link)), 404, 'NOT_FOUND');
  });

  it('is for members only to make, and names a bad kind', async () => {
    expectApiError(await ctx.app.inject({ method: 'POST', url: '/api/meal-plan/links/share' }), 401, 'UNAUTHORIZED');
    expectApiError(await get('/api/meal-plan/links'), 401, 'UNAUTHORIZED');
    const member = await createMember(ctx.database.db);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/meal-plan/links/email', headers: { cookie: member.cookie } });
    expect(expectApiError(bad, 400, 'VALIDATION_ERROR').message).toContain("'kind'");
  });
});

describe('calendar feed', () => {
  it("gives the member's plan as iCalendar events, their own private recipe included, revocable", async () => {
    const { member, own, open } = await plannedMember();
    const link = await make(member, 'calendar');
    expect(link.url).toMatch(/^https:\/\/sprig\.example\/api\/calendar\/meal-plan\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await get(pathOf(link.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    const compact = DAY.replace(/-/g, '');
    expect(lines.filter((l) => l === `DTSTART;VALUE=DATE:${compact}`).length).toBe(3);
    expect(lines).toContain(`SUMMARY:Breakfast: ${open.title}`);
    expect(lines).toContain(`SUMMARY:Lunch: ${own.title}`);
    expect(lines).toContain('SUMMARY:Dinner: eating out\\, Sam\\; Jo');
    expect(lines).toContain('DESCRIPTION:2 servings cooked\\, 1 for you');
    expect(lines).toContain(`URL:https://sprig.example/recipes/${open.id}`);
    expect(lines.filter((l) => l.startsWith('UID:meal-plan-entry-') && l.endsWith('@sprig.example')).length).toBe(3);

    await ctx.app.inject({ method: 'DELETE', url: '/api/meal-plan/links/calendar', headers: { cookie: member.cookie } });
    expectApiError(await get(pathOf(link.url)), 404, 'NOT_FOUND');
    expect(expectApiError(await get('/api/calendar/meal-plan/nope.ics'), 400, 'VALIDATION_ERROR').message).toContain("'file'");
  });

  it('is a separate secret from the share link', async () => {
    const { member } = await plannedMember();
    const share = await make(member, 'share');
    const token = pathOf(share.url).split('/').at(-1);
    expectApiError(await get(`/api/calendar/meal-plan/${token}.ics`), 404, 'NOT_FOUND');
  });
});

// Last in the file: it spends this address's allowance for the public link routes.
describe('public link routes', () => {
  it('answer one address a bounded number of times a minute (429 past it)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 121; i += 1) codes.push((await get(`/api/shared/meal-plan/${'B'.repeat(43)}?start=${DAY}`)).statusCode);
    expect(codes.slice(0, 100).every((code) => code === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
