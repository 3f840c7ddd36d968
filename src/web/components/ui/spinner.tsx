import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

export interface SpinnerProps {
  className?: string;
  /** Announced to screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary-text', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area (lazy screens, route guards). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
