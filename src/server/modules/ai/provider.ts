import type OpenAI from 'openai';
import type { ProviderConfig } from './types';

/** The SDK, loaded with the first call rather than at start (ADR 0016). */
const loadSdk = async () => (await import('openai')).default;

/**
 * The HTTP calls to the AI provider, through the `openai` SDK (ARCHITECTURE: one client for every
 * OpenAI-compatible provider). No retries: a retry would double the member's wait and the
 * provider's bill, and the runner releases the credits so the member can simply try again.
 */

export type FailureKind = 'error' | 'timeout' | 'invalid_output';

/** A failed provider call, classified for the runner; `message` is short and for the log and ai_calls only. */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** The provider's HTTP status, when it answered with an error. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

export interface Tokens {
  promptTokens: number | null;
  completionTokens: number | null;
}

export interface ChatCall {
  system: string;
  user: string;
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  /** Strict structured output only when the schema fits OpenAI's strict subset. */
  strict: boolean;
}

/** How pictures are asked for: OpenAI's images endpoint, or chat with the image modality (OpenRouter). */
export type ImageApi = 'images' | 'chat';

/** OpenRouter makes pictures through chat completions; others (OpenAI, most self-hosted) through /images/generations. */
export function imageApiFor(baseUrl: string): ImageApi {
  try {
    return new URL(baseUrl).hostname.endsWith('openrouter.ai') ? 'chat' : 'images';
  } catch {
    return 'images';
  }
}

const IMAGE_SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** Whether the bytes start like a PNG, JPEG or WebP picture (the only ones the runner hands on). */
export function isPicture(bytes: Buffer): boolean {
  return IMAGE_SIGNATURES.some((s) => s.test(bytes));
}

function tokensOf(usage: { prompt_tokens?: number; completion_tokens?: number } | null | undefined): Tokens {
  return { promptTokens: usage?.prompt_tokens ?? null, completionTokens: usage?.completion_tokens ?? null };
}

/** Maps whatever the SDK threw to a short, credential-free classification. */
export async function classify(error: unknown, signal: AbortSignal): Promise<ProviderFailure> {
  if (error instanceof ProviderFailure) return error;
  const Sdk = await loadSdk();
  if (signal.aborted || error instanceof Sdk.APIConnectionTimeoutError || error instanceof Sdk.APIUserAbortError) {
    return new ProviderFailure('timeout', 'no answer within the time limit');
  }
  if (error instanceof Sdk.APIError && typeof error.status === 'number') {
    // The provider's own message can echo parts of the request; keep only its first line, shortened.
    const said = error.message.split('\n')[0]!.slice(0, 200);
    return new ProviderFailure('error', `provider answered ${error.status}: ${said}`, error.status);
  }
  if (error instanceof Sdk.APIConnectionError) return new ProviderFailure('error', 'could not reach the provider');
  return new ProviderFailure('error', error instanceof Error ? error.message.slice(0, 200) : 'unknown provider failure');
}

function decodeDataUrl(url: string): Buffer | null {
  const match = /^data:[^;,]*(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  return match[1] ? Buffer.from(match[2]!, 'base64') : Buffer.from(decodeURIComponent(match[2]!), 'latin1');
}

interface ChatImage {
  image_url?: { url?: string };
}

export interface Provider {
  /** The assistant's message text and the tokens used. */
  chat(call: ChatCall, signal: AbortSignal): Promise<{ content: string } & Tokens>;
  /** The picture's bytes (PNG, JPEG or WebP) and the tokens used when the provider counts them. */
  image(prompt: string, signal: AbortSignal): Promise<{ bytes: Buffer } & Tokens>;
}

/** `fetch` is the outbound one (net/outbound.ts): the base URL is judged by the address policy at every connection. */
export function createProvider(config: ProviderConfig, timeoutMs: number, fetch: typeof globalThis.fetch): Provider {
  let opened: Promise<OpenAI> | undefined;
  const open = () =>
    (opened ??= loadSdk().then((Sdk) => new Sdk({ baseURL: config.baseUrl, apiKey: config.apiKey, timeout: timeoutMs, maxRetries: 0, fetch })));

  async function imageByChat(prompt: string, signal: AbortSignal) {
    // OpenRouter's image output: chat completions with modalities ['image', 'text'], the picture as a data URL.
    const body = {
      model: config.imageModel,
      messages: [{ role: 'user' as const, content: prompt }],
      modalities: ['image', 'text'],
    } as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming;
    const answer = await (await open()).chat.completions.create(body, { signal });
    const message = answer.choices[0]?.message as (OpenAI.Chat.ChatCompletionMessage & { images?: ChatImage[] }) | undefined;
    const url = message?.images?.find((i) => i.image_url?.url)?.image_url?.url;
    const bytes = url ? decodeDataUrl(url) : null;
    if (!bytes) throw new ProviderFailure('invalid_output', 'the answer carried no picture');
    return { bytes, ...tokensOf(answer.usage) };
  }

  async function imageByEndpoint(prompt: string, signal: AbortSignal) {
    // dall-e models answer with a URL unless asked for base64; gpt-image models always send base64 and refuse the option.
    const wantsFormat = config.imageModel.startsWith('dall-e');
    const answer = await (await open()).images.generate(
      { model: config.imageModel, prompt, n: 1, ...(wantsFormat ? { response_format: 'b64_json' as const } : {}) },
      { signal },
    );
    const item = answer.data?.[0];
    const bytes = item?.b64_json ? Buffer.from(item.b64_json, 'base64') : item?.url?.startsWith('data:') ? decodeDataUrl(item.url) : null;
    if (!bytes) throw new ProviderFailure('invalid_output', 'the answer carried no picture');
    const usage = answer.usage as { input_tokens?: number; output_tokens?: number } | undefined;
    return { bytes, promptTokens: usage?.input_tokens ?? null, completionTokens: usage?.output_tokens ?? null };
  }

  return {
    async chat(call, signal) {
      const answer = await (await open()).chat.completions.create(
        {
          model: config.textModel,
          messages: [
            { role: 'system', content: call.system },
            { role: 'user', content: call.user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: call.schemaName, schema: call.jsonSchema, strict: call.strict },
          },
        },
        { signal },
      );
      const message = answer.choices[0]?.message;
      if (message?.refusal) throw new ProviderFailure('invalid_output', 'the model refused');
      if (typeof message?.content !== 'string' || message.content.trim() === '') {
        throw new ProviderFailure('invalid_output', 'the answer had no content');
      }
      return { content: message.content, ...tokensOf(answer.usage) };
    },

    async image(prompt, signal) {
      let result: { bytes: Buffer } & Tokens;
      if (imageApiFor(config.baseUrl) === 'chat') {
        result = await imageByChat(prompt, signal);
      } else {
        try {
          result = await imageByEndpoint(prompt, signal);
        } catch (error) {
          // A provider without the images endpoint may still make pictures through chat.
          const Sdk = await loadSdk();
          if (!(error instanceof Sdk.NotFoundError) && !(error instanceof Sdk.APIError && error.status === 405)) throw error;
          result = await imageByChat(prompt, signal);
        }
      }
      if (!isPicture(result.bytes)) throw new ProviderFailure('invalid_output', 'the picture is not PNG, JPEG or WebP');
      return result;
    },
  };
}
