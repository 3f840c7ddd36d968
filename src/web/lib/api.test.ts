import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest, getQueryFn, RESPONSE_READ_ERROR, toApiError, UNKNOWN_ERROR } from './api';

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

afterEach(() => vi.unstubAllGlobals());

describe('toApiError (SPEC section 8)', () => {
  it('reads message and errorCode from a JSON body and keeps the body', async () => {
    const body = { message: 'Recipe not found', errorCode: 'NOT_FOUND' };
    const error = await toApiError(new Response(JSON.stringify(body), { status: 404, statusText: 'Not Found' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', message: 'Recipe not found', body });
  });

  it('falls back to the raw text, then the status text, then HTTP {status}', async () => {
    expect((await toApiError(new Response('Bad gateway page', { status: 502 }))).message).toBe('Bad gateway page');
    expect((await toApiError(new Response(null, { status: 503, statusText: 'Service Unavailable' }))).message).toBe(
      'Service Unavailable',
    );
    const bare = await toApiError(new Response(null, { status: 500 }));
    expect(bare.message).toBe('HTTP 500');
    expect(bare.errorCode).toBe(UNKNOWN_ERROR);
  });

  it('uses RESPONSE_READ_ERROR when the body cannot be read', async () => {
    const res = new Response('x', { status: 500, statusText: 'Internal Server Error' });
    vi.spyOn(res, 'text').mockRejectedValue(new Error('stream broke'));
    const error = await toApiError(res);
    expect(error.errorCode).toBe(RESPONSE_READ_ERROR);
    expect(error.message).toBe('Internal Server Error');
  });
});

describe('apiRequest', () => {
  it('sends credentials and a JSON content type only when there is a body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/x', { body: { a: 1 } });
    await apiRequest('GET', '/api/y');
    const [, post] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, get] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(post.credentials).toBe('include');
    expect(post.body).toBe('{"a":1}');
    expect((post.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(get.credentials).toBe('include');
    expect((get.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined as a path', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ id: 12 }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/recipes', 12]));
    expect(data).toEqual({ id: 12 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/recipes/12');
  });

  it('returns null on 401 when configured, and throws otherwise', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Unauthorized"}', { status: 401 })));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/user']))).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });
});
