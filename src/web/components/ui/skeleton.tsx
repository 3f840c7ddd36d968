import * as React from 'react';
import { cn } from '../../lib/utils';

/** A placeholder block shaped like the content it stands for. */
export function Skeleton({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
