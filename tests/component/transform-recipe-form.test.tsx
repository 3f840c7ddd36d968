import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecipeAiPage } from '../../src/web/features/ai/pages/recipe-ai-page';
import { posts, standInAiServer } from './support/ai-screens';
import { renderInApp } from './support/app';
import { heldAnswer, json, validationError } from './support/fetch-stand-in';

const transformButton = () => screen.getByRole('button', { name: /^Transform|Thinking/ });

async function openTransform(onPost: Parameters<typeof standInAiServer>[0] = () => json(500, {})) {
  const sent = standInAiServer(onPost);
  const rendered = renderInApp(<RecipeAiPage />);
  await screen.findByRole('form', { name: 'Transform a recipe' });
  return { ...rendered, sent };
}

describe('Transform a recipe form', () => {
  it('names the fields at fault under them, focuses the first and sends nothing', async () => {
    const { user, sent } = await openTransform();
    await user.click(screen.getByRole('tab', { name: 'Paste text' }));
    await user.type(screen.getByLabelText('Recipe text'), 'Soup');
    await user.click(screen.getByRole('radio', { name: 'My own goal' }));
    await user.click(transformButton());

    expect(await screen.findByText('Paste the whole recipe: at least 20 characters')).toBeTruthy();
    expect(screen.getByText('Describe your goal', { selector: '#ai-instructions-error' })).toBeTruthy();
    expect(screen.getByLabelText('Recipe text').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Describe your goal').getAttribute('aria-describedby')).toBe('ai-instructions-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Recipe text'));
    expect(posts(sent)).toEqual([]);
  });

  it('asks for a recipe on a recipe tab', async () => {
    const { user, sent } = await openTransform();
    await user.click(transformButton());
    expect(await screen.findByText('Choose a recipe to transform')).toBeTruthy();
    expect(posts(sent)).toEqual([]);
  });

  it("puts the server's 400 details under the fields they name", async () => {
    const { user } = await openTransform(() =>
      validationError('Invalid request', [
        { field: 'source.url', message: 'url must be a web address' },
        { field: 'instructions', message: 'instructions must be at most 500 characters' },
      ]),
    );
    await user.click(screen.getByRole('tab', { name: 'Web address' }));
    await user.type(screen.getByLabelText('Recipe web address'), 'https://example.com/soup');
    await user.click(transformButton());

    expect(await screen.findByText('url must be a web address')).toBeTruthy();
    expect(screen.getByText('instructions must be at most 500 characters')).toBeTruthy();
    expect(screen.getByLabelText('Recipe web address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Anything else? (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
  });

  it('disables the form while the transform runs, and sends the request', async () => {
    const held = heldAnswer(validationError('Invalid request', [{ field: 'source.url', message: 'url must be a web address' }]));
    const { user, sent } = await openTransform(() => held.promise);
    await user.click(screen.getByRole('tab', { name: 'Web address' }));
    await user.type(screen.getByLabelText('Recipe web address'), 'https://example.com/soup');
    await user.click(screen.getByRole('radio', { name: 'Low-carb' }));
    await user.type(screen.getByLabelText('Anything else? (optional)'), ' no mushrooms ');
    await user.click(transformButton());

    await waitFor(() => expect(transformButton()).toHaveProperty('disabled', true));
    expect(transformButton().textContent).toBe('Thinking…');
    expect(screen.getByLabelText('Recipe web address')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Anything else? (optional)')).toHaveProperty('disabled', true);
    expect(posts(sent)).toEqual([
      { method: 'POST', path: '/api/ai/recipe-transform', body: { source: { type: 'url', url: 'https://example.com/soup' }, goal: 'low-carb', instructions: 'no mushrooms' } },
    ]);

    held.release();
    expect(await screen.findByText('url must be a web address')).toBeTruthy();
    expect(transformButton()).toHaveProperty('disabled', false);
  });
});
