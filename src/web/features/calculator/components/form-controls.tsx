import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';

/** The aria attributes that tie a control to its hint and error message. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': ids || undefined };
}

function Message({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="text-sm font-medium text-destructive">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-sm text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

/** A label, one control (or a group that labels itself) and its hint or error. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <Message id={id} error={error} hint={hint} />
    </div>
  );
}

/** A native select in the kit's input look: native so phones show their own picker. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full rounded-full border border-border bg-card px-4 text-base text-foreground shadow-sm focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}

/** Whole class names, so Tailwind finds them in the source. */
const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3' };

export interface Choice {
  value: string;
  label: string;
}

/**
 * A segmented choice: real radio buttons in a fieldset (arrow keys, one tab stop, the legend read
 * out), drawn as pills; each transparent radio covers its pill, so a tap lands on the radio itself.
 * The first radio carries `id`, so an error can move the focus there.
 */
export function ChoiceGroup({
  id,
  name,
  legend,
  choices,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  name: string;
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <fieldset className="min-w-0 space-y-1.5" {...describedBy(id, error, hint)}>
      <legend className="mb-1.5 text-sm font-medium leading-none">{legend}</legend>
      <div className={cn('grid gap-1 rounded-3xl border bg-muted p-1', COLUMNS[choices.length], error ? 'border-destructive' : 'border-border')}>
        {choices.map((choice, index) => (
          <label key={choice.value} className="relative min-w-0">
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${choice.value}`}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-full opacity-0"
            />
            <span className="flex min-h-10 cursor-pointer items-center justify-center rounded-full px-2 py-1.5 text-center text-sm font-medium text-muted-foreground transition-colors peer-checked:bg-card peer-checked:text-foreground peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-ring hover:text-foreground">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
      <Message id={id} error={error} hint={hint} />
    </fieldset>
  );
}
