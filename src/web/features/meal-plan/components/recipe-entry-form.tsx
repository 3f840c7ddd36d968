import { useState, type ReactNode } from 'react';
import { MEAL_LABELS, type Meal } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { cn } from '../../../lib/utils';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useAddPlanEntry } from '../api/meal-plan';
import { recipeEntryDefaults } from '../lib/entry-defaults';
import { shortDayLabel } from '../lib/week';
import { AmountFields, PlaceFields, recipeEntryFormSchema, type RecipeEntryFormValues } from './entry-fields';

export interface RecipeEntryFormProps {
  recipe: { id: number; title: string; servings: number };
  /** Where the form starts: the day and the meal. */
  date: string;
  meal: Meal;
  /** Called once the entry is planned (the toast saying so follows). */
  onAdded: () => void;
  /** Beside the Add button in the dialog's footer (a link to the planner). */
  secondary?: ReactNode;
}

/**
 * A recipe planned from a dialog: day, meal, the servings cooked (the recipe's own to begin with)
 * and how many of them the member eats, which is what counts against their targets. A refusal
 * naming a field goes under it, anything else above the buttons.
 */
export function RecipeEntryForm({ recipe, date, meal, onAdded, secondary }: RecipeEntryFormProps) {
  const add = useAddPlanEntry();
  const [failure, setFailure] = useState('');
  const form = useZodForm(recipeEntryFormSchema, {
    defaultValues: recipeEntryDefaults(recipe.servings, date, meal) satisfies RecipeEntryFormValues,
    onEdit: 'clear',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFailure('');
    add.mutate(
      { recipeId: recipe.id, ...values },
      {
        onSuccess: () => {
          onAdded();
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
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <PlaceFields register={form.register} errors={errors} />
      <AmountFields register={form.register} errors={errors} />
      <FormAlert message={failure} />
      <DialogFooter className={cn('gap-2', secondary ? 'sm:justify-between' : null)}>
        {secondary}
        <Button type="submit" disabled={add.isPending}>
          Add to Meal Plan
        </Button>
      </DialogFooter>
    </form>
  );
}
