import { z } from 'zod';

/** Ids are PostgreSQL integers: a larger number would make the query fail, so it is a bad request. */
export const MAX_ID = 2_147_483_647;

/**
 * An id written in an address: decimal digits only, no sign, no leading zero. Number() alone would
 * also read '0x10', '1e1', ' 16' and '+16' as numbers, so an address could name another row than
 * the one it shows.
 */
export function idText(message: string, max = MAX_ID) {
  const digits = max > MAX_ID ? /^[1-9][0-9]{0,15}$/ : /^[1-9][0-9]{0,9}$/;
  return z
    .string(message)
    .regex(digits, message)
    .refine((v) => Number(v) <= max, message);
}

/** The same id, as the number the handler looks up. */
export function idNumber(message: string, max = MAX_ID) {
  return idText(message, max).transform(Number);
}

/** `{ id }` path parameters: every route with an id in its path uses this (or idNumber for other names). */
export function idParams(message: string, max = MAX_ID) {
  return z.object({ id: idNumber(message, max) });
}

/** An id sent as a JSON number (a body field): a whole number from 1 to the column's largest. */
export function idValue(message: string, max = MAX_ID) {
  return z.number(message).int(message).positive(message).max(max, message);
}
