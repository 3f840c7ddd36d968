import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouterContext, type NavigateOptions } from './context';
import type { Location } from './history';
import type { Params } from './match-path';

function useRouter() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links work only inside a router (BrowserRouter, StaticRouter, MemoryRouter)');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

/** The navigate function: the same one on every render, so effects and callbacks may depend on it. */
export function useNavigate() {
  return useRouter().navigate;
}

/** The matched routes' `:param` values (and the splat as `*`), URL-decoded. */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string | string[]>;

function createSearchParams(init: SearchParamsInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams) return new URLSearchParams(init);
  return new URLSearchParams(Object.entries(init).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v])));
}

/**
 * The address's query, and a setter that navigates to this path with a new one (pushed unless
 * `replace`; the hash is dropped). The params object changes only when the query does.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const query = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, params, pathname],
  );
  return [params, setParams];
}
