import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AnswerCache, etagOf, keepable } from './answer-cache';
import { createKeptFastPath } from './fast-path';

const SECURITY = { 'x-content-type-options': 'nosniff' };

async function setUp() {
  const cache = new AnswerCache(1024 * 1024, 60_000);
  const answer = await keepable(JSON.stringify({ id: 7, title: 'Soup '.repeat(400) }), 'application/json; charset=utf-8');
  answer.route = '/api/recipes/:id';
  cache.set('/api/recipes/7', answer, cache.generation);
  const counted: [string, string, number][] = [];
  const answerRequest = createKeptFastPath({
    cache,
    securityHeaders: SECURITY,
    sessionCookie: 'sprig_session',
    log: {} as FastifyBaseLogger,
    requestId: () => 'test',
    logRequests: false,
    count: (method, route, status) => counted.push([method, route, status]),
  });
  const send = (method: string, url: string, headers: Record<string, string> = {}) => {
    const sent: { status?: number; headers?: Record<string, string>; body?: Buffer | null } = {};
    const response = {
      writeHead: (status: number, written: Record<string, string>) => Object.assign(sent, { status, headers: written }),
      end: (body: Buffer | null) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    const answered = answerRequest({ method, url, headers, socket: {} } as unknown as IncomingMessage, response);
    return { answered, ...sent };
  };
  return { cache, answer, counted, send };
}

describe('kept fast path', () => {
  it("answers a visitor's GET of a kept address with the kept bytes, the security headers and the answer's own headers, counted under its route", async () => {
    const { answer, counted, send } = await setUp();
    const plain = send('GET', '/api/recipes/7');
    expect(plain).toMatchObject({ answered: true, status: 200, body: answer.identity });
    expect(plain.headers).toMatchObject({ ...SECURITY, etag: etagOf(answer, 'identity'), 'content-type': answer.type, 'content-length': String(answer.identity.length), vary: 'Cookie, Accept-Encoding' });
    expect(plain.headers).not.toHaveProperty('content-encoding');
    const br = send('GET', '/api/recipes/7', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br).toMatchObject({ status: 200, body: answer.br });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', etag: etagOf(answer, 'br'), 'content-length': String(answer.br.length) });
    expect(counted).toEqual([
      ['GET', '/api/recipes/:id', 200],
      ['GET', '/api/recipes/:id', 200],
    ]);
  });

  it('answers 304 without a body when the client holds the answer', async () => {
    const { answer, send } = await setUp();
    const res = send('GET', '/api/recipes/7', { 'if-none-match': etagOf(answer, 'gzip') });
    expect(res).toMatchObject({ answered: true, status: 304, body: null });
    expect(res.headers).not.toHaveProperty('content-length');
  });

  it('leaves to Fastify: other methods, a request with the session cookie, an address with nothing kept or kept without a route, and a cleared cache', async () => {
    const { cache, send } = await setUp();
    expect(send('HEAD', '/api/recipes/7').answered).toBe(false);
    expect(send('POST', '/api/recipes/7').answered).toBe(false);
    expect(send('GET', '/api/recipes/7', { cookie: 'theme=dark; sprig_session=abc' }).answered).toBe(false);
    expect(send('GET', '/api/recipes/8').answered).toBe(false);
    const page = await keepable('<p>kept page</p>', 'text/html; charset=utf-8');
    cache.set('/api/recipes/9', page, cache.generation);
    expect(send('GET', '/api/recipes/9').answered).toBe(false);
    expect(send('GET', '/api/recipes/7', { cookie: 'theme=dark' }).answered).toBe(true);
    cache.clear();
    expect(send('GET', '/api/recipes/7').answered).toBe(false);
  });
});
