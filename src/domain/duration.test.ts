import { describe, expect, it } from 'vitest';
import { formatDuration, parseIsoDuration, resolveTimes, timeToMinutes, toIsoDuration } from './duration';

describe('toIsoDuration', () => {
  it.each([
    [45, 'PT45M'],
    [90, 'PT1H30M'],
    [120, 'PT2H'],
    [0, 'PT0M'],
    [1, 'PT1M'],
    [59, 'PT59M'],
    [60, 'PT1H'],
    [61, 'PT1H1M'],
    [1500, 'PT25H'],
    [44.6, 'PT45M'],
  ])('%d -> %s', (minutes, iso) => {
    expect(toIsoDuration(minutes)).toBe(iso);
  });

  it('treats negative or non-finite minutes as 0', () => {
    expect(toIsoDuration(-5)).toBe('PT0M');
    expect(toIsoDuration(Number.NaN)).toBe('PT0M');
  });
});

describe('parseIsoDuration', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT45M', 45],
    ['PT2H', 120],
    ['PT0M', 0],
    ['pt15m', 15],
    [' PT15M ', 15],
    ['P1D', 1440],
    ['P1DT2H', 1560],
    ['PT90S', 2],
    ['PT1H0M30S', 61],
    ['PT1.5H', 90],
    ['PT0,5H', 30],
  ])('%s -> %d', (text, minutes) => {
    expect(parseIsoDuration(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', 'P1DT', '45', 'PT-5M', 'PT5', 'P1W', 'P1Y', 'P1M', 'T5M', 'PT5M junk', '1 hour', 'PT1M1H'])(
    '%j is invalid',
    (text) => {
      expect(parseIsoDuration(text)).toBeNull();
    },
  );

  it('round-trips toIsoDuration', () => {
    for (const minutes of [0, 5, 45, 60, 90, 125, 600]) expect(parseIsoDuration(toIsoDuration(minutes))).toBe(minutes);
  });
});

describe('formatDuration', () => {
  it.each([
    [45, '45 min'],
    [90, '1 hr 30 min'],
    [120, '2 hr'],
    [0, '0 min'],
    [60, '1 hr'],
    [61, '1 hr 1 min'],
    [185, '3 hr 5 min'],
    [29.6, '30 min'],
    [-10, '0 min'],
  ])('%d -> %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('timeToMinutes', () => {
  it('reads the contract shape', () => {
    expect(timeToMinutes({ value: 15, unit: 'minutes' })).toBe(15);
    expect(timeToMinutes({ value: 0, unit: 'minutes' })).toBe(0);
  });

  it('reads {value, unit} with other units or none', () => {
    expect(timeToMinutes({ value: 2, unit: 'hours' })).toBe(120);
    expect(timeToMinutes({ value: 1.5, unit: 'hr' })).toBe(90);
    expect(timeToMinutes({ value: 30 })).toBe(30);
    expect(timeToMinutes({ value: 30, unit: null })).toBe(30);
    expect(timeToMinutes({ value: 30, unit: 'fortnights' })).toBeNull();
  });

  it('reads numbers as minutes', () => {
    expect(timeToMinutes(35)).toBe(35);
    expect(timeToMinutes(12.4)).toBe(12);
  });

  it.each([
    ['15 minutes', 15],
    ['15 min', 15],
    ['15 mins.', 15],
    ['1 minute', 1],
    ['PT15M', 15],
    ['PT1H30M', 90],
    ['45', 45],
    ['1 hour 30 minutes', 90],
    ['1 hr 30 min', 90],
    ['1 hour and 30 minutes', 90],
    ['1h30m', 90],
    ['2 Hours', 120],
    ['1.5 hours', 90],
    ['90 seconds', 2],
  ])('reads the text %j as %d', (text, minutes) => {
    expect(timeToMinutes(text)).toBe(minutes);
  });

  it.each(['', '   ', 'a while', 'overnight', '15 fortnights', 'about 15 minutes', '15 minutes or so', '-5 minutes'])(
    'rejects %j',
    (text) => {
      expect(timeToMinutes(text)).toBeNull();
    },
  );

  it('rejects missing, negative and non-finite values', () => {
    expect(timeToMinutes(null)).toBeNull();
    expect(timeToMinutes(undefined)).toBeNull();
    expect(timeToMinutes(-1)).toBeNull();
    expect(timeToMinutes(Number.NaN)).toBeNull();
    expect(timeToMinutes({ value: -5, unit: 'minutes' })).toBeNull();
  });
});

describe('resolveTimes', () => {
  const minutes = (value: number) => ({ value, unit: 'minutes' as const });

  it('uses the stored contract values', () => {
    expect(resolveTimes({ prepTime: minutes(10), cookTime: minutes(35), totalTime: minutes(50) })).toEqual({ prep: 10, cook: 35, total: 50 });
  });

  it('leaves missing times missing instead of inventing 20 / 25 / 45 minutes (issue 15)', () => {
    expect(resolveTimes({ prepTime: null, cookTime: null, totalTime: null })).toEqual({ prep: null, cook: null, total: null });
    expect(resolveTimes({})).toEqual({ prep: null, cook: null, total: null });
    expect(resolveTimes({ prepTime: minutes(5), cookTime: null, totalTime: minutes(30) })).toEqual({ prep: 5, cook: null, total: 30 });
  });

  it('does not make up a total from prep and cook (it would leave out resting and chilling)', () => {
    expect(resolveTimes({ prepTime: minutes(10), cookTime: minutes(15), totalTime: null }).total).toBeNull();
  });

  it('accepts text and numbers, and treats unreadable text as missing', () => {
    expect(resolveTimes({ prepTime: '15 minutes', cookTime: 'PT1H', totalTime: 75 })).toEqual({ prep: 15, cook: 60, total: 75 });
    expect(resolveTimes({ prepTime: 'a while', cookTime: 'PT30M' })).toEqual({ prep: null, cook: 30, total: null });
  });

  it('keeps a real zero', () => {
    expect(resolveTimes({ prepTime: minutes(10), cookTime: minutes(0), totalTime: null })).toEqual({ prep: 10, cook: 0, total: null });
  });
});
