import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner';

/** React.lazy for a named export: lazyNamed(() => import('./x'), 'XPage'). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Suspense boundary for a lazy screen: a centred spinner while its code loads. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}
