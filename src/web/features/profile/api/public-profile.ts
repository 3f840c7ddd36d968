import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RecipeList } from '../../../../contracts/recipe';
import type { PublicUser } from '../../../../contracts/users';
import { ApiError, apiRequest, PUBLIC_USERS_KEY } from '../../../lib/api';

export type ProfileLookup = { kind: 'public'; user: PublicUser } | { kind: 'private'; username: string | null };

export function publicProfileKey(username: string) {
  return [...PUBLIC_USERS_KEY, username] as const;
}

export function publicProfileRecipesKey(username: string) {
  return [...PUBLIC_USERS_KEY, username, 'recipes'] as const;
}

function userPath(username: string): string {
  return `/api/users/${encodeURIComponent(username)}`;
}

/**
 * The fields this screen branches on. The full shape is the contract's userLookupSchema, which the
 * server's response schema enforces; checking it again here would put zod in this page's download.
 */
function isUserLookup(body: unknown): body is { id: string; username: string | null; profile_visible?: boolean } {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return typeof value.id === 'string' && (typeof value.username === 'string' || value.username === null);
}

/**
 * GET /api/users/{username}. A private profile answers with id 'anonymous' (SPEC section 3);
 * any failure, including a 404, is 'User not found'.
 */
export async function fetchPublicProfile(username: string, signal?: AbortSignal): Promise<ProfileLookup> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('GET', userPath(username), { signal });
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.errorCode, 'User not found', error.body);
    throw error;
  }
  if (!isUserLookup(body)) throw new ApiError(200, 'INVALID_RESPONSE', 'User not found', body);
  if (body.id === 'anonymous' || body.profile_visible === false) {
    return { kind: 'private', username: body.username };
  }
  return { kind: 'public', user: body as PublicUser };
}

export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: publicProfileKey(username),
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
    enabled: username !== '',
  });
}

const EMPTY_PAGE: RecipeList = { items: [], nextCursor: null };

/**
 * GET /api/users/{username}/recipes, newest first, a page at a time. Requested only when the
 * profile is visible (SPEC section 6); a failed first page reads as an empty list (SPEC section 7).
 */
export function usePublicProfileRecipes(username: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: publicProfileRecipesKey(username),
    enabled: enabled && username !== '',
    initialPageParam: null as string | null,
    getNextPageParam: (last: RecipeList) => last.nextCursor ?? undefined,
    queryFn: async ({ pageParam, signal }): Promise<RecipeList> => {
      const url = pageParam ? `${userPath(username)}/recipes?cursor=${encodeURIComponent(pageParam)}` : `${userPath(username)}/recipes`;
      try {
        const body = await apiRequest<Partial<RecipeList> | RecipeList['items'] | null>('GET', url, { signal });
        if (Array.isArray(body)) return { items: body, nextCursor: null };
        return {
          items: Array.isArray(body?.items) ? body.items : [],
          nextCursor: typeof body?.nextCursor === 'string' ? body.nextCursor : null,
        };
      } catch (error) {
        if (pageParam === null && error instanceof ApiError) return EMPTY_PAGE;
        throw error;
      }
    },
  });
}
