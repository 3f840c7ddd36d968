import { cn } from '../../../lib/utils';

export interface ChipChoice {
  value: string;
  label: string;
}

interface BaseProps {
  id: string;
  legend: string;
  choices: readonly ChipChoice[];
  hint?: string;
  error?: string;
  disabled?: boolean;
}

type ChipGroupProps = BaseProps &
  ({ multiple?: false; value: string; onChange: (value: string) => void } | { multiple: true; value: readonly string[]; onChange: (value: string[]) => void });

/**
 * Chips that wrap on narrow screens: real radios (one choice) or checkboxes (several) in a
 * fieldset, so the keyboard and screen readers treat them as the form controls they are.
 */
export function ChipGroup(props: ChipGroupProps) {
  const { id, legend, choices, hint, error, disabled } = props;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: string) => {
    if (props.multiple) props.onChange(props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value]);
    else props.onChange(value);
  };
  return (
    <fieldset id={id} className="min-w-0 space-y-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className="relative">
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={id}
              value={choice.value}
              checked={isChecked(choice.value)}
              onChange={() => toggle(choice.value)}
              className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={cn(
                'flex min-h-10 items-center rounded-full border border-border bg-card px-4 text-sm font-medium text-muted-foreground transition-colors',
                'peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:text-primary-text peer-hover:text-foreground',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:opacity-50',
              )}
            >
              {choice.label}
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
