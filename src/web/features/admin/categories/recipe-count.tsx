import { Link } from '../../../lib/router';
import { browseUrl } from './categories-api';

const number = new Intl.NumberFormat();

export function recipesText(count: number): string {
  return `${number.format(count)} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/** How many recipes use a name, linking to the public browse page filtered by it. */
export function RecipeCount({ name, count }: { name: string; count: number }) {
  if (count === 0) return <span className="text-muted-foreground">No recipes</span>;
  return (
    <Link to={browseUrl(name)} className="rounded-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      {recipesText(count)}
    </Link>
  );
}
