import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { MEAL_PLAN_LIMITS, mealChoice, planDate } from '../../../../contracts/meal-plan';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { bodyMessage } from '../../../lib/field-errors';
import { setServerErrors, useZodForm } from '../../../lib/zod-form';
import { useAddPlanEntry } from '../api/meal-plan';
import { shortDayLabel } from '../lib/week';
import { MealOptions } from './meal-options';

const noteFormSchema = z.object({
  date: planDate('Choose a day'),
  meal: mealChoice,
  note: z.string().trim().min(1, 'Write what the meal is').max(MEAL_PLAN_LIMITS.noteLength, `A note is at most ${MEAL_PLAN_LIMITS.noteLength} characters`),
});
type NoteFormValues = z.input<typeof noteFormSchema>;

/** A free-text entry ("leftovers", "eating out") on one of the week's days; it carries no nutrition. */
export function NoteForm({ days, defaultDay }: { days: readonly string[]; defaultDay: string }) {
  const id = useId();
  const add = useAddPlanEntry();
  const [failure, setFailure] = useState('');
  const form = useZodForm(noteFormSchema, { defaultValues: { date: defaultDay, meal: 'dinner', note: '' } satisfies NoteFormValues, onEdit: 'clear' });
  const { errors } = form.formState;
  // Another week shown: the day box offers that week's days, starting from the one in view.
  useEffect(() => form.setValue('date', defaultDay), [defaultDay, form]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure('');
    add.mutate(values, {
      onSuccess: () => form.reset({ ...values, note: '' }),
      onError: (error) => {
        if (!setServerErrors(error, form.setError, { focus: true })) setFailure(bodyMessage(error) ?? 'The note could not be added. Please try again.');
      },
    });
  });

  const describedBy = (name: keyof NoteFormValues) => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a note" className="grid gap-3 rounded-2xl border border-border p-4 sm:grid-cols-[repeat(2,minmax(0,10rem))_minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-date`}>Day</Label>
        <NativeSelect id={`${id}-date`} {...form.register('date')} aria-describedby={describedBy('date')}>
          {days.map((day) => (
            <option key={day} value={day}>
              {shortDayLabel(day)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-meal`}>Meal</Label>
        <NativeSelect id={`${id}-meal`} {...form.register('meal')}>
          <MealOptions />
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Input
          id={`${id}-note`}
          placeholder="Leftovers, eating out…"
          maxLength={MEAL_PLAN_LIMITS.noteLength}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('note')}
          {...form.register('note')}
        />
      </div>
      <Button type="submit" disabled={add.isPending}>
        Add note
      </Button>
      {(['date', 'note'] as const).map((name) =>
        errors[name]?.message ? (
          <p key={name} id={`${id}-${name}-error`} className="text-sm font-medium text-destructive sm:col-span-4">
            {errors[name].message}
          </p>
        ) : null,
      )}
      <div className="sm:col-span-4 empty:hidden">
        <FormAlert message={failure} />
      </div>
    </form>
  );
}
