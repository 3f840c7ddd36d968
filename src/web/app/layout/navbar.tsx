import { useEffect, useId, useRef, useState } from 'react';
import { Coins, LogOut, Menu, UserRound, X } from 'lucide-react';
import { Link, NavLink, useLocation } from '../../lib/router';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/page';
import { formatCredits } from '../../lib/format';
import { cn } from '../../lib/utils';
import { displayName } from '../../../domain/authors';
import { LOGIN_URL, LogOutLink, useAuth, type AuthUser } from '../../features/auth';
import { navItemsFor } from './nav-links';
import { SiteBrand } from './site-brand';

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
    isActive ? 'bg-primary-soft text-primary-text' : 'text-muted-foreground',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center rounded-xl px-4 py-3 text-base font-medium transition-colors hover:bg-muted',
    isActive ? 'bg-primary-soft text-primary-text' : 'text-foreground',
  );

function CreditBalance({ user, className }: { user: AuthUser; className?: string }) {
  const credits = user.credits ?? 0;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-secondary-soft px-3 py-1 text-sm font-semibold text-secondary-soft-foreground',
        className,
      )}
      title="Credit balance"
    >
      <Coins aria-hidden="true" className="size-4" />
      <span className="sr-only">Credit balance: </span>
      {formatCredits(credits)}
    </span>
  );
}

/** The sticky navigation bar with its small-screen menu panel. */
export function Navbar() {
  const auth = useAuth();
  const { user, isLoading } = auth;
  const items = navItemsFor(auth);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Close on route change.
  useEffect(() => setOpen(false), [pathname]);

  // Close on scroll, on tapping outside the panel and on Escape.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      // The backdrop closes on its own click, which also keeps the tap from reaching the page.
      if ([panelRef, buttonRef, backdropRef].some((ref) => ref.current?.contains(target))) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    window.addEventListener('scroll', close, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', close);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const closeMenu = () => setOpen(false);

  return (
    <>
      {/* Outside the header: its backdrop-filter would make it the box a fixed child is placed in.
          The full bar needs about 1200 px for an admin, so the menu panel serves every width below xl. */}
      {open ? (
        <div
          ref={backdropRef}
          aria-hidden="true"
          onClick={closeMenu}
          className="fixed inset-0 z-30 bg-black/25 xl:hidden"
        />
      ) : null}
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <Container className="flex h-16 items-center gap-4">
          <SiteBrand onNavigate={closeMenu} />

          <nav aria-label="Main" className="ml-2 hidden xl:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={desktopLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ml-auto hidden min-w-0 items-center gap-3 xl:flex">
            {isLoading ? null : user ? (
              <>
                <NavLink to="/profile" end className={(state) => cn(desktopLink(state), 'flex min-w-0')}>
                  <span className="inline-flex min-w-0 max-w-[12rem] items-center gap-1.5">
                    <UserRound aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{user.username ?? displayName(user)}</span>
                  </span>
                </NavLink>
                <CreditBalance user={user} />
                <Button asChild variant="outline" size="sm">
                  <LogOutLink>
                    <LogOut aria-hidden="true" />
                    Log Out
                  </LogOutLink>
                </Button>
              </>
            ) : (
              <Button asChild size="sm">
                <a href={LOGIN_URL}>Sign In</a>
              </Button>
            )}
          </div>

          <Button
            ref={buttonRef}
            variant="ghost"
            size="icon"
            className="ml-auto xl:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </Button>
        </Container>

        <div
          id={panelId}
          ref={panelRef}
          hidden={!open}
          className="absolute inset-x-0 top-full border-b border-border bg-background shadow-lg xl:hidden"
        >
          <Container className="py-3">
            <nav aria-label="Mobile">
              <ul className="flex flex-col gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={mobileLink} onClick={closeMenu}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                {user ? (
                  <li>
                    <NavLink to="/profile" end className={mobileLink} onClick={closeMenu}>
                      My Profile
                    </NavLink>
                  </li>
                ) : null}
              </ul>
            </nav>
            {isLoading ? null : (
              <div className="mt-3 flex items-center justify-between gap-3 border-t border-border pt-4 pb-1">
                {user ? (
                  <>
                    <Link to="/profile" onClick={closeMenu} className="min-w-0 truncate px-1 font-semibold">
                      {user.username ?? displayName(user)}
                    </Link>
                    <div className="flex items-center gap-2">
                      <CreditBalance user={user} />
                      <Button asChild variant="outline" size="sm">
                        <LogOutLink onClick={closeMenu}>
                          <LogOut aria-hidden="true" />
                          Log Out
                        </LogOutLink>
                      </Button>
                    </div>
                  </>
                ) : (
                  <Button asChild className="w-full">
                    <a href={LOGIN_URL} onClick={closeMenu}>
                      Sign In
                    </a>
                  </Button>
                )}
              </div>
            )}
          </Container>
        </div>
      </header>
    </>
  );
}
