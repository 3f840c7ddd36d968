import type { AdminCategory, AdminCategoryChange, AdminCategoryFields, AdminCategoryList, UnlistedCategory } from '../../../contracts/admin-categories';
import { UNLISTED_CATEGORIES_MAX } from '../../../contracts/admin-categories';
import { categoryKey, replaceCategory } from '../../../domain/category-rename';
import { buildKeys } from '../../../domain/search';
import { AppError } from '../../errors';
import type { Audit } from './audit';
import type { AdminCategoriesRepo, CategoryRow, Relabel } from './categories-repo';

/** What renaming (or merging) `from` into `to` does to one recipe: its category keys follow (the search text is the database's). */
function relabel(from: string, to: string): Relabel {
  return (recipe) => {
    const categories = replaceCategory(recipe.categories, from, to);
    return { categories, categoryKeys: buildKeys(categories) };
  };
}

function toCategory(row: CategoryRow, recipeCount: number): AdminCategory {
  return { id: row.id, name: row.name, description: row.description, sortOrder: row.sortOrder, recipeCount };
}

function noSuchCategory(): AppError {
  return AppError.notFound('No such category');
}

function nameTaken(existing: string): AppError {
  return new AppError('CONFLICT', 409, `A category named '${existing}' already exists.`, { field: 'name' });
}

function changedMeanwhile(): AppError {
  return new AppError('CONFLICT', 409, 'The category was changed by someone else meanwhile. Reload the list and try again.');
}

/** The names recipes carry that are not categories: the most common spelling of each, most used first. */
function unlistedNames(listed: Set<string>, keyCounts: { key: string; n: number }[], spellings: { name: string; n: number }[]): UnlistedCategory[] {
  const spelling = new Map<string, { name: string; n: number }>();
  for (const s of spellings) {
    const key = categoryKey(s.name);
    const best = spelling.get(key);
    if (!best || s.n > best.n || (s.n === best.n && s.name < best.name)) spelling.set(key, s);
  }
  return keyCounts
    .filter(({ key }) => key !== '' && !listed.has(key))
    .map(({ key, n }) => ({ name: spelling.get(key)?.name ?? key, recipeCount: n }))
    .sort((a, b) => b.recipeCount - a.recipeCount || a.name.localeCompare(b.name));
}

/**
 * The back office's rules for categories: names are unique in any case, a rename or merge
 * reaches every recipe (private ones too) in one transaction, and a category recipes use is
 * never deleted from under them.
 */
export function createAdminCategoriesService(deps: {
  repo: AdminCategoriesRepo;
  /** Drops every cached recipe in every process (recipes show their categories). */
  recipesChanged: () => Promise<void>;
}) {
  const { repo } = deps;
  const withCount = async (row: CategoryRow) => toCategory(row, await repo.countUsing(row.name));

  async function existing(id: number): Promise<CategoryRow> {
    const row = await repo.byId(id);
    if (!row) throw noSuchCategory();
    return row;
  }

  async function afterRecipesChanged(recipesUpdated: number): Promise<void> {
    if (recipesUpdated > 0) await deps.recipesChanged();
  }

  return {
    async list(): Promise<AdminCategoryList> {
      const [rows, keyCounts, spellings] = await Promise.all([repo.list(), repo.keyCounts(), repo.spellings()]);
      const counts = new Map(keyCounts.map(({ key, n }) => [key, n]));
      const listed = new Set(rows.map((row) => categoryKey(row.name)));
      const unlisted = unlistedNames(listed, keyCounts, spellings);
      return {
        categories: rows.map((row) => toCategory(row, counts.get(categoryKey(row.name)) ?? 0)),
        unlisted: unlisted.slice(0, UNLISTED_CATEGORIES_MAX),
        unlistedTotal: unlisted.length,
      };
    },

    async create(input: AdminCategoryFields, audit: Audit): Promise<AdminCategory> {
      const taken = await repo.named(input.name);
      if (taken) throw nameTaken(taken.name);
      const row = await repo.insert(input.name, input.description ?? null, audit);
      if (!row) throw nameTaken(input.name);
      return withCount(row);
    },

    /** Renames and/or describes; a new name is written to every recipe filed under the old one. */
    async update(id: number, input: AdminCategoryFields, audit: Audit): Promise<AdminCategoryChange> {
      const current = await existing(id);
      const clash = await repo.named(input.name);
      if (clash && clash.id !== id) {
        throw new AppError(
          'CONFLICT',
          409,
          `A category named '${clash.name}' already exists. To put the recipes of both together, merge '${current.name}' into '${clash.name}' instead.`,
          { field: 'name' },
        );
      }
      if (input.name === current.name) {
        if (input.description === undefined) audit.unchanged();
        const row = input.description === undefined ? current : await repo.describe(id, input.description, audit);
        if (!row) throw noSuchCategory();
        return { category: await withCount(row), recipesUpdated: 0 };
      }
      const result = await repo.rename(id, current.name, input, relabel(current.name, input.name), audit);
      if (result === 'taken') throw nameTaken(input.name);
      if (!result) throw changedMeanwhile();
      await afterRecipesChanged(result.recipesUpdated);
      return { category: await withCount(result.row), recipesUpdated: result.recipesUpdated };
    },

    /** Files the source's recipes under the target, then deletes the source. */
    async merge(id: number, intoId: number, audit: Audit): Promise<AdminCategoryChange> {
      if (id === intoId) {
        const message = 'intoId must be another category: a category cannot be merged into itself';
        throw AppError.validation(message, [{ field: 'intoId', message }]);
      }
      const source = await existing(id);
      const target = await repo.byId(intoId);
      if (!target) throw AppError.notFound('The category to merge into does not exist');
      const result = await repo.merge(source, target, relabel(source.name, target.name), audit);
      if (!result) throw changedMeanwhile();
      await afterRecipesChanged(result.recipesUpdated);
      return { category: await withCount(target), recipesUpdated: result.recipesUpdated };
    },

    /** Only a category no recipe uses; otherwise the answer says how many do and what to do instead. */
    async remove(id: number, audit: Audit): Promise<void> {
      const result = await repo.deleteUnused(id, audit);
      if (result.status === 'missing') throw noSuchCategory();
      if (result.status === 'in-use') {
        const recipes = result.recipeCount === 1 ? '1 recipe uses' : `${result.recipeCount} recipes use`;
        throw new AppError(
          'CONFLICT',
          409,
          `${recipes} '${result.name}', so it cannot be deleted. Rename it, or merge it into another category to move those recipes.`,
          { recipeCount: result.recipeCount },
        );
      }
    },
  };
}

export type AdminCategoriesService = ReturnType<typeof createAdminCategoriesService>;
