import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from '../../../lib/router';
import { Container } from '../../../components/ui/page';
import { cn } from '../../../lib/utils';
import { ADMIN_SECTIONS } from './admin-sections';

const sectionLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-muted lg:rounded-xl',
    isActive ? 'bg-primary-soft text-primary-text' : 'text-muted-foreground',
  );

/** The back office frame: section menu (a scrolling strip on phones, a sidebar on desktops). */
export function AdminLayout() {
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the strip scrolls sideways: the section open now is brought into view, in the middle
  // where it can be, so a later section is never hidden off the edge (issue 21). The page itself does not move.
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const [box, tab] = [nav.getBoundingClientRect(), active.getBoundingClientRect()];
    nav.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [pathname]);
  return (
    <Container className="grid gap-6 py-6 sm:py-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <nav ref={strip} aria-label="Admin" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
        <ul className="flex gap-1 lg:flex-col">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.to === '/admin'}
                className={sectionLink}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </Container>
  );
}
