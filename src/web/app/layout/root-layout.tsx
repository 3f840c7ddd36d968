import { Outlet } from 'react-router';
import { RouteEffects } from '../route-effects';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Every screen: skip link, sticky navigation, the screen, footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <RouteEffects />
    </div>
  );
}
