import { useState } from 'react';
import { Link } from 'react-router';
import { defaultPortions, MEAL_LABELS } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useAddPlanEntry } from '../api/meal-plan';
import { shortDayLabel, today } from '../lib/week';
import { AmountFields, PlaceFields, recipeEntryFormSchema, type RecipeEntryFormValues } from './entry-fields';

export interface AddToPlanDialogProps {
  recipe: { id: number; title: string; servings: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Add to Meal Plan' (issue 18): a day, a meal, the servings cooked (the recipe's own to begin
 * with) and how many of them the member eats, which is what counts against their targets.
 */
export function AddToPlanDialog({ recipe, open, onOpenChange }: AddToPlanDialogProps) {
  const returnFocus = useReturnFocus();
  const add = useAddPlanEntry();
  const [failure, setFailure] = useState('');
  const form = useZodForm(recipeEntryFormSchema, {
    defaultValues: { date: today(), meal: 'dinner', servings: String(recipe.servings), portions: String(defaultPortions(recipe.servings)) } satisfies RecipeEntryFormValues,
    onEdit: 'clear',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure('');
    add.mutate(
      { recipeId: recipe.id, ...values },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({
            title: 'Added to your meal plan',
            description: `${recipe.title}: ${MEAL_LABELS[values.meal]}, ${shortDayLabel(values.date)}.`,
          });
        },
        onError: (error) => {
          if (!setServerErrors(error, form.setError, { focus: true })) setFailure(bodyMessage(error) ?? 'The recipe could not be added. Please try again.');
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Add to Meal Plan</DialogTitle>
          <DialogDescription>Plan “{recipe.title}” for a day and a meal.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <PlaceFields register={form.register} errors={errors} />
          <AmountFields register={form.register} errors={errors} />
          <FormAlert message={failure} />
          <DialogFooter className="gap-2 sm:justify-between">
            <Button type="button" variant="ghost" asChild>
              <Link to="/meal-plan">Open my meal plan</Link>
            </Button>
            <Button type="submit" disabled={add.isPending}>
              Add to Meal Plan
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
