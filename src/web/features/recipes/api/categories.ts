import { useQuery } from '@tanstack/react-query';

/** The categories the home tiles and the footer link to (SPEC section 2). */
export const MAIN_CATEGORIES = ['Main Dishes', 'Breakfast', 'Seafood', 'Vegetarian', 'Desserts'] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

/** GET /api/categories and GET /api/tags answer items with a name (SPEC section 7). */
export interface NamedItem {
  id: number;
  name: string;
}

export const CATEGORIES_KEY = ['/api/categories'] as const;
export const TAGS_KEY = ['/api/tags'] as const;

/** All categories, for the browse filters (default query function). */
export function useCategories(enabled = true) {
  return useQuery<NamedItem[]>({ queryKey: CATEGORIES_KEY, enabled });
}

/** All tags, for the browse filters (default query function). */
export function useTags(enabled = true) {
  return useQuery<NamedItem[]>({ queryKey: TAGS_KEY, enabled });
}
