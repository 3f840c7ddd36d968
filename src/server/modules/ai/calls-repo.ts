import type { Db } from '../../../db/client';
import { aiCalls } from '../../../db/schema';

export type AiCallOutcome = 'success' | 'error' | 'timeout' | 'invalid_output';

export interface AiCallRecord {
  feature: string;
  model: string;
  userId: string | null;
  outcome: AiCallOutcome;
  durationMs: number;
  promptTokens: number | null;
  completionTokens: number | null;
  /** Credits actually taken: 0 unless the call succeeded and its hold was settled. */
  credits: number;
  holdId: number | null;
  /** Short and free of credentials or user text. */
  error: string | null;
}

const ERROR_LENGTH = 300;

/** One ai_calls row per provider call (the admin's API usage and AI timing screens read them). */
export function createAiCallsRepo(db: Db) {
  return {
    async record(call: AiCallRecord): Promise<void> {
      await db.insert(aiCalls).values({
        ...call,
        durationMs: Math.max(0, Math.round(call.durationMs)),
        error: call.error === null ? null : call.error.slice(0, ERROR_LENGTH),
      });
    },
  };
}

export type AiCallsRepo = ReturnType<typeof createAiCallsRepo>;
