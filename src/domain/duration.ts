/**
 * Recipe times. The contract stores minutes as `{value, unit: 'minutes'}`, but imported and legacy
 * recipes carry plain text ('15 minutes', 'PT15M') or numbers (SPEC section 3), structured data
 * needs ISO 8601 durations, and the info bar needs short human text. A time the recipe does not
 * give stays missing (issue 15): SPEC section 9's 20 / 25 / 45-minute defaults misstated real recipes.
 */

import type { Duration } from '../contracts/recipe';

/** Any shape a stored recipe time has been seen in. */
export type TimeInput = Duration | { value: number; unit?: string | null } | string | number | null | undefined;

/** Minutes of each time the recipe gives; null where it gives none (or none that can be read). */
export interface ResolvedTimes {
  prep: number | null;
  cook: number | null;
  total: number | null;
}

/** Whole, non-negative minutes; anything unusable is 0. */
function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
}

/** 'PT45M', 'PT1H30M', 'PT2H'; 0 (or anything unusable) is 'PT0M'. Minutes are rounded to whole. */
export function toIsoDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  const hours = Math.floor(total / 60);
  const mins = total % 60;
  if (hours === 0) return `PT${mins}M`;
  return mins === 0 ? `PT${hours}H` : `PT${hours}H${mins}M`;
}

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/**
 * Minutes in an ISO 8601 duration ('PT1H30M' -> 90, 'P1DT2H' -> 1560, 'PT90S' -> 2), rounded to
 * whole minutes. Years, months and weeks are rejected because their length in minutes is
 * ambiguous or never meant for recipes. Returns null for anything that is not a duration,
 * including the empty forms 'P' and 'PT'.
 */
export function parseIsoDuration(text: string): number | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const match = ISO_DURATION.exec(trimmed);
  if (!match) return null;
  if (/T$/i.test(trimmed)) return null;
  const [, d, h, m, s] = match;
  if (d === undefined && h === undefined && m === undefined && s === undefined) return null;
  const num = (part: string | undefined) => (part === undefined ? 0 : Number(part.replace(',', '.')));
  return Math.round(num(d) * 1440 + num(h) * 60 + num(m) + num(s) / 60);
}

/** '45 min', '1 hr 30 min', '2 hr'; 0 is '0 min'. */
export function formatDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  const hours = Math.floor(total / 60);
  const mins = total % 60;
  if (hours === 0) return `${mins} min`;
  return mins === 0 ? `${hours} hr` : `${hours} hr ${mins} min`;
}

const UNIT_MINUTES: Record<string, number> = {
  s: 1 / 60, sec: 1 / 60, secs: 1 / 60, second: 1 / 60, seconds: 1 / 60,
  m: 1, min: 1, mins: 1, minute: 1, minutes: 1,
  h: 60, hr: 60, hrs: 60, hour: 60, hours: 60,
  d: 1440, day: 1440, days: 1440,
};

/**
 * Minutes in free text such as '15 minutes', '1 hour 30 minutes', '1 hr 30 min', '1h30m',
 * '1.5 hours' or a bare '45' (read as minutes). Null when any part is not understood, so
 * 'about a while' never silently becomes a number.
 */
function parseTimeText(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return null;
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const iso = parseIsoDuration(trimmed);
  if (iso !== null) return iso;
  const part = /(\d+(?:\.\d+)?)\s*([a-z]+)\.?/g;
  let total = 0;
  let consumed = '';
  for (const match of trimmed.matchAll(part)) {
    const factor = UNIT_MINUTES[match[2]!];
    if (factor === undefined) return null;
    total += Number(match[1]) * factor;
    consumed += match[0];
  }
  // Everything except separators must have been read.
  const leftover = trimmed.replace(part, '').replace(/[\s,]|and/g, '');
  if (consumed === '' || leftover !== '') return null;
  return total;
}

/**
 * Minutes from any stored time shape: `{value, unit}` (unit defaults to minutes), a number of
 * minutes, ISO text or plain text. Null when missing, unreadable or negative.
 */
export function timeToMinutes(input: TimeInput): number | null {
  if (input == null) return null;
  let minutes: number | null;
  if (typeof input === 'number') {
    minutes = input;
  } else if (typeof input === 'string') {
    minutes = parseTimeText(input);
  } else if (typeof input === 'object' && typeof input.value === 'number') {
    const unit = (input.unit ?? 'minutes').trim().toLowerCase();
    const factor = UNIT_MINUTES[unit];
    minutes = factor === undefined ? null : input.value * factor;
  } else {
    minutes = null;
  }
  if (minutes === null || !Number.isFinite(minutes) || minutes < 0) return null;
  return Math.round(minutes);
}

/**
 * Prep, cook and total minutes for display and structured data, each as the recipe gives it. A
 * missing total is not prep + cook: a page's total also counts resting, rising and chilling.
 */
export function resolveTimes(times: { prepTime?: TimeInput; cookTime?: TimeInput; totalTime?: TimeInput }): ResolvedTimes {
  return { prep: timeToMinutes(times.prepTime), cook: timeToMinutes(times.cookTime), total: timeToMinutes(times.totalTime) };
}
