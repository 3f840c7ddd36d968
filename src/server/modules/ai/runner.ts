import { eq } from 'drizzle-orm';
import type { CreditFeature } from '../../../contracts/credits';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { AppError } from '../../errors';
import type { CreditService } from '../credits/service';
import { createAiCallsRepo, type AiCallRecord, type AiCallOutcome } from './calls-repo';
import { fitsStrictMode, parseAnswer, providerSchema } from './output';
import { prompt } from './prompt';
import { classify, createProvider, ProviderFailure, type Provider, type Tokens } from './provider';
import type { Accept, AiImageRequest, AiJsonRequest, AiResult, AiRunner, Keep, ProviderConfig } from './types';

export interface AiRunnerLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface AiRunnerOptions {
  db: Db;
  credits: Pick<CreditService, 'hold' | 'settle' | 'release'>;
  /** The provider in force now (environment, else admin settings); null when none is configured. */
  settings: () => Promise<ProviderConfig | null>;
  /** How long one provider call may take (config.aiTimeoutMs). */
  timeoutMs: number;
  log: AiRunnerLog;
  /** The fetch provider calls go through: Outbound.fetch, so the address policy judges the provider's address. */
  fetch: typeof globalThis.fetch;
  /** Told of every call as it is recorded (the instance's metrics). */
  observe?: (call: AiCallRecord) => void;
}

const NOT_CONFIGURED = 'AI features are not available: no AI provider is configured. An administrator can set one up in the admin AI settings.';
const NO_PICTURES = 'AI pictures are not available: no image model is configured. An administrator can set one in the admin AI settings.';

/** What the member is told; never the provider's own words (they may carry internals). */
function failureError(kind: ProviderFailure['kind'], status: number | undefined, held: boolean): AppError {
  const nothingTaken = held ? 'Your credits were not charged.' : 'Nothing was charged.';
  if (kind === 'timeout') {
    return new AppError('AI_TIMEOUT', 504, `The AI service took too long to answer. ${nothingTaken} Please try again.`);
  }
  if (kind === 'invalid_output') {
    return new AppError('AI_INVALID_OUTPUT', 502, `The AI service gave an answer that could not be used. ${nothingTaken} Please try again.`);
  }
  const busy = status === 429 ? 'The AI service is busy right now.' : 'The AI service failed to answer.';
  return new AppError('AI_PROVIDER_ERROR', 502, `${busy} ${nothingTaken} Please try again in a moment.`);
}

interface Run<T, R> {
  feature: string;
  charge: CreditFeature | null;
  userId: string | null;
  model: string;
  /** The provider call; its result is turned into data by `decode` (which throws ProviderFailure 'invalid_output'). */
  call: (provider: Provider, signal: AbortSignal) => Promise<{ raw: unknown } & Tokens>;
  decode: (raw: unknown) => T;
  accept: Accept<T, R>;
  keep: Keep<R> | undefined;
}

/**
 * The AiRunner of types.ts: hold, call outside any transaction with a time limit, check the
 * answer, let the caller accept it, then settle and keep the result in one transaction; any
 * failure releases the hold. Every call is recorded in ai_calls, and a failed recording only logs
 * (the member's request is not failed by it).
 */
