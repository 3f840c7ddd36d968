import { describe, expect, it } from 'vitest';
import { addDays, longDayLabel, shortDayLabel, today, weekDays, weekLabel, weekStart, weekdayName } from './week';

describe('plan weeks', () => {
  it('start on the Monday on or before a day', () => {
    expect(weekStart('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(weekStart('2026-12-06')).toBe('2026-11-30'); // the Sunday after
    expect(weekStart('2026-12-03')).toBe('2026-11-30');
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across a year
  });
  it('count whole days across a daylight-saving change and a leap day', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
  });
  it('are seven days from the start', () => {
    expect(weekDays('2026-11-30')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });
  it("take today from the member's own calendar", () => {
    expect(today(new Date(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    expect(today(new Date(2026, 10, 28, 0, 1))).toBe('2026-11-28');
  });
  it('are labelled for people', () => {
    expect(weekdayName('2026-11-30')).toBe('Monday');
    expect(shortDayLabel('2026-11-30')).toBe('Mon, Nov 30');
    expect(longDayLabel('2026-11-30')).toBe('Monday, Nov 30');
    expect(weekLabel('2026-11-30')).toBe('Nov 30 – Dec 6, 2026');
    expect(weekLabel('2026-12-28')).toBe('Dec 28 – Jan 3, 2027');
  });
});
