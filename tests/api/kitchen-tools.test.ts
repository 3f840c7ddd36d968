import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenToolSchema, TOOL_CATEGORIES, type KitchenTool } from '../../src/contracts/kitchen-tools';
import { kitchenTools as demoTools } from '../../src/db/seed/catalogue';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, getJson } from './helpers';

let ctx: TestContext;
let tools: KitchenTool[];

beforeAll(async () => {
  ctx = await createTestContext();
  tools = (await getJson<unknown[]>(ctx.app, '/api/kitchen-tools')).map((t) => kitchenToolSchema.parse(t));
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/kitchen-tools', () => {
  it('answers at least 25 tools with every field, essentials first', () => {
    expect(tools.length).toBeGreaterThanOrEqual(25);
    expect(tools.length).toBe(demoTools.length);
    for (const t of tools) {
      expect(t.toolName.trim().length).toBeGreaterThan(0);
      expect(t.purpose.trim().length).toBeGreaterThan(0);
      expect(t.recommendedProduct.trim().length).toBeGreaterThan(0);
      expect(t.amazonLink).toMatch(/^https:\/\//);
      expect([1, 2, 3]).toContain(t.priority);
      expect(TOOL_CATEGORIES as readonly string[]).toContain(t.category);
    }
    const priorities = tools.map((t) => t.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(priorities[0]).toBe(1);
    expect(new Set(tools.map((t) => t.toolName.toLowerCase())).size).toBe(tools.length);
  });

  it('matches the demo catalogue entries', () => {
    for (const demo of demoTools) {
      const t = tools.find((x) => x.toolName === demo.toolName);
      expect(t, demo.toolName).toBeDefined();
      expect(t).toMatchObject(demo);
    }
  });
});

describe('GET /api/kitchen-tools/category/{category}', () => {
  it('answers exactly the tools of that category, in any case', async () => {
    for (const category of TOOL_CATEGORIES) {
      const expected = tools.filter((t) => t.category === category).map((t) => t.id).sort((a, b) => a - b);
      for (const spelled of [category, category.toLowerCase(), category.toUpperCase()]) {
        const got = await getJson<KitchenTool[]>(ctx.app, `/api/kitchen-tools/category/${encodeURIComponent(spelled)}`);
        expect(got.map((t) => t.id).sort((a, b) => a - b), spelled).toEqual(expected);
      }
    }
    expect(tools.filter((t) => t.category === 'Dinner').length).toBeGreaterThan(0);
    expect(tools.filter((t) => t.category === 'Breakfast').length).toBeGreaterThan(0);
    expect(tools.filter((t) => t.category === 'Desserts').length).toBeGreaterThan(0);
  });

  it('answers an empty list for a category with no tools', async () => {
    expect(await getJson(ctx.app, '/api/kitchen-tools/category/Spaceship')).toEqual([]);
    // LIKE-style wildcards are not patterns here.
    expect(await getJson(ctx.app, '/api/kitchen-tools/category/%25')).toEqual([]);
  });
});

describe('GET /api/kitchen-tools/by-name/{name}', () => {
  it('finds a tool by its exact name in any case', async () => {
    for (const tool of [tools[0]!, tools.at(-1)!, tools[Math.floor(tools.length / 2)]!]) {
      for (const spelled of [tool.toolName, tool.toolName.toUpperCase(), tool.toolName.toLowerCase()]) {
        const got = await getJson<KitchenTool>(ctx.app, `/api/kitchen-tools/by-name/${encodeURIComponent(spelled)}`);
        expect(got).toEqual(tool);
      }
    }
  });

  it('answers 404 JSON for a partial, padded-inside or unknown name', async () => {
    const name = tools.find((t) => t.toolName.length > 6)!.toolName;
    for (const wrong of [name.slice(0, -2), `${name}s`, `x${name}`, 'Flux Capacitor', '%', '_']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/kitchen-tools/by-name/${encodeURIComponent(wrong)}` });
      expectApiError(res, 404, 'NOT_FOUND');
    }
  });
});
