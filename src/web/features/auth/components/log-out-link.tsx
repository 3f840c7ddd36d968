import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { signOut } from '../api/sign-out';
import { LOGOUT_URL } from '../api/use-auth';

/** Log Out: signs out with POST after clearing the private caches; without JS the link's GET from this site still signs out. */
export function LogOutLink({ onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void signOut();
  };
  return <a {...props} href={LOGOUT_URL} onClick={handle} />;
}
