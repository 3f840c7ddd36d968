import { lazy, Suspense, useState } from 'react';
import { useToast } from '../../lib/use-toast';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/**
 * Mounts the Toaster (and its Radix code) when the first toast is raised, not on page load:
 * most visits never see one, and the first download stays within the JS budget. Once mounted
 * it stays, so later toasts appear at once.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
