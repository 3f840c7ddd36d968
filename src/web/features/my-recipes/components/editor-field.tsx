import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import type { FieldErrors } from '../../../lib/field-errors';
import { cn } from '../../../lib/utils';
import { errorId, fieldId } from '../lib/field-keys';

/** The profile form's textarea look: the design kit has no textarea of its own. */
export const textareaClass =
  'flex w-full rounded-2xl border border-border bg-card px-4 py-2.5 text-base text-foreground shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none sm:text-sm';

function hintId(key: string): string {
  return `${fieldId(key)}-hint`;
}

/** id, aria-invalid and aria-describedby for the input of an editor field. */
export function fieldProps(key: string, errors: FieldErrors, hint = false) {
  const error = errors[key];
  const describedBy = [error ? errorId(key) : null, hint ? hintId(key) : null].filter(Boolean).join(' ');
  return {
    id: fieldId(key),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function FieldError({ field, errors }: { field: string; errors: FieldErrors }) {
  const message = errors[field];
  if (!message) return null;
  return (
    <p id={errorId(field)} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** A labelled editor field with an optional hint and its message below, as in the profile form. */
export function EditorField({
  field,
  label,
  errors,
  hint,
  required = false,
  className,
  children,
}: {
  field: string;
  label: string;
  errors: FieldErrors;
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={fieldId(field)}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={hintId(field)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} errors={errors} />
    </div>
  );
}

/** One part of the editor, framed like the profile form's fieldsets. */
export function EditorSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-5 rounded-2xl border border-border p-4 sm:p-5">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {description ? <p className="-mt-2 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </fieldset>
  );
}
