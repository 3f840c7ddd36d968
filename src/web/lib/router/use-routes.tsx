import { useContext, type ReactNode } from 'react';
import { RouteContext } from './context';
import { useLocation } from './hooks';
import { matchRoutes, pathBelow, type RouteObject } from './match-path';

/**
 * The element of the route table's best match for the current address, each route's element
 * given the next one's as its <Outlet />. Inside a matched route (a table under `admin/*`) the
 * table matches the rest of the path, and its params add to the parent's. Null when nothing matches.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const match = matchRoutes(routes, pathBelow(pathname, parent.base));
  if (!match) return null;
  const params = { ...parent.params, ...match.params };
  return match.matches.reduceRight<ReactNode>(
    (outlet, { route, base }) => (
      <RouteContext.Provider value={{ outlet, params, base: withParentBase(parent.base, base) }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** A match's base within the whole address: a nested table's base follows its parent's. */
function withParentBase(parentBase: string, base: string): string {
  if (base === '/') return parentBase;
  return parentBase === '/' ? base : parentBase + base;
}
