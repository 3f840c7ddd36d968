import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UsernameSuggestion } from '../../../../contracts/users';
import { apiRequest } from '../../../lib/api';

export const USERNAME_SEARCH_PATH = '/api/users/search';

export function usernameSuggestionsKey(term: string) {
  return [USERNAME_SEARCH_PATH, term.toLowerCase()] as const;
}

/**
 * GET /api/users/search?q= : up to 5 public users whose username contains the term, with their
 * recipe counts. Disabled while `term` is null. The previous answer stays on screen while the next
 * one loads, so the list does not flicker as the user types.
 */
export function useUsernameSuggestions(term: string | null) {
  return useQuery({
    queryKey: usernameSuggestionsKey(term ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<UsernameSuggestion[]>('GET', `${USERNAME_SEARCH_PATH}?${new URLSearchParams({ q: term ?? '' })}`, {
        signal,
      }),
    enabled: term !== null,
    placeholderData: keepPreviousData,
  });
}
