import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecipeSummary } from '../../src/contracts/recipe';
import { MyRecipeTools } from '../../src/web/features/ai/components/my-recipe-tools';
import { posts, standInAiServer } from './support/ai-screens';
import { renderInApp } from './support/app';
import { heldAnswer, validationError } from './support/fetch-stand-in';

// The tools read only the recipe's id and title.
const soup = { id: 7, title: 'Lentil soup' } as RecipeSummary;
const generate = () => screen.getByRole('button', { name: /^Generate image|Painting/ });

describe('Generate image form', () => {
  it("puts the server's message for the style under it", async () => {
    standInAiServer(() => validationError('Invalid request', [{ field: 'style', message: 'style must be at most 300 characters' }]));
    const { user } = renderInApp(<MyRecipeTools recipe={soup} images />);
    await user.type(screen.getByLabelText('Style (optional)'), 'rustic');
    await user.click(generate());

    expect(await screen.findByText('style must be at most 300 characters')).toBeTruthy();
    expect(screen.getByLabelText('Style (optional)').getAttribute('aria-invalid')).toBe('true');
    // The message is under the field, so no alert repeats it.
    expect(screen.queryByText('Please check the highlighted fields.')).toBeNull();
  });

  it('disables the form while the picture is painted, and sends the trimmed style', async () => {
    const held = heldAnswer(validationError('Invalid request', [{ field: 'style', message: 'style must be at most 300 characters' }]));
    const sent = standInAiServer(() => held.promise);
    const { user } = renderInApp(<MyRecipeTools recipe={soup} images />);
    await user.type(screen.getByLabelText('Style (optional)'), ' soft daylight ');
    await user.click(generate());

    await waitFor(() => expect(generate()).toHaveProperty('disabled', true));
    expect(generate().textContent).toBe('Painting…');
    expect(screen.getByLabelText('Style (optional)')).toHaveProperty('disabled', true);
    expect(posts(sent)).toEqual([{ method: 'POST', path: '/api/ai/recipe-image', body: { recipeId: 7, style: 'soft daylight' } }]);

    held.release();
    expect(await screen.findByText('style must be at most 300 characters')).toBeTruthy();
    expect(generate()).toHaveProperty('disabled', false);
  });
});
