import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` when the `target` element comes within `rootMargin` of the viewport, while
 * `enabled` (the browse list's next page, the recipe page's related recipes). The observer is
 * created afresh each time `enabled` turns on, and a new observer reports the current position at
 * once, so a sentinel still in view after a page has loaded asks for the next one too.
 */
export function useOnView(
  target: RefObject<Element | null>,
  enabled: boolean,
  onVisible: () => void,
  rootMargin = '800px 0px',
) {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, onVisible, rootMargin]);
}
