/**
 * An iCalendar feed (RFC 5545) of a meal plan: one all-day event per entry, so the plan shows in a
 * phone's calendar. Only what the RFC requires of a subscribed feed: text escaped, lines folded at
 * 75 octets, CRLF line ends.
 */

export interface CalendarEvent {
  /** Unique and stable across fetches, so a calendar updates an event rather than adding it again. */
  uid: string;
  /** The day, YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string | null;
  url: string | null;
  /** When the event last changed. */
  stamp: Date;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded so no line passes 75 octets, never splitting a UTF-8 character (RFC 5545 3.1). */
const utf8 = new TextEncoder();

export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (date: string) => date.replace(/-/g, '');
const stampOf = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The whole feed, CRLF line ends. */
export function icalendar(name: string, events: readonly CalendarEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Sprig//Meal plan//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stampOf(event.stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
