import { Suspense, useEffect, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner';

export { lazyNamed } from '../lib/lazy';

/**
 * Marks the document data-interactive once the screen around it has mounted or, on a
 * server-rendered page (which shows before its code has run), hydrated. Tests wait for it before
 * they hover or type.
 */
function ScreenReady() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

/** A screen that is part of the main bundle. */
export function Screen({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ScreenReady />
    </>
  );
}

/** Suspense boundary for a lazy screen: a centred spinner while its code loads. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      {children}
      <ScreenReady />
    </Suspense>
  );
}
