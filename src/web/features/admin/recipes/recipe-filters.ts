import { ADMIN_RECIPE_PRIVACY, type AdminRecipePrivacy } from '../../../../contracts/admin-recipes';

/** The Recipes screen's filters, kept in its address so Back and a shared link show the same list. */
export interface RecipeFilters {
  q: string;
  category: string;
  author: string;
  privacy: AdminRecipePrivacy;
  featured: '' | 'true' | 'false';
}

export const NO_FILTERS: RecipeFilters = { q: '', category: '', author: '', privacy: 'all', featured: '' };

/** Reads the address; a value the server would refuse is read as no filter. */
export function filtersFromParams(params: URLSearchParams): RecipeFilters {
  const privacy = params.get('privacy') ?? '';
  const featured = params.get('featured') ?? '';
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    author: params.get('author') ?? '',
    privacy: (ADMIN_RECIPE_PRIVACY as readonly string[]).includes(privacy) ? (privacy as AdminRecipePrivacy) : 'all',
    featured: featured === 'true' || featured === 'false' ? featured : '',
  };
}

/** Only the filters that are set, trimmed: the same text for the address and for GET /api/admin/recipes. */
export function filtersToParams(filters: RecipeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.author.trim()) params.set('author', filters.author.trim());
  if (filters.privacy !== 'all') params.set('privacy', filters.privacy);
  if (filters.featured) params.set('featured', filters.featured);
  return params;
}

export function hasFilters(filters: RecipeFilters): boolean {
  return filtersToParams(filters).toString() !== '';
}
