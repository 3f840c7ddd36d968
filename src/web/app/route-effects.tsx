import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router';
import { trackPageView } from '../features/analytics';

/** On every route change: scroll to the top and report a page view (fire and forget). */
export function RouteEffects() {
  const { pathname } = useLocation();
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
    // Reported a moment later: a screen that redirects at once (<Navigate replace>) changes the
    // path first, cancelling this, so only the page the visitor lands on counts.
    const timer = setTimeout(() => {
      // StrictMode runs effects twice in development; report each page once.
      if (lastTracked.current === pathname) return;
      lastTracked.current = pathname;
      trackPageView(pathname);
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname]);

  return null;
}
