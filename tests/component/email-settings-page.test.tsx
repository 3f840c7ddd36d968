import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailSettings } from '../../src/contracts/mail';
import { EmailSettingsPage } from '../../src/web/features/admin/email/pages/email-settings-page';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';
import { member } from './support/users';

const stored: MailSettings = {
  source: 'settings',
  active: 'smtp',
  environment: { provider: 'none', host: null, from: null },
  provider: 'smtp',
  fromAddress: 'hello@example.com',
  fromName: 'Sprig',
  smtp: { host: 'smtp.example.com', port: 587, secure: false, user: 'mailer', password: { set: true, last4: 'word' } },
  sendgrid: { apiKey: { set: false, last4: null } },
};

/** The page's reads answer from `stored`; the save goes to `onSave`. */
const server = (onSave: () => Response | Promise<Response>) => (request: SentRequest) => {
  if (request.path === '/api/auth/user') return json(200, member({ role: 'admin' }));
  if (request.method === 'GET') return json(200, stored);
  return onSave();
};

async function openForm(onSave: () => Response | Promise<Response>) {
  const sent = standInFetch(server(onSave));
  const rendered = renderInApp(<EmailSettingsPage />);
  const form = await screen.findByRole('form', { name: 'Email provider' });
  return { ...rendered, sent, form, saveButton: () => within(form).getByRole('button', { name: /Save Changes|Saving/ }) };
}

describe('EmailSettingsPage provider form', () => {
  it('shows the schema messages and sends nothing', async () => {
    const { user, form, saveButton, sent } = await openForm(() => json(200, stored));
    await user.clear(within(form).getByLabelText('From address'));
    await user.clear(within(form).getByLabelText('Host'));
    await user.click(saveButton());

    expect(await within(form).findByText('From address must be an e-mail address like hello@example.com')).toBeTruthy();
    expect(within(form).getByText('Host is required for SMTP (e.g. smtp.example.com)')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("shows the server's field message under the field and its message in a toast", async () => {
    const { user, form, saveButton } = await openForm(() =>
      validationError('The host does not resolve', [{ field: 'smtpHost', message: 'smtpHost does not resolve' }]),
    );
    await user.click(saveButton());

    expect(await screen.findByText('Saving failed')).toBeTruthy();
    expect(screen.getByText('The host does not resolve')).toBeTruthy();
    expect(within(form).getByText('smtpHost does not resolve')).toBeTruthy();
  });

  it('disables Save and Discard while saving, then confirms', async () => {
    const held = heldAnswer(json(200, stored));
    const { user, saveButton, sent, form } = await openForm(() => held.promise);
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true));
    expect(saveButton().textContent).toBe('Saving...');
    expect(within(form).getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', true);
    expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ path: '/api/admin/email/settings', body: { provider: 'smtp', smtpHost: 'smtp.example.com', smtpPort: 587 } });

    held.release();
    expect(await screen.findByText('Email settings saved')).toBeTruthy();
    expect(screen.getByText('Messages go through SMTP.')).toBeTruthy();
  });
});

describe('EmailSettingsPage test send', () => {
  async function openTestForm(onSend: () => Response | Promise<Response>) {
    const sent = standInFetch(server(onSend));
    const rendered = renderInApp(<EmailSettingsPage />);
    const form = within(await screen.findByRole('form', { name: 'Test e-mail' }));
    return { ...rendered, sent, form, to: form.getByLabelText('Send to'), posts: () => sent.filter((r) => r.method === 'POST') };
  }

  it("checks the address with the contract's message, sends nothing, and takes it away on an edit", async () => {
    const { user, form, to, posts } = await openTestForm(() => json(200, { ok: true, provider: 'smtp', ms: 12, outboxId: null }));
    await user.clear(to);
    await user.type(to, 'cook@');
    await user.click(form.getByRole('button', { name: 'Send test' }));

    expect(await form.findByText('Send the test to an e-mail address like you@example.com')).toBeTruthy();
    expect(document.activeElement).toBe(to);
    expect(posts()).toEqual([]);
    await user.type(to, 'example.com');
    await waitFor(() => expect(form.queryByText('Send the test to an e-mail address like you@example.com')).toBeNull());
  });

  it("sends the trimmed address, disabled while sending, and puts a failure's message under the field", async () => {
    const held = heldAnswer(json(502, { message: 'The mail server refused the connection', errorCode: 'MAIL_FAILED' }));
    const { user, form, to, posts } = await openTestForm(() => held.promise);
    await user.clear(to);
    await user.type(to, ' cook@example.com ');
    await user.click(form.getByRole('button', { name: 'Send test' }));

    await waitFor(() => expect(form.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true));
    expect(posts()[0]).toMatchObject({ body: { to: 'cook@example.com' } });
    held.release();
    expect(await form.findByText('The mail server refused the connection')).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
  });
});
