import { Globe, LoaderCircle, Lock, Pencil, Star, Trash2 } from 'lucide-react';
import { Link, useLocation } from '../../../lib/router';
import type { AdminRecipeRow } from '../../../../contracts/admin-recipes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { RecipeImage, recipePath } from '../../recipes';
import { adminEditRecipePath } from './recipes-api';

/** The list the editor goes back to after a save: this one, filters included (see edit-recipe-page). */
export interface EditState {
  list: string;
}

export interface RecipesTableProps {
  recipes: AdminRecipeRow[];
  /** The recipe whose featured flag is being changed, if any. */
  featuringId: number | null;
  onFeature: (recipe: AdminRecipeRow, featured: boolean) => void;
  onDelete: (recipe: AdminRecipeRow) => void;
}

function StatusBadges({ recipe }: { recipe: AdminRecipeRow }) {
  const isPrivate = recipe.privacyLevel === 'private';
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={isPrivate ? 'secondary' : 'soft'}>
        {isPrivate ? <Lock aria-hidden="true" className="size-3" /> : <Globe aria-hidden="true" className="size-3" />}
        {isPrivate ? 'Private' : 'Public'}
      </Badge>
      {recipe.isFeatured && (
        <Badge variant="solid">
          <Star aria-hidden="true" className="size-3 fill-current" />
          Featured
        </Badge>
      )}
    </span>
  );
}

const FEATURE_REFUSED = 'Only public recipes can be featured';

/**
 * Feature or Unfeature; a private recipe cannot be featured (the home page shows featured recipes
 * to everyone). That button stays focusable, marked aria-disabled, so keyboard and screen reader
 * users reach the reason too.
 */
function FeatureButton({ recipe, busy, onFeature }: { recipe: AdminRecipeRow; busy: boolean; onFeature: RecipesTableProps['onFeature'] }) {
  const refused = !recipe.isFeatured && recipe.privacyLevel === 'private';
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      aria-disabled={refused || undefined}
      title={refused ? FEATURE_REFUSED : undefined}
      className={refused ? 'cursor-not-allowed opacity-50' : undefined}
      onClick={() => {
        if (!refused) onFeature(recipe, !recipe.isFeatured);
      }}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Star aria-hidden="true" className={recipe.isFeatured ? 'fill-current' : undefined} />}
      {recipe.isFeatured ? 'Unfeature' : 'Feature'}
      <span className="sr-only">
        {' '}
        {recipe.title}
        {refused ? ` (${FEATURE_REFUSED.toLowerCase()})` : ''}
      </span>
    </Button>
  );
}

/**
 * One row per recipe. On small screens each row is a stacked card (the header row is hidden and
 * every cell carries its own label); from `md` up it is a normal table.
 */
export function RecipesTable({ recipes, featuringId, onFeature, onDelete }: RecipesTableProps) {
  const location = useLocation();
  const editState: EditState = { list: `${location.pathname}${location.search}` };
  const cell = 'flex justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3 md:align-middle';
  const label = 'text-xs text-muted-foreground md:hidden';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Recipes, newest first</caption>
      <thead className="hidden border-b border-border text-left text-xs text-muted-foreground md:table-header-group">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">Recipe</th>
          <th scope="col" className="px-3 py-2 font-medium">Author</th>
          <th scope="col" className="px-3 py-2 font-medium">Status</th>
          <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Actions</span></th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-border">
        {recipes.map((recipe) => (
          <tr
            key={recipe.id}
            data-testid="admin-recipe"
            className="block rounded-2xl border border-border bg-card p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-muted/50"
          >
            <th scope="row" className="block pb-2 text-left font-normal md:table-cell md:px-3 md:py-3">
              <span className="flex items-center gap-3">
                <RecipeImage src={recipe.featuredImage} alt="" sizes="56px" className="aspect-[4/3] w-14 shrink-0 rounded-lg" />
                <span className="min-w-0">
                  <Link to={recipePath(recipe.id)} className="block rounded-sm font-semibold [overflow-wrap:anywhere] underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                    {recipe.title}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    {recipe.categories.length > 0 && `${recipe.categories.join(', ')} · `}
                    Updated {formatDate(recipe.updatedAt)}
                  </span>
                </span>
              </span>
            </th>
            <td className={cell}>
              <span className={label}>Author</span>
              {recipe.author ? (
                <span className="min-w-0 text-right md:text-left">
                  {/* Wide enough for most names whole; a longer one breaks anywhere rather than widen the page. */}
                  <span className="block [overflow-wrap:anywhere] md:min-w-36">{recipe.author.displayName}</span>
                  {recipe.author.username && recipe.author.username !== recipe.author.displayName && (
                    <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">@{recipe.author.username}</span>
                  )}
                </span>
              ) : (
                <span className="text-muted-foreground">No author</span>
              )}
            </td>
            <td className={cell}>
              <span className={label}>Status</span>
              <StatusBadges recipe={recipe} />
            </td>
            <td className="block pt-2 md:table-cell md:px-3 md:py-3 md:align-middle">
              <span className="flex flex-wrap gap-2 md:justify-end xl:flex-nowrap">
                <FeatureButton recipe={recipe} busy={featuringId === recipe.id} onFeature={onFeature} />
                <Button asChild size="sm" variant="outline">
                  <Link to={adminEditRecipePath(recipe.id)} state={editState}>
                    <Pencil aria-hidden="true" />
                    Edit
                    <span className="sr-only"> {recipe.title}</span>
                  </Link>
                </Button>
                <Button size="sm" variant="ghost" className="text-destructive hover:bg-destructive/10" onClick={() => onDelete(recipe)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                  <span className="sr-only"> {recipe.title}</span>
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
