import * as React from 'react';
import { cn } from '../../lib/utils';

/**
 * The browser's own select, styled as a field: for short fixed choices inside forms, where the
 * phone's picker is the best control and register() wires it like any input.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full rounded-full border border-input bg-background px-4 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
