import { useId, useState } from 'react';
import { CalendarPlus, Clock, Flame, Heart } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { RecipeSummary } from '../../../../contracts/recipe';
import { RECIPE_CARD_IMAGE_SIZES } from '../../../../contracts/recipe-image-sizes';
import { timeToMinutes } from '../../../../domain/duration';
import { notCountedText } from '../../../../domain/nutrition-coverage';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCalories, formatTotalTime, recipesHref } from '../../../lib/format';
import { lazyNamed, MountWhenOpened } from '../../../lib/lazy';
import { useIsClient } from '../../../lib/use-is-client';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { useAuth } from '../../auth';
import { authorPath, recipePath } from '../api/recipes';
import { useSavedRecipeIds, useToggleSaveRecipe } from '../api/saved-recipes';
import { RecipeImage } from './recipe-image';

// Loaded when first opened, as on the recipe page: a visitor's cards never fetch the planner's code.
const AddToPlanDialog = lazyNamed(() => import('../../meal-plan'), 'AddToPlanDialog');

/** SPEC section 9: a card shows at most 3 tags. */
export const MAX_CARD_TAGS = 3;

export interface RecipeCardProps {
  recipe: RecipeSummary;
  /**
   * Cards above the fold load their image at once; 'first' is the one a phone shows first (the
   * page's largest paint), fetched ahead of everything else.
   */
  priority?: boolean | 'first';
}

/**
 * The heart on a card (SPEC sections 2, 4 and 8). Visitors are asked to sign in; members toggle
 * the saved state on the server, and the heart follows only when the server agrees.
 */
function SaveRecipeButton({ recipeId, describedBy }: { recipeId: number; describedBy: string }) {
  const { isAuthenticated } = useAuth();
  const savedIds = useSavedRecipeIds(isAuthenticated);
  const toggle = useToggleSaveRecipe();
  const saved = isAuthenticated && savedIds.has(recipeId);

  function onClick() {
    if (!isAuthenticated) {
      toast({ title: 'Authentication Required', description: 'Please sign in to save recipes to your collection' });
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate(
      { recipeId, save: !saved },
      {
        onSuccess: () =>
          toast(
            saved
              ? { title: 'Recipe removed', description: 'Recipe removed from your collection' }
              : { title: 'Recipe saved', description: 'Recipe added to your collection' },
          ),
        onError: () =>
          toast({ title: 'Error', description: 'Failed to update recipe. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Save recipe"
      aria-describedby={describedBy}
      aria-pressed={saved}
      aria-busy={toggle.isPending || undefined}
      data-testid="save-recipe"
      onClick={onClick}
      className="absolute right-3 top-3 z-10 bg-card/90 text-foreground shadow-sm backdrop-blur hover:bg-card"
    >
      <Heart aria-hidden="true" className={cn('transition-colors', saved && 'fill-accent text-accent')} />
    </Button>
  );
}

/**
 * Add to Meal Plan on a card (issue 18), for members only. Public pages are rendered once and kept
 * for every visitor (issue 17), so the button is never in the server's HTML: it appears once the
 * page runs in the browser and the signed-in member is known, like the hearts' saved state.
 */
function PlanRecipeButton({ recipe }: { recipe: RecipeSummary }) {
  const isClient = useIsClient();
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  if (!isClient || !isAuthenticated) return null;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Add ${recipe.title} to meal plan`}
        title="Add to Meal Plan"
        data-testid="plan-recipe"
        onClick={() => setOpen(true)}
        className="absolute right-15 top-3 z-10 bg-card/90 text-foreground shadow-sm backdrop-blur hover:bg-card"
      >
        <CalendarPlus aria-hidden="true" />
      </Button>
      <MountWhenOpened open={open}>
        <AddToPlanDialog recipe={recipe} open={open} onOpenChange={setOpen} />
      </MountWhenOpened>
    </>
  );
}

/**
 * A recipe in a list. The title link is stretched over the whole card, so the card opens the
 * recipe, while the heart, Add to Meal Plan (members), the category, tag and creator links sit on
 * top of it as separate controls (nothing interactive is nested inside a link).
 */
export function RecipeCard({ recipe, priority = false }: RecipeCardProps) {
  const titleId = useId();
  const category = recipe.categories[0];
  const tags = recipe.tags.slice(0, MAX_CARD_TAGS);
  const creatorHref = authorPath(recipe.author);
  const hasTime = timeToMinutes(recipe.totalTime) !== null;
  // Partial nutrition is marked on the figure itself (ADR 0011), as on the recipe page.
  const partial = recipe.nutrition !== null && recipe.notCounted > 0;

  return (
    <article
      data-testid="recipe-card"
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[[data-card-link]:focus-visible]:ring-2 has-[[data-card-link]:focus-visible]:ring-ring has-[[data-card-link]:focus-visible]:ring-offset-2 has-[[data-card-link]:focus-visible]:ring-offset-background"
    >
      <RecipeImage
        src={recipe.featuredImage}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority === 'first' ? 'high' : undefined}
        sizes={RECIPE_CARD_IMAGE_SIZES}
        className="aspect-[4/3]"
        imgClassName="transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {category ? (
          <Badge asChild variant="soft" className="relative z-10 self-start">
            <Link to={recipesHref('category', category)} data-testid="category-pill">
              {category}
            </Link>
          </Badge>
        ) : null}
        <h3 id={titleId} className="text-lg font-semibold leading-snug tracking-tight text-balance">
          <Link
            to={recipePath(recipe.id)}
            data-card-link=""
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {recipe.title}
          </Link>
        </h3>
        {/* Beside the heart, and before it so the focus moves the way the eye reads them. */}
        <PlanRecipeButton recipe={recipe} />
        <SaveRecipeButton recipeId={recipe.id} describedBy={titleId} />
        {recipe.author ? (
          <p className="text-sm text-muted-foreground">
            by{' '}
            {creatorHref ? (
              <Link
                to={creatorHref}
                data-testid="creator-link"
                className="relative z-10 rounded-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {recipe.author.displayName}
              </Link>
            ) : (
              <span className="font-medium">{recipe.author.displayName}</span>
            )}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5" data-testid="recipe-time">
            <Clock aria-hidden="true" className="size-4" />
            {hasTime ? <span className="sr-only">Total time: </span> : null}
            {formatTotalTime(recipe.totalTime)}
          </span>
          <span className="inline-flex items-center gap-1.5" data-testid="recipe-calories" title={partial ? notCountedText(recipe.notCounted) : undefined}>
            <Flame aria-hidden="true" className="size-4" />
            {formatCalories(recipe.nutrition?.calories, recipe.notCounted)}
            {/* The title is for a pointer; a screen reader hears why the figure is a floor. */}
            {partial ? <span className="sr-only">, {notCountedText(recipe.notCounted)}</span> : null}
          </span>
        </div>
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag} className="max-w-full">
                <Badge asChild variant="outline" className="relative z-10">
                  <Link to={recipesHref('tag', tag)} data-testid="tag-pill">
                    {tag}
                  </Link>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
