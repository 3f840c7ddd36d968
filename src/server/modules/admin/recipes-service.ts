import type { AdminRecipePage, AdminRecipeRow, AdminRecipesQuery } from '../../../contracts/admin-recipes';
import { normalizeFilterValue, normalizeTerm } from '../../../domain/search';
import { AppError } from '../../errors';
import { authorOf } from '../recipes/mapper';
import type { AdminRecipeDbRow, AdminRecipeFilters, AdminRecipesRepo } from './recipes-repo';
import type { Audit } from './audit';

/** Why a private recipe cannot be featured: the home page shows featured recipes to everyone. */
export const FEATURE_PRIVATE_REFUSED =
  'Only public recipes can be featured: the home page shows featured recipes to everyone. Make the recipe public first.';

/**
 * The list query as search filters: the free text matches like the public search box's text,
 * the author box is a username substring, the category equals one of the recipe's (any case).
 */
export function adminRecipeFilters(query: Pick<AdminRecipesQuery, 'q' | 'category' | 'author' | 'privacy' | 'featured'>): AdminRecipeFilters {
  const filters: AdminRecipeFilters = { privacy: query.privacy };
  const text = normalizeTerm(query.q ?? '');
  const username = normalizeTerm(query.author ?? '');
  const category = normalizeFilterValue(query.category);
  if (text) filters.text = text;
  if (username) filters.username = username;
  if (category) filters.category = category;
  if (query.featured) filters.featured = query.featured === 'true';
  return filters;
}

export function toAdminRecipeRow(row: AdminRecipeDbRow): AdminRecipeRow {
  return {
    id: row.id,
    title: row.title,
    featuredImage: row.featuredImage,
    author: row.authorId ? authorOf(row.authorId, row) : null,
    categories: row.categories,
    privacyLevel: row.privacyLevel === 'private' ? 'private' : 'public',
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The back office's rules for recipes. Editing and deleting go through the authoring service. */
export function createAdminRecipesService(deps: {
  repo: AdminRecipesRepo;
  /** Drops a changed recipe from every process's cache. */
  changed: (id: number) => Promise<void>;
}) {
  const { repo } = deps;
  return {
    async list(query: AdminRecipesQuery): Promise<AdminRecipePage> {
      // One extra row tells whether another page exists without counting every match.
      const rows = await repo.list(adminRecipeFilters(query), {
        limit: query.limit + 1,
        beforeId: query.cursor === undefined ? undefined : Number(query.cursor),
      });
      const items = rows.slice(0, query.limit).map(toAdminRecipeRow);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > query.limit && last ? String(last.id) : null };
    },

    /** Featuring needs a public recipe; unfeaturing is always allowed. */
    async setFeatured(id: number, featured: boolean, audit: Audit): Promise<AdminRecipeRow> {
      // Only featuring is held to the public rule, in the same UPDATE (no read-then-write race).
      if (!(await repo.setFeatured(id, featured, featured, audit))) {
        if (!(await repo.row(id))) throw AppError.notFound(`Recipe ${id} not found`);
        throw new AppError('CONFLICT', 409, FEATURE_PRIVATE_REFUSED, { field: 'featured' });
      }
      await deps.changed(id);
      const row = await repo.row(id);
      if (!row) throw AppError.notFound(`Recipe ${id} not found`);
      return toAdminRecipeRow(row);
    },
  };
}

export type AdminRecipesService = ReturnType<typeof createAdminRecipesService>;
