import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_START_SCRIPT } from '../../src/contracts/page-start';
import { createTestContext, type TestContext } from './harness';
import { expectApiError, freshAddress } from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});

afterAll(async () => {
  await ctx?.close();
});

const JSON_ENDPOINTS = ['/api/newsletter/subscribe', '/api/analytics/event'];

describe('error answers are JSON, never a 500', () => {
  it('an unknown /api path answers 404 JSON for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no-such-thing?x=1' });
      const body = expectApiError(res, 404, 'NOT_FOUND');
      expect(body.message).toContain('/api/no-such-thing');
      expect(body.message).not.toContain('x=1');
    }
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/recipes/1/nope' }), 404, 'NOT_FOUND');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api' }), 404, 'NOT_FOUND');
  });

  it('a known path with the wrong method answers 404 JSON', async () => {
    expectApiError(await ctx.app.inject({ method: 'DELETE', url: '/api/recipes' }), 404, 'NOT_FOUND');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/newsletter/subscribe' }), 404, 'NOT_FOUND');
  });

  it('a JSON body over 64 KB answers 413 JSON', async () => {
    for (const url of JSON_ENDPOINTS) {
      const payload = JSON.stringify({ email: `${'a'.repeat(65 * 1024)}@example.com` });
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: freshAddress(),
      });
      expectApiError(res, 413, 'PAYLOAD_TOO_LARGE');
    }
  });

  it('a body just under 64 KB is read (and then validated)', async () => {
    const padding = 'a'.repeat(60 * 1024);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x@example.com', firstName: padding }),
      remoteAddress: freshAddress(),
    });
    const body = expectApiError(res, 400, 'VALIDATION_ERROR');
    expect(body.message).toContain('firstName');
  });

  it('malformed JSON answers 400 JSON', async () => {
    for (const payload of ['{"email": ', '{email: "a@b.com"}', 'not json', '{"a":1}}']) {
      for (const url of JSON_ENDPOINTS) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: freshAddress(),
        });
        expectApiError(res, 400, 'VALIDATION_ERROR');
      }
    }
  });

  it('an empty JSON body answers 400 JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '',
      remoteAddress: freshAddress(),
    });
    expectApiError(res, 400, 'VALIDATION_ERROR');
  });

  it('a wrong content type answers 415 JSON', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'image/png']) {
      for (const url of JSON_ENDPOINTS) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType },
          payload: 'email=a%40example.com',
          remoteAddress: freshAddress(),
        });
        expectApiError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
      }
    }
  });

  it('GET /api/auth/user answers 401 JSON for a visitor', async () => {
    for (const url of ['/api/auth/user', '/api/auth/user?refresh=true']) {
      expectApiError(await ctx.app.inject({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    }
  });

  it('error answers carry the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it("scripts may come from the site itself and the page's start script, by its hash, and from nowhere else", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(res.headers['content-security-policy']).split(';').find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(PAGE_START_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('API documentation', () => {
  it('/api/docs serves the OpenAPI UI', async () => {
    let res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; hops < 3 && res.statusCode >= 300 && res.statusCode < 400; hops++) {
      const location = res.headers.location!;
      res = await ctx.app.inject({ method: 'GET', url: new URL(location, 'http://localhost/api/docs/').pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body.toLowerCase()).toContain('swagger');
  });

  it('/api/docs/json lists the API paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/recipes']).toHaveProperty('get');
    expect(doc.paths['/api/recipes/{id}']).toHaveProperty('get');
    expect(doc.paths['/api/newsletter/subscribe']).toHaveProperty('post');
    expect(doc.paths).not.toHaveProperty('/healthz');
    expect(doc.paths).not.toHaveProperty('/api/docs/json');
  });

  it("serves the UI's files with the site's security headers, and an unknown one as the API's 404", async () => {
    const script = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toHaveProperty('errorCode');
  });
});
