import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../src/web/lib/router';
import type { RecipeSummary } from '../../src/contracts/recipe';
import { AUTH_USER_KEY } from '../../src/web/features/auth';
import { RecipeCard } from '../../src/web/features/recipes';
import { createQueryClient } from '../../src/web/lib/query-client';
import { renderInApp } from './support/app';
import { json, standInFetch } from './support/fetch-stand-in';
import { member } from './support/users';

const stew = {
  id: 41,
  title: 'Mystery Pantry Stew',
  subtitle: null,
  description: null,
  featuredImage: null,
  authorId: 'author-1',
  author: { id: 'author-1', username: 'maya_greens', displayName: 'Maya Okafor', avatar_url: null },
  servings: 4,
  yieldText: null,
  prepTime: null,
  cookTime: null,
  totalTime: null,
  categories: ['Soups'],
  tags: ['one-pot'],
  dietaryAttributes: [],
  nutrition: null,
  notCounted: 0,
  privacyLevel: 'public',
  isFeatured: true,
  ratings: null,
  publishedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
} as RecipeSummary;

const PLAN_BUTTON = 'Add Mystery Pantry Stew to meal plan';

const inApp = (client: QueryClient, children: ReactNode) => (
  <QueryClientProvider client={client}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

/** A query client that knows who is signed in, as the server's initial data tells the page. */
function signedIn(user: ReturnType<typeof member> | null): QueryClient {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_KEY, user);
  return client;
}

let hydrated: { root: Root; container: HTMLElement } | undefined;
afterEach(() => {
  if (!hydrated) return;
  const { root, container } = hydrated;
  act(() => root.unmount());
  container.remove();
  hydrated = undefined;
});

describe("a recipe card's Add to Meal Plan", () => {
  it("is never in the server's HTML, even a member's, and appears once the page has hydrated", async () => {
    standInFetch(({ path }) => (path === '/api/user/saved-recipes' ? json(200, []) : json(404, { message: 'Not found', errorCode: 'NOT_FOUND' })));
    const html = renderToString(inApp(signedIn(member()), <RecipeCard recipe={stew} />));
    expect(html).toContain('aria-label="Save recipe"');
    expect(html).not.toMatch(/to meal plan/i);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // Hydrated as the browser does it, outside testing-library's render: React is told it runs under act.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    await act(async () => {
      hydrated = { root: hydrateRoot(container, inApp(signedIn(member()), <RecipeCard recipe={stew} />)), container };
    });
    expect(await screen.findByRole('button', { name: PLAN_BUTTON })).toBeTruthy();
    // Hydrated without a mismatch: the first render in the browser matched the server's.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is not shown to a visitor', async () => {
    standInFetch(() => json(401, { message: 'Not signed in', errorCode: 'UNAUTHORIZED' }));
    renderInApp(<RecipeCard recipe={stew} />);
    expect(await screen.findByRole('button', { name: 'Save recipe' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /meal plan/i })).toBeNull());
  });

  it("opens a member's Add to Meal Plan for the recipe, sits beside the card's link, and plans it", async () => {
    const sent = standInFetch(({ method, path }) => {
      if (path === '/api/auth/user') return json(200, member());
      if (path === '/api/user/saved-recipes') return json(200, []);
      if (method === 'POST' && path === '/api/meal-plan/entries') return json(201, { id: 5 });
      return json(404, { message: 'Not found', errorCode: 'NOT_FOUND' });
    });
    const { user, container } = renderInApp(<RecipeCard recipe={stew} />);
    const button = await screen.findByRole('button', { name: PLAN_BUTTON });
    expect(container.querySelector('a button, a a, button a, button button')).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Add to Meal Plan' });
    expect(dialog.textContent).toContain('Plan “Mystery Pantry Stew” for a day and a meal.');
    expect(screen.getByLabelText('Servings cooked')).toHaveProperty('value', '4');
    await user.selectOptions(screen.getByLabelText('Meal'), 'snack');
    await user.click(screen.getByRole('button', { name: 'Add to Meal Plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = sent.filter((request) => request.method === 'POST');
    expect(posted).toEqual([{ method: 'POST', path: '/api/meal-plan/entries', body: expect.objectContaining({ recipeId: 41, meal: 'snack', servings: 4, portions: 1 }) }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: PLAN_BUTTON })));
  });
});
