import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A form label; a double click on its text does not select the text (as Radix's Label, which this replaces). */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70', className)}
      onMouseDown={(event) => {
        // A control inside the label keeps its own mouse behaviour.
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
