import type { RecipeList } from '../../../contracts/recipe';
import { USERNAME_SUGGESTION_LIMIT, type PublicUser, type UsernameSuggestion } from '../../../contracts/users';
import { normalizeTerm } from '../../../domain/search';
import { AppError } from '../../errors';
import { isAdmin } from '../../../domain/access';
import type { Viewer } from '../../viewer';
import { toRecipeSummary } from '../recipes/mapper';
import type { RecipeRepo } from '../recipes/repo';
import type { UserRepo, UserRow } from './repo';

export type UserLookup = PublicUser | { id: 'anonymous'; username: null; profile_visible: false };

function canSeeProfile(user: UserRow, viewer: Viewer | null): boolean {
  return user.profileVisible || viewer?.id === user.id || isAdmin(viewer);
}

export function createUserService(users: UserRepo, recipes: RecipeRepo) {
  return {
    async lookup(key: string, viewer: Viewer | null): Promise<UserLookup> {
      const user = await users.findByIdOrUsername(key);
      if (!user) throw AppError.notFound('User not found');
      // SPEC: a private profile answers with the id 'anonymous' and nothing that identifies the person.
      if (!canSeeProfile(user, viewer)) return { id: 'anonymous', username: null, profile_visible: false };
      return {
        id: user.id,
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
        bio: user.bio,
        avatar_url: user.avatarUrl,
        created_at: user.createdAt.toISOString(),
        recipe_count: await users.countRecipes(user.id, viewer),
        profile_visible: user.profileVisible,
      };
    },

    async recipesOf(
      key: string,
      viewer: Viewer | null,
      page: { limit: number; cursor?: string },
    ): Promise<RecipeList> {
      const user = await users.findByIdOrUsername(key);
      if (!user || !canSeeProfile(user, viewer)) throw AppError.notFound('User not found');
      const rows = await recipes.byAuthor(user.id, viewer, {
        limit: page.limit + 1,
        beforeId: page.cursor ? Number(page.cursor) : undefined,
      });
      const items = rows.slice(0, page.limit).map((row) => toRecipeSummary(row, viewer));
      const last = items.at(-1);
      return { items, nextCursor: rows.length > page.limit && last ? String(last.id) : null };
    },

    async suggest(rawTerm: string, viewer: Viewer | null): Promise<UsernameSuggestion[]> {
      const term = normalizeTerm(rawTerm.replace(/^@/, ''));
      if (term === '') return [];
      const rows = await users.searchByUsername(term, viewer, USERNAME_SUGGESTION_LIMIT);
      return rows.map((r) => ({ ...r, username: r.username ?? '' }));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
