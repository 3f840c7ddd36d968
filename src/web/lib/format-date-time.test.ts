import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('gives the date and the time of day', () => {
    expect(formatDateTime('2026-11-21T15:04:00Z')).toMatch(/^Nov 2[01], 2026, \d{1,2}:04\s?[AP]M$/);
  });

  it('is empty for what cannot be read as a date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
