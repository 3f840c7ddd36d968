import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AiProviderSettings } from '../../src/contracts/ai-provider';
import type { PaymentSettings } from '../../src/contracts/payments';
import { ApiSettingsPage } from '../../src/web/features/admin/settings/pages/api-settings-page';
import { renderInApp } from './support/app';
import { heldAnswer, json, standInFetch, validationError, type SentRequest } from './support/fetch-stand-in';

const provider: AiProviderSettings = {
  source: 'settings',
  baseUrl: 'https://openrouter.ai/api/v1',
  textModel: 'openai/gpt-4o-mini',
  imageModel: '',
  apiKey: { set: true, last4: 'abcd' },
};
const payments: PaymentSettings = {
  fromEnvironment: false,
  secretKey: { set: false, last4: null },
  webhookSecret: { set: false, last4: null },
  webhookPath: '/api/payments/stripe/webhook',
} as PaymentSettings;

function stored(path: string): unknown {
  if (path.startsWith('/api/admin/ai/settings')) return provider;
  if (path.startsWith('/api/admin/payments/settings')) return payments;
  return { packs: [] };
}

async function openPage(onSave: (request: SentRequest) => Response | Promise<Response>) {
  const sent = standInFetch((request) => (request.method === 'GET' ? json(200, stored(request.path)) : onSave(request)));
  const rendered = renderInApp(<ApiSettingsPage />);
  await screen.findByLabelText('Base URL');
  await screen.findByLabelText('New secret key');
  return { ...rendered, sent, saves: () => sent.filter((r) => r.method !== 'GET') };
}

describe('ApiSettingsPage', () => {
  it("checks the AI provider with the contract's messages, focuses the first, and takes it away on an edit", async () => {
    const { user, saves } = await openPage(() => json(200, provider));
    const baseUrl = screen.getByLabelText('Base URL');
    await user.clear(baseUrl);
    await user.type(baseUrl, 'openrouter');
    await user.clear(screen.getByLabelText('Text model'));
    await user.click(screen.getByRole('button', { name: 'Save AI Provider' }));

    expect(await screen.findByText('Base URL must be an http(s) address like https://openrouter.ai/api/v1')).toBeTruthy();
    expect(screen.getByText('Text model is required (e.g. openai/gpt-4o-mini)')).toBeTruthy();
    expect(document.activeElement).toBe(baseUrl);
    expect(saves()).toEqual([]);

    await user.type(baseUrl, 's');
    await waitFor(() => expect(screen.queryByText(/Base URL must be/)).toBeNull());
    expect(screen.getByText('Text model is required (e.g. openai/gpt-4o-mini)')).toBeTruthy();
  });

  it("saves the AI provider, disabled while saving, and shows the server's field message", async () => {
    const held = heldAnswer(validationError('Invalid settings', [{ field: 'apiKey', message: 'apiKey was refused by the provider' }]));
    const { user, saves } = await openPage(() => held.promise);
    await user.type(screen.getByLabelText('API key'), 'sk-new');
    await user.click(screen.getByRole('button', { name: 'Save AI Provider' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true));
    expect(saves()[0]).toMatchObject({ method: 'PUT', body: { baseUrl: 'https://openrouter.ai/api/v1', apiKey: 'sk-new', textModel: 'openai/gpt-4o-mini', imageModel: '' } });
    held.release();
    expect(await screen.findByText('apiKey was refused by the provider')).toBeTruthy();
    expect(screen.getByText('Saving failed')).toBeTruthy();
  });

  it('checks the Stripe keys, saves them, and empties the boxes', async () => {
    const { user, saves } = await openPage(() => json(200, payments));
    const secret = screen.getByLabelText('New secret key');
    const hook = screen.getByLabelText('New webhook signing secret');
    await user.type(secret, 'pk_test_12345678');
    await user.type(hook, 'whsec_12345678');
    await user.click(screen.getByRole('button', { name: 'Save Stripe Keys' }));
    expect(await screen.findByText('The secret key must be a Stripe secret key (sk_test_..., sk_live_...)')).toBeTruthy();
    expect(saves()).toEqual([]);

    await user.clear(secret);
    await user.type(secret, 'sk_test_12345678');
    await user.click(screen.getByRole('button', { name: 'Save Stripe Keys' }));
    expect(await screen.findByText('Stripe keys saved')).toBeTruthy();
    expect(saves()).toEqual([{ method: 'PUT', path: '/api/admin/payments/settings', body: { secretKey: 'sk_test_12345678', webhookSecret: 'whsec_12345678' } }]);
    expect(secret).toHaveProperty('value', '');
    expect(screen.queryByText(/The secret key must be/)).toBeNull();
  });
});
