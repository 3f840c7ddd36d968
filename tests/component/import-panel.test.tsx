import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImportPanel } from '../../src/web/features/my-recipes/components/import-panel';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError } from './support/fetch-stand-in';

const address = () => screen.getByLabelText('Recipe web address');
const importButton = () => screen.getByRole('button', { name: /^(Import|Importing\.\.\.)$/ });

describe('ImportPanel', () => {
  it('asks for a web address, focuses it and sends nothing', async () => {
    const sent = standInFetch(() => json(200, {}));
    const { user } = renderInApp(<ImportPanel onImported={vi.fn()} />);
    await user.type(address(), 'not a web address');
    await user.click(importButton());

    expect(await screen.findByText('Enter the web address of a recipe page, like https://example.com/soup')).toBeTruthy();
    expect(address().getAttribute('aria-invalid')).toBe('true');
    expect(address().getAttribute('aria-describedby')).toBe('recipe-import-url-error');
    await waitFor(() => expect(document.activeElement).toBe(address()));
    expect(sent).toEqual([]);
  });

  it("puts the server's message under the address and focuses it", async () => {
    standInFetch(() => validationError('Invalid request', [{ field: 'url', message: 'url must not point at a private network' }]));
    const onImported = vi.fn();
    const { user } = renderInApp(<ImportPanel onImported={onImported} />);
    await user.type(address(), 'https://example.test/soup');
    await user.click(importButton());

    expect(await screen.findByText('url must not point at a private network')).toBeTruthy();
    expect(address().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(address()));
    expect(onImported).not.toHaveBeenCalled();
  });

  it("shows a failure that names no field in the answer's own words", async () => {
    standInFetch(() => json(422, { message: 'No recipe was found at that address', errorCode: 'UNPROCESSABLE' }));
    const { user } = renderInApp(<ImportPanel onImported={vi.fn()} />);
    await user.type(address(), 'https://example.test/plain');
    await user.click(importButton());
    expect(await screen.findByText('No recipe was found at that address')).toBeTruthy();
  });

  it('disables Import while the page is read, sends the trimmed address, then hands the draft over', async () => {
    const imported = { draft: { title: 'Soup' }, source: null, servingsStated: true };
    const held = heldAnswer(json(200, imported));
    const sent = standInFetch(() => held.promise);
    const onImported = vi.fn();
    const { user } = renderInApp(<ImportPanel onImported={onImported} />);
    await user.type(address(), '  https://example.test/soup  ');
    await user.click(importButton());

    await waitFor(() => expect(importButton()).toHaveProperty('disabled', true));
    expect(importButton().textContent).toBe('Importing...');
    expect(sent).toEqual([{ method: 'POST', path: '/api/recipes/import', body: { url: 'https://example.test/soup' } }]);
    held.release();
    expect(await screen.findByText('Recipe imported: review it and save')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(imported);
    expect(importButton()).toHaveProperty('disabled', false);
  });
});
