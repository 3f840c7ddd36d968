import { vi } from 'vitest';

/** One request the component sent, its JSON body parsed. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Response | Promise<Response>;

/** A JSON answer as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server's 400 for fields that failed its check (src/server/plugins/errors.ts). */
export function validationError(message: string, details: { field: string; message: string }[]): Response {
  return json(400, { message, errorCode: 'VALIDATION_ERROR', details });
}

/** An answer held back until `release` is called, to see the form while it saves. */
export function heldAnswer(answer: Response): { promise: Promise<Response>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<Response>((resolve) => {
    release = () => resolve(answer);
  });
  return { promise, release };
}

/**
 * Stands in for the network only: every fetch goes to `answer`, and each request is recorded.
 * The components, their hooks and the API client are the real ones.
 */
export function standInFetch(answer: (request: SentRequest) => Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = { method: init.method ?? 'GET', path: url.pathname + url.search, body };
    sent.push(request);
    return answer(request);
  });
  return sent;
}
