import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenToolSchema, type KitchenTool } from '../../src/contracts/kitchen-tools';
import { kitchenTools } from '../../src/db/schema';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, getJson } from './helpers';
import { createMember } from './sessions';

/** POST, PUT and DELETE /api/admin/kitchen-tools over the demo catalogue. */
let ctx: TestContext;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
let demoTool: KitchenTool;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createMember(ctx.database.db, 'admin');
  member = await createMember(ctx.database.db);
  demoTool = (await getJson<KitchenTool[]>(ctx.app, '/api/kitchen-tools'))[0]!;
});

afterAll(async () => {
  await ctx?.close();
});

type Method = 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, cookie: string | undefined, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: cookie ? { cookie } : {} });
}

let serial = 0;
function input(fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    toolName: `Test Bench Scraper ${serial}`,
    purpose: 'Lifts, cuts and portions dough and clears the counter.',
    recommendedProduct: 'Stainless steel bench scraper with ruler',
    amazonLink: 'https://www.amazon.com/dp/B000TEST?tag=sprig-20',
    priority: 2,
    category: 'General',
    ...fields,
  };
}

async function create(fields: Record<string, unknown> = {}): Promise<KitchenTool> {
  const res = await call('POST', '/api/admin/kitchen-tools', admin.cookie, input(fields));
  expect(res.statusCode, res.body).toBe(201);
  return kitchenToolSchema.parse(res.json());
}

/** Every stored tool, to check that a refused request changed nothing. */
const snapshot = () => ctx.database.db.select().from(kitchenTools).orderBy(kitchenTools.id);

const publicTools = () => getJson<KitchenTool[]>(ctx.app, '/api/kitchen-tools');
const byName = (name: string) => ctx.app.inject({ method: 'GET', url: `/api/kitchen-tools/by-name/${encodeURIComponent(name)}` });
const inCategory = (category: string) => getJson<KitchenTool[]>(ctx.app, `/api/kitchen-tools/category/${category}`);

