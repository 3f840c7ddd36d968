import * as React from 'react';
import { cn } from '../../../lib/utils';

/** The card grid: 1 column on phones, 2 on tablets, 3 on desktops. */
export function RecipeGrid({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3', className)} {...props} />;
}
