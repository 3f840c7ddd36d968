import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '../../src/web/features/auth';
import { RecipeEditor } from '../../src/web/features/my-recipes/components/recipe-editor';
import { draftKey } from '../../src/web/features/my-recipes/lib/recipe-draft';
import { emptyRecipeForm } from '../../src/web/features/my-recipes/lib/recipe-form';
import { renderInApp } from './support/app';
import { json, standInFetch } from './support/fetch-stand-in';
import { member } from './support/users';

const cook = member();
const key = draftKey(cook.id, undefined);

/** The editor as the app opens it: once the member is known (the drafts are theirs). */
function NewRecipe() {
  const { user } = useAuth();
  return user ? <RecipeEditor initial={emptyRecipeForm()} /> : null;
}

function keepDraft() {
  const form = emptyRecipeForm();
  const kept = {
    ...form,
    title: 'Leek soup',
    tags: ['winter'],
    ingredients: [{ ...form.ingredients[0]!, quantity: '3', name: 'leeks' }],
    instructions: [{ ...form.instructions[0]!, instruction: 'Sweat the leeks.' }],
  };
  localStorage.setItem(key, JSON.stringify({ savedAt: '2026-11-20T10:00:00.000Z', form: kept }));
}

const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as { form: { title: string; ingredients: { name: string }[] } } | null;

afterEach(() => localStorage.clear());

describe('RecipeEditor drafts', () => {
  it('restores a kept draft into the form, focuses the title and keeps the draft up to date', async () => {
    keepDraft();
    standInFetch((request) => (request.path === '/api/auth/user' ? json(200, cook) : json(503, { errorCode: 'SERVICE_UNAVAILABLE' })));
    const { user } = renderInApp(<NewRecipe />);
    const offer = await screen.findByRole('region', { name: /You have an unsaved draft from/ });
    await user.click(within(offer).getByRole('button', { name: 'Restore Draft' }));

    expect(screen.queryByRole('region', { name: /You have an unsaved draft from/ })).toBeNull();
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveProperty('value', 'Leek soup');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getAllByLabelText(/^Quantity/)[0]).toHaveProperty('value', '3');
    expect(screen.getAllByLabelText(/^Name/)[0]).toHaveProperty('value', 'leeks');
    expect(screen.getAllByLabelText(/^Instruction/)[0]).toHaveProperty('value', 'Sweat the leeks.');
    expect(screen.getByRole('button', { name: 'Remove tag winter' })).toBeTruthy();

    await user.type(title, ' with potatoes');
    await waitFor(() => expect(stored()?.form.title).toBe('Leek soup with potatoes'));
    expect(stored()?.form.ingredients[0]?.name).toBe('leeks');
    // Typing on a shared machine.
  });

  it('discards a kept draft, leaving the empty form, and keeps a new one once something is typed', async () => {
    keepDraft();
    standInFetch((request) => (request.path === '/api/auth/user' ? json(200, cook) : json(503, { errorCode: 'SERVICE_UNAVAILABLE' })));
    const { user } = renderInApp(<NewRecipe />);
    const offer = await screen.findByRole('region', { name: /You have an unsaved draft from/ });
    await user.click(within(offer).getByRole('button', { name: 'Discard Draft' }));

    expect(stored()).toBeNull();
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.type(title, 'Pea soup');
    await waitFor(() => expect(stored()?.form.title).toBe('Pea soup'));
  });
});
