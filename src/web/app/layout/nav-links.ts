import type { AuthState } from '../../features/auth';

export interface NavItem {
  to: string;
  label: string;
}

/** The navigation links for who is looking (SPEC section 2, navigation bar). */
export function navItemsFor(auth: Pick<AuthState, 'isAuthenticated' | 'isAdmin'>): NavItem[] {
  const items: NavItem[] = [
    { to: '/recipes', label: 'Recipes' },
    { to: '/calculator', label: 'Nutrition Calculator' },
  ];
  if (auth.isAuthenticated) {
    items.push(
      { to: '/recipe-ai', label: 'Recipe AI' },
      { to: '/recipe-suggestion', label: 'Recipe Ideas' },
      { to: '/credits', label: 'Credits' },
      { to: '/my-recipes', label: 'My Recipes' },
      { to: '/meal-plan', label: 'Meal Plan' },
    );
  }
  if (auth.isAdmin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}
