import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner';

export { lazyNamed } from '../lib/lazy';

/** Suspense boundary for a lazy screen: a centred spinner while its code loads. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
