import type { z } from 'zod';
import { isApiError } from '../../../lib/api';
import { bodyMessage, serverFieldErrors, type FieldErrors } from '../../../lib/field-errors';

export type AiErrorKind = 'credits' | 'not-configured' | 'ai-failed' | 'rate-limited' | 'invalid' | 'not-found' | 'network' | 'other';

export interface AiProblem {
  kind: AiErrorKind;
  message: string;
  /** True when the server's rules say no credits were taken (a hold is released on every failure). */
  nothingCharged: boolean;
  /** 400 answers: one message per form field, keyed by the screen's field names. */
  fields: FieldErrors;
}

/**
 * The screen's field a server path belongs to: 'source.text' and 'source.url' are fields of their
 * own, any other path belongs to its first part ('ingredients.2' → 'ingredients').
 */
export function aiFieldKey(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'source' && parts.length > 1) return `source.${parts[1]}`;
  return parts[0] ?? path;
}

/**
 * Puts a failed contract check's issues on the form's fields as the screen names them
 * (aiFieldKey), the first message per field, so a form schema built on the contract says what it says.
 */
export function addContractIssues(ctx: z.RefinementCtx, issues: readonly { path: PropertyKey[]; message: string }[]): void {
  const named = new Set<string>();
  for (const issue of issues) {
    const field = aiFieldKey(issue.path.map(String).join('.'));
    if (named.has(field)) continue;
    named.add(field);
    ctx.addIssue({ code: 'custom', path: field.split('.'), message: issue.message });
  }
}

/** What went wrong with an AI call, in the words the screen shows. */
export function describeAiError(error: unknown): AiProblem {
  if (!isApiError(error)) {
    return {
      kind: 'network',
      message: 'We could not reach the server. Check your connection and try again.',
      nothingCharged: false,
      fields: {},
    };
  }
  const server = bodyMessage(error);
  const none: FieldErrors = {};
  if (error.status === 402 || error.errorCode === 'INSUFFICIENT_CREDITS') {
    return { kind: 'credits', message: server ?? 'You do not have enough credits for this.', nothingCharged: true, fields: none };
  }
  if (error.status === 503 || error.errorCode === 'AI_NOT_CONFIGURED') {
    return { kind: 'not-configured', message: server ?? 'AI tools are not configured on this site yet.', nothingCharged: true, fields: none };
  }
  if (error.status === 429) {
    return { kind: 'rate-limited', message: server ?? 'Too many requests. Wait a moment and try again.', nothingCharged: true, fields: none };
  }
  if (error.status === 502 || error.status === 504) {
    return { kind: 'ai-failed', message: server ?? 'The AI could not finish this time. Please try again.', nothingCharged: true, fields: none };
  }
  if (error.status === 400) {
    const fields: FieldErrors = {};
    for (const [path, message] of Object.entries(serverFieldErrors(error))) fields[aiFieldKey(path)] ??= message;
    const message = Object.keys(fields).length > 0 ? 'Please check the highlighted fields.' : (server ?? 'Please check what you entered.');
    return { kind: 'invalid', message, nothingCharged: true, fields };
  }
  if (error.status === 404) {
    return { kind: 'not-found', message: server ?? 'That recipe could not be found.', nothingCharged: true, fields: none };
  }
  return { kind: 'other', message: server ?? `Something went wrong (error ${error.status}).`, nothingCharged: error.status >= 500, fields: none };
}