export function createAiRunner(options: AiRunnerOptions): AiRunner {
  const { db, credits, settings, timeoutMs, log } = options;
  const calls = createAiCallsRepo(db);

  async function record(entry: Parameters<typeof calls.record>[0]): Promise<void> {
    options.observe?.(entry);
    try {
      await calls.record(entry);
    } catch (err) {
      log.warn({ err, feature: entry.feature, outcome: entry.outcome }, 'recording an AI call failed');
    }
  }

  async function release(holdId: number, feature: string): Promise<void> {
    try {
      await credits.release(holdId);
    } catch (err) {
      // The stale-hold sweep (stale-holds.ts) releases it later; the member's answer is the call's error.
      log.error({ err, holdId, feature }, 'releasing AI credits failed');
    }
  }

  /** A result nobody is charged for (a free call, or a paid one whose settling failed) is still kept when it can be. */
  async function keepUnpaid<R>(keep: Keep<R>, result: R, feature: string): Promise<void> {
    try {
      await db.transaction((tx) => keep(tx, result));
    } catch (err) {
      log.error({ err, feature }, 'keeping an AI result failed');
    }
  }

  async function balanceOf(userId: string | null): Promise<number | null> {
    if (userId === null) return null;
    const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row?.credits ?? null;
  }

  async function run<T, R>(config: ProviderConfig, job: Run<T, R>): Promise<AiResult<R>> {
    if (job.charge !== null && job.userId === null) throw new Error('a charged AI call needs the member who pays');
    const hold = job.charge !== null ? await credits.hold(job.userId!, job.charge) : null;
    const base = { feature: job.feature, model: job.model, userId: job.userId, holdId: hold?.holdId ?? null };

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const started = performance.now();
    let tokens: Tokens = { promptTokens: null, completionTokens: null };
    let data: T;
    try {
      const answer = await job.call(createProvider(config, timeoutMs, options.fetch), controller.signal);
      tokens = { promptTokens: answer.promptTokens, completionTokens: answer.completionTokens };
      data = job.decode(answer.raw);
    } catch (error) {
      const failure = await classify(error, controller.signal);
      const durationMs = performance.now() - started;
      log.warn({ feature: job.feature, model: job.model, outcome: failure.kind, problem: failure.message }, 'AI call failed');
      if (hold) await release(hold.holdId, job.feature);
      await record({ ...base, ...tokens, outcome: failure.kind, durationMs, credits: 0, error: failure.message });
      throw failureError(failure.kind, failure.status, hold !== null);
    } finally {
      clearTimeout(timer);
    }
    const durationMs = performance.now() - started;

    let result: R;
    try {
      result = await job.accept(data);
    } catch (error) {
      if (hold) await release(hold.holdId, job.feature);
      const outcome: AiCallOutcome = 'error';
      const why = error instanceof Error ? error.message : String(error);
      await record({ ...base, ...tokens, outcome, durationMs, credits: 0, error: `answer not used: ${why}` });
      throw error;
    }

    let charged = 0;
    let balance: number | null;
    const { keep } = job;
    if (hold) {
      try {
        const settled = await credits.settle(hold.holdId, keep && ((tx) => keep(tx, result)));
        charged = hold.cost;
        balance = settled.balanceAfter;
      } catch (err) {
        // The hold was closed meanwhile (a stale-hold sweep), or keeping the result failed and took the
        // charge back with it: the member keeps the answer unpaid, and their hold goes back.
        log.error({ err, holdId: hold.holdId, feature: job.feature }, 'settling AI credits failed');
        await release(hold.holdId, job.feature);
        if (keep) await keepUnpaid(keep, result, job.feature);
        balance = await balanceOf(job.userId);
      }
    } else {
      if (keep) await keepUnpaid(keep, result, job.feature);
      balance = await balanceOf(job.userId);
    }
    await record({ ...base, ...tokens, outcome: 'success', durationMs, credits: charged, error: null });
    return { data: result, credits: charged, balance };
  }

  async function configured(): Promise<ProviderConfig> {
    const config = await settings();
    if (!config) throw new AppError('AI_NOT_CONFIGURED', 503, NOT_CONFIGURED);
    return config;
  }

  const identity = async <T, R>(data: T) => data as unknown as R;

  return {
    async status() {
      const config = await settings();
      return { configured: config !== null, images: Boolean(config?.imageModel) };
    },

    async json<T, R = T>(request: AiJsonRequest<T>, accept?: Accept<T, R>, keep?: Keep<R>): Promise<AiResult<R>> {
      const config = await configured();
      const jsonSchema = providerSchema(request.schema);
      const shaped = prompt(request.system, request.input);
      return run<T, R>(config, {
        feature: request.feature,
        charge: request.charge,
        userId: request.userId,
        model: config.textModel,
        call: async (provider, signal) => {
          const answer = await provider.chat(
            { ...shaped, schemaName: request.schemaName, jsonSchema, strict: fitsStrictMode(jsonSchema) },
            signal,
          );
          return { raw: answer.content, promptTokens: answer.promptTokens, completionTokens: answer.completionTokens };
        },
        decode: (raw) => {
          const parsed = parseAnswer(raw as string, request.schema);
          if (!parsed.ok) throw new ProviderFailure('invalid_output', parsed.problem);
          return parsed.data;
        },
        accept: accept ?? identity,
        keep,
      });
    },

    async image<R>(request: AiImageRequest, accept: Accept<Buffer, R>): Promise<AiResult<R>> {
      const config = await configured();
      if (!config.imageModel) throw new AppError('AI_NOT_CONFIGURED', 503, NO_PICTURES);
      return run<Buffer, R>(config, {
        feature: request.feature,
        charge: request.charge,
        userId: request.userId,
        model: config.imageModel,
        call: async (provider, signal) => {
          const answer = await provider.image(request.prompt, signal);
          return { raw: answer.bytes, promptTokens: answer.promptTokens, completionTokens: answer.completionTokens };
        },
        decode: (raw) => raw as Buffer,
        accept,
        keep: undefined,
      });
    },
  };
}
