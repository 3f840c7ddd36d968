import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar } from './icalendar';

describe('icalendar', () => {
  it('writes one all-day event per entry, ending the next day, with CRLF line ends', () => {
    const feed = icalendar('Sprig meal plan', [
      { uid: 'meal-plan-entry-7@sprig', date: '2026-12-31', summary: 'Dinner: Lentil soup', description: '4 servings', url: 'https://sprig.example/recipes/3', stamp: new Date('2026-11-27T10:11:12.345Z') },
    ]);
    expect(feed.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Sprig//Meal plan//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Sprig meal plan',
      'BEGIN:VEVENT',
      'UID:meal-plan-entry-7@sprig',
      'DTSTAMP:20261127T101112Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Dinner: Lentil soup',
      'DESCRIPTION:4 servings',
      'URL:https://sprig.example/recipes/3',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes what a title may hold that would end a value or a line', () => {
    expect(escapeText('Salt, pepper; oil\\vinegar\nnext')).toBe('Salt\\, pepper\\; oil\\\\vinegar\\nnext');
    expect(icalendar('x', [{ uid: 'u', date: '2026-01-01', summary: 'a\r\nb', description: null, url: null, stamp: new Date(0) }])).toContain('SUMMARY:a\\nb\r\nTRANSP');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBe(2);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded[1]!.startsWith(' ')).toBe(true);
    expect(folded.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('short')).toBe('short');
  });
});
