import { useId } from 'react';
import { Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { editRecipePath, RecipeImage, recipePath } from '../../recipes';

/** One of the member's recipes: picture, title, privacy badge, Edit and Delete. */
export function MyRecipeRow({ recipe, onDelete }: { recipe: RecipeSummary; onDelete: (recipe: RecipeSummary) => void }) {
  const titleId = useId();
  const isPrivate = recipe.privacyLevel === 'private';
  return (
    <Card className="flex gap-4 p-3 sm:p-4" data-testid="my-recipe" aria-labelledby={titleId} role="article">
      <RecipeImage src={recipe.featuredImage} alt="" sizes="(min-width: 640px) 144px, 96px" className="aspect-[4/3] w-24 shrink-0 self-start rounded-xl sm:w-36" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={isPrivate ? 'secondary' : 'soft'} data-testid="privacy-badge">
            {isPrivate ? <Lock aria-hidden="true" className="size-3" /> : <Globe aria-hidden="true" className="size-3" />}
            {isPrivate ? 'Private' : 'Public'}
          </Badge>
          <span className="text-xs text-muted-foreground">Updated {formatDate(recipe.updatedAt)}</span>
        </div>
        <h2 id={titleId} className="text-lg font-semibold leading-snug tracking-tight break-words">
          <Link to={recipePath(recipe.id)} className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {recipe.title}
          </Link>
        </h2>
        {recipe.subtitle ? <p className="text-sm text-muted-foreground">{recipe.subtitle}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button asChild size="sm" variant="outline">
            <Link to={editRecipePath(recipe.id)} aria-label={`Edit ${recipe.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive hover:bg-destructive/10" aria-label={`Delete ${recipe.title}`} onClick={() => onDelete(recipe)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </Card>
  );
}
