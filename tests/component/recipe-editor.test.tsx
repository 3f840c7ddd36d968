import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeEditor } from '../../src/web/features/my-recipes/components/recipe-editor';
import { emptyRecipeForm } from '../../src/web/features/my-recipes/lib/recipe-form';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const saveButton = () => screen.getByRole('button', { name: /Save Recipe|Saving/ });
/** The nutrition preview asks for an analysis as the member types; here the service is down. */
const analysisOr = (answer: () => Response | Promise<Response>) => (request: SentRequest) =>
  request.path === '/api/nutrition/analyze' ? json(503, { message: 'Unavailable', errorCode: 'SERVICE_UNAVAILABLE' }) : answer();

async function fillMinimalRecipe(user: ReturnType<typeof renderInApp>['user']) {
  await user.type(screen.getByLabelText(/^Title/), 'Tomato soup');
  await user.type(screen.getAllByLabelText(/^Name/)[0]!, 'tomatoes');
  await user.type(screen.getAllByLabelText(/^Instruction/)[0]!, 'Simmer.');
}

describe('RecipeEditor', () => {
  it('shows the schema messages under their fields and focuses the first', async () => {
    const sent = standInFetch(analysisOr(() => json(201, {})));
    const { user } = renderInApp(<RecipeEditor initial={emptyRecipeForm()} offerDraft={false} />);
    await user.click(saveButton());

    expect(await screen.findByText('Title is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Title/)));
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.path === '/api/recipes')).toEqual([]);
  });

  it("shows the server's field messages and its message in a toast", async () => {
    standInFetch(analysisOr(() => validationError('Title is taken', [{ field: 'title', message: 'Title must be unique' }])));
    const { user } = renderInApp(<RecipeEditor initial={emptyRecipeForm()} offerDraft={false} />);
    await fillMinimalRecipe(user);
    await user.click(saveButton());

    expect(await screen.findByText('Save Failed')).toBeTruthy();
    expect(screen.getByText('Title is taken')).toBeTruthy();
    expect(screen.getByText('Title must be unique')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Title/)));
  });

  it('disables Save while the recipe is sent', async () => {
    const held = heldAnswer(json(500, { errorCode: 'INTERNAL_ERROR' }));
    const sent = standInFetch(analysisOr(() => held.promise));
    const { user } = renderInApp(<RecipeEditor initial={emptyRecipeForm()} offerDraft={false} />);
    await fillMinimalRecipe(user);
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(saveButton().textContent).toBe('Saving...');
    expect(sent.find((r) => r.path === '/api/recipes')).toMatchObject({ method: 'POST', body: { title: 'Tomato soup' } });

    held.release();
    expect(await screen.findByText('Failed to save recipe')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', false);
  });
});
