import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { failureText, gatheredText } from './messages';

describe('gatheredText', () => {
  it('counts what was gathered and what was left off', () => {
    expect(gatheredText({ gathered: 12, skipped: 0 })).toEqual({ title: 'Added to your shopping list', description: '12 ingredients from your planned recipes.' });
    expect(gatheredText({ gathered: 1, skipped: 2 })).toEqual({
      title: 'Added to your shopping list',
      description: '1 ingredient from your planned recipes. 2 were left off: you always have them.',
    });
    expect(gatheredText({ gathered: 3, skipped: 1 }).description).toBe('3 ingredients from your planned recipes. 1 was left off: you always have them.');
  });

  it('says when there was nothing to add', () => {
    expect(gatheredText({ gathered: 0, skipped: 0 }).title).toBe('Nothing to add');
    expect(gatheredText({ gathered: 0, skipped: 1 })).toEqual({ title: 'Nothing to add', description: '1 ingredient was left off: you always have them.' });
  });
});

describe('failureText', () => {
  it('gives the server’s message, or names the missing network', () => {
    expect(failureText(new ApiError(400, 'VALIDATION_ERROR', 'x', { message: 'name must not be empty', errorCode: 'VALIDATION_ERROR' }))).toBe('name must not be empty');
    expect(failureText(new ApiError(500, 'UNKNOWN_ERROR', 'x'))).toBe('Please try again.');
    expect(failureText(new TypeError('Failed to fetch'))).toBe('You appear to be offline. Try again once you are connected.');
  });
});
