import type { MealPlanDay, MealPlanEntry, MealPlanEntryInput } from '../../../../contracts/meal-plan';
import { ToastAction } from '../../../components/ui/toast';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useAddPlanEntry, useClearPlanDay, useRemovePlanEntry } from '../api/meal-plan';
import { entryName } from '../lib/entry-name';
import { shortDayLabel } from '../lib/week';

/** What re-plans an entry as it was; an entry whose recipe is no longer available cannot be. */
function inputOf(entry: MealPlanEntry): MealPlanEntryInput | null {
  if (entry.note !== null) return { date: entry.date, meal: entry.meal, note: entry.note };
  if (!entry.recipe || entry.servings === null || entry.portions === null) return null;
  return { date: entry.date, meal: entry.meal, recipeId: entry.recipe.id, servings: entry.servings, portions: entry.portions };
}

/**
 * Removing an entry and clearing a day, each with Undo in its toast: Undo plans the same entries
 * again (same day, meal and counts), so nothing is held back from the server meanwhile.
 */
export function useUndoableRemoval() {
  const remove = useRemovePlanEntry();
  const clear = useClearPlanDay();
  const add = useAddPlanEntry();

  const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: bodyMessage(error) ?? 'Please try again.' });

  const undo = (entries: readonly MealPlanEntry[]) => async () => {
    const inputs = entries.map(inputOf).filter((input) => input !== null);
    try {
      for (const input of inputs) await add.mutateAsync(input);
      toast({ title: 'Restored', description: inputs.length === 1 ? 'The entry is back in your meal plan.' : `${inputs.length} entries are back in your meal plan.` });
    } catch (error) {
      failed('Could not restore')(error);
    }
  };
  const undoAction = (entries: readonly MealPlanEntry[], what: string) => (
    <ToastAction altText={`Undo: put back ${what}`} onClick={() => void undo(entries)()}>
      Undo
    </ToastAction>
  );

  return {
    pending: remove.isPending || clear.isPending || add.isPending,
    removeEntry: (entry: MealPlanEntry) =>
      remove.mutate(entry.id, {
        onSuccess: () => toast({ title: 'Removed from your meal plan', description: entryName(entry), action: inputOf(entry) ? undoAction([entry], entryName(entry)) : undefined }),
        onError: failed('Could not remove'),
      }),
    clearDay: (day: MealPlanDay) =>
      clear.mutate(day.date, {
        onSuccess: () => toast({ title: 'Day cleared', description: shortDayLabel(day.date), action: undoAction(day.entries, `${shortDayLabel(day.date)}'s entries`) }),
        onError: failed('Could not clear the day'),
      }),
  };
}
