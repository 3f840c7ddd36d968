import { timeToMinutes } from '../../../domain/duration';

const HOUR_WORDS = /\b(?:stunden?|std|heures?|uur|horas?|ore|timer|saat)\b\.?/giu;
const MINUTE_WORDS = /(?<=\d\s*)(?:minuten|minutos|minuti|minutter|dakika|mn)\b\.?/giu;
const ABOUT = /^(?:about|approx\.?|approximately|around|ca\.?|circa|etwa|environ|ungefähr)\s+/i;

/**
 * Minutes in a recipe time as pages write it: ISO 8601 ('PT1H20M', and 'P0Y0M0DT0H35M0S' from
 * plugins that write zero years, months and weeks), or text ('1 hour 20 mins', '1h20', '1½ hours',
 * '1 Std. 20 Min.', 'environ 1 heure'). Null when any part is not understood: a time is never guessed.
 */
export function readMinutes(value: string): number | null {
  const text = value
    .trim()
    .replace(/^P(?:0+Y)?(?:0+M)?(?:0+W)?/i, 'P')
    .replace(ABOUT, '')
    .replace(HOUR_WORDS, 'h')
    .replace(MINUTE_WORDS, 'min')
    .replace(/(\d+)\s*(?:\s1\/2|½)/g, '$1.5')
    .replace(/(^|\s)½/g, '$10.5')
    // '1h20': the minutes after the hours need their unit.
    .replace(/(\d)\s*h\s*(\d+)$/i, '$1h $2min');
  return text === '' ? null : timeToMinutes(text);
}
