import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSiteSettings } from '../../src/contracts/settings';
import { GeneralSettingsPage } from '../../src/web/features/admin/settings/pages/general-settings-page';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const stored: PublicSiteSettings = {
  siteName: 'Sprig',
  logoUrl: null,
  faviconUrl: null,
  themeColor: '#3d7068',
  socialLinks: { instagram: null, facebook: 'https://www.facebook.com/sprig', x: null, youtube: null },
};

async function openForm(onSave: () => Response | Promise<Response>) {
  const sent = standInFetch((request: SentRequest) => (request.method === 'GET' ? json(200, stored) : onSave()));
  const rendered = renderInApp(<GeneralSettingsPage />);
  const siteName = await screen.findByLabelText('Site name');
  return { ...rendered, sent, siteName, saveButton: () => screen.getByRole('button', { name: /Save Changes|Saving/ }) };
}

describe('GeneralSettingsPage', () => {
  it('shows the schema messages and sends nothing', async () => {
    const { user, siteName, saveButton, sent } = await openForm(() => json(200, stored));
    await user.clear(siteName);
    await user.click(saveButton());

    expect(await screen.findByText('Site name is required')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

    // Editing a field takes its message away.
    await user.type(siteName, 'Basil');
    await waitFor(() => expect(screen.queryByText('Site name is required')).toBeNull());
  });

  it("shows the server's field message under the field and its message in a toast", async () => {
    const { user, saveButton } = await openForm(() => validationError('The logo is not an image', [{ field: 'logoUrl', message: 'logoUrl is not an image' }]));
    await user.click(saveButton());

    expect(await screen.findByText('Saving failed')).toBeTruthy();
    expect(screen.getByText('The logo is not an image')).toBeTruthy();
    expect(screen.getByText('logoUrl is not an image')).toBeTruthy();
  });

  it('disables Save and Discard while saving, then confirms', async () => {
    const held = heldAnswer(json(200, stored));
    const { user, siteName, saveButton, sent } = await openForm(() => held.promise);
    await user.clear(siteName);
    await user.type(siteName, 'Basil');
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(saveButton().textContent).toBe('Saving...');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', true);
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ path: '/api/admin/settings/site', body: { siteName: 'Basil', themeColor: '#3d7068' } });

    held.release();
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(screen.getByText('The site shows the new name, logo and colours now.')).toBeTruthy();
  });

  it('edits the social links: a link that is no https:// address is named in words, and a good one is sent (issue 21)', async () => {
    const { user, saveButton, sent } = await openForm(() => json(200, stored));
    expect(screen.getByLabelText('Facebook')).toHaveProperty('value', 'https://www.facebook.com/sprig');
    const instagram = screen.getByLabelText('Instagram');
    await user.type(instagram, 'instagram.com/sprig');
    await user.click(saveButton());
    expect(await screen.findByText("The Instagram link must be an https:// address of the site's page there, or empty")).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.clear(instagram);
    await user.type(instagram, 'https://www.instagram.com/sprig');
    await user.clear(screen.getByLabelText('Facebook'));
    await user.click(saveButton());
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')).toMatchObject({
        body: { socialLinks: { instagram: 'https://www.instagram.com/sprig', facebook: '', x: '', youtube: '' } },
      }),
    );
  });
});
