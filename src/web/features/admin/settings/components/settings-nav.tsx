import { NavLink } from '../../../../lib/router';
import { cn } from '../../../../lib/utils';

export const SETTINGS_PAGES = [
  { to: '/admin/settings/general', label: 'General' },
  { to: '/admin/settings/appearance', label: 'Appearance' },
  { to: '/admin/settings/api', label: 'API' },
  { to: '/admin/settings/email', label: 'Email' },
  { to: '/admin/settings/advanced', label: 'Advanced' },
] as const;

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 items-center whitespace-nowrap rounded-full px-4 text-sm font-medium transition-colors hover:bg-muted',
    isActive ? 'bg-primary-soft text-primary-text' : 'text-muted-foreground',
  );

/** The settings pages' own menu: a scrolling strip of tabs under the admin menu. */
export function SettingsNav() {
  return (
    <nav aria-label="Settings" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-border pb-3">
        {SETTINGS_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} className={tab}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
