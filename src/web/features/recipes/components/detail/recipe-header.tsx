import { Link } from '../../../../lib/router';
import type { Recipe } from '../../../../../contracts/recipe';
import { authorPath } from '../../api/recipes';

/** Title, optional subtitle and the 'Created by' author link. */
export function RecipeHeader({ recipe }: { recipe: Pick<Recipe, 'title' | 'subtitle' | 'author'> }) {
  const creatorHref = authorPath(recipe.author);
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{recipe.title}</h1>
      {recipe.subtitle ? <p className="text-lg text-muted-foreground sm:text-xl">{recipe.subtitle}</p> : null}
      {recipe.author ? (
        <p className="text-sm text-muted-foreground">
          Created by{' '}
          {creatorHref ? (
            <Link to={creatorHref} className="font-semibold text-primary-text underline-offset-4 hover:underline">
              {recipe.author.displayName}
            </Link>
          ) : (
            <span className="font-semibold text-foreground">{recipe.author.displayName}</span>
          )}
        </p>
      ) : null}
    </header>
  );
}
