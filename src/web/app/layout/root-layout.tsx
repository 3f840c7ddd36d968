import { Outlet, useLocation } from '../../lib/router';
import { RouteEffects } from '../route-effects';
import { ScreenErrorBoundary } from '../screen-error-boundary';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Every screen: skip link, sticky navigation, the screen, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Navbar />
      {/* At least a screen tall: while a screen loads, the footer waits below the fold instead of
          being pushed down (a layout shift) when the content arrives. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        {/* Keyed by path: an error on one screen does not stick to the next. */}
        <ScreenErrorBoundary key={pathname}>
          <Outlet />
        </ScreenErrorBoundary>
      </main>
      <Footer />
      <RouteEffects />
    </div>
  );
}
