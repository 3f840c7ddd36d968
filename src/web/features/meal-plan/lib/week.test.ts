import { describe, expect, it } from 'vitest';
import { addDays, longDayLabel, shortDayLabel, today, weekDays, weekLabel, weekStart, weekdayName } from './week';

describe('plan weeks', () => {
  it('start on the Monday on or before a day', () => {
    expect(weekStart('2026-11-30', 'monday')).toBe('2026-11-30'); // a Monday
    expect(weekStart('2026-12-06', 'monday')).toBe('2026-11-30'); // the Sunday after
    expect(weekStart('2026-12-03', 'monday')).toBe('2026-11-30');
    expect(weekStart('2027-01-01', 'monday')).toBe('2026-12-28'); // across a year
  });
  it('start on the Sunday on or before a day for a member who chose Sunday', () => {
    expect(weekStart('2026-11-29', 'sunday')).toBe('2026-11-29'); // a Sunday
    expect(weekStart('2026-11-30', 'sunday')).toBe('2026-11-29'); // the Monday after
    expect(weekStart('2026-12-05', 'sunday')).toBe('2026-11-29'); // the Saturday that ends it
    expect(weekStart('2027-01-01', 'sunday')).toBe('2026-12-27'); // across a year
  });
  it('start on the Saturday on or before a day for a member who chose Saturday', () => {
    expect(weekStart('2026-11-28', 'saturday')).toBe('2026-11-28'); // a Saturday
    expect(weekStart('2026-11-29', 'saturday')).toBe('2026-11-28'); // the Sunday after
    expect(weekStart('2026-12-04', 'saturday')).toBe('2026-11-28'); // the Friday that ends it
    expect(weekStart('2028-03-01', 'saturday')).toBe('2028-02-26'); // across a leap day
  });
  it('always hold the day they were asked from', () => {
    for (const first of ['monday', 'sunday', 'saturday'] as const) {
      for (let i = 0; i < 14; i++) {
        const day = addDays('2026-11-23', i);
        expect(weekDays(weekStart(day, first))).toContain(day);
      }
    }
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
