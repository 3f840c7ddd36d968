import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { focusFirstInOrder, setServerErrors } from './zod-form';

const answer = (details: unknown) => new ApiError(400, 'VALIDATION_ERROR', 'Invalid', { message: 'Invalid', errorCode: 'VALIDATION_ERROR', details });

describe('setServerErrors', () => {
  it('puts each named field message under its field, the first message per field', () => {
    const setError = vi.fn();
    const details = [
      { field: 'email', message: 'bad email' },
      { field: 'email', message: 'second' },
      { field: 'age', message: 'too young' },
    ];
    expect(setServerErrors(answer(details), setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'bad email' }, { shouldFocus: false }],
      ['age', { type: 'server', message: 'too young' }, { shouldFocus: false }],
    ]);
  });

  it('maps server fields onto form fields, rewords them and focuses the first when asked', () => {
    const setError = vi.fn();
    const details = [
      { field: 'tags.3', message: 'too long' },
      { field: 'tags.4', message: 'too long too' },
      { field: 'unknown', message: 'dropped' },
    ];
    const found = setServerErrors<{ tags: string }>(answer(details), setError, {
      field: (name) => (name.startsWith('tags') ? 'tags' : undefined),
      message: (field, message) => `${field}: ${message}`,
      focus: true,
    });
    expect(found).toBe(true);
    expect(setError.mock.calls).toEqual([['tags', { type: 'server', message: 'tags: too long' }, { shouldFocus: true }]]);
  });

  it('sets nothing for an answer that is not a 400 with details', () => {
    const setError = vi.fn();
    expect(setServerErrors(new ApiError(500, 'INTERNAL_ERROR', 'boom'), setError)).toBe(false);
    expect(setServerErrors(new Error('offline'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('focusFirstInOrder', () => {
  it('focuses the first field of the given order that has a message, whatever order the messages came in', () => {
    const setFocus = vi.fn();
    const onInvalid = focusFirstInOrder<{ a: string; b: string; c: string }>(setFocus, ['a', 'b', 'c']);
    onInvalid({ c: { type: 'too_small', message: 'c' }, b: { type: 'too_small', message: 'b' } });
    expect(setFocus.mock.calls).toEqual([['b']]);
  });

  it('focuses nothing when no field of the order has a message', () => {
    const setFocus = vi.fn();
    focusFirstInOrder<{ a: string; b: string }>(setFocus, ['a'])({ b: { type: 'server', message: 'x' } });
    expect(setFocus).not.toHaveBeenCalled();
  });
});