describe('every admin kitchen tools endpoint refuses visitors (401) and members (403) before reading the body', () => {
  const endpoints: [Method, string][] = [
    ['POST', '/api/admin/kitchen-tools'],
    ['PUT', '/api/admin/kitchen-tools/ID'],
    ['DELETE', '/api/admin/kitchen-tools/ID'],
  ];
  it.each(endpoints)('%s %s', async (method, url) => {
    const before = await snapshot();
    const path = url.replace('ID', String(demoTool.id));
    // A valid body and an invalid one get the same refusal: the body is never looked at.
    for (const payload of [input(), { priority: 'x' }]) {
      expectApiError(await call(method, path, undefined, payload), 401, 'UNAUTHORIZED');
      expectApiError(await call(method, path, member.cookie, payload), 403, 'FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/admin/kitchen-tools', () => {
  it('adds a tool that shows on the public list, by name and in its category', async () => {
    const res = await call('POST', '/api/admin/kitchen-tools', admin.cookie, input({ toolName: '  Dough   Whisk  ', category: 'Breakfast', priority: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const tool = kitchenToolSchema.parse(res.json());
    expect(tool).toMatchObject({ toolName: 'Dough Whisk', category: 'Breakfast', priority: 1, amazonLink: 'https://www.amazon.com/dp/B000TEST?tag=sprig-20' });

    expect(await publicTools()).toContainEqual(tool);
    expect((await byName('dough whisk')).json()).toEqual(tool);
    expect(await inCategory('breakfast')).toContainEqual(tool);
    // Essentials come first on the public list.
    const list = await publicTools();
    expect(list.findIndex((t) => t.id === tool.id)).toBeLessThan(list.findIndex((t) => t.priority > 1));
  });

  it('links to an Amazon search for the product when the link is empty or left out', async () => {
    const empty = await create({ amazonLink: '', recommendedProduct: "10 inch baker's dough whisk" });
    expect(empty.amazonLink).toBe('https://www.amazon.com/s?k=10+inch+baker%27s+dough+whisk&tag=sprig-20');
    const { amazonLink: _omitted, ...withoutLink } = input({ recommendedProduct: 'Pastry blender' });
    const res = await call('POST', '/api/admin/kitchen-tools', admin.cookie, withoutLink);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().amazonLink).toBe('https://www.amazon.com/s?k=Pastry+blender&tag=sprig-20');
  });

  it('answers 400 naming the field for bad input, and adds nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ amazonLink: 'http://www.amazon.com/dp/B000' }, 'amazonLink', /Affiliate link must be an https:\/\/ address/],
      [{ amazonLink: 'javascript:alert(1)' }, 'amazonLink', /Affiliate link must be an https:\/\/ address/],
      [{ priority: 0 }, 'priority', /Priority must be 1/],
      [{ priority: 4 }, 'priority', /Priority must be 1/],
      [{ priority: '1' }, 'priority', /Priority must be 1/],
      [{ category: 'Soups' }, 'category', /Category must be one of Dinner, Breakfast, Desserts, General/],
      [{ category: 'dinner' }, 'category', /Category must be one of/],
      [{ toolName: 'x' }, 'toolName', /Tool name must be at least 2 characters/],
      [{ toolName: 'x'.repeat(81) }, 'toolName', /Tool name must be at most 80 characters/],
      [{ purpose: ' ' }, 'purpose', /Purpose is required/],
      [{ purpose: 'x'.repeat(401) }, 'purpose', /Purpose must be at most 400 characters/],
      [{ recommendedProduct: '' }, 'recommendedProduct', /Recommended product is required/],
      [{ recommendedProduct: 'x'.repeat(151) }, 'recommendedProduct', /Recommended product must be at most 150 characters/],
      [{ id: 5 }, 'id', /./],
    ];
    for (const [fields, field, message] of cases) {
      const body = expectApiError(await call('POST', '/api/admin/kitchen-tools', admin.cookie, input(fields)), 400, 'VALIDATION_ERROR');
      expect(body.message, JSON.stringify(fields)).toContain(field);
      expect(body.message, JSON.stringify(fields)).toMatch(message);
      expect(body.details, JSON.stringify(fields)).toEqual([expect.objectContaining({ field })]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 for a name that exists in any case, and changes nothing', async () => {
    const before = await snapshot();
    for (const name of [demoTool.toolName, demoTool.toolName.toUpperCase(), ` ${demoTool.toolName.toLowerCase()} `]) {
      const body = expectApiError(await call('POST', '/api/admin/kitchen-tools', admin.cookie, input({ toolName: name })), 409, 'CONFLICT');
      expect(body.message).toMatch(/already exists/);
      expect(body.details).toEqual([{ field: 'toolName', message: body.message }]);
    }
    expect(await snapshot()).toEqual(before);
    expect((await byName(demoTool.toolName)).json()).toEqual(demoTool);
  });
});

describe('PUT /api/admin/kitchen-tools/{id}', () => {
  it('replaces every field, sets updatedAt, and the change shows on the public API', async () => {
    const tool = await create({ category: 'Dinner' });
    const [{ updatedAt: before }] = (await ctx.database.db.select({ updatedAt: kitchenTools.updatedAt }).from(kitchenTools).where(eq(kitchenTools.id, tool.id))) as [{ updatedAt: Date }];
    const changed = { toolName: `${tool.toolName} Pro`, purpose: 'Now with a sharper edge.', recommendedProduct: 'Pro bench scraper', amazonLink: '', priority: 3, category: 'Desserts' };
    const res = await call('PUT', `/api/admin/kitchen-tools/${tool.id}`, admin.cookie, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const updated = kitchenToolSchema.parse(res.json());
    expect(updated).toEqual({ ...changed, id: tool.id, amazonLink: 'https://www.amazon.com/s?k=Pro+bench+scraper&tag=sprig-20' });

    const [row] = await ctx.database.db.select().from(kitchenTools).where(eq(kitchenTools.id, tool.id));
    expect(row!.updatedAt.getTime()).toBeGreaterThan(before.getTime());
    expect(row!.createdAt.getTime()).toBeLessThan(row!.updatedAt.getTime());

    expect(await publicTools()).toContainEqual(updated);
    expect((await byName(changed.toolName)).json()).toEqual(updated);
    expectApiError(await byName(tool.toolName), 404, 'NOT_FOUND');
    expect(await inCategory('Desserts')).toContainEqual(updated);
    expect((await inCategory('Dinner')).map((t) => t.id)).not.toContain(tool.id);
  });

  it('keeps its own name in another case, but refuses another tool’s name (409) and changes nothing', async () => {
    const tool = await create();
    const recased = await call('PUT', `/api/admin/kitchen-tools/${tool.id}`, admin.cookie, input({ toolName: tool.toolName.toUpperCase() }));
    expect(recased.statusCode, recased.body).toBe(200);
    expect(recased.json().toolName).toBe(tool.toolName.toUpperCase());

    const before = await snapshot();
    const body = expectApiError(await call('PUT', `/api/admin/kitchen-tools/${tool.id}`, admin.cookie, input({ toolName: demoTool.toolName.toLowerCase() })), 409, 'CONFLICT');
    expect(body.details).toEqual([{ field: 'toolName', message: body.message }]);
    expect(await snapshot()).toEqual(before);
  });

  it('gives a name to one tool only when two admins take it at the same moment', async () => {
    const [a, b] = [await create(), await create()];
    const name = `Contested Name ${serial}`;
    const answers = await Promise.all([a, b].map((tool) => call('PUT', `/api/admin/kitchen-tools/${tool.id}`, admin.cookie, input({ toolName: name }))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const created = await Promise.all([1, 2].map(() => call('POST', '/api/admin/kitchen-tools', admin.cookie, input({ toolName: `${name} Two` }))));
    expect(created.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await ctx.database.db.select().from(kitchenTools).where(sql`lower(${kitchenTools.toolName}) like ${`${name.toLowerCase()}%`}`);
    expect(rows).toHaveLength(2);
  });

  it('answers 404 for an unknown tool and 400 for a bad id or body, changing nothing', async () => {
    const before = await snapshot();
    const [{ max }] = (await ctx.database.db.select({ max: sql<number>`max(${kitchenTools.id})` }).from(kitchenTools)) as [{ max: number }];
    expectApiError(await call('PUT', `/api/admin/kitchen-tools/${Number(max) + 1000}`, admin.cookie, input()), 404, 'NOT_FOUND');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const body = expectApiError(await call('PUT', `/api/admin/kitchen-tools/${id}`, admin.cookie, input()), 400, 'VALIDATION_ERROR');
      expect(body.message, id).toContain('id must be a tool id');
    }
    const body = expectApiError(await call('PUT', `/api/admin/kitchen-tools/${demoTool.id}`, admin.cookie, input({ category: 'Lunch' })), 400, 'VALIDATION_ERROR');
    expect(body.message).toContain('category');
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/admin/kitchen-tools/{id}', () => {
  it('deletes a tool (204); it is gone from the public API; a second delete is 404', async () => {
    const tool = await create({ category: 'Desserts' });
    const res = await call('DELETE', `/api/admin/kitchen-tools/${tool.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await publicTools()).map((t) => t.id)).not.toContain(tool.id);
    expectApiError(await byName(tool.toolName), 404, 'NOT_FOUND');
    expect((await inCategory('Desserts')).map((t) => t.id)).not.toContain(tool.id);
    expectApiError(await call('DELETE', `/api/admin/kitchen-tools/${tool.id}`, admin.cookie), 404, 'NOT_FOUND');
    // Its name is free again.
    expect((await create({ toolName: tool.toolName })).toolName).toBe(tool.toolName);
  });

  it('answers 400 for a bad id, deleting nothing', async () => {
    const before = await snapshot();
    expectApiError(await call('DELETE', '/api/admin/kitchen-tools/abc', admin.cookie), 400, 'VALIDATION_ERROR');
    expect(await snapshot()).toEqual(before);
  });
});

describe('the public kitchen tools reads', () => {
  it('send no cache headers that would keep an admin’s change from showing', async () => {
    for (const url of ['/api/kitchen-tools', '/api/kitchen-tools/category/Dinner', `/api/kitchen-tools/by-name/${encodeURIComponent(demoTool.toolName)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
      expect(res.headers.expires, url).toBeUndefined();
      expect(res.headers['last-modified'], url).toBeUndefined();
    }
  });
});
