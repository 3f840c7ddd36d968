import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { isNotModified, pickEncoding, type AnswerCache, type KeptAnswer } from './answer-cache';
import { keptReply } from './public-answers';

interface Prepared {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

export interface KeptFastPathDeps {
  /** The visitors' kept answers (kept/public-answers.ts): an answer with a `route` is kept under its address. */
  cache: AnswerCache;
  /** The security headers every answer carries (plugins/security.ts). */
  securityHeaders: Record<string, string>;
  /** The session cookie's name: a request carrying it goes through Fastify, which reads the session. */
  sessionCookie: string;
  log: FastifyBaseLogger;
  /** The request's id in the logs, as Fastify's genReqId gives it (app.ts). */
  requestId: (request: IncomingMessage) => string;
  /** Whether requests are logged (LOG_LEVEL info or finer), as Fastify logs each one. */
  logRequests: boolean;
  /** API usage: the answer counted under its route, as the onResponse hook counts the others. */
  count: (method: string, route: string, status: number, elapsedMs: number) => void;
}

/**
 * A visitor's GET of an address whose answer is kept for every visitor (the recipe lists and search,
 * featured, one recipe: `sendVisitorsJson`) is answered here, before Fastify sees it: the same status,
 * headers and bytes as through Fastify (`keptReply`), counted in API usage and logged as Fastify logs
 * a request. Fastify's routing, hooks and per-request objects were a third of serving such an answer
 * (issue 17: the detail API at 0.66 of a bare node:http server). Anything else, a request with the
 * session cookie (a member's view, or an expired session to clear), and an address with nothing kept
 * (or kept past its age, which Fastify's route makes again) answers false and goes to Fastify.
 */
export function createKeptFastPath(deps: KeptFastPathDeps): (request: IncomingMessage, response: ServerResponse) => boolean {
  const sessionPrefix = `${deps.sessionCookie}=`;
  /**
   * Each kept answer's replies, made once per encoding and validator outcome with every header in one
   * object: a kept answer is sent thousands of times a second, and a new header object for each was
   * most of what the garbage collector had to do.
   */
  const replies = new WeakMap<KeptAnswer, Map<string, Prepared>>();
  const prepared = (answer: KeptAnswer, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Prepared => {
    const variant = `${pickEncoding(acceptEncoding)} ${isNotModified(answer, ifNoneMatch)}`;
    let byVariant = replies.get(answer);
    if (!byVariant) replies.set(answer, (byVariant = new Map()));
    let reply = byVariant.get(variant);
    if (!reply) {
      const { status, headers, body } = keptReply(answer, { acceptEncoding, ifNoneMatch, signedIn: false });
      reply = { status, body, headers: { ...deps.securityHeaders, ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } };
      byVariant.set(variant, reply);
    }
    return reply;
  };
  return (request, response) => {
    if (request.method !== 'GET' || !request.url?.startsWith('/api/')) return false;
    if (request.headers.cookie?.includes(sessionPrefix)) return false;
    const answer = deps.cache.get(request.url);
    if (!answer?.route) return false;
    const started = performance.now();
    const logged = deps.logRequests ? deps.log.child({ reqId: deps.requestId(request) }) : null;
    logged?.info({ req: { method: request.method, url: request.url, host: request.headers.host, remoteAddress: request.socket.remoteAddress, remotePort: request.socket.remotePort } }, 'incoming request');
    const { status, headers, body } = prepared(answer, request.headers['accept-encoding'], request.headers['if-none-match']);
    response.writeHead(status, headers);
    response.end(body);
    const elapsed = performance.now() - started;
    deps.count('GET', answer.route, status, elapsed);
    logged?.info({ res: { statusCode: status }, responseTime: elapsed }, 'request completed');
    return true;
  };
}
