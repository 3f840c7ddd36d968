import { useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { MEAL_LABELS, MEAL_PLAN_LIMITS, type FillDay, type FillDaySuggestion, type Meal } from '../../../../contracts/meal-plan';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { bodyMessage } from '../../../lib/field-errors';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { RecipeImage } from '../../recipes';
import { useAddPlanEntry, useFillDay } from '../api/meal-plan';
import { ignoredText, perMealText, reachedText, remainingText } from '../lib/fill-day-text';
import { longDayLabel, shortDayLabel, today } from '../lib/week';

export interface FillDayDialogProps {
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Fill my day" (issue 18): the recipes whose one serving best meets what the day's next open meal
 * should bring toward the member's calorie and protein targets. Add plans one for that meal (the
 * recipe's servings cooked, one eaten) and the list is asked again for the meal after it.
 */
export function FillDayDialog({ date, open, onOpenChange }: FillDayDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Fill my day</DialogTitle>
          <DialogDescription>Recipes that fit what {longDayLabel(date)} still needs.</DialogDescription>
        </DialogHeader>
        <FillDayBody date={date} open={open} />
      </DialogContent>
    </Dialog>
  );
}

function FillDayBody({ date, open }: { date: string; open: boolean }) {
  const fill = useFillDay(date, open);
  if (fill.data) return <Suggestions fill={fill.data} refreshing={fill.isFetching} />;
  if (fill.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>Suggestions could not be loaded.</p>
        <Button variant="outline" onClick={() => void fill.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" aria-label="Loading suggestions" className="grid gap-3">
      <Skeleton className="h-5 w-3/4" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}

function Suggestions({ fill, refreshing }: { fill: FillDay; refreshing: boolean }) {
  const add = useAddPlanEntry();
  // Where focus goes once an added suggestion has left the list: what the next meal needs.
  const summary = useRef<HTMLDivElement>(null);
  // What the last Add did, said inside the dialog (a toast behind a modal dialog is hidden from screen readers).
  const [added, setAdded] = useState('');
  const [failure, setFailure] = useState('');
  const now = today();
  const ignored = ignoredText(fill.ignoredPreferences);
  const note = ignored ? <p className="text-xs text-muted-foreground">{ignored}</p> : null;

  if (!fill.remaining) {
    return (
      <div className="grid gap-2 text-sm">
        <p>Suggestions are measured against the daily calories and protein you aim for.</p>
        <p>
          <Link to="/calculator" className="font-medium text-primary-text underline">
            Save your targets in the calculator first
          </Link>
        </p>
        {note}
      </div>
    );
  }

  const onAdd = (meal: Meal, { recipe }: FillDaySuggestion) => {
    setAdded('');
    setFailure('');
    add.mutate(
      { date: fill.date, meal, recipeId: recipe.id, servings: Math.min(recipe.servings, MEAL_PLAN_LIMITS.servings.max), portions: 1 },
      {
        onSuccess: () => {
          setAdded(`Added to your meal plan: ${recipe.title}, ${MEAL_LABELS[meal]}, ${shortDayLabel(fill.date)}.`);
          requestAnimationFrame(() => summary.current?.focus());
        },
        onError: (error) => setFailure(bodyMessage(error) ?? 'The recipe could not be added. Please try again.'),
      },
    );
  };

  const { meal, perMeal } = fill;
  return (
    <div className="grid gap-4">
      <p role="status" className={added ? 'text-sm font-medium text-primary-text' : 'sr-only'}>
        {added}
      </p>
      <FormAlert message={failure} />
      <div ref={summary} tabIndex={-1} className="grid gap-1 rounded-xl bg-muted/60 p-3 text-sm focus:outline-none" data-testid="fill-day-summary">
        <p className="text-muted-foreground">{remainingText(fill.remaining, fill.date, now)}</p>
        <p className="font-medium">{meal && perMeal ? perMealText(perMeal, meal) : reachedText(fill.date, now)}</p>
      </div>
      {note}
      {meal ? (
        fill.suggestions.length > 0 ? (
          <ul aria-label={`Suggestions for ${MEAL_LABELS[meal]}`} className="grid gap-2">
            {fill.suggestions.map((suggestion) => (
              <SuggestionRow
                key={suggestion.recipe.id}
                suggestion={suggestion}
                meal={meal}
                adding={add.isPending && add.variables?.recipeId === suggestion.recipe.id}
                disabled={add.isPending || refreshing}
                onAdd={() => onAdd(meal, suggestion)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm">No recipes fit this meal right now.</p>
        )
      ) : null}
    </div>
  );
}

function SuggestionRow({ suggestion, meal, adding, disabled, onAdd }: { suggestion: FillDaySuggestion; meal: Meal; adding: boolean; disabled: boolean; onAdd: () => void }) {
  const { recipe } = suggestion;
  return (
    <li className="flex items-center gap-3 rounded-xl border border-border bg-card p-2.5">
      {recipe.imageUrl ? <RecipeImage src={recipe.imageUrl} alt="" sizes="56px" className="size-14 shrink-0 rounded-lg" /> : null}
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <Link to={`/recipes/${recipe.id}`} className="line-clamp-2 font-medium break-words hover:underline">
          {recipe.title}
        </Link>
        <p className="text-muted-foreground">
          {suggestion.why}
          {suggestion.partial ? ' (at least: some ingredients are not counted)' : ''}
        </p>
        {suggestion.saved ? (
          <Badge variant="soft" className="justify-self-start">
            Saved
          </Badge>
        ) : null}
      </div>
      <Button type="button" size="sm" className="shrink-0" aria-label={`Add ${recipe.title} to ${MEAL_LABELS[meal]}`} disabled={disabled} onClick={onAdd}>
        {adding ? 'Adding…' : 'Add'}
      </Button>
    </li>
  );
}
