import { isApiError } from '../../../lib/api';
import { bodyMessage } from '../../../lib/field-errors';

/** What went wrong, for a toast: the server's own words, or the network's absence named. */
export function failureText(error: unknown): string {
  const message = bodyMessage(error);
  if (message) return message;
  // fetch rejects without an answer when there is no network.
  return isApiError(error) ? 'Please try again.' : 'You appear to be offline. Try again once you are connected.';
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The toast after "Add week to list": what was gathered and what was left off because the member
 * always has it, or that there was nothing to add.
 */
export function gatheredText({ gathered, skipped }: { gathered: number; skipped: number }): { title: string; description: string } {
  if (gathered === 0 && skipped === 0) return { title: 'Nothing to add', description: 'No recipes with ingredients are planned for these days.' };
  if (gathered === 0) return { title: 'Nothing to add', description: `${plural(skipped, 'ingredient was', 'ingredients were')} left off: you always have them.` };
  const left = skipped > 0 ? ` ${plural(skipped, 'was', 'were')} left off: you always have them.` : '';
  return { title: 'Added to your shopping list', description: `${plural(gathered, 'ingredient', 'ingredients')} from your planned recipes.${left}` };
}
