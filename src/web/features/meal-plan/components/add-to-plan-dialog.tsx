import { useId, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { defaultPortions, MEAL_LABELS, mealChoice, planDate, planPortionsSchema, planServingsSchema, PORTIONS_OVER_SERVINGS } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { bodyMessage } from '../../../lib/field-errors';
import { toast } from '../../../lib/use-toast';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useAddPlanEntry } from '../api/meal-plan';
import { shortDayLabel, today } from '../lib/week';
import { MealOptions } from './meal-options';

const numberText = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? Number(text) : undefined);

/** The dialog's fields as typed; the two counts are the text of number boxes. */
const planEntryFormSchema = z
  .object({
    date: planDate('Choose a day'),
    meal: mealChoice,
    servings: z.preprocess(numberText, planServingsSchema),
    portions: z.preprocess(numberText, planPortionsSchema),
  })
  .refine((values) => values.portions <= values.servings, { path: ['portions'], message: PORTIONS_OVER_SERVINGS });
type PlanEntryFormValues = z.input<typeof planEntryFormSchema>;

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
  const id = useId();
  const returnFocus = useReturnFocus();
  const add = useAddPlanEntry();
  const [failure, setFailure] = useState('');
  const form = useZodForm(planEntryFormSchema, {
    defaultValues: { date: today(), meal: 'dinner', servings: String(recipe.servings), portions: String(defaultPortions(recipe.servings)) } satisfies PlanEntryFormValues,
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

  const field = (name: keyof PlanEntryFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const message = (name: keyof PlanEntryFormValues) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
        {errors[name].message}
      </p>
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Add to Meal Plan</DialogTitle>
          <DialogDescription>Plan “{recipe.title}” for a day and a meal.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-date`}>Day</Label>
            <Input type="date" {...form.register('date')} {...field('date')} />
            {message('date')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-meal`}>Meal</Label>
            <NativeSelect {...form.register('meal')} {...field('meal')}>
              <MealOptions />
            </NativeSelect>
            {message('meal')}
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div className="grid content-start gap-1.5">
              <Label htmlFor={`${id}-servings`}>Servings cooked</Label>
              <Input type="number" inputMode="decimal" min={0.25} step={0.25} {...form.register('servings')} {...field('servings')} />
              {message('servings')}
            </div>
            <div className="grid content-start gap-1.5">
              <Label htmlFor={`${id}-portions`}>Servings you eat</Label>
              <Input type="number" inputMode="decimal" min={0.25} step={0.25} {...form.register('portions')} {...field('portions')} />
              {message('portions')}
            </div>
          </div>
          <p className="-mt-2 text-sm text-muted-foreground">What you eat counts against your daily targets.</p>
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
