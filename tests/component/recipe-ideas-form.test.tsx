import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeSuggestionPage } from '../../src/web/features/ai/pages/recipe-suggestion-page';
import { posts, standInAiServer } from './support/ai-screens';
import { renderInApp } from './support/app';
import { heldAnswer, json, validationError } from './support/fetch-stand-in';

const getIdeas = () => screen.getByRole('button', { name: /^Get ideas|Thinking/ });

async function openIdeas(onPost: Parameters<typeof standInAiServer>[0] = () => json(500, {})) {
  const sent = standInAiServer(onPost);
  const rendered = renderInApp(<RecipeSuggestionPage />);
  const ingredients = await screen.findByRole('textbox', { name: 'Ingredients you have' });
  return { ...rendered, sent, ingredients };
}

describe('Recipe Ideas form', () => {
  it('asks for an ingredient under the field, focuses it and sends nothing', async () => {
    const { user, sent, ingredients } = await openIdeas();
    await user.clear(screen.getByLabelText('Servings'));
    await user.type(screen.getByLabelText('Servings'), '30');
    await user.click(getIdeas());

    expect(await screen.findByText('Add at least one ingredient you have')).toBeTruthy();
    expect(screen.getByText('servings must be at most 24')).toBeTruthy();
    expect(ingredients.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Servings').getAttribute('aria-describedby')).toBe('ideas-servings-error');
    expect(document.activeElement).toBe(ingredients);
    expect(posts(sent)).toEqual([]);
  });

  it("puts the server's 400 details under the fields they name", async () => {
    const { user, ingredients } = await openIdeas(() =>
      validationError('Invalid request', [
        { field: 'ingredients.0', message: 'Each ingredient must be at most 80 characters' },
        { field: 'cuisine', message: 'cuisine must be at most 60 characters' },
      ]),
    );
    await user.type(ingredients, 'chickpeas{Enter}');
    await user.click(getIdeas());

    expect(await screen.findByText('Each ingredient must be at most 80 characters')).toBeTruthy();
    expect(screen.getByText('cuisine must be at most 60 characters')).toBeTruthy();
    expect(ingredients.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Cuisine (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
  });

  it('disables the form while the ideas are asked for, and sends the request', async () => {
    const held = heldAnswer(validationError('Invalid request', [{ field: 'servings', message: 'servings must be at most 24' }]));
    const { user, sent, ingredients } = await openIdeas(() => held.promise);
    await user.type(ingredients, 'chickpeas, spinach{Enter}');
    await user.type(screen.getByLabelText('Cuisine (optional)'), ' Thai ');
    await user.click(getIdeas());

    await waitFor(() => expect(getIdeas()).toHaveProperty('disabled', true));
    expect(getIdeas().textContent).toBe('Thinking…');
    expect(screen.getByLabelText('Servings')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Cuisine (optional)')).toHaveProperty('disabled', true);
    expect(posts(sent)).toEqual([
      { method: 'POST', path: '/api/ai/recipe-ideas', body: { ingredients: ['chickpeas', 'spinach'], diet: [], cuisine: 'Thai', maxMinutes: 'any', servings: 2 } },
    ]);

    held.release();
    expect(await screen.findByText('servings must be at most 24')).toBeTruthy();
    expect(getIdeas()).toHaveProperty('disabled', false);
  });
});
