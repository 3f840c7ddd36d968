import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one HTTP client of the web app (SPEC section 7 and 8): every request carries credentials,
 * a request with a body is JSON, and every failure is an ApiError.
 */

export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';
export const RESPONSE_READ_ERROR = 'RESPONSE_READ_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  /** The parsed body when the answer was JSON. */
  readonly body: unknown;

  constructor(status: number, errorCode: string, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function field(body: unknown, name: string): string | undefined {
  if (body && typeof body === 'object' && name in body) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Builds the ApiError for a response that is not ok (SPEC section 8). */
export async function toApiError(res: Response): Promise<ApiError> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    return new ApiError(res.status, RESPONSE_READ_ERROR, res.statusText || `HTTP ${res.status}`);
  }
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
  }
  const message = field(body, 'message') ?? (text !== '' ? text : undefined) ?? (res.statusText || `HTTP ${res.status}`);
  return new ApiError(res.status, field(body, 'errorCode') ?? UNKNOWN_ERROR, message, body);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Serialised as JSON. FormData is sent as-is (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (analytics on navigation). */
  keepalive?: boolean;
}

/** Sends a request and returns the raw Response; throws ApiError when the status is not ok. */
export async function apiFetch(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(url, {
    method,
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
    keepalive: options.keepalive,
  });
  if (!res.ok) throw await toApiError(res);
  return res;
}

/** Reads a successful answer as JSON (null for an empty body). */
export async function readJson<T>(res: Response): Promise<T> {
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ApiError(res.status, RESPONSE_READ_ERROR, 'The response could not be read');
  }
  if (text === '') return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(res.status, RESPONSE_READ_ERROR, 'The response was not valid JSON');
  }
}

/** Sends a request and parses the JSON answer. */
export async function apiRequest<T>(method: HttpMethod, url: string, options?: RequestOptions): Promise<T> {
  return readJson<T>(await apiFetch(method, url, options));
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default query function: GET the query key joined as a path (['/api/recipes', 12] ->
 * /api/recipes/12). A 401 throws unless `on401: 'returnNull'`.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map((part) => String(part)).join('/');
    try {
      return await apiRequest<T>('GET', url, { signal });
    } catch (error) {
      if (on401 === 'returnNull' && isApiError(error) && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * The prefix of every key under GET /api/users (public profiles and their recipe lists). Here,
 * under both features, because the profile feature builds on the recipes feature while a recipe
 * change (recipes' onRecipeChanged) must refresh the profiles that count and list it.
 */
export const PUBLIC_USERS_KEY = ['/api/users'] as const;
