import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiEnvConfig } from '../../src/server/config';

/**
 * A local OpenAI-compatible server for tests: POST /v1/chat/completions and
 * POST /v1/images/generations on 127.0.0.1 at a random port. Each request is answered by a
 * pluggable handler, so a test chooses a good answer, a slow one, malformed JSON, an error
 * status, a hang past the caller's timeout, or a picture; every request is recorded so a test
 * can check what was sent (for instance that the member's text went only in the user message).
 */

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export type StandInAnswer =
  /** The message content is JSON.stringify(content) (a ready answer for a json_schema request). */
  | { kind: 'json'; content: unknown; delayMs?: number; usage?: Partial<Usage> }
  /** The message content as given (malformed JSON, a ```json fence, prose). */
  | { kind: 'text'; content: string; delayMs?: number; usage?: Partial<Usage> }
  /** An error answer in OpenAI's shape (500, 429, 401...). */
  | { kind: 'error'; status: number; message?: string; delayMs?: number }
  /** Never answers (until the client gives up or the stand-in closes). */
  | { kind: 'hang' }
  /**
   * A picture: on /v1/images/generations as data[0].b64_json (OpenAI), on /v1/chat/completions as
   * message.images[0].image_url.url, a data URL (OpenRouter's chat with modalities ['image','text']).
   */
  | { kind: 'image'; bytes?: Buffer; mime?: string; delayMs?: number; usage?: Partial<Usage> }
  /** Any status and JSON body, for shapes the other kinds do not cover. */
  | { kind: 'raw'; status: number; body: unknown; delayMs?: number };

export interface StandInRequest {
  /** '/v1/chat/completions' or '/v1/images/generations'. */
  path: string;
  /** The parsed JSON body. */
  body: StandInBody;
  authorization: string | undefined;
}

/** The fields tests usually read; anything else the client sent is there too. */
export interface StandInBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  modalities?: string[];
  prompt?: string;
  [key: string]: unknown;
}

export type StandInHandler = (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>;

export interface OpenAiStandIn {
  /** e.g. http://127.0.0.1:41234/v1 — what the OpenAI SDK takes as baseURL. */
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: StandInRequest[];
  /** Replaces the handler for the requests that follow. */
  answer(handler: StandInHandler | StandInAnswer): void;
  /** Forgets the recorded requests and goes back to the default handler. */
  reset(): void;
  /** The AI config (env shape) pointing at this stand-in. */
  config(overrides?: Partial<AiEnvConfig>): AiEnvConfig;
  close(): Promise<void>;
}

/** A 1x1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const DEFAULT_USAGE: Usage = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

function fullUsage(usage: Partial<Usage> | undefined): Usage {
  const u = { ...DEFAULT_USAGE, ...usage };
  return { ...u, total_tokens: usage?.total_tokens ?? u.prompt_tokens + u.completion_tokens };
}

/** A standard chat completion answer with `content` as the assistant's message and usage tokens. */
export function completion(content: string, usage?: Partial<Usage>, model = 'stand-in-model', extra: Record<string, unknown> = {}) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content, refusal: null, ...extra } }],
    usage: fullUsage(usage),
  };
}

/** A chat completion whose content is `data` as JSON. */
export function jsonCompletion(data: unknown, usage?: Partial<Usage>) {
  return completion(JSON.stringify(data), usage);
}

/** The text of the message with this role in a recorded chat request ('' when absent). */
export function messageText(request: StandInRequest, role: 'system' | 'user'): string {
  const message = request.body.messages?.find((m) => m.role === role);
  if (!message) return '';
  if (typeof message.content === 'string') return message.content;
  return JSON.stringify(message.content);
}

const DEFAULT_HANDLER: StandInHandler = ({ path }) => (path.endsWith('/images/generations') ? { kind: 'image' } : { kind: 'json', content: {} });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<StandInBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as StandInBody) : {};
}

function reply(res: ServerResponse, path: string, body: StandInBody, answer: StandInAnswer): void {
  const model = body.model ?? 'stand-in-model';
  switch (answer.kind) {
    case 'json':
      return send(res, 200, completion(JSON.stringify(answer.content), answer.usage, model));
    case 'text':
      return send(res, 200, completion(answer.content, answer.usage, model));
    case 'error':
      return send(res, answer.status, {
        error: { message: answer.message ?? `stand-in error ${answer.status}`, type: 'server_error', code: null, param: null },
      });
    case 'raw':
      return send(res, answer.status, answer.body);
    case 'image': {
      const bytes = answer.bytes ?? TINY_PNG;
      if (path.endsWith('/images/generations')) {
        return send(res, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: bytes.toString('base64') }], usage: answer.usage });
      }
      const url = `data:${answer.mime ?? 'image/png'};base64,${bytes.toString('base64')}`;
      return send(res, 200, completion('Here is your picture.', answer.usage, model, { images: [{ type: 'image_url', image_url: { url } }] }));
    }
    case 'hang':
      return;
  }
}

export async function startOpenAiStandIn(handler: StandInHandler | StandInAnswer = DEFAULT_HANDLER): Promise<OpenAiStandIn> {
  const toHandler = (h: StandInHandler | StandInAnswer): StandInHandler => (typeof h === 'function' ? h : () => h);
  let current = toHandler(handler);
  const requests: StandInRequest[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (req.method !== 'POST' || !['/v1/chat/completions', '/v1/images/generations'].includes(path)) {
        return send(res, 404, { error: { message: `no route ${req.method} ${path}`, type: 'invalid_request_error' } });
      }
      let body: StandInBody;
      try {
        body = await readBody(req);
      } catch {
        return send(res, 400, { error: { message: 'body is not JSON', type: 'invalid_request_error' } });
      }
      const request: StandInRequest = { path, body, authorization: req.headers.authorization };
      requests.push(request);
      const answer = await current(request);
      if ('delayMs' in answer && answer.delayMs) await sleep(answer.delayMs);
      reply(res, path, body, answer);
    })().catch((error: unknown) => send(res, 500, { error: { message: String(error), type: 'stand_in_failure' } }));
  });
  // A client that gave up (timeout) closes its socket; nothing to do but not crash.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/v1`;

  return {
    baseUrl,
    requests,
    answer(next) {
      current = toHandler(next);
    },
    reset() {
      requests.length = 0;
      current = toHandler(DEFAULT_HANDLER);
    },
    config(overrides = {}) {
      return { baseUrl, apiKey: 'sk-stand-in', textModel: 'stand-in/text', imageModel: 'stand-in/image', ...overrides };
    },
    async close() {
      // Hanging answers keep their sockets open; end them so close() returns.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
