import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('response compression', () => {
  it('sends recipe lists brotli-compressed to clients that accept it', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/recipes' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recipes', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('gzips the cached recipe detail for gzip-only clients', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/recipes/2' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recipes/2', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves responses uncompressed for clients that do not ask', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recipes' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
