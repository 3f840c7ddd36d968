import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ThemeSettings } from '../../src/contracts/settings';
import { AppearanceSettingsPage } from '../../src/web/features/admin/settings/pages/appearance-settings-page';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const stored: ThemeSettings = { primaryColor: '#3d7068', secondaryColor: '#f0b67f', accentColor: '#d53939' };

async function openForm(onSave: () => Response | Promise<Response>) {
  const sent = standInFetch((request: SentRequest) => (request.method === 'GET' ? json(200, stored) : onSave()));
  const rendered = renderInApp(<AppearanceSettingsPage />);
  const primary = await screen.findByLabelText('Primary colour', { selector: 'input:not([type=color])' });
  return { ...rendered, sent, primary, saveButton: () => screen.getByRole('button', { name: /Save Colours|Saving/ }) };
}

describe('AppearanceSettingsPage', () => {
  it('names a wrong colour, sends nothing, and takes the message away on an edit', async () => {
    const { user, primary, saveButton, sent } = await openForm(() => json(200, stored));
    await user.clear(primary);
    await user.type(primary, '#12');
    await user.click(saveButton());

    expect(await screen.findByText('Primary colour must be a colour like #3d7068')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.type(primary, '3');
    await waitFor(() => expect(screen.queryByText('Primary colour must be a colour like #3d7068')).toBeNull());
  });

  it("shows the server's field message and toast, and disables Save while saving", async () => {
    const held = heldAnswer(validationError('Invalid theme', [{ field: 'accentColor', message: 'must be a colour like #3d7068' }]));
    const { user, primary, saveButton, sent } = await openForm(() => held.promise);
    await user.clear(primary);
    await user.type(primary, '#112233');
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(saveButton().textContent).toBe('Saving...');
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ path: '/api/admin/settings/theme', body: { ...stored, primaryColor: '#112233' } });
    held.release();
    expect(await screen.findByText('Saving failed')).toBeTruthy();
    expect(screen.getByText('Invalid theme')).toBeTruthy();
    expect(screen.getByText('must be a colour like #3d7068')).toBeTruthy();
  });

  it('Default colours puts the defaults back and clears the messages', async () => {
    const { user, primary, saveButton } = await openForm(() => json(200, stored));
    await user.clear(primary);
    await user.type(primary, 'red');
    await user.click(saveButton());
    expect(await screen.findByText('Primary colour must be a colour like #3d7068')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Default colours' }));
    expect(screen.queryByText('Primary colour must be a colour like #3d7068')).toBeNull();
    expect(primary).toHaveProperty('value', '#3d7068');
  });
});
