import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, type NavigateFunction } from './context';
import { createBrowserHistory, createMemoryHistory, parsePath, type History } from './history';

function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  const navigate = useMemo<NavigateFunction>(
    () =>
      (to: string | number, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) => {
        if (typeof to === 'number') history.go(to);
        else if (replace) history.replace(to, state);
        else history.push(to, state);
      },
    [history],
  );
  useLayoutEffect(() => {
    // A new location renders as a transition, as under React Router's BrowserRouter: work a tap
    // can interrupt, and content already on show is not swapped for a fallback if something suspends.
    const follow = () => startTransition(() => setLocation(history.location));
    // A change made before this effect ran (during hydration) is caught up with here.
    follow();
    return history.listen(follow);
  }, [history]);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The app in the browser: follows the address bar and the browser's Back and Forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** Component tests: the app at `initialEntries`' last address, navigating in memory. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

const stayPut: NavigateFunction = () => {};

/**
 * Server rendering (entry-server.tsx): the app at one address. Nothing navigates on the server
 * (navigation happens in effects and event handlers, which do not run there): a <Navigate> renders
 * nothing, as with React Router's StaticRouter, and the browser follows it once hydrated.
 */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => ({ location: { ...parsePath(location), state: null, key: 'default' }, navigate: stayPut }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
