import { formatNumber } from '../../../lib/format';

const count = (n: number) => `${formatNumber(n)} ${n === 1 ? 'serving' : 'servings'}`;

/**
 * '4 servings, 1 for you'; '1 serving, all yours' when the member eats all that is cooked. On a
 * shared plan (`shared`) the reader is not the member: '4 servings, 1 counted' (in the day's totals).
 */
export function servingsText(servings: number, portions: number, shared = false): string {
  if (shared) return servings === portions ? count(servings) : `${count(servings)}, ${formatNumber(portions)} counted`;
  if (servings === portions) return `${count(portions)}, all yours`;
  return `${formatNumber(servings)} servings, ${formatNumber(portions)} for you`;
}
