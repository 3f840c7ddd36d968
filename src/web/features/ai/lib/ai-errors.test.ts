import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { aiFieldKey, describeAiError } from './ai-errors';

const apiError = (status: number, errorCode: string, body: Record<string, unknown>) => new ApiError(status, errorCode, String(body.message ?? ''), body);

describe('describeAiError', () => {
  it('a short balance keeps the server message and asks to buy credits', () => {
    const problem = describeAiError(apiError(402, 'INSUFFICIENT_CREDITS', { message: 'You need 10 credits; you have 0.', errorCode: 'INSUFFICIENT_CREDITS' }));
    expect(problem).toMatchObject({ kind: 'credits', message: 'You need 10 credits; you have 0.', nothingCharged: true });
  });

  it('AI failures and time-outs say nothing was charged', () => {
    expect(describeAiError(apiError(502, 'AI_ERROR', { message: 'The AI answer could not be used.' }))).toMatchObject({ kind: 'ai-failed', nothingCharged: true });
    expect(describeAiError(apiError(504, 'AI_TIMEOUT', {}))).toMatchObject({ kind: 'ai-failed', message: 'The AI could not finish this time. Please try again.' });
    expect(describeAiError(apiError(503, 'AI_NOT_CONFIGURED', {}))).toMatchObject({ kind: 'not-configured', nothingCharged: true });
    expect(describeAiError(apiError(429, 'RATE_LIMITED', { message: 'Slow down' }))).toMatchObject({ kind: 'rate-limited', message: 'Slow down' });
  });

  it('400 details go to the screen fields', () => {
    const problem = describeAiError(
      apiError(400, 'VALIDATION_ERROR', {
        message: 'Invalid body',
        details: [
          { field: 'source.url', message: 'url must be a web address' },
          { field: 'ingredients.2', message: 'Ingredients cannot be empty' },
        ],
      }),
    );
    expect(problem.kind).toBe('invalid');
    expect(problem.fields).toEqual({ 'source.url': 'url must be a web address', ingredients: 'Ingredients cannot be empty' });
  });

  it('a failure without an answer may or may not have been charged', () => {
    expect(describeAiError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network', nothingCharged: false });
  });
});

describe('aiFieldKey', () => {
  it('keeps the source fields apart and folds list items into their list', () => {
    expect(aiFieldKey('source.text')).toBe('source.text');
    expect(aiFieldKey('source.recipeId')).toBe('source.recipeId');
    expect(aiFieldKey('diet.0')).toBe('diet');
    expect(aiFieldKey('instructions')).toBe('instructions');
  });
});
