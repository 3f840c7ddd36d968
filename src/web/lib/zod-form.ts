import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  type UseFormSetFocus,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { serverFieldErrors } from './field-errors';

/**
 * The web app's one form kit (ARCHITECTURE: react-hook-form with the zod resolver). The shared
 * zod schema checks the form on submit, and the first field with a message takes the focus.
 */

/** A schema from form values to what is sent: the contract itself, or one that shapes the form into it. */
export type FormSchema<TValues extends FieldValues, TOutput> = z.$ZodType<TOutput, TValues>;

/**
 * What an edit does to the messages shown: 'keep' (default) leaves them until the next submit;
 * 'clear' takes the edited field's message away as it changes; 'recheck' checks the form again on
 * every edit once it has been submitted, so messages come and go as the entries change.
 */
export type OnEdit = 'keep' | 'clear' | 'recheck';

export interface ZodFormOptions<TValues extends FieldValues, TOutput> extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver' | 'reValidateMode'> {
  onEdit?: OnEdit;
}

export function useZodForm<TValues extends FieldValues, TOutput extends FieldValues>(
  schema: FormSchema<TValues, TOutput>,
  { onEdit = 'keep', ...options }: ZodFormOptions<TValues, TOutput> = {},
): UseFormReturn<TValues, unknown, TOutput> {
  // One resolver for the form's life, whatever the caller passes on later renders.
  const [resolver] = useState(() => zodResolver(schema) as Resolver<TValues, unknown, TOutput>);
  const reValidateMode = onEdit === 'recheck' ? 'onChange' : 'onSubmit';
  const form = useForm<TValues, unknown, TOutput>({ mode: 'onSubmit', reValidateMode, shouldFocusError: true, ...options, resolver });
  useEffect(() => {
    if (onEdit !== 'clear') return;
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form, onEdit]);
  return form;
}

/**
 * For a form that mixes typed boxes with controlled fields (chip lists, pickers, choice groups):
 * react-hook-form's own focus follows the order fields were registered in, which puts controlled
 * and late-shown fields last. Such a form sets `shouldFocusError: false` and passes this as
 * handleSubmit's invalid handler, with its fields in the order the screen shows them.
 */
export function focusFirstInOrder<TValues extends FieldValues>(setFocus: UseFormSetFocus<TValues>, order: readonly Path<TValues>[]) {
  return (errors: FieldErrors<TValues>): void => {
    const first = order.find((name) => errors[name] !== undefined);
    if (first !== undefined) setFocus(first);
  };
}

export interface ServerErrorMapping<TValues extends FieldValues> {
  /** The form field a server field belongs to ('email', 'tags.3' → 'tags'); undefined drops it. */
  field?: (serverField: string) => Path<TValues> | undefined;
  /** The message to show for it, when the form words it its own way. */
  message?: (field: Path<TValues>, serverMessage: string) => string;
  /** Whether the first such field takes the focus, as after the form's own check. */
  focus?: boolean;
}

/**
 * Puts a 400 answer's field messages (`details`, see the server's error plugin) under the fields
 * they name. Returns whether any field got one.
 */
export function setServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  mapping: ServerErrorMapping<TValues> = {},
): boolean {
  const toField = mapping.field ?? ((name: string) => name as Path<TValues>);
  const seen = new Set<string>();
  for (const [serverField, serverMessage] of Object.entries(serverFieldErrors(error))) {
    const field = toField(serverField);
    if (field === undefined || seen.has(field) || serverMessage === undefined) continue;
    const message = mapping.message ? mapping.message(field, serverMessage) : serverMessage;
    setError(field, { type: 'server', message }, { shouldFocus: mapping.focus === true && seen.size === 0 });
    seen.add(field);
  }
  return seen.size > 0;
}
