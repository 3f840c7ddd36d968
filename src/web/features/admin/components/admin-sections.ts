/** The back-office menu (SPEC section 2), in order. */
export interface AdminSection {
  to: string;
  label: string;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/api-usage', label: 'API Usage' },
  { to: '/admin/ai-timing', label: 'AI Timing' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/recipes', label: 'Recipes' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/kitchen-tools', label: 'Kitchen Tools' },
  // /admin/settings redirects to /admin/settings/general; the link stays active on every settings page.
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/newsletter/subscribers', label: 'Subscribers' },
  { to: '/admin/newsletter/campaigns', label: 'Campaigns' },
  { to: '/admin/outbox', label: 'Outbox' },
];
