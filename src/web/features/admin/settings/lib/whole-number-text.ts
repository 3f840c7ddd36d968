import { z } from 'zod';

/** A number box's text read as a whole number; NaN when it is not one (signs, decimals, words). */
export const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** A number box of a settings form: a whole number from min to max, one message for any way it is wrong. */
export const wholeNumberText = (min: number, max: number, message: string) =>
  z.string().transform(wholeNumber).pipe(z.number(message).min(min, message).max(max, message));
