import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { mealChoice, planDate, planPortionsSchema, planServingsSchema, PORTIONS_OVER_SERVINGS } from '../../../../contracts/meal-plan';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { MealOptions } from './meal-options';

const numberText = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? Number(text) : undefined);

/** Where an entry goes: a day and a meal. */
export const placeFormSchema = z.object({ date: planDate('Choose a day'), meal: mealChoice });

/** A recipe entry's form: where, the servings cooked and the servings the member eats (number boxes' text). */
export const recipeEntryFormSchema = placeFormSchema
  .extend({ servings: z.preprocess(numberText, planServingsSchema), portions: z.preprocess(numberText, planPortionsSchema) })
  .refine((values) => values.portions <= values.servings, { path: ['portions'], message: PORTIONS_OVER_SERVINGS });
export type RecipeEntryFormValues = z.input<typeof recipeEntryFormSchema>;

type Messages<K extends string> = Partial<Record<K, { message?: string }>>;

/** One labelled box with its message under it, tied to it for screen readers. */
function useField<K extends string>(errors: Messages<K>) {
  const id = useId();
  return {
    props: (name: K) => ({
      id: `${id}-${name}`,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    }),
    labelFor: (name: K) => `${id}-${name}`,
    message: (name: K) =>
      errors[name]?.message ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name].message}
        </p>
      ) : null,
  };
}

/** A form's register, for fields every form using these pieces has (their schemas above). */
const registerOf =
  <T extends FieldValues>(register: UseFormRegister<T>) =>
  (name: string) =>
    register(name as Path<T>);

/** Day and Meal, as every plan entry's dialog asks them. */
export function PlaceFields<T extends FieldValues>(props: { register: UseFormRegister<T>; errors: Messages<'date' | 'meal'> }) {
  const field = useField(props.errors);
  const register = registerOf(props.register);
  return (
    <>
      <FormField id={field.labelFor('date')} type="date" label="Day" error={props.errors.date?.message} {...register('date')} />
      <div className="grid gap-1.5">
        <Label htmlFor={field.labelFor('meal')}>Meal</Label>
        <NativeSelect {...register('meal')} {...field.props('meal')}>
          <MealOptions />
        </NativeSelect>
        {field.message('meal')}
      </div>
    </>
  );
}

/** A recipe entry's two counts: what is cooked, and what of it the member eats. */
export function AmountFields<T extends FieldValues>(props: { register: UseFormRegister<T>; errors: Messages<'servings' | 'portions'> }) {
  const id = useId();
  const register = registerOf(props.register);
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        {(['servings', 'portions'] as const).map((name) => (
          <FormField
            key={name}
            id={`${id}-${name}`}
            type="number"
            inputMode="decimal"
            min={0.25}
            step={0.25}
            label={name === 'servings' ? 'Servings cooked' : 'Servings you eat'}
            error={props.errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">What you eat counts against your daily targets.</p>
    </>
  );
}
