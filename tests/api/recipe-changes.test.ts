import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestContext, type TestContext } from './harness';
import { storedRecipes } from './helpers';
import { cookieFor } from './sessions';
import { createNutritionEngine } from '../../src/server/modules/nutrition/engine';

let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  // A second server process on the same database, with its own recipe cache.
  second = await buildApp(ctx.database, {
    logLevel: 'silent',
    webDist: path.join(ctx.uploadsDir, 'no-web-build'),
    uploadsDir: ctx.uploadsDir,
    appSecret: 'test-secret-test-secret-test-secret-000',
  }, { analyzer: createNutritionEngine(ctx.database.db).analyzer });
  await second.ready();
});

afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

async function statusEventually(app: FastifyInstance, url: string, expected: number): Promise<number> {
  let status = 0;
  // Up to about 2 s: well inside the 5 s cache lifetime, so only a notification can make it pass.
  for (let i = 0; i < 100; i++) {
    status = (await app.inject({ method: 'GET', url })).statusCode;
    if (status === expected) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return status;
}

describe('a privacy change reaches the other servers sharing the database', () => {
  it("drops the recipe from the other server's cache (LISTEN/NOTIFY), well before the cache would expire", async () => {
    const recipe = (await storedRecipes(ctx.database.db)).find((r) => r.privacyLevel === 'public' && r.authorId)!;
    const url = `/api/recipes/${recipe.id}`;
    // The second server caches the public recipe.
    expect((await second.inject({ method: 'GET', url })).statusCode).toBe(200);

    const author = await cookieFor(ctx.database.db, recipe.authorId!);
    const res = await ctx.app.inject({ method: 'PUT', url: `${url}/privacy`, payload: { privacyLevel: 'private' }, headers: { cookie: author } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusEventually(second, url, 404)).toBe(404);

    await ctx.app.inject({ method: 'PUT', url: `${url}/privacy`, payload: { privacyLevel: 'public' }, headers: { cookie: author } });
    expect(await statusEventually(second, url, 200)).toBe(200);
  });
});
