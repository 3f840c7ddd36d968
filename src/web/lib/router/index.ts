// The app's router (docs/decisions/0017): React Router's API for what the app uses of it.
export { BrowserRouter, MemoryRouter, StaticRouter } from './routers';
export { Link, NavLink, Navigate, Outlet, type LinkProps, type NavLinkProps } from './components';
export { useLocation, useNavigate, useParams, useSearchParams } from './hooks';
export { useRoutes } from './use-routes';
export type { Location } from './history';
export type { NavigateFunction, NavigateOptions } from './context';
export type { Params, RouteObject } from './match-path';
