import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange'> {
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox in the kit's look: a rounded box, filled with the primary colour and a white
 * check mark (the `check-mark` utility of index.css) when ticked. Native rather than Radix's
 * (its state and presence code was 5 KB of the home page's first download, docs/decisions/0017);
 * like Radix's, Enter does not tick it (nor submit its form), Space does.
 */
export function Checkbox({ className, onCheckedChange, onKeyDown, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        'peer size-5 shrink-0 appearance-none rounded-md border border-border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-50 checked:border-primary checked:bg-primary checked:check-mark',
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') event.preventDefault();
      }}
      {...props}
    />
  );
}
