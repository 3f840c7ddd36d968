import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeEditor } from '../../src/web/features/my-recipes/components/recipe-editor';
import { emptyRecipeForm } from '../../src/web/features/my-recipes/lib/recipe-form';
import { renderInApp } from './support/app';
import { json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

/** The nutrition preview asks for an analysis as the member types; here the service is down. */
const analysisOr = (answer: () => Response) => (request: SentRequest) =>
  request.path === '/api/nutrition/analyze' ? json(503, { message: 'Unavailable', errorCode: 'SERVICE_UNAVAILABLE' }) : answer();
const row = (name: RegExp) => within(screen.getByRole('group', { name }));

describe('RecipeEditor rows', () => {
  it("puts the server's row details under the row's field (a tip under the step's tips) and focuses the first", async () => {
    standInFetch(
      analysisOr(() =>
        validationError('Invalid recipe', [
          { field: 'instructions.0.tips.1', message: 'Tips cannot be empty' },
          { field: 'ingredients.0.name', message: 'Ingredient names must be at most 200 characters' },
        ]),
      ),
    );
    const { user } = renderInApp(<RecipeEditor initial={emptyRecipeForm()} offerDraft={false} />);
    await user.type(screen.getByLabelText(/^Title/), 'Tomato soup');
    await user.type(row(/^Ingredient 1$/).getByLabelText(/^Name/), 'tomatoes');
    await user.type(row(/^Step 1$/).getByLabelText(/^Instruction/), 'Simmer.');
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));

    expect(await screen.findByText('Tips cannot be empty')).toBeTruthy();
    expect(row(/^Step 1$/).getByLabelText(/^Tips/).getAttribute('aria-invalid')).toBe('true');
    const name = row(/^Ingredient 1$/).getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ingredient names must be at most 200 characters').id).toBe('recipe-ingredients-0-name-error');
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Three fields typed in on a shared machine.
  });

  it("drops the rows' messages once a row moves, and keeps the others", async () => {
    const sent = standInFetch(analysisOr(() => json(201, {})));
    const { user } = renderInApp(<RecipeEditor initial={emptyRecipeForm()} offerDraft={false} />);
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await waitFor(() => expect(document.activeElement).toBe(row(/^Ingredient 2$/).getByLabelText(/^Quantity/)));
    await user.type(row(/^Ingredient 1$/).getByLabelText(/^Name/), 'tomatoes');
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));

    expect(await screen.findByText('Every ingredient needs a name')).toBeTruthy();
    expect(row(/^Ingredient 2$/).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Every step needs its text')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Move ingredient 2 up' }));
    await waitFor(() => expect(screen.queryByText('Every ingredient needs a name')).toBeNull());
    expect(row(/^Ingredient 1$/).getByLabelText(/^Name/)).toHaveProperty('value', '');
    expect(row(/^Ingredient 2$/).getByLabelText(/^Name/)).toHaveProperty('value', 'tomatoes');
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Every step needs its text')).toBeTruthy();
    // The moved row's Move up is now disabled, so its Move down keeps the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move ingredient 1 down' })));
    expect(sent.filter((r) => r.path === '/api/recipes')).toEqual([]);
  });
});
