import { formatNumber } from '../../../lib/format';

/** '4 servings, 1 for you'; '1 serving, all yours' when the member eats all that is cooked. */
export function servingsText(servings: number, portions: number): string {
  if (servings === portions) return `${formatNumber(portions)} ${portions === 1 ? 'serving' : 'servings'}, all yours`;
  return `${formatNumber(servings)} servings, ${formatNumber(portions)} for you`;
}
