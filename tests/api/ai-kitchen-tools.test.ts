import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiCalls, creditTransactions, kitchenTools } from '../../src/db/schema';
import { messageText, startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { createTestContext, type TestContext } from './harness';
import { expectApiError } from './helpers';
import { createMember } from './sessions';

/** POST /api/admin/kitchen-tools/create-with-ai over the demo catalogue, against the stand-in provider. */
let ctx: TestContext;
let standIn: OpenAiStandIn;
let admin: { id: string; cookie: string };

const goodTool = { purpose: 'Presses dough balls into even, thin tortillas in seconds.', recommendedProduct: '8 inch cast iron tortilla press', priority: 3 };

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ kind: 'json', content: goodTool });
  ctx = await createTestContext({ ai: standIn.config(), aiTimeoutMs: 1000 });
  admin = await createMember(ctx.database.db, 'admin');
});

afterEach(() => standIn.answer({ kind: 'json', content: goodTool }));

afterAll(async () => {
  await standIn?.close();
  await ctx?.close();
});

const create = (payload: Record<string, unknown>, cookie = admin.cookie) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/kitchen-tools/create-with-ai', headers: cookie ? { cookie } : {}, payload });

describe('POST /api/admin/kitchen-tools/create-with-ai', () => {
  it('refuses visitors (401) and members (403) before calling the provider', async () => {
    expectApiError(await create({ toolName: 'Tortilla press', category: 'lunch' }, ''), 401, 'UNAUTHORIZED');
    const member = await createMember(ctx.database.db);
    expectApiError(await create({ toolName: 'Tortilla press', category: 'lunch' }, member.cookie), 403, 'FORBIDDEN');
    expect(standIn.requests).toHaveLength(0);
  });

  it('answers an existing tool that matches fuzzily, without AI', async () => {
    const res = await create({ toolName: 'chef knife', category: 'dinner' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: false, tool: { toolName: "Chef's Knife" } });
    expect(standIn.requests).toHaveLength(0);
  });

  it('creates a new tool with the model text, the mapped category and an Amazon search link', async () => {
    // A model-given link is ignored: the link is built from the product.
    standIn.answer({ kind: 'json', content: { ...goodTool, amazonLink: 'https://evil.example/buy' } });
    const res = await create({ toolName: 'tortilla press', category: 'Lunch' });
    expect(res.statusCode, res.body).toBe(200);
    const { created, tool } = res.json();
    expect(created).toBe(true);
    expect(tool).toMatchObject({
      toolName: 'Tortilla Press',
      category: 'Dinner',
      purpose: goodTool.purpose,
      recommendedProduct: goodTool.recommendedProduct,
      priority: 3,
      amazonLink: 'https://www.amazon.com/s?k=8+inch+cast+iron+tortilla+press&tag=sprig-20',
    });
    expect(messageText(standIn.requests[0]!, 'user')).toContain('Tool name: Tortilla Press');
    const [call] = await ctx.database.db.select().from(aiCalls).orderBy(desc(aiCalls.id)).limit(1);
    expect(call).toMatchObject({ feature: 'kitchen_tool', outcome: 'success', credits: 0, holdId: null, userId: admin.id });
    expect(await ctx.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, admin.id))).toHaveLength(0);

    const again = await create({ toolName: 'Tortilla presses', category: 'dessert' });
    expect(again.json()).toMatchObject({ created: false, tool: { id: tool.id } });
    expect(standIn.requests).toHaveLength(1);
  });

  it('files other categories under General and desserts under Desserts', async () => {
    expect((await create({ toolName: 'Cake tester', category: 'Desserts' })).json()).toMatchObject({ created: true, tool: { category: 'Desserts' } });
    expect((await create({ toolName: 'Soup ladle rest', category: 'Soups' })).json()).toMatchObject({ created: true, tool: { category: 'General' } });
  });

  it('creates nothing when the answer is unusable', async () => {
    standIn.answer({ kind: 'json', content: { purpose: 'x', priority: 7 } });
    expectApiError(await create({ toolName: 'Pasta drying rack', category: 'dinner' }), 502, 'AI_INVALID_OUTPUT');
    standIn.answer({ kind: 'error', status: 500 });
    expectApiError(await create({ toolName: 'Pasta drying rack', category: 'dinner' }), 502, 'AI_PROVIDER_ERROR');
    const rows = await ctx.database.db.select().from(kitchenTools).where(eq(kitchenTools.toolName, 'Pasta Drying Rack'));
    expect(rows).toHaveLength(0);
  });

  it('answers 504 AI_TIMEOUT when the provider hangs past AI_TIMEOUT_MS', async () => {
    standIn.answer({ kind: 'hang' });
    const started = Date.now();
    const body = expectApiError(await create({ toolName: 'Bread lame', category: 'breakfast' }), 504, 'AI_TIMEOUT');
    expect(body.message).toMatch(/took too long/);
    expect(Date.now() - started).toBeLessThan(3000);
    const [call] = await ctx.database.db.select().from(aiCalls).orderBy(desc(aiCalls.id)).limit(1);
    expect(call).toMatchObject({ feature: 'kitchen_tool', outcome: 'timeout' });
  });

  it('limits each admin to AI_RATE_LIMIT requests a minute (10 by default)', async () => {
    const other = await createMember(ctx.database.db, 'admin');
    for (let i = 0; i < 10; i++) expect((await create({ toolName: 'chef knife', category: '' }, other.cookie)).statusCode).toBe(200);
    expectApiError(await create({ toolName: 'chef knife', category: '' }, other.cookie), 429, 'RATE_LIMITED');
    // Counted per account: another admin is not limited by the first one's requests.
    const third = await createMember(ctx.database.db, 'admin');
    expect((await create({ toolName: 'chef knife', category: '' }, third.cookie)).statusCode).toBe(200);
  });

  it('names a missing tool name', async () => {
    const body = expectApiError(await create({ category: 'dinner' }), 400, 'VALIDATION_ERROR');
    expect(body.message).toMatch(/toolName/);
  });
});
