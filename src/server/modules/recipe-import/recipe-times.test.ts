import { describe, expect, it } from 'vitest';
import { readMinutes } from './recipe-times';

describe('readMinutes', () => {
  it.each([
    ['PT1H20M', 80],
    ['P0Y0M0DT0H35M0S', 35],
    ['P0DT1H20M', 80],
    ['PT90S', 2],
    ['1 hour 20 mins', 80],
    ['1 hr. 20 min.', 80],
    ['1 hour and 20 minutes', 80],
    ['1h20', 80],
    ['1 1/2 hours', 90],
    ['1½ hours', 90],
    ['½ hour', 30],
    ['about 45 minutes', 45],
    ['1 Std. 20 Min.', 80],
    ['20 Minuten', 20],
    ['environ 1 heure', 60],
    ['45', 45],
  ])('%s is %i minutes', (text, minutes) => {
    expect(readMinutes(text)).toBe(minutes);
  });

  it.each(['', 'overnight', 'a while', '1-2 hours', 'P1M'])('%j is no time', (text) => {
    expect(readMinutes(text)).toBeNull();
  });
});
