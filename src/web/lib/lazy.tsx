import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** React.lazy for a named export: lazyNamed(() => import('./x'), 'XPage'). */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Mounts a lazily loaded dialog from its first opening on, so its code (Radix Dialog, focus trap,
 * scroll lock) is not part of the page's first download. It stays mounted afterwards so the
 * closing animation and focus return work as usual.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
