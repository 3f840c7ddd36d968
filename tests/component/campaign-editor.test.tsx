import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Campaign } from '../../src/contracts/newsletter-admin';
import { CampaignEditor } from '../../src/web/features/admin/newsletter/campaign-editor';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const counts = { total: 0, pending: 0, sending: 0, sent: 0, failed: 0, unknown: 0 };
const draft: Campaign = {
  id: 4,
  subject: 'Spring greens',
  markdown: '# Fresh',
  status: 'draft',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  counts,
};

function openEditor(campaign: Campaign | null, onSave: (request: SentRequest) => Response | Promise<Response>) {
  // The live preview asks the server too; it answers every time.
  const sent = standInFetch((request) => (request.path.endsWith('/preview') ? json(200, { subject: '', bodyHtml: '<p>preview</p>', html: '', text: '' }) : onSave(request)));
  const onSaved = vi.fn();
  const rendered = renderInApp(<CampaignEditor campaign={campaign} onSaved={onSaved} onDeleted={() => undefined} />);
  return { ...rendered, onSaved, saves: () => sent.filter((r) => !r.path.endsWith('/preview')) };
}

describe('CampaignEditor', () => {
  it("checks a new campaign with the shared contract's messages under its fields, focuses the first, and sends nothing", async () => {
    const { user, saves } = openEditor(null, () => json(201, draft));
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Please enter a subject')).toBeTruthy();
    expect(screen.getByText('Please write the newsletter')).toBeTruthy();
    expect(screen.getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Markdown').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Subject'));
    expect(saves()).toEqual([]);

    // Messages stay on an edit, until the next save.
    await user.type(screen.getByLabelText('Markdown'), 'Hello');
    expect(screen.getByText('Please write the newsletter')).toBeTruthy();
  });

  it('saves a new campaign, disabled while saving, then hands the stored campaign on', async () => {
    const held = heldAnswer(json(201, draft));
    const { user, saves, onSaved } = openEditor(null, () => held.promise);
    await user.type(screen.getByLabelText('Subject'), 'Spring greens');
    await user.type(screen.getByLabelText('Markdown'), '# Fresh');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true));
    expect(saves()).toEqual([{ method: 'POST', path: '/api/admin/newsletter/campaigns', body: { subject: 'Spring greens', markdown: '# Fresh' } }]);
    held.release();
    expect(await screen.findByText('Draft saved')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(draft);
  });

  it("puts the server's field messages under their fields and says the draft was not saved", async () => {
    const { user, saves, onSaved } = openEditor(draft, () =>
      validationError('Invalid campaign', [{ field: 'markdown', message: 'The newsletter has a link the renderer refuses' }]),
    );
    await user.type(screen.getByLabelText('Markdown'), '\n\n[x](javascript:alert)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('The newsletter has a link the renderer refuses')).toBeTruthy();
    expect(screen.getByLabelText('Markdown').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The draft could not be saved')).toBeTruthy();
    expect(saves()).toMatchObject([{ method: 'PUT', path: '/api/admin/newsletter/campaigns/4' }]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves unsaved edits before a test e-mail, and sends the test to the typed address', async () => {
    const { user, saves } = openEditor(draft, (request) => (request.path.endsWith('/test') ? json(200, { message: 'Test sent to tester@example.com' }) : json(200, { ...draft, subject: 'Summer greens' })));
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Summer greens');
    await user.type(screen.getByLabelText('Send a test to'), 'Tester@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test' }));

    expect(await screen.findByText('Test sent to tester@example.com')).toBeTruthy();
    expect(saves()).toEqual([
      { method: 'PUT', path: '/api/admin/newsletter/campaigns/4', body: { subject: 'Summer greens', markdown: '# Fresh' } },
      { method: 'POST', path: '/api/admin/newsletter/campaigns/4/test', body: { to: 'tester@example.com' } },
    ]);
  });
});
