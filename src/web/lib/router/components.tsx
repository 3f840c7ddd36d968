import { useContext, useEffect, type ComponentPropsWithRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { RouteContext } from './context';
import { createPath } from './history';
import { useLocation, useNavigate } from './hooks';
import { isActivePath } from './match-path';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** An absolute address: path, with a query and hash if wanted. */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/**
 * An <a href> that navigates in the app on a plain left click. The browser keeps every other
 * click: with a modifier key, another button, a target other than _self, a download, or after an
 * onClick that prevented the default. A link to the address already shown replaces it.
 */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const ownTab = !anchor.target || anchor.target === '_self';
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || !ownTab || modified || anchor.download != null) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(location) === to, state });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}

type ActiveState = { isActive: boolean };

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: ActiveState) => string | undefined);
  style?: CSSProperties | ((state: ActiveState) => CSSProperties | undefined);
  children?: ReactNode | ((state: ActiveState) => ReactNode);
}

/** A Link that knows whether it leads to the current page (or one under it): `aria-current="page"`. */
export function NavLink({ end, className, style, children, ...link }: NavLinkProps) {
  const state = { isActive: isActivePath(useLocation().pathname, link.to, end) };
  return (
    <Link
      {...link}
      aria-current={state.isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}

/** Navigates once rendered (after the render, so never on the server); renders nothing. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

/** Where a layout route shows the route matched inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
