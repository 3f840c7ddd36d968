import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/router';
import type { Meal } from '../../../../contracts/meal-plan';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { RecipeImage, savedRecipesQuery, useMyRecipes } from '../../recipes';
import { planRecipes, searchPlanRecipes, searchStatusText, type PlanRecipe } from '../lib/recipe-search';
import { longDayLabel } from '../lib/week';
import { RecipeEntryForm } from './recipe-entry-form';

export interface AddRecipeDialogProps {
  /** The day the recipe is added to, and the meal offered first (the form can change both). */
  date: string;
  meal: Meal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The planner's own "Add recipe" (issue 18): a search over the member's saved recipes and their own,
 * then the same day, meal and servings as Add to Meal Plan on a recipe page.
 */
export function AddRecipeDialog({ date, meal, open, onOpenChange }: AddRecipeDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Add a recipe</DialogTitle>
          <DialogDescription>One of your saved recipes or your own, for {longDayLabel(date)} or another day.</DialogDescription>
        </DialogHeader>
        <AddRecipeBody date={date} meal={meal} onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddRecipeBody({ date, meal, onAdded }: { date: string; meal: Meal; onAdded: () => void }) {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<PlanRecipe | null>(null);
  const chosenHeading = useRef<HTMLHeadingElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLUListElement>(null);
  // The recipe "Choose another recipe" came back from: its row takes the focus again.
  const cameBackFrom = useRef<number | null>(null);

  useEffect(() => {
    if (chosen) {
      chosenHeading.current?.focus();
    } else if (cameBackFrom.current !== null) {
      const row = results.current?.querySelector<HTMLElement>(`[data-recipe-id="${cameBackFrom.current}"]`);
      (row ?? search.current)?.focus();
      cameBackFrom.current = null;
    }
  }, [chosen]);

  if (chosen) {
    return (
      <div className="grid gap-4">
        <div className="flex items-start justify-between gap-3 rounded-xl bg-muted/60 p-3">
          <div className="grid min-w-0 gap-1">
            <h3 ref={chosenHeading} tabIndex={-1} className="font-semibold break-words focus:outline-none">
              {chosen.title}
            </h3>
            <Origin recipe={chosen} />
          </div>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto shrink-0 px-0 py-0.5"
            onClick={() => {
              cameBackFrom.current = chosen.id;
              setChosen(null);
            }}
          >
            Choose another recipe
          </Button>
        </div>
        <RecipeEntryForm key={chosen.id} recipe={chosen} date={date} meal={meal} onAdded={onAdded} />
      </div>
    );
  }
  return <RecipeSearch query={query} onQuery={setQuery} onChoose={setChosen} searchRef={search} listRef={results} />;
}

/** "Saved", "Mine" (or both) and the servings the recipe makes. */
function Origin({ recipe }: { recipe: PlanRecipe }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
      {recipe.saved ? <Badge variant="soft">Saved</Badge> : null}
      {recipe.mine ? <Badge variant="outline">Mine</Badge> : null}
      <span>
        {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
      </span>
    </span>
  );
}

interface RecipeSearchProps {
  query: string;
  onQuery: (query: string) => void;
  onChoose: (recipe: PlanRecipe) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
}

function RecipeSearch({ query, onQuery, onChoose, searchRef, listRef }: RecipeSearchProps) {
  const id = useId();
  const saved = useQuery(savedRecipesQuery);
  const mine = useMyRecipes();
  const recipes = useMemo(() => planRecipes(saved.data ?? [], mine.data ?? []), [saved.data, mine.data]);
  const found = useMemo(() => searchPlanRecipes(recipes, query), [recipes, query]);
  const loading = saved.isPending || mine.isPending;
  const failed = [saved.isError ? 'saved recipes' : null, mine.isError ? 'own recipes' : null].filter((name) => name !== null);

  const status = searchStatusText({ loading, total: found.total, query, failed: failed.length > 0 });

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-search`}>Search your recipes</Label>
        <Input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          placeholder="Part of a title"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          aria-describedby={`${id}-status`}
        />
      </div>
      <p id={`${id}-status`} role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
      {failed.length > 0 ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-destructive/40 p-3 text-sm">
          <p>Your {failed.join(' and ')} could not be loaded.</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              if (saved.isError) void saved.refetch();
              if (mine.isError) void mine.refetch();
            }}
          >
            Try Again
          </Button>
        </div>
      ) : null}
      {loading ? (
        <div aria-hidden="true" className="grid gap-1.5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : found.matches.length > 0 ? (
        <ul ref={listRef} aria-label="Your recipes" className="-mx-1 grid max-h-[min(22rem,45dvh)] gap-1.5 overflow-y-auto p-1">
          {found.matches.map((recipe) => (
            <li key={recipe.id}>
              <button
                type="button"
                data-recipe-id={recipe.id}
                onClick={() => onChoose(recipe)}
                className="flex w-full items-center gap-3 rounded-xl border border-border bg-card p-2 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <RecipeImage src={recipe.featuredImage} alt="" sizes="48px" className="size-12 shrink-0 rounded-lg" />
                <span className="grid min-w-0 gap-1">
                  <span className="line-clamp-2 block font-medium break-words">{recipe.title}</span>
                  <Origin recipe={recipe} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : found.total === 0 && !query.trim() && failed.length === 0 ? (
        <p className="text-sm">
          Save recipes you like from{' '}
          <Link to="/recipes" className="font-medium text-primary-text underline">
            Recipes
          </Link>
          , or write your own in{' '}
          <Link to="/my-recipes" className="font-medium text-primary-text underline">
            My Recipes
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
