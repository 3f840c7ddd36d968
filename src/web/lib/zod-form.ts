import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { serverFieldErrors } from './field-errors';

/**
 * The web app's one form kit (ARCHITECTURE: react-hook-form with the zod resolver). The shared
 * zod schema checks the form on submit and, after the first submit, each field as it changes;
 * the first field with a message takes the focus.
 */

/** A schema from form values to what is sent: the contract itself, or one that shapes the form into it. */
export type FormSchema<TValues extends FieldValues, TOutput> = z.$ZodType<TOutput, TValues>;

/** A schema, or a loader for one, so a light page can keep zod out of its first download. */
export type SchemaSource<TValues extends FieldValues, TOutput> = FormSchema<TValues, TOutput> | (() => Promise<FormSchema<TValues, TOutput>>);

function resolverFor<TValues extends FieldValues, TOutput>(source: SchemaSource<TValues, TOutput>): Resolver<TValues, unknown, TOutput> {
  if (typeof source !== 'function') return zodResolver(source) as Resolver<TValues, unknown, TOutput>;
  let loaded: Resolver<TValues, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    loaded ??= zodResolver(await source()) as Resolver<TValues, unknown, TOutput>;
    return loaded(values, context, options);
  };
}

export function useZodForm<TValues extends FieldValues, TOutput extends FieldValues>(
  schema: SchemaSource<TValues, TOutput>,
  options: Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TValues, unknown, TOutput> {
  // One resolver for the form's life: a loaded schema stays loaded.
  const [resolver] = useState(() => resolverFor(schema));
  return useForm<TValues, unknown, TOutput>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true, ...options, resolver });
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
