import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { clampServings } from '../../../../../domain/servings';
import { cn } from '../../../../lib/utils';

export interface ServingsStepperProps {
  value: number;
  onChange: (servings: number) => void;
  className?: string;
}

const stepButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-border bg-card text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-card [&_svg]:size-4';

/**
 * Servings: starts at the recipe's servings, never below 1, no upper bound (SPEC section 4).
 * At 1 the minus button is aria-disabled rather than disabled, so keyboard focus stays on it.
 */
export function ServingsStepper({ value, onChange, className }: ServingsStepperProps) {
  const labelId = useId();
  const atMinimum = value <= 1;
  return (
    <div role="group" aria-labelledby={labelId} className={cn('flex items-center gap-2', className)}>
      <span id={labelId} className="sr-only">
        Servings
      </span>
      <button
        type="button"
        aria-label="Decrease servings"
        aria-disabled={atMinimum || undefined}
        onClick={() => {
          if (!atMinimum) onChange(clampServings(value - 1));
        }}
        className={stepButton}
      >
        <Minus aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        aria-atomic="true"
        data-testid="servings-value"
        className="min-w-8 text-center text-lg font-semibold tabular-nums"
      >
        {value}
        <span className="sr-only">{value === 1 ? ' serving' : ' servings'}</span>
      </output>
      <button
        type="button"
        aria-label="Increase servings"
        onClick={() => onChange(clampServings(value + 1))}
        className={stepButton}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
